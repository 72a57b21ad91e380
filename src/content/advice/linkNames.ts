/**
 * A link to a page of this site says which page it opens: its text is one of the names the site gives that page in the
 * link's language (main title, heading, name in a sentence, menu and sidebar labels), a part of one ("crown" for
 * "Dental Crowns"), or a phrase that holds one whole ("Take our office tour"). Words compare without case, accents,
 * small words and what is in parentheses, a plural or an -ing form as its stem.
 */
import { englishPath, type Lang } from "../../i18n/languages";
import { linksOf, parseRichText } from "../gate/richText";
import { placeOf } from "../gate/labels";
import { fieldOf, languageFiles, strings, type AdviceItem, type LanguageVersion as Version } from "./pageText";
import { PAGE_KINDS } from "../kinds";

/** Words that say nothing about which page a link opens, in English and in Spanish. */
const SMALL_WORDS = new Set([
  ..."a an the and or of to for with in on at our your".split(" "),
  ..."el la los las un una de del y o u e al con en por para su sus nuestro nuestra nuestros nuestras que".split(" "),
]);

/** A name or a link's text as the words that count. */
const nameWords = (text: string): string[] =>
  text
    .replace(/\([^)]*\)/g, " ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && !SMALL_WORDS.has(word));

/** A word and its stems: without a plural or an -ing ending. */
const forms = (word: string) => [
  word,
  ...["s", "es", "ing"].filter((end) => word.endsWith(end)).map((end) => word.slice(0, -end.length)),
];
const sameWord = (a: string, b: string) => forms(a).some((form) => forms(b).includes(form));
const within = (part: string[], whole: string[]) => part.every((word) => whole.some((other) => sameWord(word, other)));

export const namesPage = (text: string, names: readonly string[]): boolean =>
  names.some((name) => within(nameWords(text), nameWords(name)) || within(nameWords(name), nameWords(text)));

/** Every page's names in one language, by its English path. */
function pageNames(version: Version): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const add = (href: string | null | undefined, name: string | null | undefined) => {
    if (!href || !name) return;
    const path = englishPath(href);
    names.set(path, [...(names.get(path) ?? []), name]);
  };
  type Named = { slug: string; mainTitleText: string; title?: string | null; nameInSentence?: string | null };
  for (const { folder, pages } of PAGE_KINDS)
    for (const page of version[folder] as readonly Named[])
      for (const name of [page.mainTitleText, page.title, page.nameInSentence]) add(pages.urlPrefix + page.slug, name);
  for (const item of version.navigation.items) {
    add(item.href, item.label);
    for (const group of item.groups ?? []) for (const link of group.links) add(link.href, link.label);
  }
  for (const category of version.sidebar.categories) for (const link of category.links) add(link.path, link.label);
  return names;
}

/** Advice for each link of one language's files whose text is not a name of the page it opens. */
export function linkNameAdvice(lang: Lang, version: Version): AdviceItem<"linkName">[] {
  const names = pageNames(version);
  return languageFiles(lang, version).flatMap(({ file, data }) =>
    strings(data)
      .filter(({ at }) => fieldOf(at) === "descriptionToBeParsed")
      .flatMap(({ at, text: html }) =>
        linksOf(parseRichText(html).nodes).flatMap(({ href, text }) => {
          const pageNamesOf = href.startsWith("/") ? names.get(englishPath(href.split(/[?#]/)[0])) : undefined;
          if (!pageNamesOf || namesPage(text, pageNamesOf)) return [];
          const its = [...new Set(pageNamesOf)].map((name) => `"${name}"`).join(", ");
          const message = `${placeOf(at)} links to ${href} with the text "${text}", which is not a name of that page: write one of its names (${its}), a part of one, or a phrase that holds one`;
          return [{ file, rule: "linkName" as const, message }];
        }),
      ),
  );
}
