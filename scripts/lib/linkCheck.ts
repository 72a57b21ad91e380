/**
 * Every internal link and asset of every built page resolves to a file in public/ (a redirect source
 * only through its stub file), every #fragment names an element of its page, and nothing is loaded
 * from another host but the map frame; outbound links are fine.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { rawText, walkElements } from "../../hosting/html";
import { isPageFile, listHtmlFiles, listTree, pageUrl } from "../../hosting/pageFiles";
import { plural } from "./cli";

/** Hosts whose pages may be framed: the Google Maps embed. */
const FRAME_HOSTS = ["www.google.com"];

/** How a reference is used: followed by the visitor, loaded by the page, or framed. */
type Use = "link" | "resource" | "frame";

/** `where`, for messages: <img src>, <link rel="icon" href>, … */
type Reference = { use: Use; value: string; where: string };

/** The attributes that name a URL, how it is used, and the elements that have them. */
const ATTRIBUTES: [Use, string, string[]][] = [
  ["link", "href", ["a", "area"]],
  ["resource", "src", ["img", "source", "video", "audio", "track", "embed", "script"]],
  ["resource", "poster", ["video"]],
  ["resource", "data", ["object"]],
  ["frame", "src", ["iframe", "frame"]],
];
/** rel values of <link> that make the browser fetch something. */
const LOADING_REL =
  /^(stylesheet|icon|shortcut|apple-touch-icon|apple-touch-icon-precomposed|mask-icon|manifest|preload|modulepreload|prefetch|prerender)$/;
/** rel values that open a connection to the host without fetching a file. */
const CONNECTING_RELS = new Set(["preconnect", "dns-prefetch"]);
/** <meta property/name> whose content is a URL of the site (shared previews). */
const URL_METAS = new Set(["og:image", "og:url", "og:video", "og:audio", "twitter:image"]);

/**
 * The URLs of a srcset, as HTML parses it: a URL runs to the next space (commas inside it kept, those
 * ending it dropped), then its descriptors to a comma outside parentheses.
 */
export const srcsetUrls = (srcset: string): string[] =>
  [...srcset.matchAll(/[\s,]*(?:(\S*?),+(?=\s|$)|(\S+)(?:\s(?:[^,(]|\([^)]*\)?)*)?)/g)]
    .map((match) => match[1] ?? match[2])
    .filter(Boolean);

const cssUrls = (css: string): string[] =>
  [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");

function pageReferences(html: string): { references: Reference[]; ids: Set<string> } {
  const references: Reference[] = [];
  const ids = new Set<string>();
  const add = (use: Use, value: string | undefined, where: string) => {
    if (value !== undefined) references.push({ use, value, where });
  };
  walkElements(parseDocument(html).children, (el) => {
    const a = el.attribs;
    if (a.id) ids.add(a.id);
    if (el.name === "a" && a.name) ids.add(a.name);
    if (a.style) for (const url of cssUrls(a.style)) add("resource", url, `<${el.name} style="url(…)">`);
    for (const [use, attribute, names] of ATTRIBUTES)
      if (names.includes(el.name)) add(use, a[attribute], `<${el.name} ${attribute}>`);
    switch (el.name) {
      case "link": {
        const rels = (a.rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);
        if (rels.some((rel) => CONNECTING_RELS.has(rel))) add("resource", a.href, `<link rel="${a.rel}">`);
        else if (rels.some((rel) => LOADING_REL.test(rel))) add("resource", a.href, `<link rel="${a.rel}" href>`);
        else add("link", a.href, `<link rel="${a.rel ?? ""}" href>`);
        if (a.imagesrcset) for (const url of srcsetUrls(a.imagesrcset)) add("resource", url, `<link imagesrcset>`);
        break;
      }
      case "img":
      case "source":
        if (a.srcset) for (const url of srcsetUrls(a.srcset)) add("resource", url, `<${el.name} srcset>`);
        break;
      case "input":
        if ((a.type ?? "").toLowerCase() === "image") add("resource", a.src, "<input type=image src>");
        break;
      case "style":
        for (const url of cssUrls(rawText(el))) add("resource", url, "<style> url(…)");
        break;
      case "meta": {
        const key = (a.property ?? a.name ?? "").toLowerCase();
        // Fetched by whoever shares the page, not by the page: must resolve when on this site, may be elsewhere.
        if (URL_METAS.has(key)) add("link", a.content, `<meta ${a.property ? "property" : "name"}="${key}">`);
        if ((a["http-equiv"] ?? "").toLowerCase() === "refresh") {
          const target = /url\s*=\s*['"]?([^'"]+)/i.exec(a.content ?? "");
          if (target) add("link", target[1].trim(), '<meta http-equiv="refresh">');
        }
        break;
      }
    }
  });
  return { references, ids };
}

const LOCAL_BASE = "http://site.invalid";

/** A URL part with its %-escapes decoded; undefined when one is malformed. */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks every page of the built site in publicDir; absolute URLs on `siteOrigins` (those of them that are URLs) or on the
 * origin the home page calls canonical are this site's (canonical, og:image).
 * `references`: the internal references checked (each occurrence).
 */
export function checkLinks(publicDir: string, siteOrigins: string[] = []) {
  const root = path.resolve(publicDir);
  if (!fs.existsSync(path.join(root, "index.html")))
    throw new Error(`${publicDir} holds no built site (no index.html): run npm run build first`);
  // Compared by name, so a case-insensitive disk cannot hide /services/3ddentalprinters.
  const files = new Set(listTree(root));
  const problems: { page: string; message: string }[] = [];
  const pages = listHtmlFiles(root).filter(isPageFile);

  const parsed = new Map<string, ReturnType<typeof pageReferences>>();
  const parse = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, pageReferences(fs.readFileSync(path.join(root, file), "utf8")));
    return parsed.get(file)!;
  };
  const canonical = parse("index.html").references.find((ref) => ref.where === '<link rel="canonical" href>')?.value;
  const origins = [...siteOrigins, canonical ?? ""].filter((url) => URL.canParse(url)).map((url) => new URL(url).origin);

  let references = 0;
  const problemOf = (ref: Reference, page: string): string | undefined => {
    const raw = ref.value.trim();
    const shown = `"${ref.value.length > 120 ? `${ref.value.slice(0, 117)}…` : ref.value}"`;
    if (raw === "") return `${shown} is empty`;
    if (/^javascript:/i.test(raw)) return `${shown} is a javascript: URL`;
    if (/^(mailto|tel|sms|data|blob):/i.test(raw)) return undefined;
    if (!URL.canParse(raw, `${LOCAL_BASE}${page}`)) return `${shown} is not a valid URL`;
    const url = new URL(raw, `${LOCAL_BASE}${page}`);
    if (url.origin !== LOCAL_BASE && !origins.includes(url.origin)) {
      if (ref.use === "link" || !/^https?:$/.test(url.protocol)) return undefined;
      if (ref.use === "frame" && url.protocol === "https:" && FRAME_HOSTS.includes(url.hostname)) return undefined;
      return `loads ${shown.slice(1, -1)} from another host (${url.host})`;
    }
    const target = decode(url.pathname);
    if (target === undefined) return `${shown} has a malformed %-escape`;
    references += 1;
    if (target !== "/" && target.endsWith("/"))
      return `${shown} ends in a slash; the site's URLs have none (${target.replace(/\/+$/, "")})`;
    // The file that serves it, under trailingSlash "never".
    const rel = target === "/" ? "index.html" : target.split("/").filter(Boolean).join("/");
    const resolved = [rel, `${rel}.html`].find((file) => files.has(file));
    if (!resolved) return `${shown} does not resolve to a file in public/`;
    const fragment = decode(url.hash.slice(1)) ?? url.hash.slice(1);
    if (fragment && fragment !== "top" && resolved.endsWith(".html") && !parse(resolved).ids.has(fragment))
      return `${shown}: ${pageUrl(resolved)} has no element with id "${fragment}"`;
    return undefined;
  };

  for (const file of pages) {
    const page = pageUrl(file);
    for (const ref of parse(file).references) {
      const problem = problemOf(ref, page);
      if (problem) problems.push({ page, message: `${ref.where} ${problem}` });
    }
  }
  return { pages: pages.length, references, problems };
}

/** The report: one summary line, then every problem with its page. */
export function formatLinkReport(result: ReturnType<typeof checkLinks>, publicDir: string): string {
  const summary = `Link check of ${publicDir}: ${result.pages} pages, ${result.references} internal references, ${
    result.problems.length === 0 ? "no problems" : plural(result.problems.length, "problem")
  }.`;
  return [summary, ...result.problems.map((problem) => `  ${problem.page}: ${problem.message}`)].join("\n");
}
