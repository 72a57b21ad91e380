/**
 * How the built site is served, in one place for every server: the redirect rules (from
 * content/redirects/redirects.json), the security headers with a Content-Security-Policy that
 * allows each page's inline scripts by hash, and the caching policy. scripts/nginx/render-config.ts
 * turns it into an nginx configuration; writeStaticHostFiles() (run by the site's post-build plugin,
 * plugins/gatsby-plugin-site-postbuild) into `_redirects` and `_headers` for a CDN or static host
 * (Netlify, Cloudflare Pages and the like).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import type { Element } from "domhandler";
import { redirectsSchema } from "../../src/content/schema";
import { describeIssue, parseJsonFile } from "../../src/content/validate";
import { rawText, walkElements } from "./html";
import { languageRedirects, type RedirectRule } from "../../src/node/redirects";
import { PATH_PREFIX, TRANSLATIONS } from "../../src/i18n/languages";
import { isPageFile, listHtmlFiles, pageUrl } from "../../src/node/sitePages";
import { ADMIN_CSP, ADMIN_ROBOTS } from "../../src/cms/admin";
import { SITE_PATH } from "../../src/content/sitePath";

/** The redirect rules, checked with the content schema; a broken file names itself and the field. */
export function loadRedirects(file: string): RedirectRule[] {
  const label = path.relative(process.cwd(), file) || file;
  if (!fs.existsSync(file)) throw new Error(`${label}: file is missing`);
  const parsed = parseJsonFile(fs.readFileSync(file, "utf8"), label);
  if (parsed.problem) throw new Error(parsed.problem);
  const result = redirectsSchema.safeParse(parsed.value);
  if (!result.success) throw new Error(result.error.issues.map((issue) => `${label}: ${describeIssue(issue)}`).join("\n"));
  // Every language follows the one English list (src/node/redirects.ts).
  return checkRules(languageRedirects(result.data.redirects));
}

/** Every rule's paths must be plain site paths: they are written into a server configuration unquoted. */
export function checkRules(rules: RedirectRule[]): RedirectRule[] {
  for (const rule of rules)
    for (const value of [rule.from, rule.to])
      if (!SITE_PATH.test(value) || value === "/")
        throw new Error(`Redirect ${rule.from} → ${rule.to}: "${value}" is not a site path`);
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy

/** What a page may load besides its own inline scripts (which are allowed by hash, page by page). */
export const CSP_DIRECTIVES: [string, string][] = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  // Gatsby inlines the site's CSS into each page as <style> (styles cannot run code).
  ["style-src", "'self' 'unsafe-inline'"],
  // Every picture is a file of this site (the pages render their own <picture>, no data: placeholders).
  ["img-src", "'self'"],
  ["media-src", "'self'"],
  // The map on the address and meet-the-doctors pages.
  ["frame-src", "https://www.google.com"],
  ["connect-src", "'self'"],
  ["font-src", "'self'"],
  ["manifest-src", "'self'"],
  ["worker-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'none'"],
  ["frame-ancestors", "'none'"],
];

/** The policy for a page whose inline scripts have these hashes ('sha256-…'). */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return CSP_DIRECTIVES.map(([name, value]) =>
    name === "script-src" && scriptHashes.length > 0 ? `${name} ${value} ${scriptHashes.join(" ")}` : `${name} ${value}`,
  ).join("; ");
}

/** Sent with every response (the CSP, page by page, comes on top). */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * HTTPS only, for a year, on this host (not its subdomains, which the practice may run elsewhere).
 * Static hosts serve HTTPS themselves, so `_headers` carries it; for nginx it belongs to whatever ends
 * TLS in front of it (scripts/nginx/README.md).
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** JavaScript MIME types and "module": the script types a browser runs (everything else is a data block). */
const SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

export function isExecutableScript(element: Element): boolean {
  if (element.attribs.src !== undefined) return false;
  const type = (element.attribs.type ?? "").trim().toLowerCase();
  return SCRIPT_TYPES.has(type);
}

/**
 * Inline speculation rules (the prerender hints every page carries) pass the CSP's script-src like an
 * inline script: by the hash of their text.
 */
export function isSpeculationRules(element: Element): boolean {
  return element.attribs.src === undefined && (element.attribs.type ?? "").trim().toLowerCase() === "speculationrules";
}

/** The CSP source for a script's text, hashed as the browser does (after newline normalisation). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${crypto.createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

export interface InlineScripts {
  /** 'sha256-…' sources, sorted and without repeats. */
  hashes: string[];
  /** Things no hash can allow: inline event handlers and javascript: URLs. */
  problems: string[];
}

/** The hashes of a page's inline scripts and speculation rules (JSON-LD and other data blocks are not scripts). */
export function inlineScripts(html: string): InlineScripts {
  const hashes = new Set<string>();
  const problems: string[] = [];
  walkElements(parseDocument(html).children, (node, inside) => {
    // With scripting on (the only time a CSP matters) <noscript> content is inert text.
    if (node.name === "script" && !inside.includes("noscript") && (isExecutableScript(node) || isSpeculationRules(node)))
      hashes.add(scriptHash(rawText(node)));
    for (const [name, value] of Object.entries(node.attribs)) {
      if (/^on/i.test(name)) problems.push(`<${node.name} ${name}="…">: inline event handlers cannot be allowed by a hash`);
      else if (/^\s*javascript:/i.test(value)) problems.push(`<${node.name} ${name}="${value}">: javascript: URLs are blocked`);
    }
  });
  return { hashes: [...hashes].sort(), problems };
}

export interface PageScripts {
  /** "services/veneers/index.html" → its inline scripts' hashes. */
  pages: Map<string, string[]>;
  problems: string[];
}

/** The inline-script hashes of every page in the built site. */
export function scanPages(publicDir: string): PageScripts {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no built site (no index.html): run the build first`);
  const pages = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of listHtmlFiles(publicDir)) {
    if (!isPageFile(file)) continue;
    const result = inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8"));
    pages.set(file, result.hashes);
    problems.push(...result.problems.map((problem) => `${file}: ${problem}`));
  }
  return { pages, problems };
}

// ---------------------------------------------------------------------------------------------
// Caching

export const CACHE = {
  /** Content-hashed file names: a new build gives a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML, page-data, the manifest: always revalidated (cheap: ETag / 304). */
  revalidate: "no-cache",
  /** Media and images with stable names: a day, then revalidated. */
  media: "public, max-age=86400",
  /** Everything else (sitemap, robots, favicons): an hour. */
  other: "public, max-age=3600",
} as const;

/** Gatsby's hashed bundles at the root of public/: app-f74a382547316db2093e.js, styles.5f7f9e3aa2e46a2f42b6.css. */
export const HASHED_ASSET = /^[^/]+[.-][0-9a-f]{20}\.(?:js|css)(?:\.map)?$/;

// ---------------------------------------------------------------------------------------------
// Files for a CDN / static host

/** Netlify / Cloudflare Pages `_redirects`: one `from to 301` line per rule. */
export function redirectsFile(rules: RedirectRule[]): string {
  const lines = [
    "# Generated from content/redirects/redirects.json by the build (plugins/gatsby-plugin-site-postbuild); do not edit.",
    "# Plain 301 (not Netlify's forced 301!): a host serves an existing file before an unforced rule, so the",
    "# lower-case aliases can never loop onto the real, capitalised pages on a case-insensitive host.",
    ...checkRules(rules).map((rule) => `${rule.from} ${rule.to} 301`),
    // Last: a translation's unknown addresses get its own error page (an existing file is served first).
    ...TRANSLATIONS.map((lang) => `${PATH_PREFIX[lang]}/* ${PATH_PREFIX[lang]}/404 404`),
  ];
  return `${lines.join("\n")}\n`;
}

function block(pattern: string, headers: Record<string, string>): string {
  return `${pattern}\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`;
}

/**
 * The content editor under /admin: its own policy (Decap needs more than a patient page allows) and
 * no indexing. Sent instead of a page's CSP, never beside it.
 */
export const ADMIN_HEADERS = { "Content-Security-Policy": ADMIN_CSP, "X-Robots-Tag": ADMIN_ROBOTS };

/**
 * Netlify / Cloudflare Pages `_headers`. Hosts join the values of a header set by several matching
 * rules with commas (two CSPs would both apply), so the CSP and Cache-Control are each set by exactly
 * one rule per URL: security headers for every path, the CSP per page (its own script hashes), caching
 * per kind of file.
 */
export function headersFile(publicDir: string, rules: RedirectRule[] = []): { text: string; rules: number } {
  const { pages, problems } = scanPages(publicDir);
  if (problems.length > 0)
    throw new Error(`Inline code that no Content-Security-Policy hash can allow:\n  ${problems.join("\n  ")}`);
  const redirectSources = new Set(rules.map((rule) => rule.from));
  const blocks = [
    [
      "# Generated from the build by plugins/gatsby-plugin-site-postbuild; do not edit.",
      "# Compression: these hosts compress responses themselves (brotli and gzip, chosen by the browser's",
      "# Accept-Encoding). The .gz and .br files beside each text file are for servers that send precompressed",
      "# files as they are (nginx gzip_static and brotli_static, Caddy's precompressed); uploaded here they are",
      "# only extra files.\n",
    ].join("\n"),
    block("/*", { ...SECURITY_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }),
    block("/static/*", { "Cache-Control": CACHE.immutable }),
    block("/page-data/*", { "Cache-Control": CACHE.revalidate }),
    block("/media/*", { "Cache-Control": CACHE.media }),
  ];
  if (fs.existsSync(path.join(publicDir, "admin")))
    for (const url of ["/admin", "/admin/*"]) blocks.push(block(url, { ...ADMIN_HEADERS, "Cache-Control": CACHE.revalidate }));
  for (const file of fs.readdirSync(publicDir).sort())
    if (HASHED_ASSET.test(file) && !file.endsWith(".map")) blocks.push(block(`/${file}`, { "Cache-Control": CACHE.immutable }));
  for (const [file, hashes] of pages) {
    const url = pageUrl(file);
    if (redirectSources.has(url)) continue; // a redirect answers it (a meta-refresh stub without scripts otherwise)
    const headers = { "Content-Security-Policy": contentSecurityPolicy(hashes), "Cache-Control": CACHE.revalidate };
    blocks.push(block(url, headers));
    // Hosts that add a slash to folder URLs (/services/veneers/) serve the same file there.
    if (url !== "/" && !url.endsWith(".html")) blocks.push(block(`${url}/`, headers));
  }
  return { text: blocks.join("\n"), rules: blocks.length - 1 };
}

/** Writes public/_redirects and public/_headers; returns the files written and any warnings. */
export function writeStaticHostFiles(publicDir: string, rules: RedirectRule[]): { files: string[]; warnings: string[] } {
  const redirects = path.join(publicDir, "_redirects");
  const headersPath = path.join(publicDir, "_headers");
  const headers = headersFile(publicDir, rules);
  fs.writeFileSync(redirects, redirectsFile(rules));
  fs.writeFileSync(headersPath, headers.text);
  const warnings: string[] = [];
  if (headers.rules > 100)
    warnings.push(`_headers has ${headers.rules} rules; Cloudflare Pages reads at most 100 (Netlify has no such limit).`);
  const longest = Math.max(...headers.text.split("\n").map((line) => line.length));
  if (longest > 2000) warnings.push(`_headers has a ${longest}-character line; Cloudflare Pages allows 2,000.`);
  return { files: [redirects, headersPath], warnings };
}
