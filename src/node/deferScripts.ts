/**
 * Every page is complete HTML that works without scripts (its menus included), so Gatsby's
 * scripts are fetched once the page has loaded instead of competing with its first paint on a
 * slow phone. Gatsby 5 renders them through its internal scripts slice, out of reach of
 * onPreRenderHTML, so the built HTML is rewritten after the build.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import { listHtmlFiles } from "./sitePages";

/** Rewrites one page: its external async scripts become one inline loader that runs them in order on load. */
export function deferScripts(html: string): string {
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
  if (found.length === 0) return html;
  const sources = JSON.stringify(found.map((script) => script.src));
  // After load, and then after the next idle moment, so the first screenful has been painted.
  const loader = `<script>addEventListener("load",function(){var r=function(){${sources}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.body.appendChild(e)})};window.requestIdleCallback?requestIdleCallback(r,{timeout:1500}):setTimeout(r,200)})</script>`;
  let out = html;
  for (const script of [...found].reverse()) out = out.slice(0, script.start) + out.slice(script.end);
  // The loader takes the place of the first script, after Gatsby's own inline data scripts.
  const at = found[0].start;
  return out.slice(0, at) + loader + out.slice(at);
}

export function deferScriptsInFolder(publicDir: string): number {
  let count = 0;
  for (const page of listHtmlFiles(publicDir)) {
    const file = path.join(publicDir, page);
    const html = fs.readFileSync(file, "utf8");
    const rewritten = deferScripts(html);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      count += 1;
    }
  }
  return count;
}
