/**
 * The files that draw pages: service, about and legal pages (one per file), the home page, and the
 * shared blocks the service pages place.
 */
import { z } from "zod";
import { PLACEABLE_BLOCKS } from "../../../lib/blocks";
import {
  ADDRESS,
  FORMATTED,
  LINE,
  PARAGRAPH,
  SITE_PATH_FORM,
  TEXT,
  TEXT_LIMITS,
  calendarDate,
  html,
  imagePath,
  line,
  mediaPath,
  metaDescription,
  optionalText,
  paragraph,
  pastDate,
  posterPath,
  relativeFile,
  sitePath,
  text,
  uniqueBy,
} from "./fields";
import { fact, listOf, withMeta } from "./meta";

const cardItem = withMeta(
  z.object({
    title: line.describe(`The card's heading, e.g. "Chips and worn edges". ${LINE}`),
    description: paragraph.describe(
      `The card's text, a sentence or two, e.g. "Small breaks, or teeth that look short from wear." ${PARAGRAPH}`,
    ),
  }).strict(),
  { typeName: "CardItem" },
);
const cardData = z.array(cardItem).min(1, "must list at least one item");

const photo = z
  .object({
    src: fact(imagePath).describe(
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
  })
  .strict();

const slug = z
  .string()
  .max(TEXT_LIMITS.line)
  .regex(/^[A-Za-z0-9]+$/, "must be letters and digits only, as in the page's URL");
/** The slug as a kind's pages use it, with an example of that kind. */
const slugField = (example: string, urlPrefix: string) =>
  fact(slug).describe(
    `The page's file name without .json, which is also the end of its address, e.g. "${example}" for ${urlPrefix}${example}. Letters and digits only. ${LINE}`,
  );

const cardSectionTitle = (which: string, example: string) =>
  line.optional().describe(`The heading of the ${which} card section, e.g. "${example}". Optional. ${LINE}`);
const cardSectionData = (which: string, entry: string) =>
  withMeta(cardData, { entry })
    .optional()
    .describe(
      `The cards of the ${which} card section, in order, each a title and a short text. Optional; when given, at least one.`,
    );
const sectionFields = {
  sectionOneTitle: cardSectionTitle("first", "Who it helps"),
  sectionOneData: cardSectionData("first", "Section one card"),
  sectionTwoTitle: cardSectionTitle("second", "What to expect, step by step"),
  sectionTwoData: cardSectionData("second", "Section two card"),
  sectionThreeTitle: cardSectionTitle("third", "Recovery and aftercare"),
  sectionThreeData: cardSectionData("third", "Section three card"),
  sectionFourTitle: cardSectionTitle("fourth", "Risks and alternatives"),
  sectionFourData: cardSectionData("fourth", "Section four card"),
};

/** The text every service and about page has, after its slug. */
const pageTextFields = {
  mainTitleText: line.describe(`The page's main title, its top heading, e.g. "Porcelain Veneers" or "About OCCFAD". ${LINE}`),
  title: line
    .optional()
    .describe(`The heading under the main title, e.g. "What are porcelain veneers?" or "Who we are". Optional. ${LINE}`),
  description: text.describe(`The page's opening text, plain text; a blank line starts a new paragraph. ${TEXT}`),
  descriptionToBeParsed: html.optional().describe(`More text after the description, formatted. Optional. ${FORMATTED}`),
  ...sectionFields,
  metaDescription,
};

/** What service and about pages share, which one GraphQL fragment reads (the interface ContentPage). */
export const contentPageFields = z
  .object({ slug: slugField("veneers", "/services/"), ...pageTextFields })
  .describe("A service or about page (one fragment reads the fields they share).");

/** A heading with formatted text under it: a service page's extra passage, or a shared block. */
const formattedPassage = (what: string, example: string) =>
  z
    .object({
      heading: line.describe(`The ${what}'s heading, e.g. "${example}". ${LINE}`),
      descriptionToBeParsed: html.describe(`The ${what}'s formatted text. ${FORMATTED}`),
    })
    .strict();

/**
 * In a translated page: the version of the English page's words it was made from (see
 * translationVersion.ts); the editor records it, and the content check warns while it differs.
 */
const translatedFrom = z
  .string()
  .regex(/^[0-9a-f]{12}$/, "must be 12 digits and letters a to f, as the editor records it")
  .optional()
  .describe(
    "Translated pages only (content/es/…): the version of the English page's text this translation was made from, recorded by the editor's \"Mark as up to date\" button; npm run check:content warns while the English page has changed since. Optional.",
  );

export const serviceSchema = z
  .object({
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
    imgAlt: optionalText.describe(
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
    reviewedBy: line
      .optional()
      .describe(`The clinician who reviewed the text, e.g. "Dr. Divya Peddireddy, DDS"; only together with reviewedOn. ${LINE}`),
    reviewedOn: pastDate
      .optional()
      .describe(
        "The date of that review, YYYY-MM-DD, not in the future; only together with reviewedBy. A page whose lastUpdated is later is listed by a production build as awaiting a review again.",
      ),
    translatedFrom,
  })
  .strict();

/** A block of text written once and shown on many pages. */
const sharedBlock = withMeta(formattedPassage("block", "Tell us before treatment"), { typeName: "SharedBlock" });
/** content/blocks/blocks.json: the shared blocks, each placed as its description says. */
export const blocksSchema = z
  .object({
    whenToCall: sharedBlock.describe(
      'When to call us after treatment, and when to go to the emergency room; shown on the service pages whose blocks list "whenToCall".',
    ),
    beforeTreatment: sharedBlock.describe(
      'The health matters to tell us before treatment; shown on the service pages whose blocks list "beforeTreatment".',
    ),
    costAndInsurance: sharedBlock.describe("How cost and insurance work here; shown on every service page."),
  })
  .strict();

export const aboutSchema = z
  .object({
    slug: slugField("occfad", "/about/"),
    ...pageTextFields,
    photos: listOf("Photo", photo)
      .describe("The page's photos in order: the first sits beside the text, the rest below it. May be empty."),
    showMap: fact(z.boolean()).describe("Show the map and the directions link on this page."),
    parkingNote: paragraph
      .optional()
      .describe(
        `Text under a "Parking" heading, e.g. "Please call us before your first visit. We will tell you where to park …". Optional. ${PARAGRAPH}`,
      ),
    doctor: fact(
      z
      .object({
        name: line.describe(`The dentist's name without title or degrees, e.g. "Divya Peddireddy". ${LINE}`),
        honorificPrefix: line
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
      })
      .strict())
      .optional()
      .describe("The dentist the page presents, for search engines' data. Optional."),
    translatedFrom,
  })
  .strict();

export const homeSchema = z
  .object({
    metaDescription,
    intro: text.describe(`The text below the video, plain text; a blank line starts a new paragraph. ${TEXT}`),
    hero: z
      .object({
        webm: fact(relativeFile(["webm"], "static/media/", "home/hero.webm")).describe(
          `The looping video as WebM, under static/media/, e.g. "home/hero.webm". ${ADDRESS}`,
        ),
        mp4: fact(relativeFile(["mp4"], "static/media/", "home/hero.mp4")).describe(
          `The same video as MP4, for browsers without WebM, under static/media/, e.g. "home/hero.mp4". ${ADDRESS}`,
        ),
        poster: fact(posterPath).describe(
          `The still image shown until the video plays, under static/media/ (jpg, jpeg, png or webp), e.g. "home/hero-poster.jpg". ${ADDRESS}`,
        ),
      })
      .strict()
      .describe("The looping video at the top of the home page, behind the mission statement."),
    serviceGroupsTitle: line.describe(`The heading above the service groups, e.g. "Our patient care services". ${LINE}`),
    serviceGroups: listOf("Service group", 
        z
          .object({
            title: line.describe(`The group's name, the link's text, e.g. "Oral and Perio Surgery". ${LINE}`),
            description: paragraph.describe(
              `A sentence or two on what the group covers, e.g. "Tooth removal, bone grafts and gum surgery." ${PARAGRAPH}`,
            ),
            href: fact(sitePath).describe(`The page the group links to, e.g. "/services/toothextractions". ${SITE_PATH_FORM}`),
          })
          .strict(),
      )
      .min(1)
      .describe("The groups of services the home page lists, in order, each linking to one page; at least one."),
  })
  .strict();

export const legalSchema = z
  .object({
    slug: slugField("privacypolicy", "/"),
    mainTitleText: line.describe(`The page's main title, its top heading, e.g. "Notice of Privacy Practices". ${LINE}`),
    metaDescription,
    effectiveDate: withMeta(calendarDate, { date: true, fact: true }).describe(
      'The date the text takes effect, YYYY-MM-DD, shown as "Effective date: …".',
    ),
    notice: paragraph
      .optional()
      .describe(
        `A statement shown prominently above the intro (the privacy notice's required header), e.g. "THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED …". Optional. ${PARAGRAPH}`,
      ),
    intro: text.describe(`The text before the contents list, plain text; a blank line starts a new paragraph. ${TEXT}`),
    sections: listOf("Section", 
        z
          .object({
            id: fact(z.string())
              .max(TEXT_LIMITS.line)
              .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes (used in the page's #links)")
              .describe(
                `The section's #link, unique on the page, e.g. "our-duties" for /privacypractices#our-duties: lower-case letters, digits and dashes. ${LINE}`,
              ),
            heading: line.describe(`The section's heading, also its entry in the contents list, e.g. "Our duties". ${LINE}`),
            descriptionToBeParsed: html.describe(`The section's formatted text. ${FORMATTED}`),
          })
          .strict(),
      )
      .min(1)
      .superRefine(uniqueBy("id", "each section needs its own id (it is the #link to that section)"))
      .describe("The page's sections in order, listed as its contents; at least one."),
    translatedFrom,
  })
  .strict();

export type ServiceContent = z.infer<typeof serviceSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type LegalContent = z.infer<typeof legalSchema>;
export type Blocks = z.infer<typeof blocksSchema>;
