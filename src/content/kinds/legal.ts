/** Legal pages: one per file, content/legal/<slug>.json, at the site's root (/<slug>). */
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { legalSchema, type LegalContent } from "../gate/schemas/pages";

function checkFile({ data, richText }: FileCheck<LegalContent>): void {
  data.sections?.forEach((section, i) => richText(section?.descriptionToBeParsed, ["sections", i, "descriptionToBeParsed"]));
}

export const legal = {
  name: "legal",
  label: "Legal pages",
  singular: "Legal page",
  schema: legalSchema,
  pages: { urlPrefix: "/", template: "src/templates/legal.tsx" },
  check: checkFile,
  es: { label: "Páginas legales (español)", singular: "Página legal (español)" },
} as const satisfies Declaration;
