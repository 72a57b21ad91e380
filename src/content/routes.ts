/**
 * The site's page routes, derived from the validated content: one page per service, about and
 * legal file (the slug is the file name), plus the home page, in English and in each translation
 * (under its prefix, for the files it has). Tests, the sitemap check and the browser suites read
 * this list, so adding, renaming, removing or translating a page is a content-only change.
 */
import type { SiteContent } from "./gate/load";
import { TRANSLATIONS, localisePath } from "../i18n/languages";
import type { TranslationLang } from "./gate/contentFiles";

export interface PageRoutes {
  /** English pages of each kind. */
  services: string[];
  about: string[];
  legal: string[];
  /** Each translation's pages, home first (`/es`, `/es/privacypolicy`, `/es/services/crowns`, …). */
  translated: Record<TranslationLang, string[]>;
  /** Every page: the English home page first, then legal, service and about pages, then each translation's. */
  all: string[];
}

type Pages = Pick<SiteContent, "services" | "about" | "legal">;

function englishRoutes(content: Pages): string[] {
  return [
    "/",
    ...content.legal.map((page) => `/${page.slug}`),
    ...content.services.map((page) => `/services/${page.slug}`),
    ...content.about.map((page) => `/about/${page.slug}`),
  ];
}

export function pageRoutes(content: Pages & Partial<Pick<SiteContent, "translations">>): PageRoutes {
  const services = content.services.map((page) => `/services/${page.slug}`);
  const about = content.about.map((page) => `/about/${page.slug}`);
  const legal = content.legal.map((page) => `/${page.slug}`);
  const translated = Object.fromEntries(
    TRANSLATIONS.map((lang) => {
      const version = content.translations?.[lang];
      return [lang, version ? englishRoutes(version).map((route) => localisePath(route, lang)) : []];
    }),
  ) as Record<TranslationLang, string[]>;
  return { services, about, legal, translated, all: [...englishRoutes(content), ...Object.values(translated).flat()] };
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
