import React from "react";
import { LOCALE, englishPath, pathIn, versionsOf } from "../../i18n/languages";
import { LANGUAGE_NAMES } from "../../i18n/strings";
import { useLanguage } from "../../i18n/LanguageContext";

/** The error page's own addresses (/404, /404.html, /es/404): they have no page in another language. */
const isErrorPage = (path: string) => /^\/404(?:\.html|\/|$)/.test(englishPath(path));

/** Plain links to the same page in each other language, named and marked in that language. */
export function LanguageSwitch({ currentPath, className }: { currentPath: string; className?: string }) {
  const lang = useLanguage();
  const page = isErrorPage(currentPath) ? "/" : currentPath;
  return (
    <>
      {versionsOf(page)
        .filter((other) => other !== lang)
        .map((other) => (
          <a key={other} className={className} href={pathIn(page, other)} lang={LOCALE[other]} hrefLang={LOCALE[other]}>
            {LANGUAGE_NAMES[other].own}
          </a>
        ))}
    </>
  );
}
