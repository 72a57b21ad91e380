/** Content advice, on content that passed `loadContent`: docs/content-rules.md ("Errors and advice") lists its rules. */
import { textStats } from "./readability";
import { cardSections } from "../../lib/sections";
import type { SiteContent } from "../kinds";
import { readingUnits, translationAdvice, translationPairs, type TranslationAdvice } from "./translationQuality";
import { glossaryAdvice, glossaryContradictions, type GlossaryAdvice } from "./glossary";
import { escortAdvice } from "./escort";
import { linkNameAdvice } from "./linkNames";
import { STRINGS } from "../../i18n/dictionary";
import { interfaceTexts, languageTexts, type AdviceItem, type FieldText } from "./pageText";
import { linksIn, oldLinkAdvice } from "./oldLinks";
import { parsePath, placeOf } from "../gate/labels";
import type { Settings } from "../kinds/settings";

/**
 * The limits, in one place so the manuals and the messages quote the same numbers: the Flesch-Kincaid grade of any
 * page; a service page's words (description + descriptionToBeParsed), card sections, items per section, alt characters.
 */
export const ADVICE_LIMITS = {
  maxGrade: 9,
  serviceWords: { min: 120, max: 250 },
  serviceSections: { min: 2, max: 4 },
  sectionItems: { min: 3, max: 6 },
  minAltLength: 10,
} as const;

/** The rules this file gives; the others are named in the files that give them. */
type OwnRule = "grade" | "length" | "sections" | "title" | "alt" | "price" | "contact" | "unlinked" | "address";
export type AdviceRule = OwnRule | TranslationAdvice["rule"] | GlossaryAdvice["rule"] | "escort" | "linkName" | "oldAddress";

export type Advice = AdviceItem<AdviceRule>;

/** Word count and reading grade of every page (each English page paired with itself), in the order services, about, legal, home, then each shared block. */
export const measurePages = (content: SiteContent) =>
  translationPairs(content, content, "content")
    .flatMap((pair) => readingUnits(pair, "en"))
    .map(({ file, counted, text }) => ({ file, words: textStats("en", counted).words, grade: textStats("en", text).grade }));

export function contentAdvice(content: SiteContent): Advice[] {
  const advice: Advice[] = [];
  const add = (file: string, rule: AdviceRule, message: string) => advice.push({ file, rule, message });
  const { maxGrade, serviceWords, serviceSections, sectionItems, minAltLength } = ADVICE_LIMITS;
  type Range = { min: number; max: number };
  const outside = (n: number, { min, max }: Range) => n < min || n > max;
  const aim = ({ min, max }: Range) => `aim for ${min}–${max}`;

  for (const { file, words, grade } of measurePages(content)) {
    if (grade > maxGrade)
      add(file, "grade", `reads at grade ${grade.toFixed(1)} (aim for ${maxGrade} or lower: shorter sentences, plainer words)`);
    if (file.startsWith("content/services/") && outside(words, serviceWords))
      add(file, "length", `description + descriptionToBeParsed has ${words} words (${aim(serviceWords)})`);
  }

  for (const page of content.services) {
    const file = `content/services/${page.slug}.json`;
    if (!page.title?.trim().endsWith("?"))
      add(file, "title", `title should be the question a patient asks, ending in "?" (it is "${page.title ?? ""}")`);
    const sections = cardSections(page);
    if (outside(sections.length, serviceSections))
      add(file, "sections", `has ${sections.length} card sections (${aim(serviceSections)})`);
    for (const { title, items } of sections)
      if (outside(items.length, sectionItems))
        add(file, "sections", `card section "${title}" has ${items.length} items (${aim(sectionItems)})`);
    const alt = page.imgAlt.trim().length;
    const describe = `describe the picture or video in at least ${minAltLength}`;
    if (alt < minAltLength) add(file, "alt", `${placeOf(["imgAlt"])} has ${alt} characters (${describe})`);
  }

  // A page no menu, sidebar, home card or other page links to can only be found by search.
  const { navigation, sidebar, home, services, about } = content;
  const linked = new Set(linksIn([navigation, sidebar, home, services, about]).map((link) => link.href));
  const { phoneDisplay, email } = content.settings;
  for (const [folder, page] of [
    ...services.map((page) => ["services", page] as const),
    ...about.map((page) => ["about", page] as const),
  ]) {
    const [text, file, address] = [JSON.stringify(page), `content/${folder}/${page.slug}.json`, `/${folder}/${page.slug}`];
    if (/\$\s?\d/.test(text)) add(file, "price", "names a price; prices are not published on the site");
    if (text.includes(phoneDisplay) || text.includes(email))
      add(file, "contact", "writes out the phone number or e-mail; use {phone}, {phoneTel} or {email} so they stay in settings");
    if (!linked.has(address))
      add(
        file,
        "unlinked",
        `no menu, sidebar, home card or other page links to ${address} (add it to content/sidebar/categories.json)`,
      );
  }

  const es = content.translations.es;
  return [
    ...advice,
    // Links to old addresses, in every language: the redirect works, but the link should name the page.
    ...oldLinkAdvice(content),
    // The Spanish pages, each against its English counterpart: length, paragraphs left in English,
    // reading ease by a Spanish formula (the English grade and word limits do not apply to them).
    ...translationAdvice(translationPairs(content, es)),
    ...glossaryAdvice(es.glossary, [...languageTexts("es", es), ...interfaceTexts(STRINGS.es, "src/i18n/es.ts")]),
    ...glossaryContradictions(es.glossary, "content/es/glossary/glossary.json"),
    ...(["en", "es"] as const).flatMap((lang) => {
      const [version, country] = lang === "en" ? [content, content.settings.address.country] : [es, es.settings.country];
      const texts = languageTexts(lang, version);
      return [
        ...escortAdvice(lang, texts),
        ...linkNameAdvice(lang, version),
        ...addressAdvice(content.settings.address, country, texts),
      ];
    }),
  ];
}

/**
 * A formatted text that writes out the practice's postal address as a block (the privacy pages' contact blocks) writes
 * it as the settings have it, with the country in the page's language (the translation's settings give it).
 */
function addressAdvice(address: Settings["address"], country: string, texts: readonly FieldText[]): Advice[] {
  const block = [
    [address.streetAddress, address.suite].filter(Boolean).join(" "),
    `${address.locality}, ${address.region} ${address.postalCode}`,
    country,
  ].join("\n");
  return texts
    .filter(({ field }) => field.endsWith("descriptionToBeParsed"))
    .filter(({ text }) => text.split("\n").some((line) => line.trim().startsWith(address.streetAddress)))
    .filter(({ text }) => !text.includes(block))
    .map(({ file, field }) => ({
      file,
      rule: "address",
      message: `${placeOf(parsePath(field))} writes the practice's address differently from the settings: write the lines "${block.split("\n").join('" / "')}"`,
    }));
}

export const formatAdvice = (item: Advice): string => `${item.file}: ${item.message}`;
