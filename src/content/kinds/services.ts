/** Service pages: one per file, content/services/<slug>.json, at /services/<slug>. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import { isVideo } from "../../lib/media";
import { PLACEABLE_BLOCKS } from "../../lib/blocks";
import type { FileCheck } from "../gate/fileChecks";
import { withMeta } from "../gate/labels";
import { ADDRESS, LINE, PARAGRAPH, fact, line, listOf, mediaPath, optionalText, pastDate, posterPath } from "./fields";
import {
  checkPageText,
  checkReview,
  formattedPassage,
  pageTextFields,
  reviewFields,
  slugField,
  translatedFrom,
} from "./pageFields";

export const serviceSchema = z.strictObject({
  slug: slugField("veneers", "/services/"),
  ...pageTextFields,
  nameInSentence: line
    .optional()
    .describe(
      `The page's name inside a sentence, with its article, e.g. "las carillas de porcelana" for "¿Tiene preguntas sobre las carillas de porcelana?"; without it the call to action sets the main title apart. Optional. ${LINE}`,
    ),
  imgSrc: fact(mediaPath).describe(
    `The picture beside the text: an image under content/images/ (jpg, jpeg, png, webp or avif), e.g. "services/veneers.jpg", or a video under static/media/ (mp4, webm or ogg), e.g. "services/crowns.mp4". ${ADDRESS}`,
  ),
  imgAlt: withMeta(optionalText, { label: "Image description (alt text)" }).describe(
    `What the image shows, or a short description of what the video shows, read out to people who cannot see it; "" only for a purely decorative picture. ${PARAGRAPH}`,
  ),
  videoPoster: fact(posterPath)
    .optional()
    .describe(
      `The still image shown before the video plays, under static/media/ (jpg, jpeg, png or webp), e.g. "services/crowns-poster.jpg"; required when imgSrc is a video. ${ADDRESS}`,
    ),
  additionalContent: formattedPassage("passage", "Caring for your veneers")
    .optional()
    .describe("A headed passage of formatted text shown after the description and the picture. Optional."),
  blocks: fact(listOf("Block", z.enum(PLACEABLE_BLOCKS)))
    .optional()
    .describe(
      `Shared blocks from content/blocks/blocks.json to show after the card sections, in the order listed: ${PLACEABLE_BLOCKS.map((name) => `"${name}"`).join(" or ")}. Every page about surgery or recovery lists "beforeTreatment", "whenToCall". Optional.`,
    ),
  lastUpdated: pastDate.describe(
    'The date the page\'s text last changed, YYYY-MM-DD, shown as "Last updated …"; not in the future.',
  ),
  ...reviewFields,
  translatedFrom,
});

export type ServiceContent = z.infer<typeof serviceSchema>;

function checkFile(check: FileCheck<ServiceContent>): void {
  const { data, english, refused, richText, problem } = check;
  checkPageText(check);
  richText(data.additionalContent?.descriptionToBeParsed, ["additionalContent", "descriptionToBeParsed"]);
  if (english) {
    check.media(data.imgSrc, ["imgSrc"]);
    const blockNames = (data.blocks ?? []).filter((name) => name !== undefined);
    if (new Set(blockNames).size !== blockNames.length)
      problem("blocks names a block twice (each shared block appears once on a page)");
  }
  checkReview(check);
  if (english && data.imgSrc !== undefined && isVideo(data.imgSrc)) {
    if (!data.videoPoster) {
      if (!refused(["videoPoster"])) problem("is missing (a video needs a poster image under static/media/)", ["videoPoster"]);
    } else check.staticMedia(data.videoPoster, ["videoPoster"]);
  }
}

export const services = {
  name: "service",
  label: "Service pages",
  singular: "Service page",
  schema: serviceSchema,
  graphqlInterface: "ContentPage",
  pages: { urlPrefix: "/services/", template: "src/templates/service.tsx" },
  check: checkFile,
  es: { label: "Páginas de servicios (español)", singular: "Página de servicio (español)" },
} as const satisfies Declaration;
