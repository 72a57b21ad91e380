import React, { createContext, useContext } from "react";
import { DEFAULT_LANG, localisePath, type Lang } from "./languages";
import type { UiStrings } from "./strings";
import { STRINGS } from "./dictionary";

const LanguageContext = createContext<Lang>(DEFAULT_LANG);

/** Gives every component below it the page's language (Layout sets it from the page's path). */
export function LanguageProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Lang {
  return useContext(LanguageContext);
}

/** The fixed words of components in the page's language. */
export function useStrings(): UiStrings {
  return STRINGS[useLanguage()];
}

/** Localises an internal link written as an English path (`/services/crowns`) to the page's language. */
export function useLocalise(): (href: string) => string {
  const lang = useLanguage();
  return (href) => localisePath(href, lang);
}
