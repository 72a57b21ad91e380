/**
 * The site's languages and their addresses. English pages keep their paths (`/services/crowns`);
 * every other language's page sits under its prefix (`/es/services/crowns`, `/es` for home).
 * Content files write internal links as English paths, and the page's language localises them.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG = "en" satisfies Lang;

/** The BCP 47 tag of `<html lang>`, hreflang and JSON-LD inLanguage. */
export const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-US" };

/** Open Graph's locale form of the same tag. */
export const OG_LOCALE: Record<Lang, string> = { en: "en_US", es: "es_US" };

/** The path prefix of a language's pages ("" for English). */
export const PATH_PREFIX: Record<Lang, string> = { en: "", es: "/es" };

/** The languages other than English, whose pages live under a prefix and whose files under content/<lang>/. */
export const TRANSLATIONS = LANGUAGES.filter((lang): lang is Exclude<Lang, "en"> => lang !== DEFAULT_LANG);

const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");

/** The language of the page at `path` (`/es/...` is Spanish; everything else English). */
export function languageOf(path: string): Lang {
  for (const lang of TRANSLATIONS) {
    const prefix = PATH_PREFIX[lang];
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`))
      return lang;
  }
  return DEFAULT_LANG;
}

/** The English path of a page in any language: `/es/services/crowns` → `/services/crowns`, `/es` → `/`. */
export function englishPath(path: string): string {
  const lang = languageOf(path);
  if (lang === DEFAULT_LANG) return path;
  const rest = path.slice(PATH_PREFIX[lang].length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/**
 * An internal link written as an English path, as it is on a page in `lang`: `/` → `/es`,
 * `/about/x#map` → `/es/about/x#map`. Anchors (`#x`), `tel:`, `mailto:`, external addresses and
 * paths already in that language are left as they are.
 */
export function localisePath(href: string, lang: Lang): string {
  if (lang === DEFAULT_LANG || !isSitePath(href) || languageOf(href) === lang) return href;
  const prefix = PATH_PREFIX[lang];
  if (href === "/") return prefix;
  if (href.startsWith("/?") || href.startsWith("/#")) return `${prefix}${href.slice(1)}`;
  return `${prefix}${href}`;
}

/** The same page in another language: `/services/crowns` → `/es/services/crowns` and back. */
export function pathIn(path: string, lang: Lang): string {
  return localisePath(englishPath(path), lang);
}

/** A page's versions for hreflang: each language's address, and English as x-default. */
export function alternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: LOCALE[lang], path: pathIn(path, lang) })),
    { hreflang: "x-default", path: pathIn(path, DEFAULT_LANG) },
  ];
}
