/** The shared blocks the service pages place: content/blocks/blocks.json. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { withMeta } from "../gate/labels";
import { formattedPassage } from "./pageFields";

/** A block of text written once and shown on many pages. */
const sharedBlock = withMeta(formattedPassage("block", "Tell us before treatment"), { typeName: "SharedBlock" });
const blocksSchema = z.strictObject({
  whenToCall: sharedBlock.describe(
    'When to call us after treatment, and when to go to the emergency room; shown on the service pages whose blocks list "whenToCall".',
  ),
  beforeTreatment: sharedBlock.describe(
    'The health matters to tell us before treatment; shown on the service pages whose blocks list "beforeTreatment".',
  ),
  costAndInsurance: sharedBlock.describe("How cost and insurance work here; shown on every service page."),
});

export type Blocks = z.infer<typeof blocksSchema>;

function checkFile({ data, richText }: FileCheck<Blocks>): void {
  for (const [name, block] of Object.entries(data)) richText(block?.descriptionToBeParsed, [name, "descriptionToBeParsed"]);
}

export const blocks = {
  label: "Shared blocks",
  schema: blocksSchema,
  check: checkFile,
  es: { label: "Bloques compartidos (español)" },
} as const satisfies Declaration;
