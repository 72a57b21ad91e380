/**
 * Translation checks for the Spanish pages, measured against their English counterparts: a main
 * text much shorter than the English (something was left out), paragraphs still in English, and a
 * Fernández-Huerta reading ease below the plain-language bar. Pure functions over validated
 * content, shaped like content advice (rules.ts) so the content check can print them alongside.
 */
import { textStatsEs } from "./readabilityEs";
import { cardText, plain, type AdviceItem } from "./pageText";
import type { AboutContent } from "../kinds/about";
import type { Blocks } from "../kinds/blocks";
import type { HomeContent } from "../kinds/home";
import type { LegalContent } from "../kinds/legal";
import type { ServiceContent } from "../kinds/services";

/** The limits, in one place so messages and reports quote the same numbers. */
export const TRANSLATION_LIMITS = {
  /** Characters of a Spanish service or about page's main text, as a share of the English page's. */
  minLengthRatio: 0.8,
  /**
   * Fernández-Huerta reading ease of a Spanish page's text: 70 ("fairly easy") for service pages,
   * which explain care to patients, and 60 (the lower edge of "normal") for the rest, where names,
   * degrees and legal terms lengthen words.
   */
  minFernandezHuerta: { services: 70, other: 60 },
  /** Paragraphs shorter than this (after leaving out proper names) are too short to judge the language of. */
  minParagraphWords: 6,
} as const;

type TranslationAdviceRule = "translationLength" | "untranslated" | "gradeEs";

/** Advice about one Spanish file; the same shape as content advice, with its own rule names. */
export type TranslationAdvice = AdviceItem<TranslationAdviceRule>;

/** An English page and its Spanish translation, with the Spanish file's path for messages. */
export type TranslationPair =
  | { kind: "service"; file: string; en: ServiceContent; es: ServiceContent }
  | { kind: "about"; file: string; en: AboutContent; es: AboutContent }
  | { kind: "legal"; file: string; en: LegalContent; es: LegalContent }
  | { kind: "home"; file: string; en: HomeContent; es: HomeContent }
  | { kind: "blocks"; file: string; en: Blocks; es: Blocks };

/** The content a language has: the translated folders of SiteContent. */
export interface TranslatableContent {
  services: readonly ServiceContent[];
  about: readonly AboutContent[];
  legal: readonly LegalContent[];
  home: HomeContent;
  blocks: Blocks;
}

type MainTextPage = ServiceContent | AboutContent;

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/**
 * Characters of a service or about page's main text: description, descriptionToBeParsed as plain
 * text and the card sections, each with its white space collapsed so markup and line breaks do
 * not count.
 */
export function mainTextLength(page: MainTextPage): number {
  return [page.description, plain(page.descriptionToBeParsed), ...cardText(page)].map(collapse).filter(Boolean).join(" ").length;
}

/** The Spanish page's main text length as a share of the English page's (1 when the English has none). */
export function lengthRatio(en: MainTextPage, es: MainTextPage): number {
  const english = mainTextLength(en);
  return english === 0 ? 1 : mainTextLength(es) / english;
}

/**
 * Names and titles that stay in English in a Spanish page, left out before judging a paragraph's
 * language: the practice, the doctor, her degrees, schools and fellowship, and terms the
 * translations keep in English beside their Spanish explanation.
 */
const ENGLISH_PROPER_NAMES: readonly string[] = [
  "OC Center for Advanced Dentistry",
  "Divya Peddireddy",
  "DDS, MS, QME",
  "Herman Ostrow School of Dentistry of USC",
  "Herman Ostrow School of Dentistry",
  "USC Ostrow School of Dentistry",
  "Ostrow School of Dentistry",
  "University of Southern California",
  "California State University, Long Beach",
  "CSU Long Beach",
  "International Academy of Dental Implantology",
  "Qualified Medical Evaluator",
  "workers' compensation",
  "Bristol Street",
];

const ENGLISH_FUNCTION_WORDS = new Set("the and of to is you your with for are that this can will or we our be".split(" "));
const SPANISH_FUNCTION_WORDS = new Set("de la el que y en los las su para con por una un se es usted del al".split(" "));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Lower-case words of a text once the given proper names are taken out. */
function wordsWithoutNames(text: string, names: readonly string[]): string[] {
  const withoutNames = [...names]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, name) => rest.replace(new RegExp(escapeRegExp(name), "gi"), " "), text);
  return withoutNames.toLowerCase().match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

interface LanguageCounts {
  /** Words left once proper names are taken out. */
  words: number;
  english: number;
  spanish: number;
}

/** How many of a text's words are common English and common Spanish function words. */
function functionWordCounts(text: string, names: readonly string[] = ENGLISH_PROPER_NAMES): LanguageCounts {
  const list = wordsWithoutNames(text, names);
  return {
    words: list.length,
    english: list.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)).length,
    spanish: list.filter((word) => SPANISH_FUNCTION_WORDS.has(word)).length,
  };
}

/**
 * Whether a stretch of text reads as English: long enough to judge, with more common English
 * function words than Spanish ones, or a tie of two or more each (half a paragraph left in
 * English). A Spanish sentence quoting an English name has one English function word at most and
 * several Spanish ones.
 */
function readsAsEnglish(text: string, names: readonly string[]): boolean {
  const { words, english, spanish } = functionWordCounts(text, names);
  return words >= TRANSLATION_LIMITS.minParagraphWords && (english > spanish || (english >= 2 && english === spanish));
}

/** Paragraphs of a text: split at blank lines and at HTML paragraphs, as plain text. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|<\/?p\b[^>]*>/i)
    .map((part) => collapse(plain(part)))
    .filter(Boolean);
}

/**
 * Paragraphs of a Spanish text that read as English, whole or in part: the paragraph as a whole,
 * or any one of its sentences, has at least as many common English function words as Spanish
 * ones. Short strings and the practice's English proper names are not judged.
 */
export function untranslatedParagraphs(esText: string, names: readonly string[] = ENGLISH_PROPER_NAMES): string[] {
  return paragraphs(esText).filter(
    (paragraph) =>
      readsAsEnglish(paragraph, names) || paragraph.split(/(?<=[.!?])\s+/).some((sentence) => readsAsEnglish(sentence, names)),
  );
}

/** A text measured for reading ease on its own, named like the rows of the English reading table. */
interface ReadingUnit {
  file: string;
  /** Plain text, one paragraph, heading or card text a line. */
  text: string;
}

const lines = (texts: readonly string[]): string =>
  texts
    .map((text) => plain(text).trim())
    .filter(Boolean)
    .join("\n");

/**
 * The reading texts of a page in one language, chosen as the English reading table chooses them:
 * a service or about page's description, formatted text and card sections (and an about page's
 * parking note); a legal page's notice, intro and sections; the home page's intro and service
 * groups; and each shared block on its own, because each appears on many pages.
 */
function readingUnits(pair: TranslationPair, language: "en" | "es"): ReadingUnit[] {
  const { file } = pair;
  switch (pair.kind) {
    case "service":
    case "about": {
      const page = pair[language];
      const parking = "parkingNote" in page ? [page.parkingNote ?? ""] : [];
      return [{ file, text: lines([page.description, page.descriptionToBeParsed ?? "", ...parking, ...cardText(page)]) }];
    }
    case "legal": {
      const page = pair[language];
      const sections = page.sections.flatMap((section) => [section.heading, section.descriptionToBeParsed]);
      return [{ file, text: lines([page.notice ?? "", page.intro, ...sections]) }];
    }
    case "home": {
      const page = pair[language];
      const groups = page.serviceGroups.flatMap((group) => [group.title, group.description]);
      return [{ file, text: lines([page.intro, page.serviceGroupsTitle, ...groups]) }];
    }
    case "blocks":
      return Object.entries(pair[language]).map(([name, block]) => ({
        file: `${file}: ${name}`,
        text: lines([block.heading, block.descriptionToBeParsed]),
      }));
  }
}

/**
 * Every text of a page a reader meets, one entry per field (each card description on its own):
 * the reading texts plus a page's title, its additional content and its image text.
 */
function pageTexts(pair: TranslationPair, language: "en" | "es"): string[] {
  const fields: string[] = [];
  if (pair.kind === "service") {
    const page = pair[language];
    fields.push(page.title ?? "", page.imgAlt, page.additionalContent?.heading ?? "");
    fields.push(page.additionalContent?.descriptionToBeParsed ?? "");
  }
  if (pair.kind === "service" || pair.kind === "about") {
    const page = pair[language];
    const parking = "parkingNote" in page ? [page.parkingNote ?? ""] : [];
    fields.push(page.description, page.descriptionToBeParsed ?? "", ...parking, ...cardText(page));
  } else if (pair.kind === "legal") {
    const page = pair[language];
    fields.push(page.notice ?? "", page.intro, ...page.sections.map((section) => section.descriptionToBeParsed));
  } else if (pair.kind === "home") {
    const page = pair[language];
    fields.push(page.intro, ...page.serviceGroups.map((group) => group.description));
  } else {
    fields.push(...Object.values(pair[language]).map((block) => block.descriptionToBeParsed));
  }
  return fields.filter(Boolean);
}

export interface TranslationMeasure {
  file: string;
  words: number;
  fernandezHuerta: number;
  szigrisztPazos: number;
  /** Spanish main text characters over English, for service and about pages only. */
  lengthRatio?: number;
}

/** Reading figures of each Spanish page (each shared block on its own), for a report table. */
export function measureTranslations(pairs: readonly TranslationPair[]): TranslationMeasure[] {
  return pairs.flatMap((pair) =>
    readingUnits(pair, "es").map(({ file, text }) => {
      const stats = textStatsEs(text);
      return {
        file,
        words: stats.words,
        fernandezHuerta: stats.fernandezHuerta,
        szigrisztPazos: stats.szigrisztPazos,
        ...(pair.kind === "service" || pair.kind === "about" ? { lengthRatio: lengthRatio(pair.en, pair.es) } : {}),
      };
    }),
  );
}

const excerpt = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Every piece of translation advice for the given pages. */
export function translationAdvice(pairs: readonly TranslationPair[]): TranslationAdvice[] {
  const { minLengthRatio, minFernandezHuerta } = TRANSLATION_LIMITS;
  const advice: TranslationAdvice[] = [];
  for (const pair of pairs) {
    const { file } = pair;
    // Only service pages are held to the length ratio: their English is written to a word range,
    // while about pages are mostly names, degrees and an address that keep their length.
    if (pair.kind === "service") {
      const ratio = lengthRatio(pair.en, pair.es);
      if (ratio < minLengthRatio)
        advice.push({
          file,
          rule: "translationLength",
          message: `Spanish main text is ${Math.round(ratio * 100)}% of the English (aim for ${Math.round(minLengthRatio * 100)}% or more: check nothing was left out)`,
        });
    }
    for (const paragraph of pageTexts(pair, "es").flatMap((text) => untranslatedParagraphs(text)))
      advice.push({ file, rule: "untranslated", message: `paragraph reads as English: "${excerpt(paragraph)}"` });
    const minimum = pair.kind === "service" ? minFernandezHuerta.services : minFernandezHuerta.other;
    for (const measure of measureTranslations([pair]))
      if (measure.words > 0 && measure.fernandezHuerta < minimum)
        advice.push({
          file: measure.file,
          rule: "gradeEs",
          message: `reads at Fernández-Huerta ${Math.floor(measure.fernandezHuerta)} (aim for ${minimum} or more: shorter sentences, plainer words)`,
        });
  }
  return advice;
}

/** Pairs every Spanish page with the English page of the same slug; a page without a translation is left out. */
export function translationPairs(en: TranslatableContent, es: TranslatableContent): TranslationPair[] {
  const bySlug = <T extends { slug: string }>(pages: readonly T[]) => new Map(pages.map((page) => [page.slug, page]));
  const file = (folder: string, slug: string) => `content/es/${folder}/${slug}.json`;
  const english = { services: bySlug(en.services), about: bySlug(en.about), legal: bySlug(en.legal) };
  const pairs: TranslationPair[] = [];
  for (const page of es.services) {
    const match = english.services.get(page.slug);
    if (match) pairs.push({ kind: "service", file: file("services", page.slug), en: match, es: page });
  }
  for (const page of es.about) {
    const match = english.about.get(page.slug);
    if (match) pairs.push({ kind: "about", file: file("about", page.slug), en: match, es: page });
  }
  for (const page of es.legal) {
    const match = english.legal.get(page.slug);
    if (match) pairs.push({ kind: "legal", file: file("legal", page.slug), en: match, es: page });
  }
  pairs.push({ kind: "home", file: "content/es/home/home.json", en: en.home, es: es.home });
  pairs.push({ kind: "blocks", file: "content/es/blocks/blocks.json", en: en.blocks, es: es.blocks });
  return pairs;
}
