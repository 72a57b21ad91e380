/**
 * The escort after sedation. Oral or IV sedation lasts for hours, so every text that says who takes
 * a sedated patient home says the whole rule in the same words: an adult drives you home and stays
 * with you for the rest of the day. A text that names the escort in other words ("someone drives you
 * home", "stays with you for a while") is advice naming the file and the field. Headings and titles
 * only name the step, so they are left out.
 */
import type { Lang } from "../../i18n/languages";
import type { SiteContent } from "../kinds";
import { parsePath, placeOf } from "../gate/labels";
import { languageTexts, type GlossaryText } from "./glossary";
import type { AdviceItem } from "./pageText";

/** In each language: what names the escort in a text, and the words the whole rule is written in. */
export const ESCORT: Record<Lang, { names: RegExp; rule: string }> = {
  en: {
    names: /\b(?:drives?|takes?) you home\b|\bstays? with you\b/i,
    rule: "an adult to drive you home and stay with you for the rest of the day",
  },
  es: {
    names: /\blleve a (?:su )?casa\b|\bse quede con usted\b|\balguien que maneje\b/i,
    rule: "un adulto lo lleve a su casa en carro y se quede con usted el resto del día",
  },
};

/** Fields that name a step rather than say it: headings, titles and labels. */
const HEADING = /(?:^|\.)(?:\w*[tT]itle\w*|heading|label)$/;

const oneLine = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

/** Advice for each text among `texts` that names the escort without the whole rule of `lang`. */
export function escortAdviceIn(lang: Lang, texts: readonly GlossaryText[]): AdviceItem<"escort">[] {
  const { names, rule } = ESCORT[lang];
  return texts
    .filter(({ field, text }) => !HEADING.test(field) && names.test(text) && !oneLine(text).includes(oneLine(rule)))
    .map(({ file, field }) => ({
      file,
      rule: "escort",
      message: `${placeOf(parsePath(field))} says who takes you home after sedation without the whole rule: write that you need "${rule}"`,
    }));
}

/** The escort advice for every language's content. */
export const escortAdvice = (content: SiteContent): AdviceItem<"escort">[] => [
  ...escortAdviceIn("en", languageTexts("en", content)),
  ...escortAdviceIn("es", languageTexts("es", content.translations.es)),
];
