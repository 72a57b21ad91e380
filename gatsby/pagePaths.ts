/**
 * Every page Gatsby writes lands at public/<path>/index.html and public/page-data/<path>/: a page
 * path is accepted only when it is a plain site path that stays inside public/, whatever
 * produced it, so no content or plugin mistake can write outside the site's folder.
 */
import path from "node:path";
import type { Reporter } from "gatsby";

/** Segments of letters, digits, `-` and `_` (Gatsby's own `/404.html` included), between single slashes. */
const CLEAN_PAGE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\.html)?(?:\/[A-Za-z0-9_-]+(?:\.html)?)*\/?)?$/;

/** What is wrong with a page path, or undefined when Gatsby may write it. */
export function pagePathProblem(publicDir: string, pagePath: string): string | undefined {
  if (!CLEAN_PAGE_PATH.test(pagePath))
    return `page path "${JSON.stringify(pagePath).slice(1, -1)}" is not a plain site path (letters, digits, - and _ between single slashes)`;
  for (const folder of [publicDir, path.join(publicDir, "page-data")]) {
    const target = path.resolve(folder, `.${pagePath}`);
    if (target !== folder && !target.startsWith(`${folder}${path.sep}`))
      return `page path "${pagePath}" would be written outside ${path.basename(publicDir)}/`;
  }
  return undefined;
}

/** Stops the build for a page path that is not a plain site path inside public/; true when it did. */
export function pathRefused(reporter: Pick<Reporter, "panicOnBuild">, pagePath: string, source: string): boolean {
  const problem = pagePathProblem(path.resolve("public"), pagePath);
  if (problem) reporter.panicOnBuild(`${problem}; refused the page from ${source}`);
  return problem !== undefined;
}
