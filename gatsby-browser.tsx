import type { GatsbyBrowser } from "gatsby";
import { watchContentProblems } from "./src/lib/previewWatch";
import "./src/styles/global.css";

/**
 * Gatsby's browser runtime runs only in the preview (`gatsby develop`): the built pages leave it out
 * and hydrate their islands alone (src/islands/). There it shows the content check's message, or the
 * site again, as soon as a file is saved.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.NODE_ENV === "development")
    watchContentProblems({ fetch: (url, init) => window.fetch(url, init), reload: () => window.location.reload() });
};
