import { markKeyedClick } from "./attributes";

/** The islands' loader (islandScripts.ts): fetches the script its data-src names after load and the next idle moment, once the first screenful is painted. */
export default function loadIslands(script: HTMLScriptElement): void {
  const src = script.getAttribute("data-src") ?? "";
  // Until the islands script takes over (handOver.ts), a key's click on an island's button is marked here.
  const early = new AbortController();
  addEventListener("click", markKeyedClick, { capture: true, signal: early.signal });
  addEventListener("load", () => {
    const load = () => {
      const islands = document.createElement("script");
      islands.src = src;
      islands.async = false;
      islands.addEventListener("load", () => early.abort());
      document.body.appendChild(islands);
    };
    if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 1500 });
    else setTimeout(load, 200);
  });
}
