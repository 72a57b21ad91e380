/**
 * Gatsby's runtime out of every built page, and the islands script (src/islands/browser.tsx) fetched
 * once the page has loaded. Gatsby 5 renders its scripts in a slice, out of reach of onPreRenderHTML,
 * so the built HTML is rewritten; a page with Gatsby's root but none of its known script markup stops the build.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { isPageFile, listHtmlFiles } from "../../hosting/pageFiles";
import { ISLAND_ATTRIBUTE } from "../../src/islands/Island";
import { inlineScript } from "./inlineScript";

/** Marks the loader, so a page kept from an earlier build is recognised. */
const LOADER_ATTRIBUTE = "data-deferred-scripts";

const HYDRATION_ROOT = 'id="___gatsby"';

/** The loader's text, the same on every page (it reads data-src), so one CSP hash allows it. */
export const LOADER_SCRIPT = inlineScript(path.resolve("src/islands/loader.inline.ts")).text;

/** Gatsby's inline scripts, which only its runtime reads: the page's path, the chunk map. */
const GATSBY_INLINE_IDS = new Set(["gatsby-script-loader", "gatsby-chunk-mapping"]);
const COMPILATION_HASH = /^\s*window\.___webpackCompilationHash=/;

const EMPTIED_SCRIPTS_SLICE = /<!-- slice-start id="(_gatsby-scripts-\d+)" -->\s*<!-- slice-end id="\1" -->/;

/** Rewrites one page: Gatsby's scripts go; on a page with islands the loader of `islandsSrc` takes the first one's place. */
export function islandScripts(html: string, islandsSrc: string, page = "a page"): string {
  if (/[\s"<>&]/.test(islandsSrc)) throw new Error(`islandScripts: the script address "${islandsSrc}" cannot go into the loader`);
  const found: { start: number; end: number }[] = [];
  let gatsbyScripts = 0;
  let open: { start: number; text: string; drop: boolean } | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "script") return;
      const external = Boolean(attributes.src) && "async" in attributes && !attributes.type;
      const loader = LOADER_ATTRIBUTE in attributes;
      if (external || loader) gatsbyScripts += 1;
      open = { start: parser.startIndex, text: "", drop: external || loader || GATSBY_INLINE_IDS.has(attributes.id ?? "") };
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (name !== "script" || !open) return;
      if (open.drop || COMPILATION_HASH.test(open.text)) found.push({ start: open.start, end: parser.endIndex + 1 });
      open = null;
    },
  });
  parser.write(html);
  parser.end();
  if (gatsbyScripts === 0) {
    if (html.includes(HYDRATION_ROOT) && !EMPTIED_SCRIPTS_SLICE.test(html))
      throw new Error(
        `islandScripts: ${page} has Gatsby's root (#___gatsby) but none of Gatsby's scripts as ` +
          '<script src="…" async>, so this step cannot tell what to take out. ' +
          "Gatsby's script markup has changed: update plugins/gatsby-plugin-site-postbuild/islandScripts.ts to match it.",
      );
    return html;
  }
  let out = html;
  for (const script of [...found].reverse()) out = out.slice(0, script.start) + out.slice(script.end);
  if (!html.includes(`${ISLAND_ATTRIBUTE}=`)) return out;
  // After load, and then after the next idle moment, so the first screenful has been painted.
  const loader = `<script ${LOADER_ATTRIBUTE} data-src="${islandsSrc}">${LOADER_SCRIPT}</script>`;
  const firstDropped = found.find(
    (script) =>
      html.slice(script.start, script.end).includes(" src=") || html.slice(script.start, script.end).includes(LOADER_ATTRIBUTE),
  );
  const removedBefore = found
    .filter((script) => firstDropped && script.start < firstDropped.start)
    .reduce((sum, script) => sum + script.end - script.start, 0);
  const at = (firstDropped?.start ?? out.length) - removedBefore;
  return out.slice(0, at) + loader + out.slice(at);
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
