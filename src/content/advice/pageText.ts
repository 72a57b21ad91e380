/** The texts of each language's content files and components, which every advice rule reads, and the shape of one piece of advice. */
import { parseRichText, richTextToPlain } from "../gate/richText";
import { NOT_WORDS } from "../gate/translationVersion";
import { formatPath } from "../gate/labels";
import type { UiStrings } from "../../i18n/strings";
import { KIND_LIST, type SiteContent, type Translation } from "../kinds";
import { DEFAULT_LANG, type Lang } from "../../i18n/languages";

/** One piece of advice about one file, e.g. `content/services/<slug>.json`, under a named rule. */
export type AdviceItem<Rule extends string> = { file: string; rule: Rule; message: string };

/** Every string of a file's data with the keys and indexes that lead to it (a function is called with `blank` for each parameter). */
export function strings(value: unknown, blank = "", at: (string | number)[] = []): { at: (string | number)[]; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (typeof value === "function") return strings(value(...Array.from({ length: value.length }, () => blank)), blank, at);
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, blank, [...at, i]));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, blank, [...at, key]));
}

/** The last key (not index) of a path: the field a string is. */
export const fieldOf = (at: readonly (string | number)[]) => at.filter((part) => typeof part === "string").pop();

export const plain = (html: string | undefined): string => (html ? richTextToPlain(parseRichText(html).nodes) : "");

/** One text a reader meets: its file (`src/i18n/es.ts`), its field there (`sectionOneData[2].description`), its plain words. */
export type FieldText = { file: string; field: string; text: string };

export type LanguageVersion = SiteContent | Omit<Translation, "glossary">;

/** Every text field of a content file's data as written, with its path; facts, dates, the reviewer and the translated version left out (NOT_WORDS). */
export const wordFields = (value: unknown) => strings(value).filter(({ at }) => !at.some((part) => NOT_WORDS.has(String(part))));

/** The text fields (wordFields) named as the content check names fields (`sections[3].heading`), formatted text as the words it shows. */
export const fileTexts = (file: string, value: unknown): FieldText[] =>
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

export const languageTexts = (lang: Lang, version: LanguageVersion): FieldText[] =>
  languageFiles(lang, version).flatMap(({ file, data }) => fileTexts(file, data));

/** The components' fixed words in one language, each phrase with its blanks filled by "…" (a page's name, an address). */
export const interfaceTexts = (ui: UiStrings, file: string): FieldText[] =>
  strings(ui, "…").map(({ at, text }) => ({ file, field: formatPath(at), text }));
