/** The page's first script (docs/islands.md): hydrates each island when its data block asks, fetching ISLANDS_MODULE only then. */
import { handOverHeader } from "../components/Header/handOver";
import { FROM_ATTRIBUTE, HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, type Hydrate } from "./attributes";

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

const hydrateLater = (block: HTMLScriptElement) => whenLoaded(() => islands?.hydrate(block));

const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearScreen.unobserve(entry.target);
      hydrateLater(entry.target.nextElementSibling as HTMLScriptElement);
    }
  },
  { rootMargin: "100% 0px" },
);

for (const block of Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${ISLAND_ATTRIBUTE}]`))) {
  const element = block.previousElementSibling;
  const from = block.getAttribute(FROM_ATTRIBUTE);
  if (!element || (from && new Date() < new Date(`${from}T00:00`))) continue;
  const when = block.getAttribute(HYDRATE_ATTRIBUTE) as Hydrate | null;
  if (when === "intent") handOverHeader(element, whenLoaded, () => islands?.hydrate(block));
  else if (when === "visible") nearScreen.observe(element);
  else hydrateLater(block);
}
