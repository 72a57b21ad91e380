/**
 * The glossary rule: every text of a language (its content files and the components' fixed words)
 * is held to that language's glossary (`content/<lang>/glossary/glossary.json`). A text that writes
 * a term the glossary says to avoid is advice naming the file and the field; when other files write
 * the glossary's term for the same idea, the advice names them too, since the site then names one
 * idea two ways. Pure functions over validated content, shaped like the rest of the content advice.
 */
import { parseRichText, richTextToPlain } from "../gate/richText";
import { termPattern, usesTerm } from "../gate/terms";
import { FACT_KEYS } from "../gate/translations";
import { parsePath, placeOf } from "../gate/labels";
import type { Glossary } from "../kinds/glossary";
import type { UiStrings } from "../../i18n/strings";
import { KIND_LIST, type SiteContent, type Translation } from "../kinds";
import { DEFAULT_LANG, type Lang } from "../../i18n/languages";

/** One text a reader meets: the file it is written in, its field in that file, and the text as plain words. */
export interface GlossaryText {
  /** e.g. `content/es/services/veneers.json` or `src/i18n/es.ts` */
  file: string;
  /** e.g. `sectionOneData[2].description` */
  field: string;
  text: string;
}

type GlossaryAdviceRule = "glossary" | "twoWays" | "glossaryContradiction";

export interface GlossaryAdvice {
  file: string;
  rule: GlossaryAdviceRule;
  message: string;
}

/** Fields that are facts, paths or dates rather than words a reader meets. */
const NOT_WORDS = new Set([...FACT_KEYS, "lastUpdated", "reviewedOn"]);
/** Fields written as formatted text, read as the words they show. */
const FORMATTED = new Set(["descriptionToBeParsed"]);

const fieldName = (where: string, key: string) => (where ? `${where}.${key}` : key);

/** Every text field of a content file, named as the content check names fields (`sections[3].heading`). */
export function fileTexts(file: string, value: unknown, where = "", formatted = false): GlossaryText[] {
  if (typeof value === "string")
    return [{ file, field: where, text: formatted ? richTextToPlain(parseRichText(value).nodes).trim() : value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => fileTexts(file, item, `${where}[${i}]`, formatted));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    NOT_WORDS.has(key) ? [] : fileTexts(file, item, fieldName(where, key), FORMATTED.has(key)),
  );
}

/**
 * Every content file of one language of the kinds a translation has (the glossary aside), with its
 * data: the English files under `content/`, a translation's under `content/<lang>/`.
 */
export function languageFiles(
  lang: Lang,
  version: Omit<Translation, "glossary"> | SiteContent,
): { file: string; data: unknown }[] {
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

/** Every text of one language's content files (see languageFiles), each with its file and field. */
export const languageTexts = (lang: Lang, version: Omit<Translation, "glossary"> | SiteContent): GlossaryText[] =>
  languageFiles(lang, version).flatMap(({ file, data }) => fileTexts(file, data));

/** Stands in for what a fixed phrase is given (a page's name, an address) when its words are checked. */
const PLACEHOLDER = "…";

/** The components' fixed words in one language, each phrase with its blanks filled by a placeholder. */
export function interfaceTexts(strings: UiStrings, file: string): GlossaryText[] {
  const texts = (value: unknown, where: string): GlossaryText[] => {
    if (typeof value === "string") return [{ file, field: where, text: value }];
    if (typeof value === "function") {
      const phrase: unknown = value(...Array.from({ length: value.length }, () => PLACEHOLDER));
      return texts(phrase, where);
    }
    if (typeof value === "object" && value !== null)
      return Object.entries(value).flatMap(([key, item]) => texts(item, fieldName(where, key)));
    return [];
  };
  return texts(strings, "");
}

/** The files and fields, among `texts`, that write `term`. */
const writers = (texts: readonly GlossaryText[], term: string) => texts.filter(({ text }) => usesTerm(text, term));

/** A phrase with the parts one entry allows (its proper names and right uses) blanked out. */
const withoutAllowed = (entry: Glossary["entries"][number], phrase: string) =>
  (entry.allow ?? []).reduce((rest, allowed) => rest.replace(termPattern(allowed), " "), phrase);

/** Every piece of glossary advice for the given texts of one language. */
export function glossaryAdvice(glossary: Glossary, texts: readonly GlossaryText[]): GlossaryAdvice[] {
  const advice: GlossaryAdvice[] = [];
  for (const entry of glossary.entries) {
    const preferred = writers(texts, entry.use);
    for (const { file, field, text: written } of texts) {
      // Phrases the entry allows (proper names that hold a term to avoid) are left out first.
      const text = withoutAllowed(entry, written);
      for (const avoided of entry.avoid) {
        const found = text.match(termPattern(avoided));
        if (!found) continue;
        const wording = found[0];
        // A content file's field as the editor labels it; the components' strings by their key.
        const place = file.startsWith("content/") ? placeOf(parsePath(field)) : field;
        const elsewhere = [...new Set(preferred.map((item) => item.file).filter((other) => other !== file))];
        if (elsewhere.length > 0) {
          const more = elsewhere.length - 1;
          const others = more > 0 ? `${elsewhere[0]} and ${more} more file${more === 1 ? "" : "s"}` : elsewhere[0];
          advice.push({
            file,
            rule: "twoWays",
            message: `${place} writes "${wording}" while ${others} ${elsewhere.length > 1 ? "write" : "writes"} "${entry.use}" for the same idea: write "${entry.use}" (glossary: ${entry.note})`,
          });
        } else
          advice.push({
            file,
            rule: "glossary",
            message: `${place} writes "${wording}", which the glossary says to avoid: write "${entry.use}" (${entry.note})`,
          });
      }
    }
  }
  return advice;
}

/**
 * Where the glossary contradicts itself: a phrase one entry asks for (its term to use, or a phrase
 * it allows) holds a term another entry says to avoid, so a writer who follows the first entry is
 * told off by the second. Advice on the glossary file, naming both entries.
 */
export function glossaryContradictions(glossary: Glossary, file: string): GlossaryAdvice[] {
  return glossary.entries.flatMap((entry, e) =>
    [entry.use, ...(entry.allow ?? [])].flatMap((asked) =>
      glossary.entries.flatMap((other, o) => {
        if (o === e) return [];
        const avoided = other.avoid.find((term) => usesTerm(withoutAllowed(other, asked), term));
        return avoided === undefined
          ? []
          : [
              {
                file,
                rule: "glossaryContradiction" as const,
                message: `${placeOf(["entries", e])} asks for "${asked}", which holds "${avoided}", a term ${placeOf(["entries", o])} says to avoid (use "${other.use}"): make the two entries agree`,
              },
            ];
      }),
    ),
  );
}
