/**
 * @jest-environment node
 *
 * The review record, the shared blocks a page places and the blocks file itself: a mistake names
 * the file and the field.
 */
import { withContentCopy, type Json } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { publishingWarnings, unreviewedPages } from "../../../src/content/gate/publishingWarnings";

const copy = withContentCopy("content-");
const { edit } = copy;
const problems = (): string[] => copy.problems();

it("asks for the reviewer and the review date together", () => {
  edit("services/examplesurgery.json", (data) => {
    data.reviewedBy = "Dr. Divya Peddireddy, DDS";
  });
  expect(problems()).toEqual([
    "content/services/examplesurgery.json: reviewedBy and reviewedOn go together (who reviewed the page, and when)",
  ]);
});

it("rejects a review date that is not a date", () => {
  edit("services/examplesurgery.json", (data) => {
    data.reviewedBy = "Dr. Divya Peddireddy, DDS";
    data.reviewedOn = "last week";
  });
  expect(problems()).toEqual([
    "content/services/examplesurgery.json: Reviewed on (`reviewedOn`) must be a date written YYYY-MM-DD",
  ]);
});

it("rejects a block name that does not exist", () => {
  edit("services/examplesurgery.json", (data) => {
    data.blocks = ["whenToCall", "whenToPanic"];
  });
  expect(problems()).toEqual([
    expect.stringMatching(
      /^content\/services\/examplesurgery\.json: Block 2 \(`blocks\[1\]`\) must be one of whenToCall, beforeTreatment/,
    ),
  ]);
});

it("requires every shared block, with checked formatted text, both reported in one round", () => {
  edit("blocks/blocks.json", (data) => {
    delete data.costAndInsurance;
    (data.whenToCall as Json).descriptionToBeParsed = "<p>Call <script>x</script></p>";
  });
  expect(problems()).toEqual([
    "content/blocks/blocks.json: Cost and insurance (`costAndInsurance`) is missing",
    "content/blocks/blocks.json: When to call, formatted text (`whenToCall.descriptionToBeParsed`): <script> is not allowed",
  ]);
  edit("blocks/blocks.json", (data) => {
    data.costAndInsurance = { heading: "Cost", descriptionToBeParsed: "<p>Call us.</p>" };
  });
  expect(problems()).toEqual([
    "content/blocks/blocks.json: When to call, formatted text (`whenToCall.descriptionToBeParsed`): <script> is not allowed",
  ]);
});

it("lists the unreviewed pages in each language, the missing privacy officer and hours, and stops once all are recorded", () => {
  const content = loadContent(copy.dir(), copy.staticDir);
  expect(unreviewedPages(content)).toContain("/services/examplesurgery");
  const warnings = publishingWarnings(content);
  expect(warnings).toHaveLength(4);
  expect(warnings[3]).toMatch(/^content\/settings\/settings\.json has no hours: .* no page says whether the office is open now/);
  expect(warnings[1]).toMatch(
    /Spanish service pages have not been reviewed by a Spanish-speaking clinician.*\/es\/services\/examplesurgery/,
  );
  const review = <T extends { lastUpdated: string }>(page: T) => ({
    ...page,
    reviewedBy: "Dr. Divya Peddireddy, DDS",
    reviewedOn: page.lastUpdated,
  });
  const reviewed = {
    services: content.services.map(review),
    settings: {
      ...content.settings,
      privacyOfficer: "Office Manager",
      hours: [{ days: ["Monday" as const], opens: "08:00", closes: "17:00" }],
    },
    translations: { es: { ...content.translations.es, services: content.translations.es.services.map(review) } },
  };
  expect(unreviewedPages(reviewed)).toEqual([]);
  expect(publishingWarnings(reviewed)).toEqual([]);
});

it("lists a reviewed page again, in its language, once its text changed after the review", () => {
  const content = loadContent(copy.dir(), copy.staticDir);
  const reviewedThenChanged = <T extends { slug: string }>(page: T) => ({
    ...page,
    reviewedBy: "Dra. Divya Peddireddy, DDS",
    reviewedOn: "2026-01-15",
    lastUpdated: page.slug === "examplesurgery" ? "2026-02-01" : "2026-01-15",
  });
  const spanish = content.translations.es.services.map(reviewedThenChanged);
  expect(unreviewedPages({ services: spanish }, "/es")).toEqual(["/es/services/examplesurgery"]);
  const warnings = publishingWarnings({
    services: content.services.map(reviewedThenChanged),
    settings: {
      ...content.settings,
      privacyOfficer: "Office Manager",
      hours: [{ days: ["Monday" as const], opens: "08:00", closes: "17:00" }],
    },
    translations: { es: { ...content.translations.es, services: spanish } },
  });
  expect(warnings).toEqual([
    "1 service page has not been reviewed by a clinician since the text last changed (set reviewedBy and reviewedOn in content/services/<slug>.json after a review): /services/examplesurgery",
    "1 Spanish service page has not been reviewed by a Spanish-speaking clinician since the text last changed (set reviewedBy and reviewedOn in content/es/services/<slug>.json after a review of the translation): /es/services/examplesurgery",
  ]);
});
