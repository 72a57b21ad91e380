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

/**
 * Marks a `<button type="button">` clicked by a key before its island hydrated. A pointer's click leaves the
 * button focused for the hydrated island to read; a key's (Enter, Space) leaves nothing, so it is marked and
 * given to the hydrated button (handOver.ts). A second such click takes the mark off, as it would close what the first opened.
 */
export const KEYED_ATTRIBUTE = "data-keyed";

export function markKeyedClick(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if ((event as MouseEvent).detail === 0 && button) button.toggleAttribute(KEYED_ATTRIBUTE);
}

/** Whether a click is a plain one: a click with another button or a modifier key opens a new tab or window, and is the link's own. */
export const isPlainClick = ({ button, ctrlKey, metaKey, shiftKey, altKey }: MouseEvent | React.MouseEvent): boolean =>
  button === 0 && !(ctrlKey || metaKey || shiftKey || altKey);
