/**
 * Gatsby's runtime out of every built page, and the islands script (src/islands/browser.ts) fetched
 * once the page has loaded. Gatsby 5 renders its scripts in a slice, out of reach of onPreRenderHTML,
 * so the built HTML is rewritten; a page with Gatsby's root but none of its known script markup stops the build.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { rawText, walkElements } from "../../hosting/html";
import { isPageFile, listHtmlFiles } from "../../hosting/pageFiles";
import { ISLAND_ATTRIBUTE } from "../../src/islands/attributes";
import { inlineScript } from "./inlineScript";

/** Marks the loader, so a page kept from an earlier build is recognised. */
const LOADER_ATTRIBUTE = "data-deferred-scripts";

/** The loader's text, the same on every page (it reads data-src), so one CSP hash allows it. */
export const LOADER_SCRIPT = inlineScript(path.resolve("src/islands/loader.inline.ts")).text;

/** Gatsby's inline scripts, which only its runtime reads: the page's path, the chunk map. */
const GATSBY_INLINE_IDS = new Set(["gatsby-script-loader", "gatsby-chunk-mapping"]);
const COMPILATION_HASH = /^\s*window\.___webpackCompilationHash=/;

const EMPTIED_SCRIPTS_SLICE = /<!-- slice-start id="(_gatsby-scripts-\d+)" -->\s*<!-- slice-end id="\1" -->/;

/** Rewrites one page: Gatsby's scripts go; on a page with islands the loader of `islandsSrc` takes the first one's place. */
export function islandScripts(html: string, islandsSrc: string, page = "a page"): string {
  if (/[\s"<>&]/.test(islandsSrc)) throw new Error(`islandScripts: the script address "${islandsSrc}" cannot go into the loader`);
  // Gatsby's scripts and their data; `runtime` for its <script src=… async> and an earlier build's loader.
  const found: { start: number; end: number; runtime: boolean }[] = [];
  walkElements(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children, (element) => {
    const { name, attribs, startIndex, endIndex } = element;
    if (name !== "script" || startIndex === null || endIndex === null) return;
    const runtime = (Boolean(attribs.src) && "async" in attribs && !attribs.type) || LOADER_ATTRIBUTE in attribs;
    if (runtime || GATSBY_INLINE_IDS.has(attribs.id ?? "") || COMPILATION_HASH.test(rawText(element)))
      found.push({ start: startIndex, end: endIndex + 1, runtime });
  });
  const first = found.find((script) => script.runtime);
  if (!first) {
    if (html.includes('id="___gatsby"') && !EMPTIED_SCRIPTS_SLICE.test(html))
      throw new Error(
        `islandScripts: ${page} has Gatsby's root (#___gatsby) but none of Gatsby's scripts as ` +
          '<script src="…" async>, so this step cannot tell what to take out. ' +
          "Gatsby's script markup has changed: update plugins/gatsby-plugin-site-postbuild/islandScripts.ts to match it.",
      );
    return html;
  }
  const loader = html.includes(`${ISLAND_ATTRIBUTE}=`)
    ? `<script ${LOADER_ATTRIBUTE} data-src="${islandsSrc}">${LOADER_SCRIPT}</script>`
    : "";
  let out = "";
  let from = 0;
  for (const script of found) {
    out += html.slice(from, script.start) + (script === first ? loader : "");
    from = script.end;
  }
  return out + html.slice(from);
}

/** Rewrites every page under `publicDir`; returns how many pages load the islands script. */
export function islandScriptsInFolder(publicDir: string, islandsSrc: string): number {
  let count = 0;
  // Gatsby stitches its slices into pages again on later builds: they keep Gatsby's markup.
  for (const relative of listHtmlFiles(publicDir).filter(isPageFile)) {
    const file = path.join(publicDir, relative);
    const html = fs.readFileSync(file, "utf8");
    const rewritten = islandScripts(html, islandsSrc, relative);
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
    if (rewritten.includes(`<script ${LOADER_ATTRIBUTE}`)) count += 1;
  }
  return count;
}
