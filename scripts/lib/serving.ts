/**
 * How the built site is served, in one place for every server: the redirect rules (from
 * content/redirects/redirects.json), the security headers with one Content-Security-Policy for the
 * whole site that allows the site's inline scripts by hash, and the caching policy.
 * scripts/nginx/render-config.ts turns it into an nginx configuration; writeStaticHostFiles() (run by
 * the site's post-build plugin, plugins/gatsby-plugin-site-postbuild) into `_redirects` and
 * `_headers` for Cloudflare Pages and Netlify, within their documented limits.
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
import { isPageFile, listHtmlFiles } from "../../src/node/sitePages";
import { ADMIN_CSP, ADMIN_OPENER_POLICY, ADMIN_ROBOTS } from "../../src/cms/node/adminFolder";
import { sitePathProblem } from "../../src/content/sitePath";

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

/** Every rule's paths must be plain site paths (the content gate's one rule): they are written into a server configuration unquoted. */
export function checkRules(rules: RedirectRule[]): RedirectRule[] {
  for (const rule of rules)
    for (const value of [rule.from, rule.to]) {
      const problem = value === "/" ? "must not be the home page" : sitePathProblem(value);
      if (problem) throw new Error(`Redirect ${rule.from} → ${rule.to}: "${value}" is not a site path: it ${problem}`);
    }
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

export interface SiteScripts {
  /** The 'sha256-…' sources of every inline script on any page of the site, sorted. */
  hashes: string[];
  /** How many pages were read. */
  pages: number;
  problems: string[];
}

/**
 * The inline-script hashes of the whole built site, for its one policy. Each page's scripts are the
 * same few texts (Gatsby's page path travels in an attribute, see src/node/deferScripts.ts), so the
 * list stays short; its length is checked against the hosts' limits where the files are written.
 */
export function siteScripts(publicDir: string): SiteScripts {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no built site (no index.html): run the build first`);
  const hashes = new Set<string>();
  const problems: string[] = [];
  let pages = 0;
  for (const file of listHtmlFiles(publicDir)) {
    if (!isPageFile(file)) continue;
    const result = inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8"));
    pages += 1;
    for (const hash of result.hashes) hashes.add(hash);
    problems.push(...result.problems.map((problem) => `${file}: ${problem}`));
  }
  return { hashes: [...hashes].sort(), pages, problems };
}

/** The site's one Content-Security-Policy, from its built pages; inline code no hash can allow stops it. */
export function siteContentSecurityPolicy(publicDir: string): string {
  const { hashes, problems } = siteScripts(publicDir);
  if (problems.length > 0)
    throw new Error(`Inline code that no Content-Security-Policy hash can allow:\n  ${problems.join("\n  ")}`);
  return contentSecurityPolicy(hashes);
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

/**
 * The hosts that read `_redirects` and `_headers`, with their documented limits. Cloudflare Pages:
 * 100 header rules, 2,000 characters a line, 2,000 static and 100 dynamic redirects, statuses
 * 200/301/302/303/307/308 only. Netlify documents no such counts; the same limits keep one file
 * good for both.
 */
export const STATIC_HOST_LIMITS = { headerRules: 100, lineLength: 2000, staticRedirects: 2000, dynamicRedirects: 100 } as const;

/**
 * Which host the `_redirects` file is written for. The two differ in one way that matters here:
 * Cloudflare Pages applies a rule before serving a file at the same path and answers an unknown
 * address with the nearest 404.html above it (es/404.html for /es/…), but refuses any status but
 * 200/301/302/303/307/308 and Netlify's "!"; Netlify serves a file at the path instead of an
 * unforced rule (so a rule whose source has a redirect stub needs "301!") and needs a "404" rule
 * per language for its error page. `cloudflare` is the default: a plain build can be uploaded to
 * Cloudflare Pages or any static host as it is. Netlify's builds set NETLIFY=true (netlify.toml
 * sets STATIC_HOST=netlify for builds run elsewhere with its CLI).
 */
export type StaticHost = "cloudflare" | "netlify";

export function staticHostFromEnv(env: NodeJS.ProcessEnv = process.env): StaticHost {
  const named = env.STATIC_HOST?.trim().toLowerCase();
  if (named === "netlify" || named === "cloudflare") return named;
  if (named) throw new Error(`STATIC_HOST="${env.STATIC_HOST}": use "cloudflare" or "netlify" (or leave it unset)`);
  return env.NETLIFY === "true" ? "netlify" : "cloudflare";
}

/** `_redirects` for a host: one `from to 301` line per rule (see StaticHost for how the hosts differ). */
export function redirectsFile(rules: RedirectRule[], host: StaticHost = "cloudflare"): string {
  const lines = [
    `# Generated from content/redirects/redirects.json by the build (plugins/gatsby-plugin-site-postbuild) for ${host === "netlify" ? "Netlify" : "Cloudflare Pages"}; do not edit.`,
    ...(host === "netlify"
      ? [
          "# A rule with a redirect stub file is forced (301!), or Netlify would serve the stub. The lower-case",
          "# server-only aliases are not: forced, they could loop onto the capitalised page they point to.",
          ...checkRules(rules).map((rule) => `${rule.from} ${rule.to} ${rule.serverOnly ? "301" : "301!"}`),
          // Last: a translation's unknown addresses get its own error page (an existing file is served first).
          ...TRANSLATIONS.map((lang) => `${PATH_PREFIX[lang]}/* ${PATH_PREFIX[lang]}/404 404`),
        ]
      : [
          "# Cloudflare Pages applies these before any file, and serves the nearest 404.html itself.",
          ...checkRules(rules).map((rule) => `${rule.from} ${rule.to} 301`),
        ]),
  ];
  return `${lines.join("\n")}\n`;
}

function block(pattern: string, headers: Record<string, string>, detach: string[] = []): string {
  return `${pattern}\n${[
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ].join("\n")}\n`;
}

/**
 * The content editor under /admin: its own policy (Decap needs more than a patient page allows) and
 * no indexing. Sent instead of the site's CSP, never beside it.
 */
export const ADMIN_HEADERS = {
  "Content-Security-Policy": ADMIN_CSP,
  "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
  "X-Robots-Tag": ADMIN_ROBOTS,
};

/** Headers every path gets that the editor replaces with its own (never both: hosts would join the values). */
const REPLACED_FOR_ADMIN = ["Content-Security-Policy", "Cross-Origin-Opener-Policy"];

/**
 * Netlify / Cloudflare Pages `_headers`: the security headers and the site's one CSP for every path,
 * the editor's own policy under /admin, and caching per kind of file. Both hosts give a path every
 * matching rule's headers, so a header is set once per path except the editor's CSP and opener policy,
 * which replace the site's: Cloudflare detaches the site-wide ones ("! Content-Security-Policy");
 * Netlify ignores that line and lets the later, more specific rule's value stand. HTML gets the hosts' default
 * Cache-Control (max-age=0, must-revalidate: revalidated on every visit).
 */
export function headersFile(publicDir: string): { text: string; rules: number } {
  const csp = siteContentSecurityPolicy(publicDir);
  const blocks = [
    [
      "# Generated from the build by plugins/gatsby-plugin-site-postbuild; do not edit.",
      "# Compression: these hosts compress responses themselves (brotli and gzip, chosen by the browser's",
      "# Accept-Encoding). The .gz and .br files beside each text file are for servers that send precompressed",
      "# files as they are (nginx gzip_static and brotli_static, Caddy's precompressed); uploaded here they are",
      "# only extra files.\n",
    ].join("\n"),
    block("/*", { ...SECURITY_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY, "Content-Security-Policy": csp }),
    block("/static/*", { "Cache-Control": CACHE.immutable }),
    block("/page-data/*", { "Cache-Control": CACHE.revalidate }),
    block("/media/*", { "Cache-Control": CACHE.media }),
  ];
  if (fs.existsSync(path.join(publicDir, "admin")))
    for (const url of ["/admin", "/admin/*"])
      blocks.push(block(url, { ...ADMIN_HEADERS, "Cache-Control": CACHE.revalidate }, REPLACED_FOR_ADMIN));
  for (const file of fs.readdirSync(publicDir).sort())
    if (HASHED_ASSET.test(file) && !file.endsWith(".map")) blocks.push(block(`/${file}`, { "Cache-Control": CACHE.immutable }));
  return { text: blocks.join("\n"), rules: blocks.length - 1 };
}

/** What in `_headers` / `_redirects` text breaks a host's documented limits (empty when nothing does). */
export function staticHostLimitProblems(files: { headers: string; redirects: string }): string[] {
  const problems: string[] = [];
  const headerRules = files.headers.split("\n").filter((line) => line.startsWith("/")).length;
  if (headerRules > STATIC_HOST_LIMITS.headerRules)
    problems.push(`_headers has ${headerRules} rules; Cloudflare Pages reads at most ${STATIC_HOST_LIMITS.headerRules}`);
  for (const [name, text] of [
    ["_headers", files.headers],
    ["_redirects", files.redirects],
  ] as const) {
    const longest = Math.max(...text.split("\n").map((line) => line.length));
    if (longest > STATIC_HOST_LIMITS.lineLength)
      problems.push(`${name} has a ${longest}-character line; Cloudflare Pages allows ${STATIC_HOST_LIMITS.lineLength}`);
  }
  const redirects = files.redirects.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
  const dynamic = redirects.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? "")).length;
  if (redirects.length - dynamic > STATIC_HOST_LIMITS.staticRedirects)
    problems.push(
      `_redirects has ${redirects.length - dynamic} static rules; Cloudflare Pages allows ${STATIC_HOST_LIMITS.staticRedirects}`,
    );
  if (dynamic > STATIC_HOST_LIMITS.dynamicRedirects)
    problems.push(
      `_redirects has ${dynamic} rules with * or :placeholders; Cloudflare Pages allows ${STATIC_HOST_LIMITS.dynamicRedirects}`,
    );
  return problems;
}

/** Writes public/_redirects and public/_headers for `host`; a file beyond a host's limits stops the build. */
export function writeStaticHostFiles(publicDir: string, rules: RedirectRule[], host: StaticHost = staticHostFromEnv()): string[] {
  const files = { headers: headersFile(publicDir).text, redirects: redirectsFile(rules, host) };
  const problems = staticHostLimitProblems(files);
  if (problems.length > 0) throw new Error(`The static host files would be cut short:\n  ${problems.join("\n  ")}`);
  const written = [path.join(publicDir, "_redirects"), path.join(publicDir, "_headers")];
  fs.writeFileSync(written[0], files.redirects);
  fs.writeFileSync(written[1], files.headers);
  return written;
}
