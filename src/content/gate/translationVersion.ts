/**
 * The version of an English page a translation was made from: a translated page records a short
 * fingerprint of the English words (`translatedFrom`), which stops matching when they change. The
 * editor computes it in the browser with this module, so nothing here may need Node.
 */
import { sha256 } from "js-sha256";
import { FACT_KEYS, isRecord } from "./translations";

export const TRANSLATED_FROM = "translatedFrom";

/** Fields that are not words a reader meets, to translate or to advise on: the facts, and each file's own dates, reviewer and version. */
export const NOT_WORDS: ReadonlySet<string> = new Set([...FACT_KEYS, TRANSLATED_FROM, "lastUpdated", "reviewedBy", "reviewedOn"]);

/** The version of an English page's words (keys sorted, facts left out): 12 hexadecimal digits of their SHA-256. */
export function translationVersion(english: unknown): string {
  const words = JSON.stringify(english, (key, value: unknown) => {
    if (NOT_WORDS.has(key)) return undefined;
    return isRecord(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;
  });
  return sha256(words).slice(0, 12);
}

export type TranslationAge = "current" | "older" | "unrecorded";

export function translationAge(english: unknown, translated: unknown): TranslationAge {
  const recorded = isRecord(translated) ? translated[TRANSLATED_FROM] : undefined;
  if (typeof recorded !== "string") return "unrecorded";
  return recorded === translationVersion(english) ? "current" : "older";
}
