/** The site's languages and their addresses: English pages keep their paths, every other language's sit under its prefix (`/es/services/crowns`, `/es`). */
export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG = "en" satisfies Lang;

/** The BCP 47 tag of `<html lang>`, hreflang and JSON-LD inLanguage. */
export const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-US" };

export const PATH_PREFIX: Record<Lang, string> = { en: "", es: "/es" };

/** The languages other than English, whose pages live under a prefix and whose files under content/<lang>/. */
export const TRANSLATIONS = LANGUAGES.filter((lang): lang is Exclude<Lang, "en"> => lang !== DEFAULT_LANG);

/**
 * The English pages with no version in a translation yet ({"es": ["/services/new"]}), set by onPreInit
 * and written into the build's code by Gatsby, so every link, switch and hreflang leads to a page that exists.
 */
export const UNTRANSLATED_PAGES_VARIABLE = "GATSBY_UNTRANSLATED_PAGES";

function hasVersion(englishPagePath: string, lang: Lang): boolean {
  // Read when asked (onPreInit sets it after this module loads), written in full for Gatsby to replace.
  const untranslated = JSON.parse(process.env.GATSBY_UNTRANSLATED_PAGES || "{}") as Partial<Record<Lang, string[]>>;
  return !(untranslated[lang] ?? []).includes(englishPagePath.split(/[?#]/)[0] || "/");
}

const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");

/** The language of the page at `path` (`/es/...` is Spanish; everything else English). */
export function languageOf(path: string): Lang {
  for (const lang of TRANSLATIONS) {
    if (path.startsWith(PATH_PREFIX[lang]) && /^([/?#]|$)/.test(path.slice(PATH_PREFIX[lang].length))) return lang;
  }
  return DEFAULT_LANG;
}

/** The English path of a page in any language: `/es/services/crowns` → `/services/crowns`, `/es` → `/`. */
export function englishPath(path: string): string {
  const lang = languageOf(path);
  if (lang === DEFAULT_LANG) return path;
  const rest = path.slice(PATH_PREFIX[lang].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * An internal link written as an English path, as it is on a page in `lang` (`/` → `/es`); anchors,
 * `tel:`, `mailto:`, external addresses, paths already in `lang` and untranslated pages stay as they are.
 */
export function localisePath(href: string, lang: Lang): string {
  if (lang === DEFAULT_LANG || !isSitePath(href) || languageOf(href) === lang || !hasVersion(href, lang)) return href;
  return PATH_PREFIX[lang] + (/^\/([?#]|$)/.test(href) ? href.slice(1) : href);
}

/** The same page in another language: `/services/crowns` → `/es/services/crowns` and back. */
export function pathIn(path: string, lang: Lang): string {
  return localisePath(englishPath(path), lang);
}

/** The languages a page exists in (English always; a translation once its file is there). */
export function versionsOf(path: string): Lang[] {
  const english = englishPath(path);
  return LANGUAGES.filter((lang) => hasVersion(english, lang));
}

/** A page's versions for hreflang: each language's address, and English as x-default. */
export function alternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...versionsOf(path).map((lang) => ({ hreflang: LOCALE[lang], path: pathIn(path, lang) })),
    { hreflang: "x-default", path: pathIn(path, DEFAULT_LANG) },
  ];
}
