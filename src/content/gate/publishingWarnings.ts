/**
 * What only the practice can confirm, listed by a production build until it is done (reviews, the
 * privacy contact, the office hours), and the English pages still missing a translation.
 */
import { LANGUAGE_NAMES } from "../../i18n/strings";
import { PATH_PREFIX, TRANSLATIONS } from "../../i18n/languages";
import { pagesOf, type PageFolder, type SiteContent } from "../kinds";
import { untranslatedRoutes } from "../routes";
import type { TranslationLang } from "./translationPath";

type Reviewable = { reviewedBy?: string; reviewedOn?: string; lastUpdated?: string };

/** The pages of one language with no clinician's review on record, or whose text changed after it (YYYY-MM-DD compares as text). */
export function unreviewedPages(content: Pick<SiteContent, PageFolder | "home">, prefix = ""): string[] {
  return pagesOf(content)
    .filter(({ folder, slug }) => {
      const page: Reviewable | undefined = folder
        ? (content[folder] as (Reviewable & { slug: string })[]).find((each) => each.slug === slug)
        : content.home;
      return !page?.reviewedBy || !page.reviewedOn || page.reviewedOn < (page.lastUpdated ?? "");
    })
    .map(({ path }) => (path === "/" ? prefix || "/" : `${prefix}${path}`))
    .sort();
}

/**
 * The warning for the English pages missing from a translation (untranslatedRoutes), each named by
 * the file to add: "content/es/services/crowns.json (/es/services/crowns)"; none when all are there.
 */
export function translationWarnings(content: Pick<SiteContent, PageFolder | "translations">): string[] {
  const files = new Map(pagesOf(content).map((page) => [page.path, `${page.folder}/${page.slug}.json`]));
  const missing = Object.entries(untranslatedRoutes(content)).flatMap(([lang, routes]) =>
    routes.map((route) => `content/${lang}/${files.get(route)} (${PATH_PREFIX[lang as TranslationLang]}${route})`),
  );
  if (missing.length === 0) return [];
  return [
    `${missing.length} English page${missing.length === 1 ? " has" : "s have"} no translation yet (the page is then only in English; add the file with the English file's name): ${missing.join(", ")}`,
  ];
}

export function publishingWarnings(content: Pick<SiteContent, PageFolder | "home" | "settings" | "translations">): string[] {
  const warnings: string[] = [];
  const unreviewed = unreviewedPages(content);
  if (unreviewed.length > 0)
    warnings.push(
      `${unreviewed.length} page${unreviewed.length === 1 ? " has" : "s have"} not been reviewed by a clinician since the text last changed (set reviewedBy and reviewedOn in the page's file under content/ after a review): ${unreviewed.join(", ")}`,
    );
  for (const lang of TRANSLATIONS) {
    const pages = unreviewedPages(content.translations[lang], PATH_PREFIX[lang]);
    if (pages.length > 0)
      warnings.push(
        `${pages.length} ${LANGUAGE_NAMES[lang].english} page${pages.length === 1 ? " has" : "s have"} not been reviewed by a ${LANGUAGE_NAMES[lang].english}-speaking clinician since the text last changed (set reviewedBy and reviewedOn in the page's file under content/${lang}/ after a review of the translation): ${pages.join(", ")}`,
      );
  }
  if (!content.settings.privacyOfficer)
    warnings.push(
      'content/settings/settings.json has no privacyOfficer: the Notice of Privacy Practices (/privacypractices) says "our Privacy Officer" until the practice names the person or title who answers privacy questions and complaints.',
    );
  if (!content.settings.hours?.length)
    warnings.push(
      "content/settings/settings.json has no hours: the footer, the address page and search engines show no office hours, and no page says whether the office is open now, until the practice fills them in.",
    );
  return warnings;
}
