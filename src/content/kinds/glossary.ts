/** A translation's terms, which the content check holds that language's text to: content/<lang>/glossary/glossary.json. */
import type { Declaration } from "../kinds";
import { glossarySchema } from "../gate/schemas/glossary";

export const glossary = {
  name: "glossary",
  schema: glossarySchema,
  file: "glossary.json",
  translationOnly: true,
  es: { label: "Glosario (español)" },
} as const satisfies Declaration;
