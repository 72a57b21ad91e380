import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { watchContentProblems } from "./src/lib/previewWatch";
import "./src/styles/global.css";

/**
 * Hydration as a transition: React then does it in slices of a few milliseconds, letting the
 * browser paint and answer taps in between, instead of one long task on a slow phone's main
 * thread. The page is complete HTML already, so nothing waits on it; a tap on the page during
 * hydration makes React finish at once and replay the tap.
 */
function hydrateInSlices(element: ReactElement, container: Element): void {
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby types this hook with the legacy ReactDOM.render signature; it calls it with
// (element, container) only and ignores the result. `gatsby develop` serves an empty page shell,
// with nothing to hydrate: there Gatsby's own renderer draws the page (no hook result), instead of
// a hydration error over every page of the preview.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  (process.env.NODE_ENV === "development" ? undefined : hydrateInSlices) as unknown as Renderer;

/** The preview (`gatsby develop`) shows the content check's message, or the site again, as soon as a file is saved. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.NODE_ENV === "development")
    watchContentProblems({ fetch: (url, init) => window.fetch(url, init), reload: () => window.location.reload() });
};
