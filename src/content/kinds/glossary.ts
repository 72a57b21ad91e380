/** A translation's terms, which the content check holds that language's text to: content/<lang>/glossary/glossary.json. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import { usesTerm } from "../gate/terms";
import { placeOf } from "../gate/labels";
import { LINE, PARAGRAPH, TEXT_LIMITS, addProblem, line, listOf, paragraph } from "./fields";

/** One glossary entry: the term to write, the terms that mean the same and are not to be written, and why. */
const glossaryEntry = z.strictObject({
  use: line.describe(`The term to write, e.g. "maxilar superior". ${LINE}`),
  avoid: listOf("Term to avoid", line)
    .min(1, "must list at least one term to avoid")
    .describe(
      `Terms not to write for the same idea, each matched as whole words in any letter case, e.g. "mandíbula de arriba"; at least one, each at most ${TEXT_LIMITS.line} characters.`,
    ),
  allow: listOf("Allowed phrase", line)
    .optional()
    .describe(
      `Longer phrases that hold a term to avoid and are right as they are, such as a proper name, e.g. "Oficina de Derechos Civiles"; text inside them is not flagged. Optional; each at most ${TEXT_LIMITS.line} characters.`,
    ),
  note: paragraph.describe(
    `Why, in a sentence a maintainer understands, e.g. "La mandíbula es el hueso de abajo; el de arriba es el maxilar superior." ${PARAGRAPH}`,
  ),
});

const normalTerm = (term: string) => term.trim().replace(/\s+/g, " ").toLocaleLowerCase("es");

/** One term per idea in a language's text. */
export const glossarySchema = z.strictObject({
  entries: listOf("Entry", glossaryEntry)
    .min(1)
    .superRefine((entries, context) => {
      // Each term belongs to one entry, so the advice never tells a writer to use a term it also forbids.
      const owner = new Map<string, number>();
      entries.forEach((entry, e) =>
        [entry.use, ...entry.avoid].forEach((term, t) => {
          const key = normalTerm(term);
          const first = owner.get(key);
          if (first !== undefined)
            addProblem(
              context,
              `"${term}" is already listed in ${placeOf(["entries", first])}; a term belongs to one entry, as the term to use or as one to avoid`,
              [e, ...(t === 0 ? ["use"] : ["avoid", t - 1])],
            );
          else owner.set(key, e);
        }),
      );
      // A term to avoid that is part of the term to use would flag every correct use.
      entries.forEach((entry, e) =>
        entry.avoid.forEach((term, t) => {
          if (normalTerm(term) !== normalTerm(entry.use) && usesTerm(entry.use, term))
            addProblem(
              context,
              `"${term}" is part of the term to use "${entry.use}", so every correct use would be flagged; list the longer wrong phrase instead`,
              [e, "avoid", t],
            );
        }),
      );
    })
    .describe(
      "The glossary's entries, one idea each: the term to use, the terms to avoid and why. The content check names every file and field whose text uses a term to avoid. At least one.",
    ),
});

export type Glossary = z.infer<typeof glossarySchema>;

export const glossary = {
  schema: glossarySchema,
  translationOnly: true,
  es: { label: "Glosario (español)" },
} as const satisfies Declaration;
