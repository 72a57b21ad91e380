/** About pages: one per file, content/about/<slug>.json, at /about/<slug>. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { withMeta } from "../gate/labels";
import { ADDRESS, LINE, PARAGRAPH, TEXT_LIMITS, fact, imagePath, line, listOf, optionalText, paragraph } from "./fields";
import { checkPageText, checkReview, pageTextFields, reviewFields, slugField, translatedFrom } from "./pageFields";

const photo = z.strictObject({
  src: fact(imagePath, { key: true }).describe(
    `The picture, a file under content/images/ (jpg, jpeg, png, webp or avif), e.g. "about/occfad.jpg". ${ADDRESS}`,
  ),
  alt: optionalText.describe(
    `What the picture shows, read out to people who cannot see it; "" only when it is purely decorative. ${PARAGRAPH}`,
  ),
  caption: optionalText
    .optional()
    .describe(
      `Text shown under the picture, e.g. "An illustration, not a photo of our office." (say so under any drawing that stands in for a photo). Optional. ${PARAGRAPH}`,
    ),
});

const aboutSchema = z.strictObject({
  slug: slugField("occfad", "/about/"),
  ...pageTextFields,
  photos: listOf("Photo", photo).describe(
    "The page's photos in order: the first sits beside the text, the rest below it. May be empty.",
  ),
  showMap: fact(z.boolean()).describe("Show the map and the directions link on this page."),
  parkingNote: withMeta(paragraph, { long: true })
    .optional()
    .describe(
      `Text under a "Parking" heading, e.g. "Please call us before your first visit. We will tell you where to park …". Optional. ${PARAGRAPH}`,
    ),
  doctor: fact(
    z.strictObject({
      name: line.describe(`The dentist's name without title or degrees, e.g. "Divya Peddireddy". ${LINE}`),
      honorificPrefix: withMeta(line, { ownWords: true })
        .optional()
        .describe(
          `The title before the name in this file's language, e.g. "Dr." in English and "Dra." in Spanish for a woman; each language writes its own, and search engines read it (honorificPrefix). Optional. ${LINE}`,
        ),
      honorificSuffix: line.describe(`Degrees after the name, e.g. "DDS, MS, QME". ${LINE}`),
      alumniOf: listOf("School", line)
        .min(1)
        .describe(
          `Schools the dentist graduated from, one per entry, e.g. "California State University, Long Beach"; at least one, each at most ${TEXT_LIMITS.line} characters.`,
        ),
    }),
    { omittable: true },
  )
    .optional()
    .describe("The dentist the page presents, for search engines' data. Optional."),
  ...reviewFields,
  translatedFrom,
});

export type AboutContent = z.infer<typeof aboutSchema>;

function checkFile(check: FileCheck<AboutContent>): void {
  checkPageText(check);
  checkReview(check);
  if (check.english) check.data.photos?.forEach((photo, i) => check.media(photo?.src, ["photos", i, "src"]));
}

export const about = {
  label: "About pages",
  singular: "About page",
  schema: aboutSchema,
  graphqlInterface: "ContentPage",
  pages: { urlPrefix: "/about/", template: "src/templates/about.tsx" },
  check: checkFile,
  es: { label: "Páginas sobre nosotros (español)", singular: "Página sobre nosotros (español)" },
} as const satisfies Declaration;
