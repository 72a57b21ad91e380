import type { GatsbyNode, Reporter } from "gatsby";

/**
 * Segments of letters, digits, `-` and `_` (Gatsby's own `/404.html` included) between single
 * slashes: no `..` or `\` can lead such a page path out of public/, whatever produced it.
 */
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

/** Pages from src/pages and plugins get the same check as createPages' (Gatsby does not call this for those). */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, reporter }) => {
  pathRefused(reporter, page.path, page.component);
};
