/**
 * The shared text blocks of content/blocks/blocks.json. A service page places "whenToCall" and
 * "beforeTreatment" by naming them in its `blocks`; "costAndInsurance" is on every service page.
 * Kept apart from the zod schema so the page templates can use it without shipping zod.
 */
export const PLACEABLE_BLOCKS = ["whenToCall", "beforeTreatment"] as const;
export type PlaceableBlock = (typeof PLACEABLE_BLOCKS)[number];
export type BlockName = PlaceableBlock | "costAndInsurance";

/** Each block's anchor on the page (`/services/sinuslift#when-to-call`). */
export const BLOCK_IDS: Record<BlockName, string> = {
  whenToCall: "when-to-call",
  beforeTreatment: "before-treatment",
  costAndInsurance: "cost-and-insurance",
};

export function isPlaceableBlock(name: string): name is PlaceableBlock {
  return (PLACEABLE_BLOCKS as readonly string[]).includes(name);
}
