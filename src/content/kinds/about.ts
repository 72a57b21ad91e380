/** About pages: one per file, content/about/<slug>.json, at /about/<slug>. */
import type { Declaration } from "../kinds";
import { checkPageText, type FileCheck } from "../gate/fileChecks";
import { aboutSchema, type AboutContent } from "../gate/schemas/pages";

function checkFile(check: FileCheck<AboutContent>): void {
  checkPageText(check);
  if (check.english) check.data.photos?.forEach((photo, i) => check.image(photo?.src, ["photos", i, "src"]));
}

export const about = {
  name: "about",
  label: "About pages",
  singular: "About page",
  schema: aboutSchema,
  graphqlInterface: "ContentPage",
  pages: { urlPrefix: "/about/", template: "src/templates/about.tsx" },
  check: checkFile,
  es: { label: "Páginas sobre nosotros (español)", singular: "Página sobre nosotros (español)" },
} as const satisfies Declaration;
