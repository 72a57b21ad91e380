/** The site's page routes, from the checked content, in English and in each translation, for the tests and checks. */
import { TRANSLATIONS, localisePath } from "../i18n/languages";
import { PAGE_KINDS, pagesOf, type PageFolder, type SiteContent } from "./kinds";
import type { TranslationLang } from "./gate/translationPath";

export type PageRoutes = {
  [F in PageFolder]: string[];
} & {
  /** Each translation's pages, home first (`/es`, `/es/privacypolicy`, `/es/services/crowns`, …). */
  translated: Record<TranslationLang, string[]>;
  /** Every page: the English home page first, then each folder's pages, then each translation's. */
  all: string[];
};

type Pages = Pick<SiteContent, PageFolder>;

/** One language's pages (pagesOf), those at the site's root (the home page, legal pages) first. */
const englishPages = (content: Pages) => pagesOf(content).sort((a, b) => a.path.split("/").length - b.path.split("/").length);
const englishRoutes = (content: Pages) => englishPages(content).map((page) => page.path);

export function pageRoutes(content: Pages & Partial<Pick<SiteContent, "translations">>): PageRoutes {
  const translated = Object.fromEntries(
    TRANSLATIONS.map((lang) => {
      const version = content.translations?.[lang];
      return [lang, version ? englishRoutes(version).map((route) => localisePath(route, lang)) : []];
    }),
  ) as Record<TranslationLang, string[]>;
  const pages = englishPages(content);
  const byFolder = Object.fromEntries(
    PAGE_KINDS.map((kind) => [kind.folder, pages.filter((page) => page.folder === kind.folder).map((page) => page.path)]),
  ) as Record<PageFolder, string[]>;
  return { ...byFolder, translated, all: [...englishRoutes(content), ...Object.values(translated).flat()] };
}

/** Each translation's missing pages, as English paths ({"es": ["/services/new"]}): linked in English until translated. */
export function untranslatedRoutes(content: Pages & Pick<SiteContent, "translations">): Record<TranslationLang, string[]> {
  const english = englishRoutes(content);
  return Object.fromEntries(
    TRANSLATIONS.map((lang) => {
      const translated = new Set(englishRoutes(content.translations[lang]));
      return [lang, english.filter((route) => !translated.has(route))];
    }),
  ) as Record<TranslationLang, string[]>;
}
