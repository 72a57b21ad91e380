/** Every text of a language (its content files and the components' fixed words) held to its glossary (docs/content-rules.md). */
import { termPattern, usesTerm } from "../gate/terms";
import { parsePath, placeOf } from "../gate/labels";
import type { AdviceItem, FieldText } from "./pageText";
import type { Glossary } from "../kinds/glossary";

export type GlossaryAdvice = AdviceItem<"glossary" | "twoWays" | "glossaryContradiction">;

/** A phrase with the parts one entry allows (its proper names and right uses) blanked out. */
const withoutAllowed = (entry: Glossary["entries"][number], phrase: string) =>
  (entry.allow ?? []).reduce((rest, allowed) => rest.replace(termPattern(allowed), " "), phrase);

export function glossaryAdvice(glossary: Glossary, texts: readonly FieldText[]): GlossaryAdvice[] {
  const advice: GlossaryAdvice[] = [];
  for (const entry of glossary.entries) {
    const preferred = texts.filter(({ text }) => usesTerm(text, entry.use)).map(({ file }) => file);
    for (const { file, field, text: written } of texts) {
      const text = withoutAllowed(entry, written);
      for (const avoided of entry.avoid) {
        const wording = text.match(termPattern(avoided))?.[0];
        if (wording === undefined) continue;
        // A content file's field as the editor labels it; the components' strings by their key.
        const place = file.startsWith("content/") ? placeOf(parsePath(field)) : field;
        const [first, ...more] = new Set(preferred.filter((other) => other !== file));
        const others = more.length
          ? `${first} and ${more.length} more file${more.length > 1 ? "s" : ""} write`
          : `${first} writes`;
        const message =
          first !== undefined
            ? `${place} writes "${wording}" while ${others} "${entry.use}" for the same idea: write "${entry.use}" (glossary: ${entry.note})`
            : `${place} writes "${wording}", which the glossary says to avoid: write "${entry.use}" (${entry.note})`;
        advice.push({ file, rule: first !== undefined ? "twoWays" : "glossary", message });
      }
    }
  }
  return advice;
}

/**
 * Where the glossary contradicts itself: a phrase one entry asks for (its term to use, or a phrase it allows) holds a
 * term another entry says to avoid. Advice on the glossary file, naming both entries.
 */
export const glossaryContradictions = (glossary: Glossary, file: string): GlossaryAdvice[] =>
  glossary.entries.flatMap((entry, e) =>
    [entry.use, ...(entry.allow ?? [])].flatMap((asked) =>
      glossary.entries.flatMap((other, o) => {
        const avoided = o === e ? undefined : other.avoid.find((term) => usesTerm(withoutAllowed(other, asked), term));
        const message = `${placeOf(["entries", e])} asks for "${asked}", which holds "${avoided}", a term ${placeOf(["entries", o])} says to avoid (use "${other.use}"): make the two entries agree`;
        return avoided === undefined ? [] : [{ file, rule: "glossaryContradiction" as const, message }];
      }),
    ),
  );
