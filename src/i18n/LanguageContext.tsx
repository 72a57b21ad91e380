import React, { createContext, useContext } from "react";
import { DEFAULT_LANG, LOCALE, localisePath, type Lang } from "./languages";
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

export function useStrings(): UiStrings {
  return STRINGS[useLanguage()];
}

/** Localises an internal link written as an English path (`/services/crowns`) to the page's language. */
export function useLocalise(): (href: string) => string {
  const lang = useLanguage();
  return (href) => localisePath(href, lang);
}

/** The practice's English name, marked as English on a page in another language (WCAG 3.1.2). */
export function PracticeName({ name, className }: { name: string; className?: string }) {
  const lang = useLanguage();
  return (
    <span className={className} lang={lang === DEFAULT_LANG ? undefined : LOCALE[DEFAULT_LANG]}>
      {name}
    </span>
  );
}
