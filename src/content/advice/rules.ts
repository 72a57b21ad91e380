/**
 * Content advice: the rules a page should meet to read well (length, card sections, reading
 * grade, alt text, links to it; for a Spanish page its length against the English, paragraphs
 * left in English and its Spanish reading ease), measured on content that already passed `loadContent`.
 * Errors (a page that would be broken or unsafe) stop the build in ../gate/load.ts; advice is printed
 * by `npm run check:content` and the build with the file and the number, and
 * `npm run check:content -- --strict` (part of `npm test`) fails on it. No content rule lives
 * only in a test.
 */
import { internalLinks, parseRichText } from "../gate/richText";
import { countWords, fleschKincaidGrade } from "./readability";
import { cardSections } from "../../lib/sections";
import type { SiteContent } from "../kinds";
import type { AboutContent } from "../kinds/about";
import type { ServiceContent } from "../kinds/services";
import { translationAdvice, translationPairs } from "./translationQuality";
import { glossaryAdvice, glossaryContradictions, interfaceTexts, languageTexts, type GlossaryText } from "./glossary";
import { escortAdvice } from "./escort";
import { linkNameAdvice } from "./linkNames";
import { STRINGS } from "../../i18n/dictionary";
import { cardText, plain, type AdviceItem } from "./pageText";
import { oldLinkAdvice } from "./oldLinks";
import { parsePath, placeOf } from "../gate/labels";
import type { Settings } from "../kinds/settings";

/** The limits, in one place so the manuals and the messages quote the same numbers. */
export const ADVICE_LIMITS = {
  /** Flesch-Kincaid grade of any page's text. */
  maxGrade: 9,
  /** Words of a service page's description + descriptionToBeParsed. */
  serviceWords: { min: 120, max: 250 },
  /** Card sections of a service page, and items in each. */
  serviceSections: { min: 2, max: 4 },
  sectionItems: { min: 3, max: 6 },
  /** Characters of a service page's imgAlt. */
  minAltLength: 10,
} as const;

export type AdviceRule =
  | "grade"
  | "length"
  | "sections"
  | "title"
  | "alt"
  | "price"
  | "contact"
  | "unlinked"
  // A Spanish page against its English counterpart (./translationQuality.ts).
  | "translationLength"
  | "untranslated"
  | "gradeEs"
  // A Spanish text against the Spanish glossary, and the glossary against itself (./glossary.ts).
  | "glossary"
  | "twoWays"
  | "glossaryContradiction"
  // Every language: the escort after sedation (./escort.ts), a link's text (./linkNames.ts), the address.
  | "escort"
  | "linkName"
  | "address"
  // A link to an address that only redirects now (./oldLinks.ts).
  | "oldAddress";

export type Advice = AdviceItem<AdviceRule>;

export interface PageMeasure {
  file: string;
  /** Words counted toward the length limit (a service or about page's description + formatted text; all text elsewhere). */
  words: number;
  /** Flesch-Kincaid grade of all the page's reading text. */
  grade: number;
}

const pageFile = (folder: string, slug: string) => `content/${folder}/${slug}.json`;

/** A service or about page's main text: its description and formatted text, as plain text. */
const body = (page: ServiceContent | AboutContent) => [page.description, plain(page.descriptionToBeParsed)].join("\n");

/** Word count and reading grade of every page, in the order services, about, legal, home, then each shared block. */
export function measurePages(content: SiteContent): PageMeasure[] {
  const measure = (file: string, counted: string, all: string[]): PageMeasure => ({
    file,
    words: countWords(counted),
    grade: fleschKincaidGrade([counted, ...all].join("\n")),
  });
  return [
    ...content.services.map((page) => measure(pageFile("services", page.slug), body(page), cardText(page))),
    ...content.about.map((page) =>
      measure(pageFile("about", page.slug), body(page), [page.parkingNote ?? "", ...cardText(page)]),
    ),
    ...content.legal.map((page) =>
      measure(
        pageFile("legal", page.slug),
        [page.notice ?? "", page.intro, ...page.sections.flatMap((s) => [s.heading, plain(s.descriptionToBeParsed)])].join("\n"),
        [],
      ),
    ),
    measure(
      "content/home/home.json",
      [
        content.home.intro,
        content.home.serviceGroupsTitle,
        ...content.home.serviceGroups.flatMap((g) => [g.title, g.description]),
      ].join("\n"),
      [],
    ),
    // The shared blocks appear on many pages, so each is held to the bar on its own.
    ...Object.entries(content.blocks).map(([name, block]) =>
      measure(`content/blocks/blocks.json: ${name}`, [block.heading, plain(block.descriptionToBeParsed)].join("\n"), []),
    ),
  ];
}

/** Every piece of advice for validated content. */
export function contentAdvice(content: SiteContent): Advice[] {
  const advice: Advice[] = [];
  const { maxGrade, serviceWords, serviceSections, sectionItems, minAltLength } = ADVICE_LIMITS;

  const measures = measurePages(content);
  for (const { file, words, grade } of measures) {
    if (grade > maxGrade)
      advice.push({
        file,
        rule: "grade",
        message: `reads at grade ${grade.toFixed(1)} (aim for ${maxGrade} or lower: shorter sentences, plainer words)`,
      });
    if (file.startsWith("content/services/") && (words < serviceWords.min || words > serviceWords.max))
      advice.push({
        file,
        rule: "length",
        message: `description + descriptionToBeParsed has ${words} words (aim for ${serviceWords.min}–${serviceWords.max})`,
      });
  }

  const { phoneDisplay, email } = content.settings;
  for (const page of content.services) {
    const file = pageFile("services", page.slug);
    if (!page.title?.trim().endsWith("?"))
      advice.push({
        file,
        rule: "title",
        message: `title should be the question a patient asks, ending in "?" (it is "${page.title ?? ""}")`,
      });
    const sections = cardSections(page);
    if (sections.length < serviceSections.min || sections.length > serviceSections.max)
      advice.push({
        file,
        rule: "sections",
        message: `has ${sections.length} card sections (aim for ${serviceSections.min}–${serviceSections.max})`,
      });
    sections.forEach((section) => {
      if (section.items.length < sectionItems.min || section.items.length > sectionItems.max)
        advice.push({
          file,
          rule: "sections",
          message: `card section "${section.title}" has ${section.items.length} items (aim for ${sectionItems.min}–${sectionItems.max})`,
        });
    });
    if (page.imgAlt.trim().length < minAltLength)
      advice.push({
        file,
        rule: "alt",
        message: `${placeOf(["imgAlt"])} has ${page.imgAlt.trim().length} characters (describe the picture or video in at least ${minAltLength})`,
      });
  }

  for (const [folder, pages] of [
    ["services", content.services],
    ["about", content.about],
  ] as const) {
    for (const page of pages) {
      const text = JSON.stringify(page);
      const file = pageFile(folder, page.slug);
      if (/\$\s?\d/.test(text))
        advice.push({ file, rule: "price", message: "names a price; prices are not published on the site" });
      if (text.includes(phoneDisplay) || text.includes(email))
        advice.push({
          file,
          rule: "contact",
          message: "writes out the phone number or e-mail; use {phone}, {phoneTel} or {email} so they stay in settings",
        });
    }
  }

  // A page no menu, sidebar, home card or other page links to can only be found by search.
  const linked = new Set<string>([
    ...content.navigation.items.flatMap((item) => [
      item.href ?? "",
      ...(item.groups ?? []).flatMap((g) => g.links.map((l) => l.href)),
    ]),
    ...content.sidebar.categories.flatMap((c) => c.links.map((l) => l.path)),
    ...content.home.serviceGroups.map((g) => g.href),
    ...[...content.services, ...content.about].flatMap((page) =>
      [page.descriptionToBeParsed, "additionalContent" in page ? page.additionalContent?.descriptionToBeParsed : undefined]
        .filter((html): html is string => Boolean(html))
        .flatMap((html) => internalLinks(parseRichText(html).nodes)),
    ),
  ]);
  for (const [folder, prefix, pages] of [
    ["services", "/services/", content.services],
    ["about", "/about/", content.about],
  ] as const) {
    for (const page of pages)
      if (!linked.has(`${prefix}${page.slug}`))
        advice.push({
          file: pageFile(folder, page.slug),
          rule: "unlinked",
          message: `no menu, sidebar, home card or other page links to ${prefix}${page.slug} (add it to content/sidebar/categories.json)`,
        });
  }

  // Links to old addresses, in every language: the redirect works, but the link should name the page.
  advice.push(...oldLinkAdvice(content));

  // The Spanish pages, each against its English counterpart: length, paragraphs left in English,
  // reading ease by a Spanish formula (the English grade and word limits do not apply to them).
  advice.push(...translationAdvice(translationPairs(content, content.translations.es)));
  // Every Spanish text, the components' fixed words included, against the Spanish glossary.
  const es = content.translations.es;
  advice.push(...glossaryAdvice(es.glossary, [...languageTexts("es", es), ...interfaceTexts(STRINGS.es, "src/i18n/es.ts")]));
  advice.push(...glossaryContradictions(es.glossary, "content/es/glossary/glossary.json"));

  advice.push(...escortAdvice(content));
  advice.push(...linkNameAdvice(content));
  advice.push(
    ...addressAdvice(content.settings.address, content.settings.address.country, languageTexts("en", content)),
    ...addressAdvice(content.settings.address, es.settings.country, languageTexts("es", es)),
  );
  return advice;
}

/**
 * A formatted text that writes out the practice's postal address as a block, one line under another
 * (the privacy pages' contact blocks), writes it as the settings have it, with the country in the page's
 * language (the translation's settings give it).
 */
function addressAdvice(address: Settings["address"], country: string, texts: readonly GlossaryText[]): Advice[] {
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
