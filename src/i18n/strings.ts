import { LOCALE, type Lang } from "./languages";
import type { en } from "./en";

/** One language's fixed words: the keys and types of the English dictionary (en.ts). */
export type UiStrings = typeof en;

/** Each language's name in its own words (the switch's label) and in English (for build messages). */
export const LANGUAGE_NAMES: Record<Lang, { own: string; english: string }> = {
  en: { own: "English", english: "English" },
  es: { own: "Español", english: "Spanish" },
};

/** A YYYY-MM-DD date as the page's language writes it: "November 22, 2026", "22 de noviembre de 2026". */
export function formatDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Blank while a date is still being typed in the editor's preview; the content gate refuses it in a build.
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
