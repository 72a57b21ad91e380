/** The site's page routes, from the checked content, in English and in each translation, for the tests and checks. */
import { TRANSLATIONS, localisePath } from "../i18n/languages";
import { PAGE_KINDS, pagesOf, type PageFolder, type SiteContent } from "./kinds";
import type { TranslationLang } from "./gate/translationPath";

type Pages = Pick<SiteContent, PageFolder>;

/** One language's pages (pagesOf) in English form, those at the site's root (the home page, legal pages) first. */
const pages = (content: Pages) => pagesOf(content).sort((a, b) => a.path.split("/").length - b.path.split("/").length);
const routes = (content: Pages) => pages(content).map((page) => page.path);
const byLanguage = (each: (lang: TranslationLang) => string[]) =>
  Object.fromEntries(TRANSLATIONS.map((lang) => [lang, each(lang)])) as Record<TranslationLang, string[]>;

/**
 * Each folder's pages; `translated`, each translation's pages, home first (`/es`, `/es/privacypolicy`, …); `all`, every
 * page: the English home page first, then each folder's pages, then each translation's.
 */
export function pageRoutes(content: Pages & Partial<Pick<SiteContent, "translations">>) {
  const translated = byLanguage((lang) => {
    const version = content.translations?.[lang];
    return version ? routes(version).map((route) => localisePath(route, lang)) : [];
  });
  const english = pages(content);
  const byFolder = Object.fromEntries(
    PAGE_KINDS.map((kind) => [kind.folder, english.filter((page) => page.folder === kind.folder).map((page) => page.path)]),
  ) as Record<PageFolder, string[]>;
  return { ...byFolder, translated, all: [...english.map((page) => page.path), ...Object.values(translated).flat()] };
}

/** Each translation's missing pages, as English paths ({"es": ["/services/new"]}): linked in English until translated. */
export function untranslatedRoutes(content: Pages & Pick<SiteContent, "translations">): Record<TranslationLang, string[]> {
  return byLanguage((lang) => {
    const translated = new Set(routes(content.translations[lang]));
    return routes(content).filter((route) => !translated.has(route));
  });
}
