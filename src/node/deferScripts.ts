/**
 * Every page is complete HTML that works without scripts (its menus included), so Gatsby's
 * scripts are fetched once the page has loaded instead of competing with its first paint on a
 * slow phone. Gatsby 5 renders them through its internal scripts slice, out of reach of
 * onPreRenderHTML, so the built HTML is rewritten after the build.
 *
 * That rewrite depends on Gatsby's markup (`<script src=… async>` in the page). A page that Gatsby
 * hydrates (it has the `#___gatsby` root) and where no such script is found would silently never
 * become interactive, so it stops the build instead.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { isPageFile, listHtmlFiles } from "../../hosting/pageFiles";

/** Marks the loader, so a page kept from an earlier build is recognised as done. */
export const LOADER_ATTRIBUTE = "data-deferred-scripts";

/** The root element Gatsby hydrates: its presence means the page expects Gatsby's scripts. */
const HYDRATION_ROOT = 'id="___gatsby"';

/**
 * The loader's text is the same on every page (it reads its page's script list from its data-src
 * attribute), so one Content-Security-Policy hash allows it site-wide.
 */
export const LOADER_SCRIPT =
  '(function(s){addEventListener("load",function(){var r=function(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})};window.requestIdleCallback?requestIdleCallback(r,{timeout:1500}):setTimeout(r,200)})})(document.currentScript.getAttribute("data-src").split(" "))';

/** Gatsby's one per-page inline script, which names the page: `window.pagePath="/services/veneers";`. */
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/** The same assignment with the same text on every page: the path travels in an attribute. */
export const PAGE_PATH_FROM_ATTRIBUTE = 'window.pagePath=document.currentScript.getAttribute("data-page-path")';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Gatsby names each page in an inline script of its own (`window.pagePath="…"`), which would need a
 * Content-Security-Policy hash per page: too many for a static host's header rules. The path moves
 * into a data attribute read by one constant script.
 */
export function pagePathFromAttribute(html: string, page = "a page"): string {
  if (html.includes(`${PAGE_PATH_FROM_ATTRIBUTE}<`)) return html;
  const match = PAGE_PATH_SCRIPT.exec(html);
  if (!match) {
    if (html.includes('id="gatsby-script-loader"'))
      throw new Error(
        `deferScripts: ${page} has Gatsby's page-path script in a form this step does not know; ` +
          "update PAGE_PATH_SCRIPT in src/node/deferScripts.ts to match it.",
      );
    return html;
  }
  const pagePath = JSON.parse(match[1]) as string;
  const script = `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${PAGE_PATH_FROM_ATTRIBUTE}</script>`;
  return html.slice(0, match.index) + script + html.slice(match.index + match[0].length);
}

/**
 * Rewrites one page: its external async scripts become one inline loader that runs them in order
 * on load, and its page-path script reads the path from an attribute. `page` names the page in the
 * error thrown when a hydrated page has no scripts to defer.
 */
export function deferScripts(html: string, page = "a page"): string {
  return pagePathFromAttribute(deferExternalScripts(html, page), page);
}

function deferExternalScripts(html: string, page: string): string {
  if (html.includes(`<script ${LOADER_ATTRIBUTE}`)) return html;
  const found: { start: number; end: number; src: string }[] = [];
  let open: { start: number; src: string } | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script" && attributes.src && "async" in attributes && !attributes.type)
        open = { start: parser.startIndex, src: attributes.src };
    },
    onclosetag(name) {
      if (name === "script" && open) {
        found.push({ ...open, end: parser.endIndex + 1 });
        open = null;
      }
    },
  });
  parser.write(html);
  parser.end();
  if (found.length === 0) {
    if (html.includes(HYDRATION_ROOT))
      throw new Error(
        `deferScripts: ${page} has Gatsby's root (#___gatsby) but none of Gatsby's scripts as ` +
          '<script src="…" async>, so it would get no loader and never become interactive. ' +
          "Gatsby's script markup has changed: update src/node/deferScripts.ts to match it.",
      );
    return html;
  }
  const sources = found.map((script) => script.src);
  const unsafe = sources.find((src) => /[\s"<>&]/.test(src));
  if (unsafe) throw new Error(`deferScripts: ${page} loads a script whose address "${unsafe}" cannot go into the loader's list`);
  // After load, and then after the next idle moment, so the first screenful has been painted.
  const loader = `<script ${LOADER_ATTRIBUTE} data-src="${sources.join(" ")}">${LOADER_SCRIPT}</script>`;
  let out = html;
  for (const script of [...found].reverse()) out = out.slice(0, script.start) + out.slice(script.end);
  // The loader takes the place of the first script, after Gatsby's own inline data scripts.
  const at = found[0].start;
  return out.slice(0, at) + loader + out.slice(at);
}

/** Defers the scripts of every page under `publicDir`; returns how many pages were rewritten. */
export function deferScriptsInFolder(publicDir: string): number {
  let count = 0;
  // Gatsby stitches its slices into pages again on later builds: they keep Gatsby's markup.
  for (const relative of listHtmlFiles(publicDir).filter(isPageFile)) {
    const file = path.join(publicDir, relative);
    const html = fs.readFileSync(file, "utf8");
    const rewritten = deferScripts(html, relative);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      count += 1;
    }
  }
  return count;
}
