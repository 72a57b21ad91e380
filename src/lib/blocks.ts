/** The shared text blocks a service page names in its `blocks` ("costAndInsurance" is on every one); apart from the zod schema, which pages do not ship. */
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
