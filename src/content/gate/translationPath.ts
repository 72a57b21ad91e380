/**
 * Where a translated content file's English original is, from its path alone: no file system, so
 * the editor's browser bundle can use it as well as the build.
 */
import { TRANSLATIONS } from "../../i18n/languages";

export type TranslationLang = (typeof TRANSLATIONS)[number];

export const isTranslation = (name: string): name is TranslationLang => (TRANSLATIONS as readonly string[]).includes(name);

/** `es/services/crowns.json` → its language and the English counterpart `services/crowns.json`. */
export function translationOf(relative: string): { lang: TranslationLang; english: string } | undefined {
  const [lang, ...rest] = relative.split("/");
  return isTranslation(lang) && rest.length > 0 ? { lang, english: rest.join("/") } : undefined;
}
