/** @jest-environment node */
// What only the practice can confirm is listed by a production build until it is recorded.
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { publishingWarnings, unreviewedPages } from "../../../src/content/gate/publishingWarnings";

const content = loadContent(FIXTURE_CONTENT, FIXTURE_STATIC);

type Page = { slug?: string; lastUpdated?: string };
/** The content with every page of each language reviewed as `review` says, and the privacy officer and the hours recorded. */
function recorded(review: (page: Page) => { reviewedBy: string; reviewedOn: string; lastUpdated?: string }) {
  const reviewAll = <V extends Pick<typeof content, "home" | "services" | "about" | "legal">>(version: V): V => ({
    ...version,
    home: { ...version.home, ...review(version.home as Page) },
    services: version.services.map((page) => ({ ...page, ...review(page) })),
    about: version.about.map((page) => ({ ...page, ...review(page) })),
    legal: version.legal.map((page) => ({ ...page, ...review(page) })),
  });
  const hours = [{ days: ["Monday" as const], opens: "08:00", closes: "17:00" }];
  return {
    ...reviewAll(content),
    settings: { ...content.settings, privacyOfficer: "Office Manager", hours },
    translations: { es: reviewAll(content.translations.es) },
  };
}

it("lists the unreviewed pages of every kind in each language, the missing privacy officer and hours, and stops once all are recorded", () => {
  expect(unreviewedPages(content)).toEqual(
    expect.arrayContaining(["/", "/about/examplevisit", "/privacypolicy", "/services/examplesurgery"]),
  );
  expect(unreviewedPages(content.translations.es, "/es")).toEqual(
    expect.arrayContaining(["/es", "/es/about/examplevisit", "/es/privacypolicy", "/es/services/examplesurgery"]),
  );
  const warnings = publishingWarnings(content);
  expect(warnings).toHaveLength(4);
  expect(warnings[3]).toMatch(/^content\/settings\/settings\.json has no hours: .* no page says whether the office is open now/);
  expect(warnings[1]).toMatch(/Spanish pages have not been reviewed by a Spanish-speaking clinician.*\/es\/about\/examplevisit/);
  const reviewed = recorded((page) => ({
    reviewedBy: "Dr. Divya Peddireddy, DDS",
    reviewedOn: page.lastUpdated ?? "2026-01-15",
  }));
  expect(unreviewedPages(reviewed)).toEqual([]);
  expect(publishingWarnings(reviewed)).toEqual([]);
});

it("lists a reviewed page again, in its language, once its text changed after the review; a page with no date stays reviewed", () => {
  const changed = recorded((page) => ({
    reviewedBy: "Dra. Divya Peddireddy, DDS",
    reviewedOn: "2026-01-15",
    ...(page.lastUpdated ? { lastUpdated: page.slug === "examplesurgery" ? "2026-02-01" : "2026-01-15" } : {}),
  }));
  expect(unreviewedPages(changed.translations.es, "/es")).toEqual(["/es/services/examplesurgery"]);
  expect(publishingWarnings(changed)).toEqual([
    "1 page has not been reviewed by a clinician since the text last changed (set reviewedBy and reviewedOn in the page's file under content/ after a review): /services/examplesurgery",
    "1 Spanish page has not been reviewed by a Spanish-speaking clinician since the text last changed (set reviewedBy and reviewedOn in the page's file under content/es/ after a review of the translation): /es/services/examplesurgery",
  ]);
});
