/** The shared blocks the service pages place: content/blocks/blocks.json. */
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { blocksSchema, type Blocks } from "../gate/schemas/pages";

function checkFile({ data, richText }: FileCheck<Blocks>): void {
  for (const [name, block] of Object.entries(data)) richText(block?.descriptionToBeParsed, [name, "descriptionToBeParsed"]);
}

export const blocks = {
  name: "blocks",
  label: "Shared blocks",
  schema: blocksSchema,
  file: "blocks.json",
  check: checkFile,
  es: { label: "Bloques compartidos (español)" },
} as const satisfies Declaration;
