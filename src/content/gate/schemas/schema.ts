/**
 * The declared shape of every content file under `content/`.
 *
 * This is the one place that says what a content file must hold. It is used by
 * `npm run check:content` and by `gatsby-node.ts` (before Gatsby writes anything),
 * so a maintainer's typo fails fast with the file and field named.
 */
import { z } from "zod";
import { PLACEABLE_BLOCKS } from "../../../lib/blocks";
import {
  ADDRESS,
  CLOCK_TIME,
  FORMATTED,
  LINE,
  MAP_EXAMPLE,
  PARAGRAPH,
  SITE_PATH_FORM,
  TEXT,
  TEXT_LIMITS,
  calendarDate,
  clockTime,
  googleMapsEmbedUrl,
  html,
  httpsUrl,
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
  siteUrl,
  text,
  uniqueBy,
} from "./fields";
import { usesTerm } from "../terms";
import { placeOf } from "../labels";

// Field rules other modules use (dates, limits, paths), kept importable from the schema.
export {
  TEXT_LIMITS,
  calendarDate,
  clockTime,
  imagePath,
  isCalendarDate,
  latestToday,
  notInFuture,
  pastDate,
  sitePath,
} from "./fields";

export const cardItem = z
  .object({
    title: line.describe(`The card's heading, e.g. "Chips and worn edges". ${LINE}`),
    description: paragraph.describe(
      `The card's text, a sentence or two, e.g. "Small breaks, or teeth that look short from wear." ${PARAGRAPH}`,
    ),
  })
  .strict();
const cardData = z.array(cardItem).min(1, "must list at least one item");

export const photo = z
  .object({
    src: imagePath.describe(
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

export const settingsSchema = z
  .object({
    name: line.describe(
      `The practice's full name, shown in the header, the footer and every page's title, e.g. "OC Center for Advanced Dentistry". ${LINE}`,
    ),
    shortName: line.describe(`The short name an installed copy of the site shows under its icon, e.g. "OCCFAD". ${LINE}`),
    phoneDisplay: line.describe(
      `The phone number as patients read it, e.g. "(714) 555-0142"; a production build warns while it is the fictional default. ${LINE}`,
    ),
    phoneTel: z
      .string()
      .regex(/^\+\d{10,15}$/, "must be an international number such as +17145550142")
      .describe(
        'The same number for tap-to-call links: + and 10 to 15 digits starting with the country code, e.g. "+17145550142".',
      ),
    email: z
      .string()
      .max(254)
      .email("must be an e-mail address")
      .describe(
        'The e-mail address patients write to, e.g. "patientcare@occfad.example"; a production build warns while it is the fictional default. At most 254 characters.',
      ),
    address: z
      .object({
        streetAddress: line.describe(`Street number and name, e.g. "3070 Bristol Street". ${LINE}`),
        suite: z.string().max(TEXT_LIMITS.line).optional().describe(`Suite or unit, e.g. "Suite 180". Optional. ${LINE}`),
        locality: line.describe(`City, e.g. "Costa Mesa". ${LINE}`),
        region: line.describe(`State, e.g. "CA". ${LINE}`),
        postalCode: line.describe(`ZIP code, e.g. "92626". ${LINE}`),
        country: line.describe(`Country, e.g. "United States". ${LINE}`),
      })
      .strict()
      .describe("The practice's postal address, shown in the footer and given to search engines."),
    geo: z
      .object({
        latitude: z.number().min(-90).max(90).describe("Degrees north (negative for south), from -90 to 90, e.g. 33.6828."),
        longitude: z.number().min(-180).max(180).describe("Degrees east (negative for west), from -180 to 180, e.g. -117.8877."),
      })
      .strict()
      .describe("Where the practice is on the map, in decimal degrees, for search engines."),
    mapEmbedUrl: googleMapsEmbedUrl.describe(
      `The Google Maps embed address of the map on pages with showMap, e.g. ${MAP_EXAMPLE}, or the /maps/embed?pb=… address Google's "Embed a map" gives. ${ADDRESS}`,
    ),
    directionsUrl: httpsUrl("https://www.google.com/maps/dir/?api=1&destination=…").describe(
      `The https:// address the "Get directions" links in the footer and under the map open, e.g. https://www.google.com/maps/dir/?api=1&destination=…. ${ADDRESS}`,
    ),
    siteUrl: siteUrl.describe(
      `The site's own address, the start of every link search engines and shared pages get: https:// and the host only, e.g. https://www.occfad.org (no path, ? or #). ${ADDRESS}`,
    ),
    mission: paragraph.describe(
      `The mission statement, the home page's main heading over the video, e.g. "Our mission is to bring joy to our patients …". ${PARAGRAPH}`,
    ),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #0b5d6b")
      .describe('The colour phones give the browser bar and the installed site, # and six hexadecimal digits, e.g. "#0b5d6b".'),
    privacyOfficer: line
      .optional()
      .describe(
        `Who answers privacy questions and complaints, a name or a title, e.g. "Jane Doe, Office Manager"; the Notice of Privacy Practices names them, and a production build warns while it is unset. ${LINE}`,
      ),
    languagesSpoken: z
      .array(z.enum(["en", "es"]))
      .min(1)
      .optional()
      .describe(
        'Languages the practice confirms its staff speak with patients, e.g. ["en", "es"]; only then do search engines read that the practice speaks them (knowsLanguage). Optional; when given, at least one of "en" and "es".',
      ),
    hours: z
      .array(
        z
          .object({
            days: z
              .array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
              .min(1)
              .describe('The days with these hours, at least one, e.g. "Monday", "Tuesday".'),
            opens: clockTime.describe('Opening time on the 24-hour clock, 00:00 to 23:59, e.g. "08:00".'),
            closes: clockTime.describe('Closing time on the 24-hour clock, later than opens, e.g. "17:30".'),
          })
          .strict()
          .superRefine((hours, context) => {
            if (CLOCK_TIME.test(hours.opens) && CLOCK_TIME.test(hours.closes) && hours.closes <= hours.opens)
              context.addIssue({
                code: z.ZodIssueCode.custom,
                path: ["closes"],
                message: `must be later than opens (${hours.opens})`,
              });
          }),
      )
      .optional()
      .describe(
        "Office hours, each entry some days with one opening and one closing time. Optional: shown in the footer and given to search engines only when filled in.",
      ),
  })
  .strict();

/** A translation's settings: only the text to translate; every fact comes from the English settings. */
export const settingsTranslationSchema = z
  .object({
    mission: paragraph.describe(
      `The mission statement in this language, the home page's main heading over the video, e.g. "Nuestra misión es …". ${PARAGRAPH}`,
    ),
  })
  .strict();

const menuLink = z
  .object({
    label: line.describe(`The link's text, e.g. "Tooth Extractions". ${LINE}`),
    href: sitePath.describe(`The page the link opens, e.g. "/services/toothextractions". ${SITE_PATH_FORM}`),
  })
  .strict();
export const navigationSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            label: line.describe(`The entry's text in the menu, e.g. "Patient Care Services". ${LINE}`),
            href: sitePath
              .optional()
              .describe(
                `The page the entry opens, e.g. "/about/meetthedoctors". Leave it out for an entry without a page (such as Insurance): it then opens its note. ${SITE_PATH_FORM}`,
              ),
            groups: z
              .array(
                z
                  .object({
                    heading: line.describe(`The group's heading in the entry's panel, e.g. "Oral and Perio Surgery". ${LINE}`),
                    links: z.array(menuLink).min(1).describe("The group's links, in order; at least one."),
                  })
                  .strict(),
              )
              .optional()
              .describe("The panel of links the entry opens, in headed groups. Optional."),
            note: paragraph
              .optional()
              .describe(
                `Text the entry's panel shows, e.g. "We are in network for Medicare and accept all PPO insurances and some HMO insurances." Optional. ${PARAGRAPH}`,
              ),
          })
          .strict(),
      )
      .min(1)
      .describe("The entries of the main menu, in order; at least one."),
  })
  .strict();

export const sidebarSchema = z
  .object({
    categories: z
      .array(
        z
          .object({
            title: line.describe(`The category's heading above its links, e.g. "Cosmetic and Restorative Dentistry". ${LINE}`),
            links: z
              .array(
                z
                  .object({
                    path: sitePath.describe(`The page, e.g. "/services/veneers". ${SITE_PATH_FORM}`),
                    label: line.describe(`The link's text, e.g. "Veneers / Crowns". ${LINE}`),
                  })
                  .strict(),
              )
              .min(1)
              .describe("The category's pages, in order; at least one."),
          })
          .strict(),
      )
      .min(1)
      .describe("The sidebar's categories: a page listed in one shows that category's links beside its text. At least one."),
  })
  .strict();

export const redirectsSchema = z
  .object({
    redirects: z
      .array(
        z
          .object({
            from: sitePath.describe(`The old address, e.g. "/services/fluoridetreatments". ${SITE_PATH_FORM}`),
            to: sitePath.describe(`The page it sends visitors to, e.g. "/services/flouridetreatments". ${SITE_PATH_FORM}`),
            // A redirect file or a browser redirect for an address that differs from a page's only in
            // letter case would collide with that page, so only the web server may apply it.
            serverOnly: z
              .boolean()
              .optional()
              .describe(
                "true when only the production web server applies it, for an old address that differs from a page's only in letter case. Optional.",
              ),
            keepLinks: z
              .boolean()
              .optional()
              .describe(
                'true when the site links to the old address on purpose, e.g. the menu\'s "Patient Care Services" to /services; otherwise the content check advises linking to the new address. Optional.',
              ),
          })
          .strict(),
      )
      .min(1)
      .describe("Old addresses that send visitors on to a page of this site; at least one."),
  })
  .strict();

const slug = z
  .string()
  .max(TEXT_LIMITS.line)
  .regex(/^[A-Za-z0-9]+$/, "must be letters and digits only, as in the page's URL");
/** The slug as a kind's pages use it, with an example of that kind. */
const slugField = (example: string, urlPrefix: string) =>
  slug.describe(
    `The page's file name without .json, which is also the end of its address, e.g. "${example}" for ${urlPrefix}${example}. Letters and digits only. ${LINE}`,
  );

const cardSectionTitle = (which: string, example: string) =>
  line.optional().describe(`The heading of the ${which} card section, e.g. "${example}". Optional. ${LINE}`);
const cardSectionData = (which: string) =>
  cardData
    .optional()
    .describe(
      `The cards of the ${which} card section, in order, each a title and a short text. Optional; when given, at least one.`,
    );
const sectionFields = {
  sectionOneTitle: cardSectionTitle("first", "Who it helps"),
  sectionOneData: cardSectionData("first"),
  sectionTwoTitle: cardSectionTitle("second", "What to expect, step by step"),
  sectionTwoData: cardSectionData("second"),
  sectionThreeTitle: cardSectionTitle("third", "Recovery and aftercare"),
  sectionThreeData: cardSectionData("third"),
  sectionFourTitle: cardSectionTitle("fourth", "Risks and alternatives"),
  sectionFourData: cardSectionData("fourth"),
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
    imgSrc: mediaPath.describe(
      `The picture beside the text: an image under content/images/ (jpg, jpeg, png, webp or avif), e.g. "services/veneers.jpg", or a video under static/media/ (mp4, webm or ogg), e.g. "services/crowns.mp4". ${ADDRESS}`,
    ),
    imgAlt: optionalText.describe(
      `What the image shows, or a short description of what the video shows, read out to people who cannot see it; "" only for a purely decorative picture. ${PARAGRAPH}`,
    ),
    videoPoster: posterPath
      .optional()
      .describe(
        `The still image shown before the video plays, under static/media/ (jpg, jpeg, png or webp), e.g. "services/crowns-poster.jpg"; required when imgSrc is a video. ${ADDRESS}`,
      ),
    additionalContent: formattedPassage("passage", "Caring for your veneers")
      .optional()
      .describe("A headed passage of formatted text shown after the description and the picture. Optional."),
    blocks: z
      .array(z.enum(PLACEABLE_BLOCKS))
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
      .describe("The date of that review, YYYY-MM-DD, not in the future; only together with reviewedBy."),
    translatedFrom,
  })
  .strict();

/** A block of text written once and shown on many pages. */
const sharedBlock = formattedPassage("block", "Tell us before treatment");
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
    photos: z
      .array(photo)
      .describe("The page's photos in order: the first sits beside the text, the rest below it. May be empty."),
    showMap: z.boolean().describe("Show the map and the directions link on this page."),
    parkingNote: paragraph
      .optional()
      .describe(
        `Text under a "Parking" heading, e.g. "Please call us before your first visit. We will tell you where to park …". Optional. ${PARAGRAPH}`,
      ),
    doctor: z
      .object({
        name: line.describe(`The dentist's name without title or degrees, e.g. "Divya Peddireddy". ${LINE}`),
        honorificPrefix: line
          .optional()
          .describe(
            `The title before the name in this file's language, e.g. "Dr." in English and "Dra." in Spanish for a woman; each language writes its own, and search engines read it (honorificPrefix). Optional. ${LINE}`,
          ),
        honorificSuffix: line.describe(`Degrees after the name, e.g. "DDS, MS, QME". ${LINE}`),
        alumniOf: z
          .array(line)
          .min(1)
          .describe(
            `Schools the dentist graduated from, one per entry, e.g. "California State University, Long Beach"; at least one, each at most ${TEXT_LIMITS.line} characters.`,
          ),
      })
      .strict()
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
        webm: relativeFile(["webm"], "static/media/", "home/hero.webm").describe(
          `The looping video as WebM, under static/media/, e.g. "home/hero.webm". ${ADDRESS}`,
        ),
        mp4: relativeFile(["mp4"], "static/media/", "home/hero.mp4").describe(
          `The same video as MP4, for browsers without WebM, under static/media/, e.g. "home/hero.mp4". ${ADDRESS}`,
        ),
        poster: posterPath.describe(
          `The still image shown until the video plays, under static/media/ (jpg, jpeg, png or webp), e.g. "home/hero-poster.jpg". ${ADDRESS}`,
        ),
      })
      .strict()
      .describe("The looping video at the top of the home page, behind the mission statement."),
    serviceGroupsTitle: line.describe(`The heading above the service groups, e.g. "Our patient care services". ${LINE}`),
    serviceGroups: z
      .array(
        z
          .object({
            title: line.describe(`The group's name, the link's text, e.g. "Oral and Perio Surgery". ${LINE}`),
            description: paragraph.describe(
              `A sentence or two on what the group covers, e.g. "Tooth removal, bone grafts and gum surgery." ${PARAGRAPH}`,
            ),
            href: sitePath.describe(`The page the group links to, e.g. "/services/toothextractions". ${SITE_PATH_FORM}`),
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
    effectiveDate: calendarDate.describe('The date the text takes effect, YYYY-MM-DD, shown as "Effective date: …".'),
    notice: paragraph
      .optional()
      .describe(
        `A statement shown prominently above the intro (the privacy notice's required header), e.g. "THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED …". Optional. ${PARAGRAPH}`,
      ),
    intro: text.describe(`The text before the contents list, plain text; a blank line starts a new paragraph. ${TEXT}`),
    sections: z
      .array(
        z
          .object({
            id: z
              .string()
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

/** One glossary entry: the term to write, the terms that mean the same and are not to be written, and why. */
const glossaryEntry = z
  .object({
    use: line.describe(`The term to write, e.g. "maxilar superior". ${LINE}`),
    avoid: z
      .array(line)
      .min(1, "must list at least one term to avoid")
      .describe(
        `Terms not to write for the same idea, each matched as whole words in any letter case, e.g. "mandíbula de arriba"; at least one, each at most ${TEXT_LIMITS.line} characters.`,
      ),
    allow: z
      .array(line)
      .optional()
      .describe(
        `Longer phrases that hold a term to avoid and are right as they are, such as a proper name, e.g. "Oficina de Derechos Civiles"; text inside them is not flagged. Optional; each at most ${TEXT_LIMITS.line} characters.`,
      ),
    note: paragraph.describe(
      `Why, in a sentence a maintainer understands, e.g. "La mandíbula es el hueso de abajo; el de arriba es el maxilar superior." ${PARAGRAPH}`,
    ),
  })
  .strict();

const normalTerm = (term: string) => term.trim().replace(/\s+/g, " ").toLocaleLowerCase("es");

/** content/<lang>/glossary/glossary.json: one term per idea in that language's text. */
export const glossarySchema = z
  .object({
    entries: z
      .array(glossaryEntry)
      .min(1)
      .superRefine((entries, context) => {
        // Each term belongs to one entry, so the advice never tells a writer to use a term it also forbids.
        const owner = new Map<string, number>();
        entries.forEach((entry, e) =>
          [entry.use, ...entry.avoid].forEach((term, t) => {
            const key = normalTerm(term);
            const first = owner.get(key);
            if (first !== undefined)
              context.addIssue({
                code: z.ZodIssueCode.custom,
                path: [e, ...(t === 0 ? ["use"] : ["avoid", t - 1])],
                message: `"${term}" is already listed in ${placeOf(["entries", first])}; a term belongs to one entry, as the term to use or as one to avoid`,
              });
            else owner.set(key, e);
          }),
        );
        // A term to avoid that is part of the term to use would flag every correct use.
        entries.forEach((entry, e) =>
          entry.avoid.forEach((term, t) => {
            if (normalTerm(term) !== normalTerm(entry.use) && usesTerm(entry.use, term))
              context.addIssue({
                code: z.ZodIssueCode.custom,
                path: [e, "avoid", t],
                message: `"${term}" is part of the term to use "${entry.use}", so every correct use would be flagged; list the longer wrong phrase instead`,
              });
          }),
        );
      })
      .describe(
        "The glossary's entries, one idea each: the term to use, the terms to avoid and why. The content check names every file and field whose text uses a term to avoid. At least one.",
      ),
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;
export type SettingsTranslation = z.infer<typeof settingsTranslationSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type Sidebar = z.infer<typeof sidebarSchema>;
export type Redirects = z.infer<typeof redirectsSchema>;
export type ServiceContent = z.infer<typeof serviceSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type LegalContent = z.infer<typeof legalSchema>;
export type Blocks = z.infer<typeof blocksSchema>;
export type Glossary = z.infer<typeof glossarySchema>;
