/**
 * The plain text of a page's parts, shared by the content advice (rules.ts) and the translation
 * checks (translationQuality.ts), and the shape of one piece of advice both print.
 */
import { parseRichText, richTextToPlain } from "../gate/richText";
import { cardSections } from "../../lib/sections";
import type { AboutContent } from "../kinds/about";
import type { ServiceContent } from "../kinds/services";

/** One piece of advice about one file, e.g. `content/services/<slug>.json`, under a named rule. */
export interface AdviceItem<Rule extends string> {
  file: string;
  rule: Rule;
  message: string;
}

/** Formatted text as plain text ("" when there is none). */
export const plain = (html: string | undefined): string => (html ? richTextToPlain(parseRichText(html).nodes) : "");

/** Every title and text of a page's card sections, in order. */
export function cardText(page: ServiceContent | AboutContent): string[] {
  return cardSections(page).flatMap((section) => [
    section.title,
    ...section.items.flatMap((item) => [item.title, item.description]),
  ]);
}
