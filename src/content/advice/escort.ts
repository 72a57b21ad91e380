/**
 * The escort after sedation, which lasts for hours: a text that says who takes a sedated patient home says the whole
 * rule in the same words (headings only name the step), and a service page that mentions sedation says it somewhere.
 */
import type { Lang } from "../../i18n/languages";
import { parsePath, placeOf } from "../gate/labels";
import type { AdviceItem, FieldText } from "./pageText";

/** In each language: what names sedation and the escort in a text, and the words the whole rule is written in. */
export const ESCORT: Record<Lang, { sedation: RegExp; names: RegExp; rule: string }> = {
  en: {
    sedation: /\bsedation\b/i,
    names: /\b(?:drives?|takes?) you home\b|\bstays? with you\b/i,
    rule: "an adult to drive you home and stay with you for the rest of the day",
  },
  es: {
    sedation: /(?<![\p{L}])sedación(?![\p{L}])/iu,
    names: /\blleve a (?:su )?casa\b|\bse quede con usted\b|\balguien que maneje\b/i,
    rule: "un adulto lo lleve a su casa en carro y se quede con usted el resto del día",
  },
};

/** Fields that name a step rather than say it: headings, titles and labels. */
const HEADING = /(?:^|\.)(?:\w*[tT]itle\w*|heading|label)$/;

const oneLine = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

/** Advice for each text among `texts` that names the escort without the whole rule of `lang`. */
export function escortAdvice(lang: Lang, texts: readonly FieldText[]): AdviceItem<"escort">[] {
  const { sedation, names, rule } = ESCORT[lang];
  const statesRule = (text: string) => oneLine(text).includes(oneLine(rule));
  const shortened: AdviceItem<"escort">[] = texts
    .filter(({ field, text }) => !HEADING.test(field) && names.test(text) && !statesRule(text))
    .map(({ file, field }) => ({
      file,
      rule: "escort",
      message: `${placeOf(parsePath(field))} says who takes you home after sedation without the whole rule: write that you need "${rule}"`,
    }));
  const servicePages = [...new Set(texts.map(({ file }) => file).filter((file) => /\/services\/[^/]+\.json$/.test(file)))];
  const silent: AdviceItem<"escort">[] = servicePages
    .filter((file) => {
      const own = texts.filter((text) => text.file === file);
      return own.some(({ text }) => sedation.test(text)) && !own.some(({ text }) => statesRule(text));
    })
    .map((file) => ({
      file,
      rule: "escort",
      message: `mentions sedation but not who takes you home after it: say, where the page offers sedation, that you need "${rule}"`,
    }));
  return [...shortened, ...silent];
}
