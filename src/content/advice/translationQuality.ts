/**
 * The Spanish pages against their English counterparts: a main text much shorter than the English (something was left
 * out), paragraphs still in English, and a Fernández-Huerta reading ease below the plain-language bar.
 */
import { textStats } from "./readability";
import { termPattern } from "../gate/terms";
import { plain, wordFields, type AdviceItem } from "./pageText";
import { cardSections } from "../../lib/sections";
import type { AboutContent } from "../kinds/about";
import type { Blocks } from "../kinds/blocks";
import type { HomeContent } from "../kinds/home";
import type { LegalContent } from "../kinds/legal";
import type { ServiceContent } from "../kinds/services";
import type { SiteContent } from "../kinds";

/**
 * The limits, in one place so messages and reports quote the same numbers: a Spanish service page's main text as a
 * share of the English page's; the Fernández-Huerta reading ease, 70 ("fairly easy") where service pages explain care
 * and 60 ("normal") where names, degrees and legal terms lengthen words; the words (proper names left out) a paragraph
 * needs before its language is judged.
 */
export const TRANSLATION_LIMITS = {
  minLengthRatio: 0.8,
  minFernandezHuerta: { services: 70, other: 60 },
  minParagraphWords: 6,
} as const;

export type TranslationAdvice = AdviceItem<"translationLength" | "untranslated" | "gradeEs">;

type Pages = { service: ServiceContent; about: AboutContent; legal: LegalContent; home: HomeContent; blocks: Blocks };
/** An English page and its Spanish translation, with the Spanish file's path for messages. */
type TranslationPair = { [K in keyof Pages]: { kind: K; file: string; en: Pages[K]; es: Pages[K] } }[keyof Pages];

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Every title and text of a page's card sections, in order. */
const cardText = (page: ServiceContent | AboutContent): string[] =>
  cardSections(page).flatMap((section) => [section.title, ...section.items.flatMap((item) => [item.title, item.description])]);

/** Characters of a page's main text: description, formatted text and card sections, without markup or runs of spaces. */
export const mainTextLength = (page: ServiceContent | AboutContent): number =>
  [page.description, plain(page.descriptionToBeParsed), ...cardText(page)].map(collapse).filter(Boolean).join(" ").length;

/** The Spanish page's main text length as a share of the English page's (1 when the English has none). */
export function lengthRatio(en: ServiceContent | AboutContent, es: ServiceContent | AboutContent): number {
  const english = mainTextLength(en);
  return english === 0 ? 1 : mainTextLength(es) / english;
}

/** Names and terms a Spanish page keeps in English (the practice, the doctor, her degrees and schools), not judged; a name before any shorter name inside it. */
const ENGLISH_PROPER_NAMES = [
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
].map(termPattern);

const ENGLISH_FUNCTION_WORDS = new Set("the and of to is you your with for are that this can will or we our be".split(" "));
const SPANISH_FUNCTION_WORDS = new Set("de la el que y en los las su para con por una un se es usted del al".split(" "));

/**
 * Whether a text, its proper names taken out, is long enough to judge and has more English function words than Spanish,
 * or a tie of two or more each (half left in English); a Spanish sentence quoting an English name has one at most.
 */
function readsAsEnglish(text: string): boolean {
  const words =
    ENGLISH_PROPER_NAMES.reduce((rest, name) => rest.replace(name, " "), text)
      .toLowerCase()
      .match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? [];
  const english = words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)).length;
  const spanish = words.filter((word) => SPANISH_FUNCTION_WORDS.has(word)).length;
  return words.length >= TRANSLATION_LIMITS.minParagraphWords && (english > spanish || (english >= 2 && english === spanish));
}

/** Paragraphs of a Spanish text (split at blank lines and HTML paragraphs) that read as English, as a whole or in any one of their sentences. */
export const untranslatedParagraphs = (esText: string): string[] =>
  esText
    .split(/\n\s*\n|<\/?p\b[^>]*>/i)
    .map((part) => collapse(plain(part)))
    .filter((paragraph) => paragraph && [paragraph, ...paragraph.split(/(?<=[.!?])\s+/)].some(readsAsEnglish));

const lines = (...texts: (string | null | undefined)[]): string =>
  texts
    .map((text) => plain(text ?? "").trim())
    .filter(Boolean)
    .join("\n");

/**
 * The reading texts of a page in one language, a paragraph, heading or card text a line; each shared block on its own, as
 * each appears on many pages. `counted`, for the English word limit: a service or about page's description and
 * formatted text, all the text elsewhere.
 */
export function readingUnits(pair: TranslationPair, language: "en" | "es"): { file: string; counted: string; text: string }[] {
  const { file } = pair;
  const unit = (text: string, counted = text) => [{ file, counted, text }];
  switch (pair.kind) {
    case "service":
    case "about": {
      const page = pair[language];
      const parking = "parkingNote" in page ? page.parkingNote : "";
      return unit(
        lines(page.description, page.descriptionToBeParsed, parking, ...cardText(page)),
        lines(page.description, page.descriptionToBeParsed),
      );
    }
    case "legal": {
      const { notice, intro, sections } = pair[language];
      return unit(lines(notice, intro, ...sections.flatMap((section) => [section.heading, section.descriptionToBeParsed])));
    }
    case "home": {
      const { intro, serviceGroupsTitle, serviceGroups } = pair[language];
      return unit(lines(intro, serviceGroupsTitle, ...serviceGroups.flatMap((group) => [group.title, group.description])));
    }
    case "blocks":
      return Object.entries(pair[language]).map(([name, block]) => {
        const text = lines(block.heading, block.descriptionToBeParsed);
        return { file: `${file}: ${name}`, counted: text, text };
      });
  }
}

/** Reading figures of each Spanish page (each shared block on its own), for a report table; service and about pages with their length ratio. */
export const measureTranslations = (pairs: readonly TranslationPair[]) =>
  pairs.flatMap((pair) =>
    readingUnits(pair, "es").map(({ file, text }) => {
      const { words, fernandezHuerta, szigrisztPazos } = textStats("es", text);
      const ratio = pair.kind === "service" || pair.kind === "about" ? { lengthRatio: lengthRatio(pair.en, pair.es) } : {};
      return { file, words, fernandezHuerta, szigrisztPazos, ...ratio };
    }),
  );

const excerpt = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function translationAdvice(pairs: readonly TranslationPair[]): TranslationAdvice[] {
  const { minLengthRatio, minFernandezHuerta } = TRANSLATION_LIMITS;
  const advice: TranslationAdvice[] = [];
  const add = (file: string, rule: TranslationAdvice["rule"], message: string) => advice.push({ file, rule, message });
  for (const pair of pairs) {
    const { file } = pair;
    // Only service pages are held to the length ratio: their English is written to a word range,
    // while about pages are mostly names, degrees and an address that keep their length.
    const ratio = pair.kind === "service" ? lengthRatio(pair.en, pair.es) : 1;
    if (ratio < minLengthRatio)
      add(
        file,
        "translationLength",
        `Spanish main text is ${Math.round(ratio * 100)}% of the English (aim for ${Math.round(minLengthRatio * 100)}% or more: check nothing was left out)`,
      );
    for (const paragraph of wordFields(pair.es).flatMap(({ text }) => untranslatedParagraphs(text)))
      add(file, "untranslated", `paragraph reads as English: "${excerpt(paragraph)}"`);
    const minimum = pair.kind === "service" ? minFernandezHuerta.services : minFernandezHuerta.other;
    for (const { file: unit, words, fernandezHuerta } of measureTranslations([pair]))
      if (words > 0 && fernandezHuerta < minimum)
        add(
          unit,
          "gradeEs",
          `reads at Fernández-Huerta ${Math.floor(fernandezHuerta)} (aim for ${minimum} or more: shorter sentences, plainer words)`,
        );
  }
  return advice;
}

type Languages = Pick<SiteContent, "services" | "about" | "legal" | "home" | "blocks">;
/** Pairs every Spanish page with the English page of the same slug, named as a file under `folder`; a page without a translation is left out. */
export function translationPairs(en: Languages, es: Languages, folder = "content/es"): TranslationPair[] {
  const folders = { service: "services", about: "about", legal: "legal" } as const;
  const pages = Object.entries(folders).flatMap(([kind, kindFolder]) =>
    es[kindFolder].flatMap((page: { slug: string }) => {
      const match = (en[kindFolder] as { slug: string }[]).find((english) => english.slug === page.slug);
      return match ? [{ kind, file: `${folder}/${kindFolder}/${page.slug}.json`, en: match, es: page } as TranslationPair] : [];
    }),
  );
  return [
    ...pages,
    { kind: "home", file: `${folder}/home/home.json`, en: en.home, es: es.home },
    { kind: "blocks", file: `${folder}/blocks/blocks.json`, en: en.blocks, es: es.blocks },
  ];
}
