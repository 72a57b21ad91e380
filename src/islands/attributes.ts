/** The marks an island's data block carries, read by the page's first script (browser.ts) without the components. */

/** Names the island (the component the block's element is hydrated with). */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * When the island is hydrated: "load" once the page has loaded; "intent" when a visitor is about to use
 * it (handOver.ts); "visible" when it comes within a screen's height of the screen, so a visitor who
 * never scrolls to it spends no time on it.
 */
export const HYDRATE_ATTRIBUTE = "data-hydrate";
export type Hydrate = "load" | "intent" | "visible";

/** A date (YYYY-MM-DD, the visitor's own calendar) before which the HTML already shows what the island would. */
export const FROM_ATTRIBUTE = "data-from";

/** Marks an island's no-script control and the hydrated one that replaces it: a click on the first before the swap is given to the second (handOver.ts). */
export const HAND_OVER_ATTRIBUTE = "data-hand-over";

/** Whether a click is a plain one: a click with another button or a modifier key opens a new tab or window, and is the link's own. */
export const isPlainClick = ({ button, ctrlKey, metaKey, shiftKey, altKey }: MouseEvent | React.MouseEvent): boolean =>
  button === 0 && !(ctrlKey || metaKey || shiftKey || altKey);
