/**
 * The islands' loader, the one inline script of every page with an island (the post-build step puts
 * it where Gatsby's scripts were): fetches the islands script named by its data-src once the page has
 * loaded and then after the browser's next idle moment, so the first screenful has been painted.
 */
export default function loadIslands(script: HTMLScriptElement): void {
  const src = script.getAttribute("data-src") ?? "";
  addEventListener("load", () => {
    const load = () => {
      const islands = document.createElement("script");
      islands.src = src;
      islands.async = false;
      document.body.appendChild(islands);
    };
    if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 1500 });
    else setTimeout(load, 200);
  });
}
