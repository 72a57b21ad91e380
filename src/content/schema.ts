/**
 * The declared shape of every content file under `content/`.
 *
 * This is the one place that says what a content file must hold. It is used by
 * `npm run check:content` and by `gatsby-node.ts` (before Gatsby writes anything),
 * so a maintainer's typo fails fast with the file and field named.
 */
import { z } from "zod";
import { PLACEABLE_BLOCKS } from "../lib/blocks";

const text = z.string().trim().min(1, "must not be empty");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
/** A path inside this site, e.g. `/services/veneers` (no trailing slash, no host). */
export const sitePath = z
  .string()
  .regex(/^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/, "must be a site path such as /services/veneers");
/** Formatted text: a small allow-listed subset of HTML, checked in detail by richText.ts. */
const html = text;
const metaDescription = z
  .string()
  .trim()
  .min(50, "must be at least 50 characters (search engines show it under the title)")
  .max(170, "must be at most 170 characters (search engines cut longer ones)");
/** File under content/images/, e.g. `services/veneers.jpg`. */
const imagePath = z
  .string()
  .regex(/^[A-Za-z0-9_\-/]+\.(jpe?g|png|webp|avif)$/i, "must be an image file under content/images/ (jpg, png, webp, avif)");
/** Image, or video under static/media/ when it ends in mp4, webm or ogg. */
const mediaPath = z
  .string()
  .regex(
    /^[A-Za-z0-9_\-/]+\.(jpe?g|png|webp|avif|mp4|webm|ogg)$/i,
    "must be an image under content/images/ or a video (mp4, webm, ogg) under static/media/",
  );
const posterPath = z.string().regex(/^[A-Za-z0-9_\-/]+\.(jpe?g|png|webp)$/i, "must be an image file under static/media/");

export const cardItem = z.object({ title: text, description: text }).strict();
const cardData = z.array(cardItem).min(1, "must list at least one item");

export const photo = z
  .object({
    src: imagePath,
    /** What the picture shows; "" only when it is purely decorative. */
    alt: z.string(),
    caption: z.string().optional(),
  })
  .strict();

export const settingsSchema = z
  .object({
    name: text,
    shortName: text,
    phoneDisplay: text,
    phoneTel: z.string().regex(/^\+\d{10,15}$/, "must be an international number such as +17145550142"),
    email: z.string().email("must be an e-mail address"),
    address: z
      .object({
        streetAddress: text,
        suite: z.string().optional(),
        locality: text,
        region: text,
        postalCode: text,
        country: text,
      })
      .strict(),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    mapEmbedUrl: z.string().url().startsWith("https://www.google.com/maps", "must be a Google Maps embed URL"),
    directionsUrl: z.string().url(),
    siteUrl: z.string().url(),
    mission: text,
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #0b5d6b"),
    /**
     * Who answers privacy questions and complaints (a name or a title, e.g. "Jane Doe, Office
     * Manager"), named in the Notice of Privacy Practices; a production build warns while unset.
     */
    privacyOfficer: text.optional(),
    /** Optional: shown in the footer and structured data only when filled in. */
    hours: z
      .array(
        z
          .object({
            days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
            opens: z.string().regex(/^\d{2}:\d{2}$/, "must be a time such as 08:00"),
            closes: z.string().regex(/^\d{2}:\d{2}$/, "must be a time such as 17:00"),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

const menuLink = z.object({ label: text, href: sitePath }).strict();
export const navigationSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            label: text,
            /** Omitted for an entry without a page (Insurance): it then discloses `note`. */
            href: sitePath.optional(),
            groups: z.array(z.object({ heading: text, links: z.array(menuLink).min(1) }).strict()).optional(),
            note: text.optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export const sidebarSchema = z
  .object({
    categories: z
      .array(
        z
          .object({
            title: text,
            links: z.array(z.object({ path: sitePath, label: text }).strict()).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export const redirectsSchema = z
  .object({
    redirects: z
      .array(
        z
          .object({
            from: sitePath,
            to: sitePath,
            /** Only the production server applies it (a file or browser redirect would collide with a page). */
            serverOnly: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const slug = z.string().regex(/^[A-Za-z0-9]+$/, "must be letters and digits only, as in the page's URL");

const sectionFields = {
  sectionOneTitle: text.optional(),
  sectionOneData: cardData.optional(),
  sectionTwoTitle: text.optional(),
  sectionTwoData: cardData.optional(),
  sectionThreeTitle: text.optional(),
  sectionThreeData: cardData.optional(),
  sectionFourTitle: text.optional(),
  sectionFourData: cardData.optional(),
};

/** The text every service and about page has, in the specification's field names. */
const pageTextFields = {
  slug,
  mainTitleText: text,
  /** The optional heading under the main title, e.g. "What are porcelain veneers?" */
  title: text.optional(),
  /** Plain text; a blank line starts a new paragraph. */
  description: text,
  descriptionToBeParsed: html.optional(),
  ...sectionFields,
  metaDescription,
};

export const serviceSchema = z
  .object({
    ...pageTextFields,
    imgSrc: mediaPath,
    /** Alt text for an image, or a short description of what a video shows. */
    imgAlt: z.string(),
    /** Poster under static/media/, required when imgSrc is a video. */
    videoPoster: posterPath.optional(),
    additionalContent: z.object({ heading: text, descriptionToBeParsed: html }).strict().optional(),
    /** Shared blocks from content/blocks/blocks.json, shown in this order after the card sections. */
    blocks: z.array(z.enum(PLACEABLE_BLOCKS)).optional(),
    /** The date the page's text last changed. */
    lastUpdated: isoDate,
    /** The clinician who reviewed the text, e.g. "Dr. Divya Peddireddy, DDS"; only with reviewedOn. */
    reviewedBy: text.optional(),
    /** The date of that review; only with reviewedBy. */
    reviewedOn: isoDate.optional(),
  })
  .strict();

/** A block of text written once and shown on many pages. */
const sharedBlock = z.object({ heading: text, descriptionToBeParsed: html }).strict();
/**
 * content/blocks/blocks.json: "When to call" and "Tell us before treatment", placed by a service
 * page's `blocks`, and "Cost and insurance", shown on every service page.
 */
export const blocksSchema = z
  .object({
    whenToCall: sharedBlock,
    beforeTreatment: sharedBlock,
    costAndInsurance: sharedBlock,
  })
  .strict();

export const aboutSchema = z
  .object({
    ...pageTextFields,
    /** Photos in order; the first sits beside the text, the rest below. May be empty. */
    photos: z.array(photo),
    /** Show the map frame and directions link. */
    showMap: z.boolean(),
    parkingNote: text.optional(),
  })
  .strict();

export const homeSchema = z
  .object({
    metaDescription,
    intro: text,
    hero: z
      .object({
        webm: z.string().regex(/^[\w\-/]+\.webm$/i, "must be a .webm file under static/media/"),
        mp4: z.string().regex(/^[\w\-/]+\.mp4$/i, "must be a .mp4 file under static/media/"),
        poster: posterPath,
      })
      .strict(),
    serviceGroupsTitle: text,
    serviceGroups: z.array(z.object({ title: text, description: text, href: sitePath }).strict()).min(1),
  })
  .strict();

export const legalSchema = z
  .object({
    slug,
    mainTitleText: text,
    metaDescription,
    effectiveDate: isoDate,
    /** Optional statement shown prominently above the intro (the privacy notice's required header). */
    notice: text.optional(),
    intro: text,
    sections: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes (used in the page's #links)"),
            heading: text,
            descriptionToBeParsed: html,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type Sidebar = z.infer<typeof sidebarSchema>;
export type Redirects = z.infer<typeof redirectsSchema>;
export type ServiceContent = z.infer<typeof serviceSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type LegalContent = z.infer<typeof legalSchema>;
export type Blocks = z.infer<typeof blocksSchema>;
