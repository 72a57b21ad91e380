/**
 * @jest-environment node
 *
 * What only the practice can confirm is listed by a production build until it is recorded: each
 * language's unreviewed pages, the privacy officer and the office hours.
 */
import { withContentCopy } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { publishingWarnings, unreviewedPages } from "../../../src/content/gate/publishingWarnings";

const copy = withContentCopy("content-");

type Page = { slug: string; lastUpdated: string };
/** The content with each language's service pages as `review` leaves them, and the privacy officer and the hours recorded. */
function recorded(review: <T extends Page>(page: T) => T) {
  const content = loadContent(copy.dir(), copy.staticDir);
  return {
    services: content.services.map(review),
    settings: {
      ...content.settings,
      privacyOfficer: "Office Manager",
      hours: [{ days: ["Monday" as const], opens: "08:00", closes: "17:00" }],
    },
    translations: { es: { ...content.translations.es, services: content.translations.es.services.map(review) } },
  };
}

it("lists the unreviewed pages in each language, the missing privacy officer and hours, and stops once all are recorded", () => {
  const content = loadContent(copy.dir(), copy.staticDir);
  expect(unreviewedPages(content)).toContain("/services/examplesurgery");
  const warnings = publishingWarnings(content);
  expect(warnings).toHaveLength(4);
  expect(warnings[3]).toMatch(/^content\/settings\/settings\.json has no hours: .* no page says whether the office is open now/);
  expect(warnings[1]).toMatch(
    /Spanish service pages have not been reviewed by a Spanish-speaking clinician.*\/es\/services\/examplesurgery/,
  );
  const reviewed = recorded((page) => ({ ...page, reviewedBy: "Dr. Divya Peddireddy, DDS", reviewedOn: page.lastUpdated }));
  expect(unreviewedPages(reviewed)).toEqual([]);
  expect(publishingWarnings(reviewed)).toEqual([]);
});

it("lists a reviewed page again, in its language, once its text changed after the review", () => {
  const changed = recorded((page) => ({
    ...page,
    reviewedBy: "Dra. Divya Peddireddy, DDS",
    reviewedOn: "2026-01-15",
    lastUpdated: page.slug === "examplesurgery" ? "2026-02-01" : "2026-01-15",
  }));
  expect(unreviewedPages(changed.translations.es, "/es")).toEqual(["/es/services/examplesurgery"]);
  expect(publishingWarnings(changed)).toEqual([
    "1 service page has not been reviewed by a clinician since the text last changed (set reviewedBy and reviewedOn in content/services/<slug>.json after a review): /services/examplesurgery",
    "1 Spanish service page has not been reviewed by a Spanish-speaking clinician since the text last changed (set reviewedBy and reviewedOn in content/es/services/<slug>.json after a review of the translation): /es/services/examplesurgery",
  ]);
});
