/**
 * Translated pages older than a change to their English page: a warning (the page still shows, with the older words)
 * naming both files and what to do. How a page's age is known: ../gate/translationVersion.
 */
import { LANGUAGE_NAMES } from "../../i18n/strings";
import { TRANSLATIONS } from "../../i18n/languages";
import { PAGE_KINDS, type PageFolder, type SiteContent } from "../kinds";
import { TRANSLATED_FROM, translationAge, translationVersion } from "../gate/translationVersion";

type Pages = Pick<SiteContent, PageFolder | "translations">;

/** Every translated page with its English page and how it stands against it. */
export function translationStates(content: Pages) {
  return TRANSLATIONS.flatMap((lang) =>
    PAGE_KINDS.flatMap(({ folder }) => {
      const english = new Map<string, unknown>(content[folder].map((page) => [page.slug, page]));
      return content.translations[lang][folder].flatMap((page) => {
        const source = english.get(page.slug);
        if (source === undefined) return [];
        const [englishFile, translatedFile] = [
          `content/${folder}/${page.slug}.json`,
          `content/${lang}/${folder}/${page.slug}.json`,
        ];
        // `version`: the English page's words as they are now, what the translated page records once it is up to date.
        return [{ lang, englishFile, translatedFile, age: translationAge(source, page), version: translationVersion(source) }];
      });
    }),
  );
}

/** One warning per translated page older than its English page, or that does not record its English version. */
export function translationAgeWarnings(content: Pages): string[] {
  const warnings = translationStates(content).flatMap(({ lang, age, englishFile, translatedFile, version }) => {
    const language = LANGUAGE_NAMES[lang].english;
    const record = `then press "Mark as up to date" under "Translated from" on the ${language} page in the editor (or set ${TRANSLATED_FROM} to "${version}" in ${translatedFile})`;
    const problem = {
      older: `is older than a change to ${englishFile}: bring the ${language} text up to date with the English page`,
      unrecorded: `does not record which version of ${englishFile} it translates (${TRANSLATED_FROM}): compare the two and bring the ${language} text up to date`,
    };
    return age === "current" ? [] : [`${translatedFile} ${problem[age]}, ${record}`];
  });
  const misplaced = PAGE_KINDS.flatMap(({ folder }) =>
    content[folder]
      .filter((page) => TRANSLATED_FROM in page)
      .map(
        (page) =>
          `content/${folder}/${page.slug}.json has ${TRANSLATED_FROM}, which only a translated page records (the version of its English page it was made from); remove it from the English page`,
      ),
  );
  return [...warnings, ...misplaced];
}
