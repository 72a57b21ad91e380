/**
 * What every response of the site carries, on every host: the security headers, and one
 * Content-Security-Policy for the whole site that allows the site's inline scripts by hash (read from
 * the built pages). The editor under /admin replaces two of them with its own (hosting/adminHeaders.ts).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import type { Element } from "domhandler";
import { rawText, walkElements } from "./html";
import { isPageFile, listHtmlFiles } from "./pageFiles";

/** Sent with every response (the CSP comes on top). */
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
 * TLS in front of it (hosting/README.md).
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy

/** What a page may load besides its own inline scripts (which are allowed by hash). */
const CSP_DIRECTIVES: [string, string][] = [
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
function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return CSP_DIRECTIVES.map(([name, value]) =>
    name === "script-src" && scriptHashes.length > 0 ? `${name} ${value} ${scriptHashes.join(" ")}` : `${name} ${value}`,
  ).join("; ");
}

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

function isExecutableScript(element: Element): boolean {
  if (element.attribs.src !== undefined) return false;
  const type = (element.attribs.type ?? "").trim().toLowerCase();
  return SCRIPT_TYPES.has(type);
}

/**
 * Inline speculation rules (the prerender hints every page carries) pass the CSP's script-src like an
 * inline script: by the hash of their text.
 */
function isSpeculationRules(element: Element): boolean {
  return element.attribs.src === undefined && (element.attribs.type ?? "").trim().toLowerCase() === "speculationrules";
}

/** The CSP source for a script's text, hashed as the browser does (after newline normalisation). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${crypto.createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

interface InlineScripts {
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

interface SiteScripts {
  /** The 'sha256-…' sources of every inline script on any page of the site, sorted. */
  hashes: string[];
  /** How many pages were read. */
  pages: number;
  problems: string[];
}

/**
 * The inline-script hashes of the whole built site, for its one policy. Each page's scripts are the
 * same few texts (the post-build step moves Gatsby's page path into an attribute), so the
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
