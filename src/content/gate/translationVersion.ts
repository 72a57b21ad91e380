/**
 * The version of an English page a translation was made from. A translated page records it
 * (`translatedFrom`: a short fingerprint of the English page's words); when the English words
 * change, the fingerprint no longer matches and the translation is older than its English page
 * until someone brings it up to date and records the new fingerprint.
 *
 * A field in the file, not the files' dates or git history: it says exactly which English text a
 * translation follows, survives a copy without git, a rebase or a re-save that changes nothing,
 * and the editor at /admin computes the same fingerprint in the browser with this very module
 * (bundled by src/cms/browser/translationWidget.ts), so it gives the same verdict as
 * `npm run check:content` (src/content/advice/translationAge.ts) and records it with one button.
 * Nothing here may need Node: it runs in the editor.
 */
import { sha256 } from "js-sha256";
import { FACT_KEYS, isRecord } from "./translations";

/** The field of a translated page that records the English version it translates. */
export const TRANSLATED_FROM = "translatedFrom";

/**
 * Fields that are not words to translate: the facts a translation copies (checked separately), and
 * each file's own dates and reviewer (a new review of the English page changes none of its words).
 */
const NOT_WORDS: ReadonlySet<string> = new Set([...FACT_KEYS, TRANSLATED_FROM, "lastUpdated", "reviewedBy", "reviewedOn"]);

/** The words of an English page a translation follows, in a canonical form (keys sorted, facts left out). */
function translationSource(english: unknown): string {
  return JSON.stringify(english, (key, value: unknown) => {
    if (NOT_WORDS.has(key)) return undefined;
    if (!isRecord(value)) return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, value[name]]),
    );
  });
}

/** The version of an English page's words: 12 hexadecimal digits of their SHA-256. */
export function translationVersion(english: unknown): string {
  return sha256(translationSource(english)).slice(0, 12);
}

/** How a translated page stands against its English page. */
export type TranslationAge = "current" | "older" | "unrecorded";

export function translationAge(english: unknown, translated: unknown): TranslationAge {
  const recorded = isRecord(translated) ? translated[TRANSLATED_FROM] : undefined;
  if (typeof recorded !== "string") return "unrecorded";
  return recorded === translationVersion(english) ? "current" : "older";
}
