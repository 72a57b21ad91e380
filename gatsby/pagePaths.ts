/**
 * Every page Gatsby writes lands at public/<path>/index.html and public/page-data/<path>/: a page
 * path is accepted only when it is a plain site path, which no `..` or `\` can lead out of public/,
 * whatever produced it, so no content or plugin mistake can write outside the site's folder.
 */
import type { Reporter } from "gatsby";

/** Segments of letters, digits, `-` and `_` (Gatsby's own `/404.html` included), between single slashes. */
const CLEAN_PAGE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\.html)?(?:\/[A-Za-z0-9_-]+(?:\.html)?)*\/?)?$/;

/** Stops the build for a page path that is not a plain site path; true when it did. */
export function pathRefused(reporter: Pick<Reporter, "panicOnBuild">, pagePath: string, source: string): boolean {
  if (CLEAN_PAGE_PATH.test(pagePath)) return false;
  const shown = JSON.stringify(pagePath).slice(1, -1);
  reporter.panicOnBuild(
    `page path "${shown}" is not a plain site path (letters, digits, - and _ between single slashes); refused the page from ${source}`,
  );
  return true;
}
