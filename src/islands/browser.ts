/** The page's first script (docs/islands.md): hydrates each island when its data block asks, fetching ISLANDS_MODULE only then. */
import { FROM_ATTRIBUTE, HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, type Hydrate } from "./attributes";
import { handOver } from "./handOver";

declare const ISLANDS_MODULE: string;

let islands: typeof import("./hydrate") | undefined;

/** One step per task, so none holds a slow phone's main thread for long; a step that fails is reported and the queue goes on. */
let queue: Promise<unknown> = Promise.resolve();
function enqueue(step: () => unknown): void {
  queue = queue
    .then(() => new Promise((done) => setTimeout(() => done(step()), 0)))
    .catch((error: unknown) => reportError(error));
}

/** Queues `step` behind the islands' module, fetched and run once. */
function whenLoaded(step: () => void): void {
  enqueue(async () => (islands ??= await import(ISLANDS_MODULE)));
  enqueue(step);
}

for (const block of Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_ATTRIBUTE}]`))) {
  const element = block.previousElementSibling;
  const from = block.getAttribute(FROM_ATTRIBUTE);
  if (!element || (from && new Date() < new Date(`${from}T00:00`))) continue;
  const when = (block.getAttribute(HYDRATE_ATTRIBUTE) as Hydrate | null) ?? "load";
  // A click on one of the header's closed menus is held for the drawer's button.
  const header = { held: "details:not([open]) > summary", replay: '[aria-haspopup="dialog"]' };
  handOver(element, whenLoaded, () => islands?.hydrate(block), when === "intent" ? { when, ...header } : { when });
}
