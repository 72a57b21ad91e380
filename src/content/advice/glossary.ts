/**
 * Every text of a language (its content files and the components' fixed words) held to its glossary (docs/content-rules.md),
 * and the texts of each language's content files, which other advice reads.
 */
import { termPattern, usesTerm } from "../gate/terms";
import { FACT_KEYS } from "../gate/translations";
import { formatPath, parsePath, placeOf } from "../gate/labels";
import { fieldOf, plain, strings, type AdviceItem } from "./pageText";
import type { Glossary } from "../kinds/glossary";
import type { UiStrings } from "../../i18n/strings";
import { KIND_LIST, type SiteContent, type Translation } from "../kinds";
import { DEFAULT_LANG, TRANSLATIONS, type Lang } from "../../i18n/languages";

/** One text a reader meets: its file (`src/i18n/es.ts`), its field there (`sectionOneData[2].description`), its plain words. */
export type GlossaryText = { file: string; field: string; text: string };

export type GlossaryAdvice = AdviceItem<"glossary" | "twoWays" | "glossaryContradiction">;
export type LanguageVersion = SiteContent | Omit<Translation, "glossary">;

/** Fields that are facts, paths or dates rather than words a reader meets. */
const NOT_WORDS = new Set([...FACT_KEYS, "lastUpdated", "reviewedOn"]);

/** Every text field of a content file's data as written, with its path; facts, paths and dates left out. */
export const wordFields = (value: unknown) => strings(value).filter(({ at }) => !at.some((part) => NOT_WORDS.has(String(part))));

/** The text fields (wordFields) named as the content check names fields (`sections[3].heading`), formatted text as the words it shows. */
export const fileTexts = (file: string, value: unknown): GlossaryText[] =>
  wordFields(value).map(({ at, text }) => ({
    file,
    field: formatPath(at),
    text: fieldOf(at) === "descriptionToBeParsed" ? plain(text).trim() : text,
  }));

/** Every content file of one language of the kinds a translation has (the glossary aside), with its data. */
export function languageFiles(lang: Lang, version: LanguageVersion): { file: string; data: unknown }[] {
  const data = version as Record<string, unknown>;
  const folder = lang === DEFAULT_LANG ? "content" : `content/${lang}`;
  return KIND_LIST.filter((kind) => kind.es && kind.folder !== "glossary" && kind.folder in data).flatMap((kind) =>
    kind.pages
      ? (data[kind.folder] as { slug: string }[]).map((page) => ({
          file: `${folder}/${kind.folder}/${page.slug}.json`,
          data: page,
        }))
      : [{ file: `${folder}/${kind.folder}/${kind.file}`, data: data[kind.folder] }],
  );
}

export const everyLanguageFiles = (content: SiteContent) => [
  ...languageFiles(DEFAULT_LANG, content),
  ...TRANSLATIONS.flatMap((lang) => languageFiles(lang, content.translations[lang])),
];

export const languageTexts = (lang: Lang, version: LanguageVersion): GlossaryText[] =>
  languageFiles(lang, version).flatMap(({ file, data }) => fileTexts(file, data));

/** The components' fixed words in one language, each phrase with its blanks filled by "…" (a page's name, an address). */
export const interfaceTexts = (ui: UiStrings, file: string): GlossaryText[] =>
  strings(ui, "…").map(({ at, text }) => ({ file, field: formatPath(at), text }));

/** A phrase with the parts one entry allows (its proper names and right uses) blanked out. */
const withoutAllowed = (entry: Glossary["entries"][number], phrase: string) =>
  (entry.allow ?? []).reduce((rest, allowed) => rest.replace(termPattern(allowed), " "), phrase);

export function glossaryAdvice(glossary: Glossary, texts: readonly GlossaryText[]): GlossaryAdvice[] {
  const advice: GlossaryAdvice[] = [];
  for (const entry of glossary.entries) {
    const preferred = texts.filter(({ text }) => usesTerm(text, entry.use)).map(({ file }) => file);
    for (const { file, field, text: written } of texts) {
      const text = withoutAllowed(entry, written);
      for (const avoided of entry.avoid) {
        const wording = text.match(termPattern(avoided))?.[0];
        if (wording === undefined) continue;
        // A content file's field as the editor labels it; the components' strings by their key.
        const place = file.startsWith("content/") ? placeOf(parsePath(field)) : field;
        const [first, ...more] = new Set(preferred.filter((other) => other !== file));
        const others = more.length
          ? `${first} and ${more.length} more file${more.length > 1 ? "s" : ""} write`
          : `${first} writes`;
        advice.push(
          first !== undefined
            ? {
                file,
                rule: "twoWays",
                message: `${place} writes "${wording}" while ${others} "${entry.use}" for the same idea: write "${entry.use}" (glossary: ${entry.note})`,
              }
            : {
                file,
                rule: "glossary",
                message: `${place} writes "${wording}", which the glossary says to avoid: write "${entry.use}" (${entry.note})`,
              },
        );
      }
    }
  }
  return advice;
}

/**
 * Where the glossary contradicts itself: a phrase one entry asks for (its term to use, or a phrase it allows) holds a
 * term another entry says to avoid. Advice on the glossary file, naming both entries.
 */
export const glossaryContradictions = (glossary: Glossary, file: string): GlossaryAdvice[] =>
  glossary.entries.flatMap((entry, e) =>
    [entry.use, ...(entry.allow ?? [])].flatMap((asked) =>
      glossary.entries.flatMap((other, o) => {
        const avoided = o === e ? undefined : other.avoid.find((term) => usesTerm(withoutAllowed(other, asked), term));
        const message = `${placeOf(["entries", e])} asks for "${asked}", which holds "${avoided}", a term ${placeOf(["entries", o])} says to avoid (use "${other.use}"): make the two entries agree`;
        return avoided === undefined ? [] : [{ file, rule: "glossaryContradiction" as const, message }];
      }),
    ),
  );
