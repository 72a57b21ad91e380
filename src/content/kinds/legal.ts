/** Legal pages: one per file, content/legal/<slug>.json, at the site's root (/<slug>). */
import { z } from "zod";
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import {
  FORMATTED,
  LINE,
  PARAGRAPH,
  TEXT,
  TEXT_LIMITS,
  calendarDate,
  fact,
  html,
  line,
  listOf,
  metaDescription,
  paragraph,
  text,
  uniqueBy,
} from "./fields";
import { checkReview, reviewFields, slugField, translatedFrom } from "./pageFields";

const legalSchema = z.strictObject({
  slug: slugField("privacypolicy", "/"),
  mainTitleText: line.describe(`The page's main title, its top heading, e.g. "Notice of Privacy Practices". ${LINE}`),
  metaDescription,
  effectiveDate: fact(calendarDate, { date: true }).describe(
    'The date the text takes effect, YYYY-MM-DD, shown as "Effective date: …".',
  ),
  notice: paragraph
    .optional()
    .describe(
      `A statement shown prominently above the intro (the privacy notice's required header), e.g. "THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED …". Optional. ${PARAGRAPH}`,
    ),
  intro: text.describe(`The text before the contents list, plain text; a blank line starts a new paragraph. ${TEXT}`),
  sections: listOf(
    "Section",
    z.strictObject({
      id: fact(z.string(), { key: true })
        .max(TEXT_LIMITS.line)
        .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes (used in the page's #links)")
        .describe(
          `The section's #link, unique on the page, e.g. "our-duties" for /privacypractices#our-duties: lower-case letters, digits and dashes. ${LINE}`,
        ),
      heading: line.describe(`The section's heading, also its entry in the contents list, e.g. "Our duties". ${LINE}`),
      descriptionToBeParsed: html.describe(`The section's formatted text. ${FORMATTED}`),
    }),
  )
    .min(1)
    .superRefine(uniqueBy("id", "each section needs its own id (it is the #link to that section)"))
    .describe("The page's sections in order, listed as its contents; at least one."),
  ...reviewFields,
  translatedFrom,
});

export type LegalContent = z.infer<typeof legalSchema>;

function checkFile(check: FileCheck<LegalContent>): void {
  const { data, richText } = check;
  checkReview(check);
  data.sections?.forEach((section, i) => richText(section?.descriptionToBeParsed, ["sections", i, "descriptionToBeParsed"]));
}

export const legal = {
  label: "Legal pages",
  singular: "Legal page",
  schema: legalSchema,
  pages: { urlPrefix: "/", template: "src/templates/legal.tsx" },
  check: checkFile,
  es: { label: "Páginas legales (español)", singular: "Página legal (español)" },
} as const satisfies Declaration;
