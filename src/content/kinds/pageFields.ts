/** What the page kinds share: the slug, the page text and card sections, a headed passage, a review, a translation's record. */
import { z } from "zod";
import type { FileCheck } from "../gate/fileChecks";
import { withMeta } from "../gate/labels";
import {
  FORMATTED,
  LINE,
  PARAGRAPH,
  TEXT,
  TEXT_LIMITS,
  fact,
  html,
  line,
  metaDescription,
  paragraph,
  pastDate,
  text,
} from "./fields";

const cardItem = withMeta(
  z.strictObject({
    title: line.describe(`The card's heading, e.g. "Chips and worn edges". ${LINE}`),
    description: paragraph.describe(
      `The card's text, a sentence or two, e.g. "Small breaks, or teeth that look short from wear." ${PARAGRAPH}`,
    ),
  }),
  { typeName: "CardItem" },
);

const slug = z
  .string()
  .max(TEXT_LIMITS.line)
  .regex(/^[A-Za-z0-9]+$/, "must be letters and digits only, as in the page's URL");
/** The slug as a kind's pages use it, with an example of that kind. */
export const slugField = (example: string, urlPrefix: string) =>
  fact(slug).describe(
    `The page's file name without .json, which is also the end of its address, e.g. "${example}" for ${urlPrefix}${example}. Letters and digits only. ${LINE}`,
  );

const cardSectionTitle = (which: string, example: string) =>
  line.optional().describe(`The heading of the ${which} card section, e.g. "${example}". Optional. ${LINE}`);
/** A section's cards, words only: a translation may word them in more or fewer cards. */
const cardSectionData = (which: string, entry: string) =>
  withMeta(z.array(cardItem).min(1, "must list at least one item"), { entry, label: `${entry}s`, free: true })
    .optional()
    .describe(
      `The cards of the ${which} card section, in order, each a title and a short text. Optional; when given, at least one.`,
    );

/** The text every service and about page has, after its slug. */
export const pageTextFields = {
  mainTitleText: line.describe(`The page's main title, its top heading, e.g. "Porcelain Veneers" or "About OCCFAD". ${LINE}`),
  title: line
    .optional()
    .describe(`The heading under the main title, e.g. "What are porcelain veneers?" or "Who we are". Optional. ${LINE}`),
  description: text.describe(`The page's opening text, plain text; a blank line starts a new paragraph. ${TEXT}`),
  descriptionToBeParsed: html.optional().describe(`More text after the description, formatted. Optional. ${FORMATTED}`),
  sectionOneTitle: cardSectionTitle("first", "Who it helps"),
  sectionOneData: cardSectionData("first", "Section one card"),
  sectionTwoTitle: cardSectionTitle("second", "What to expect, step by step"),
  sectionTwoData: cardSectionData("second", "Section two card"),
  sectionThreeTitle: cardSectionTitle("third", "Recovery and aftercare"),
  sectionThreeData: cardSectionData("third", "Section three card"),
  sectionFourTitle: cardSectionTitle("fourth", "Risks and alternatives"),
  sectionFourData: cardSectionData("fourth", "Section four card"),
  metaDescription,
};

/** What service and about pages share, which one GraphQL fragment reads (the interface ContentPage). */
export const contentPageFields = z
  .object({ slug: slugField("veneers", "/services/"), ...pageTextFields })
  .describe("A service or about page (one fragment reads the fields they share).");

/** The description and the card sections of service and about pages. */
export function checkPageText({ data, refused, richText, problem }: FileCheck<z.infer<typeof contentPageFields>>) {
  richText(data.descriptionToBeParsed, ["descriptionToBeParsed"]);
  for (const key of ["One", "Two", "Three", "Four"] as const) {
    const title = `section${key}Title` as const;
    const cards = `section${key}Data` as const;
    const hasTitle = data[title] !== undefined || refused([title]);
    const hasData = data[cards] !== undefined || refused([cards]);
    if (hasTitle !== hasData)
      problem(`is missing (${title} and ${cards} go together: a heading and its cards)`, [hasTitle ? cards : title]);
  }
}

/** A clinician's review of the page's text, which every page kind can record: who, and when. */
export const reviewFields = {
  reviewedBy: line
    .optional()
    .describe(`The clinician who reviewed the text, e.g. "Dr. Divya Peddireddy, DDS"; only together with reviewedOn. ${LINE}`),
  reviewedOn: pastDate
    .optional()
    .describe(
      "The date of that review, YYYY-MM-DD, not in the future; only together with reviewedBy. A page whose lastUpdated is later is listed by a production build as awaiting a review again.",
    ),
};

/** A review names both who and when. */
export function checkReview({ data, english, refused, problem }: FileCheck<{ reviewedBy?: string; reviewedOn?: string }>) {
  if ((data.reviewedBy === undefined) !== (data.reviewedOn === undefined) && !refused(["reviewedBy"]) && !refused(["reviewedOn"]))
    problem(`reviewedBy and reviewedOn go together (who reviewed the ${english ? "page" : "translation"}, and when)`);
}

/** A heading with formatted text under it: a service page's extra passage, or a shared block. */
export const formattedPassage = (what: string, example: string) =>
  z.strictObject({
    heading: line.describe(`The ${what}'s heading, e.g. "${example}". ${LINE}`),
    descriptionToBeParsed: html.describe(`The ${what}'s formatted text. ${FORMATTED}`),
  });

/**
 * In a translated page: the version of the English page's words it was made from (see
 * translationVersion.ts); the editor records it, and the content check warns while it differs.
 */
export const translatedFrom = z
  .string()
  .regex(/^[0-9a-f]{12}$/, "must be 12 digits and letters a to f, as the editor records it")
  .optional()
  .describe(
    "Translated pages only (content/es/…): the version of the English page's text this translation was made from, recorded by the editor's \"Mark as up to date\" button; npm run check:content warns while the English page has changed since. Optional.",
  );
