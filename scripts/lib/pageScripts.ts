/**
 * The JavaScript a browser fetches on a first visit to a built page, from the page's HTML: every
 * external `<script src>` (a `nomodule` one is skipped: browsers with modules never fetch it) and
 * every script the deferred loader names (`data-src`), and every module those import (`import("/…")`),
 * each counted once with the size of the build's precompressed copies, which the hosts send as they are.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { walkElements } from "../../hosting/html";

type Sizes = Record<"bytes" | "gzip" | "brotli", number>;
type PageScript = Sizes & { src: string };

/** The script addresses on this site a page's HTML makes the browser fetch, in order, each once. */
function scriptSources(html: string): string[] {
  const sources: string[] = [];
  walkElements(parseDocument(html).children, ({ name, attribs }) => {
    if (name !== "script") return;
    if (attribs.src && !("nomodule" in attribs)) sources.push(attribs.src);
    if (attribs["data-src"]) sources.push(...attribs["data-src"].split(" ").filter(Boolean));
  });
  return [...new Set(sources)].filter((src) => src.startsWith("/") && !src.startsWith("//"));
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : Number.NaN);

/** Each script of `page` (a path under publicDir, "services/veneers.html") with its sizes on disk. */
export function pageScripts(publicDir: string, page: string): PageScript[] {
  const sources = scriptSources(fs.readFileSync(path.join(publicDir, page), "utf8"));
  const scripts: PageScript[] = [];
  for (const src of sources) {
    const file = path.join(publicDir, decodeURIComponent(src.split(/[?#]/)[0]));
    if (!fs.existsSync(file)) throw new Error(`${page} loads ${src}, which the build does not have`);
    scripts.push({ src, bytes: sizeOf(file), gzip: sizeOf(`${file}.gz`), brotli: sizeOf(`${file}.br`) });
    for (const [, imported] of fs.readFileSync(file, "utf8").matchAll(/\bimport\(["'](\/[^"']+)["']\)/g))
      if (!sources.includes(imported)) sources.push(imported);
  }
  return scripts;
}

/** The sums over a page's scripts: what a first visit downloads, uncompressed, as gzip and as brotli. */
export function pageScriptTotals(scripts: readonly PageScript[]): Sizes {
  return scripts.reduce(
    (sum, script) => ({ bytes: sum.bytes + script.bytes, gzip: sum.gzip + script.gzip, brotli: sum.brotli + script.brotli }),
    { bytes: 0, gzip: 0, brotli: 0 },
  );
}
