/**
 * The declared shape of every content file under `content/`.
 *
 * This is the one place that says what a content file must hold. It is used by
 * `npm run check:content` and by `gatsby-node.ts` (before Gatsby writes anything),
 * so a maintainer's typo fails fast with the file and field named.
 */
import { z } from "zod";
import { PLACEABLE_BLOCKS } from "../lib/blocks";

import { sitePathProblem } from "./sitePath";
import { formatPath } from "./issues";

/** Longest text a field may hold, by kind of field; far above today's longest, short of a runaway paste. */
export const TEXT_LIMITS = {
  /** A title, heading, label or name. */
  line: 120,
  /** A card's text, an alt text, a note. */
  paragraph: 600,
  /** A page's description or introduction. */
  text: 5_000,
  /** Formatted text (descriptionToBeParsed). */
  formatted: 20_000,
  /** An address (URL) or a file path. */
  address: 2_000,
} as const;

/** Text that is not empty once trimmed, and at most `max` characters long. */
const textUpTo = (max: number) => z.string().trim().min(1, "must not be empty").max(max);
const line = textUpTo(TEXT_LIMITS.line);
const paragraph = textUpTo(TEXT_LIMITS.paragraph);
const text = textUpTo(TEXT_LIMITS.text);
/** Text that may be empty ("" for a purely decorative picture). */
const optionalText = z.string().max(TEXT_LIMITS.paragraph);

const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date that exists: 2025-02-28, 2024-02-29; not 2025-02-30 or 2025-13-45. */
export function isCalendarDate(value: string): boolean {
  const parts = DATE_FORMAT.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Today's date where it is already latest (UTC+14), so a date written on the practice's today is
 * never taken for the future, whatever the clock of the machine that builds.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD; apply to any date field. */
export const calendarDate = z.string().superRefine((value, context) => {
  if (!DATE_FORMAT.test(value)) context.addIssue({ code: z.ZodIssueCode.custom, message: "must be a date written YYYY-MM-DD" });
  else if (!isCalendarDate(value))
    context.addIssue({ code: z.ZodIssueCode.custom, message: `must be a real date ("${value}" does not exist on the calendar)` });
});

/** Refinement for a date that must not be in the future (a review or update already done). */
export function notInFuture(value: string, context: z.RefinementCtx): void {
  const today = latestToday();
  if (isCalendarDate(value) && value > today)
    context.addIssue({ code: z.ZodIssueCode.custom, message: `must not be in the future (today is ${today})` });
}

/** A real calendar date, today or earlier: when something was reviewed or updated. */
export const pastDate = calendarDate.superRefine(notInFuture);

/** A time of day on the 24-hour clock, 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = z.string().regex(CLOCK_TIME, "must be a time of day from 00:00 to 23:59, such as 08:00 or 17:30");

/** A path inside this site, e.g. `/services/veneers` (no trailing slash, no host). */
export const sitePath = z
  .string()
  .max(TEXT_LIMITS.address)
  .superRefine((value, context) => {
    const problem = sitePathProblem(value);
    if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

/** Formatted text: a small allow-listed subset of HTML, checked in detail by richText.ts. */
const html = textUpTo(TEXT_LIMITS.formatted);
const metaDescription = z
  .string()
  .trim()
  .min(50, "must be at least 50 characters (search engines show it under the title)")
  .max(170, "must be at most 170 characters (search engines cut longer ones)");

/**
 * A file path relative to a folder, in one form only: `services/veneers.jpg` (no leading `/`, no
 * `./` or `../`, no `//`, letters, digits, `-` and `_` in the names), ending in one of `extensions`.
 */
function relativeFile(extensions: string[], place: string, example: string) {
  const pattern = new RegExp(`^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\\.(${extensions.join("|")})$`, "i");
  const list = extensions.join(", ");
  return z
    .string()
    .max(TEXT_LIMITS.address)
    .superRefine((value, context) => {
      const problem = value.startsWith("/")
        ? `must be written relative to ${place}, without a leading /, e.g. ${example}`
        : value.includes("//")
          ? `must not contain //; write it as ${example}`
          : /(^|\/)\.\.?(\/|$)/.test(value)
            ? `must not contain ./ or ../; write the path from ${place}, e.g. ${example}`
            : pattern.test(value)
              ? undefined
              : `must be a file under ${place} (${list}) written like ${example}: letters, digits, - and _ between single slashes`;
      if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    });
}
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"];
const VIDEO_EXTENSIONS = ["mp4", "webm", "ogg"];
/** File under content/images/, e.g. `services/veneers.jpg`. */
export const imagePath = relativeFile(IMAGE_EXTENSIONS, "content/images/", "services/veneers.jpg");
/** Image under content/images/, or video under static/media/ when it ends in mp4, webm or ogg. */
const mediaPath = relativeFile(
  [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS],
  "content/images/ (images) or static/media/ (videos)",
  "services/veneers.jpg",
);
const posterPath = relativeFile(["jpg", "jpeg", "png", "webp"], "static/media/", "services/crowns-poster.jpg");

/** Characters that make an address ambiguous; browsers drop or rewrite them. */
const UNSAFE_IN_URL = /[\s\p{Cc}\p{Cf}\\]/u;

/** An `https:` address; `check` adds what a particular field requires of the parsed URL. */
function httpsUrl(example: string, check: (url: URL) => string | undefined = () => undefined) {
  return z
    .string()
    .max(TEXT_LIMITS.address)
    .superRefine((value, context) => {
      let problem: string | undefined;
      if (UNSAFE_IN_URL.test(value)) problem = "must not contain spaces, control characters, invisible characters or backslashes";
      else if (!/^https:\/\//i.test(value)) problem = `must be an https:// address, e.g. ${example}`;
      else {
        try {
          const url = new URL(value);
          if (!url.hostname.includes(".") || url.username || url.password)
            problem = `must be an https:// address with a host name and no user name, e.g. ${example}`;
          else problem = check(url);
        } catch {
          problem = `must be an https:// address, e.g. ${example}`;
        }
      }
      if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    });
}

const MAP_EXAMPLE = "https://www.google.com/maps?q=…&output=embed";
/** Google Maps' embed address: /maps?…&output=embed, or /maps/embed?pb=… from Google's "Embed a map". */
const googleMapsEmbedUrl = httpsUrl(MAP_EXAMPLE, (url) =>
  url.hostname === "www.google.com" &&
  url.port === "" &&
  ((url.pathname === "/maps" && url.searchParams.get("output") === "embed") ||
    (url.pathname === "/maps/embed" && url.searchParams.has("pb")))
    ? undefined
    : `must be a Google Maps embed address on www.google.com, e.g. ${MAP_EXAMPLE}`,
);
/** The site's own address: scheme and host only. */
const siteUrl = httpsUrl("https://www.occfad.org", (url) =>
  url.pathname === "/" && !url.search && !url.hash && !/[?#]$/.test(url.href)
    ? undefined
    : "must be the site's address only, e.g. https://www.occfad.org (no path, ? or #)",
);

/** An array whose items' `key` values are all different (they become the page's #links). */
function uniqueBy<T extends Record<K, string>, K extends string>(key: K, what: string) {
  return (items: T[], context: z.RefinementCtx) => {
    const first = new Map<string, number>();
    items.forEach((item, index) => {
      const earlier = first.get(item[key]);
      if (earlier === undefined) first.set(item[key], index);
      else
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, key],
          message: `"${item[key]}" is already the ${key} of ${formatPath([...context.path, earlier])}; ${what}`,
        });
    });
  };
}

export const cardItem = z.object({ title: line, description: paragraph }).strict();
const cardData = z.array(cardItem).min(1, "must list at least one item");

export const photo = z
  .object({
    src: imagePath,
    /** What the picture shows; "" only when it is purely decorative. */
    alt: optionalText,
    caption: optionalText.optional(),
  })
  .strict();

export const settingsSchema = z
  .object({
    name: line,
    shortName: line,
    phoneDisplay: line,
    phoneTel: z.string().regex(/^\+\d{10,15}$/, "must be an international number such as +17145550142"),
    email: z.string().max(254).email("must be an e-mail address"),
    address: z
      .object({
        streetAddress: line,
        suite: z.string().max(TEXT_LIMITS.line).optional(),
        locality: line,
        region: line,
        postalCode: line,
        country: line,
      })
      .strict(),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    mapEmbedUrl: googleMapsEmbedUrl,
    directionsUrl: httpsUrl("https://www.google.com/maps/dir/?api=1&destination=…"),
    siteUrl,
    mission: paragraph,
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #0b5d6b"),
    /**
     * Who answers privacy questions and complaints (a name or a title, e.g. "Jane Doe, Office
     * Manager"), named in the Notice of Privacy Practices; a production build warns while unset.
     */
    privacyOfficer: line.optional(),
    /**
     * Languages the practice confirms its staff speak with patients (e.g. ["en", "es"]); only then
     * does the Dentist data say so (knowsLanguage). Absent: nothing is claimed.
     */
    languagesSpoken: z
      .array(z.enum(["en", "es"]))
      .min(1)
      .optional(),
    /** Optional: shown in the footer and structured data only when filled in. */
    hours: z
      .array(
        z
          .object({
            days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
            opens: clockTime,
            closes: clockTime,
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
      .optional(),
  })
  .strict();

/** A translation's settings: only the text to translate; every fact comes from the English settings. */
export const settingsTranslationSchema = z.object({ mission: paragraph }).strict();

const menuLink = z.object({ label: line, href: sitePath }).strict();
export const navigationSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            label: line,
            /** Omitted for an entry without a page (Insurance): it then discloses `note`. */
            href: sitePath.optional(),
            groups: z.array(z.object({ heading: line, links: z.array(menuLink).min(1) }).strict()).optional(),
            note: paragraph.optional(),
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
            title: line,
            links: z.array(z.object({ path: sitePath, label: line }).strict()).min(1),
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

const slug = z
  .string()
  .max(TEXT_LIMITS.line)
  .regex(/^[A-Za-z0-9]+$/, "must be letters and digits only, as in the page's URL");

const sectionFields = {
  sectionOneTitle: line.optional(),
  sectionOneData: cardData.optional(),
  sectionTwoTitle: line.optional(),
  sectionTwoData: cardData.optional(),
  sectionThreeTitle: line.optional(),
  sectionThreeData: cardData.optional(),
  sectionFourTitle: line.optional(),
  sectionFourData: cardData.optional(),
};

/** The text every service and about page has, in the specification's field names. */
const pageTextFields = {
  slug,
  mainTitleText: line,
  /** The optional heading under the main title, e.g. "What are porcelain veneers?" */
  title: line.optional(),
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
    imgAlt: optionalText,
    /** Poster under static/media/, required when imgSrc is a video. */
    videoPoster: posterPath.optional(),
    additionalContent: z.object({ heading: line, descriptionToBeParsed: html }).strict().optional(),
    /** Shared blocks from content/blocks/blocks.json, shown in this order after the card sections. */
    blocks: z.array(z.enum(PLACEABLE_BLOCKS)).optional(),
    /** The date the page's text last changed. */
    lastUpdated: pastDate,
    /** The clinician who reviewed the text, e.g. "Dr. Divya Peddireddy, DDS"; only with reviewedOn. */
    reviewedBy: line.optional(),
    /** The date of that review; only with reviewedBy. */
    reviewedOn: pastDate.optional(),
  })
  .strict();

/** A block of text written once and shown on many pages. */
const sharedBlock = z.object({ heading: line, descriptionToBeParsed: html }).strict();
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
    parkingNote: paragraph.optional(),
    /** The dentist the page presents, for search engines' data: e.g. "Divya Peddireddy", "DDS, MS, QME", her schools. */
    doctor: z
      .object({ name: line, honorificSuffix: line, alumniOf: z.array(line).min(1) })
      .strict()
      .optional(),
  })
  .strict();

export const homeSchema = z
  .object({
    metaDescription,
    intro: text,
    hero: z
      .object({
        webm: relativeFile(["webm"], "static/media/", "home/hero.webm"),
        mp4: relativeFile(["mp4"], "static/media/", "home/hero.mp4"),
        poster: posterPath,
      })
      .strict(),
    serviceGroupsTitle: line,
    serviceGroups: z.array(z.object({ title: line, description: paragraph, href: sitePath }).strict()).min(1),
  })
  .strict();

export const legalSchema = z
  .object({
    slug,
    mainTitleText: line,
    metaDescription,
    effectiveDate: calendarDate,
    /** Optional statement shown prominently above the intro (the privacy notice's required header). */
    notice: paragraph.optional(),
    intro: text,
    sections: z
      .array(
        z
          .object({
            id: z
              .string()
              .max(TEXT_LIMITS.line)
              .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes (used in the page's #links)"),
            heading: line,
            descriptionToBeParsed: html,
          })
          .strict(),
      )
      .min(1)
      .superRefine(uniqueBy("id", "each section needs its own id (it is the #link to that section)")),
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
