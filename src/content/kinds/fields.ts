/** The building blocks of the kinds' schemas, each with the message a maintainer reads when a value breaks its rule. */
import { z, type ZodTypeAny } from "zod";
import { sitePathProblem } from "../gate/sitePath";
import { placeOf, withMeta, type FieldMeta } from "../gate/labels";

/** Reports `message` on the value being checked, or on the field at `path` under it. */
export const addProblem = (context: z.RefinementCtx, message: string, path: (string | number)[] = []) =>
  context.addIssue({ code: z.ZodIssueCode.custom, path, message });

/** `schema` refusing each value `problemOf` finds a problem with, with that problem as its message. */
const refusing = <T extends z.ZodType<string>>(schema: T, problemOf: (value: string) => string | undefined) =>
  schema.superRefine((value, context) => {
    const problem = problemOf(value);
    if (problem) addProblem(context, problem);
  });

/** A field whose value is a fact, the same in every language, with its other marks. */
export const fact = <T extends ZodTypeAny>(schema: T, marks: FieldMeta = {}) => withMeta(schema, { fact: true, ...marks });

/** A link a file holds (`href`, a sidebar's `path`): a fact, compared across languages as an English path. */
export const link = <T extends ZodTypeAny>(schema: T, label = "Link address") => fact(schema, { link: true, key: true, label });

/** A list whose entries are called `entry` ("Menu entry"), of `item`. */
export const listOf = <T extends ZodTypeAny>(entry: string, item: T) => withMeta(z.array(item), { entry });

/** Longest text a field may hold (a title, a card's text, a page's text, formatted text, an address or file path). */
export const TEXT_LIMITS = { line: 120, paragraph: 600, text: 5_000, formatted: 20_000, address: 2_000 } as const;

/** A description's closing sentence stating a text limit, e.g. "At most 5,000 characters." */
const atMost = (max: number) => `At most ${max.toLocaleString("en-US")} characters.`;
export const LINE = atMost(TEXT_LIMITS.line);
export const PARAGRAPH = atMost(TEXT_LIMITS.paragraph);
export const TEXT = atMost(TEXT_LIMITS.text);
export const FORMATTED = atMost(TEXT_LIMITS.formatted);
export const ADDRESS = atMost(TEXT_LIMITS.address);

/**
 * Markup a plain-text field would show to patients as typed: an HTML tag or comment, an entity,
 * Markdown's bold, link or heading. Prose keeps "a < b", "<3", "AT&T", "C++" and a lone "*".
 */
export const MARKUP =
  /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--|&(?:[A-Za-z][A-Za-z0-9]+|#[0-9]+|#[xX][0-9A-Fa-f]+);|\*\*[^\s*](?:[^*\n]*[^\s*])?\*\*|__[^\s_](?:[^_\n]*[^\s_])?__|\[[^[\]\n]+\]\([^()\s]+\)|(?:^|\n)[ \t]*#{1,6}[ \t]+\S[^\n]*/;
/** Text without MARKUP as one pattern without flags, so the JSON Schemas and the editor refuse what the check refuses. */
const PLAIN_TEXT = new RegExp(`^(?![\\s\\S]*(?:${MARKUP.source}))`);
export const PLAIN_TEXT_MESSAGE =
  'must be plain text, shown exactly as typed: markup such as <p>, <a href="…">, &nbsp;, **bold**, [text](/path) or # Heading would show to patients as written';
const plain = (field: z.ZodString) => field.regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);

/** Text that is not empty once trimmed, and at most `max` characters long. */
const filledUpTo = (max: number) => z.string().trim().min(1, "must not be empty").max(max);
export const textUpTo = (max: number) => plain(filledUpTo(max));
export const line = textUpTo(TEXT_LIMITS.line);
export const paragraph = textUpTo(TEXT_LIMITS.paragraph);
export const text = withMeta(textUpTo(TEXT_LIMITS.text), { long: true });
/** Plain text that may be empty ("" for a purely decorative picture). */
export const optionalText = plain(z.string().max(TEXT_LIMITS.paragraph));
/** Plain text that may be empty, as short as a line (a suite number). */
export const optionalLine = plain(z.string().max(TEXT_LIMITS.line));

const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date that exists: 2025-02-28, 2024-02-29; not 2025-02-30 or 2025-13-45. */
export function isCalendarDate(value: string): boolean {
  const parts = DATE_FORMAT.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// The format as a pattern, so the JSON Schemas and the editor refuse "12/25/2026" too.
export const calendarDate = refusing(z.string().regex(DATE_FORMAT, "must be a date written YYYY-MM-DD"), (value) =>
  !DATE_FORMAT.test(value) || isCalendarDate(value)
    ? undefined
    : `must be a real date ("${value}" does not exist on the calendar)`,
);

/** A real calendar date, today or earlier: when something was reviewed or updated; a Date in GraphQL. */
export const pastDate = withMeta(
  refusing(calendarDate, (value) => {
    // Today's date where it is already latest (UTC+14): the practice's today is never in the future, whatever the build's clock.
    const today = new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return isCalendarDate(value) && value > today ? `must not be in the future (today is ${today})` : undefined;
  }),
  { date: true },
);

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = z.string().regex(CLOCK_TIME, "must be a time of day from 00:00 to 23:59, such as 08:00 or 17:30");

/** Refuses, on `closes`, a closing time that is not after the opening time (both read on the clock). */
export function closesAfterOpens({ opens, closes }: { opens?: string; closes?: string }, context: z.RefinementCtx) {
  if (opens && closes && CLOCK_TIME.test(opens) && CLOCK_TIME.test(closes) && closes <= opens)
    addProblem(context, `must be later than opens (${opens})`, ["closes"]);
}

/** A path inside this site, e.g. `/services/veneers` (no trailing slash, no host). */
export const sitePath = refusing(z.string().max(TEXT_LIMITS.address), sitePathProblem);

/** The name of every formatted-text field (a small allow-listed subset of HTML, checked by richText.ts). */
export const FORMATTED_FIELD = "descriptionToBeParsed";
export const html = withMeta(filledUpTo(TEXT_LIMITS.formatted), { label: "Formatted text" });
export const metaDescription = plain(
  z
    .string()
    .trim()
    .min(50, "must be at least 50 characters (search engines show it under the title)")
    .max(170, "must be at most 170 characters (search engines cut longer ones)"),
).describe("The summary search engines show under the page's title in their results. 50 to 170 characters.");

/** A file path relative to a folder in one form only, `services/veneers.jpg`, ending in one of `extensions`. */
export function relativeFile(extensions: string[], place: string, example: string) {
  const pattern = new RegExp(`^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\\.(${extensions.join("|")})$`, "i");
  const list = extensions.join(", ");
  return refusing(z.string().max(TEXT_LIMITS.address), (value) =>
    value.startsWith("/")
      ? `must be written relative to ${place}, without a leading /, e.g. ${example}`
      : value.includes("//")
        ? `must not contain //; write it as ${example}`
        : /(^|\/)\.\.?(\/|$)/.test(value)
          ? `must not contain ./ or ../; write the path from ${place}, e.g. ${example}`
          : pattern.test(value)
            ? undefined
            : `must be a file under ${place} (${list}) written like ${example}: letters, digits, - and _ between single slashes`,
  );
}
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"];
export const imagePath = withMeta(relativeFile(IMAGE_EXTENSIONS, "content/images/", "services/veneers.jpg"), {
  image: true,
  label: "Picture file",
});
/** Image under content/images/, or video under static/media/ when it ends in mp4, webm or ogg. */
export const mediaPath = withMeta(
  relativeFile(
    [...IMAGE_EXTENSIONS, "mp4", "webm", "ogg"],
    "content/images/ (images) or static/media/ (videos)",
    "services/veneers.jpg",
  ),
  { image: true, label: "Image or video" },
);
export const posterPath = relativeFile(["jpg", "jpeg", "png", "webp"], "static/media/", "services/crowns-poster.jpg");

/** Characters browsers drop or rewrite, which make an address ambiguous. */
const UNSAFE_IN_URL = /[\s\p{Cc}\p{Cf}\\]/u;

/** An `https:` address; `check` adds what a particular field requires of the parsed URL. */
export function httpsUrl(example: string, check: (url: URL) => string | undefined = () => undefined) {
  return refusing(z.string().max(TEXT_LIMITS.address), (value) => {
    if (UNSAFE_IN_URL.test(value)) return "must not contain spaces, control characters, invisible characters or backslashes";
    const notHttps = `must be an https:// address, e.g. ${example}`;
    if (!/^https:\/\//i.test(value)) return notHttps;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return notHttps;
    }
    if (!url.hostname.includes(".") || url.username || url.password)
      return `must be an https:// address with a host name and no user name, e.g. ${example}`;
    return check(url);
  });
}

export const MAP_EXAMPLE = "https://www.google.com/maps?q=…&output=embed";
/** Google Maps' embed address: /maps?…&output=embed, or /maps/embed?pb=… from Google's "Embed a map". */
export const googleMapsEmbedUrl = httpsUrl(MAP_EXAMPLE, (url) =>
  url.hostname === "www.google.com" &&
  url.port === "" &&
  ((url.pathname === "/maps" && url.searchParams.get("output") === "embed") ||
    (url.pathname === "/maps/embed" && url.searchParams.has("pb")))
    ? undefined
    : `must be a Google Maps embed address on www.google.com, e.g. ${MAP_EXAMPLE}`,
);
/** The site's own address: scheme and host only. */
export const siteUrl = httpsUrl("https://www.occfad.org", (url) =>
  url.pathname === "/" && !url.search && !url.hash && !/[?#]$/.test(url.href)
    ? undefined
    : "must be the site's address only, e.g. https://www.occfad.org (no path, ? or #)",
);

/** An array whose items' `key` values are all different (they become the page's #links). */
export function uniqueBy<T extends Record<K, string>, K extends string>(key: K, what: string) {
  return (items: T[], context: z.RefinementCtx) =>
    items.forEach((item, index) => {
      const earlier = items.findIndex((other) => other[key] === item[key]);
      if (earlier < index)
        addProblem(context, `"${item[key]}" is already the ${key} of ${placeOf([...context.path, earlier])}; ${what}`, [
          index,
          key,
        ]);
    });
}

/** The closing sentences of a site path's description: its form and its limit. */
export const SITE_PATH_FORM = `A path on this site: letters, digits and dashes between single slashes, no slash at the end. ${ADDRESS}`;
