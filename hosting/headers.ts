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

/** HTTPS only, for a year, on this host, not its subdomains (for nginx: whatever ends TLS in front of it sends it). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

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

/** The script types a browser runs (else a data block), speculation rules among them: each allowed by its text's hash. */
const HASHED_TYPES = new Set([
  "",
  ..."module speculationrules text/javascript application/javascript application/ecmascript application/x-ecmascript".split(" "),
  ..."application/x-javascript text/ecmascript text/jscript text/livescript text/x-ecmascript text/x-javascript".split(" "),
  ...[0, 1, 2, 3, 4, 5].map((minor) => `text/javascript1.${minor}`),
]);

const isHashedScript = (element: Element) =>
  element.attribs.src === undefined && HASHED_TYPES.has((element.attribs.type ?? "").trim().toLowerCase());

/** The CSP source for a script's text, hashed as the browser does (after newline normalisation). */
export const scriptHash = (text: string): string =>
  `'sha256-${crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

/** A page's inline scripts' hashes, sorted and unique, and what no hash can allow (event handlers, javascript: URLs). */
export function inlineScripts(html: string): { hashes: string[]; problems: string[] } {
  const hashes = new Set<string>();
  const problems: string[] = [];
  walkElements(parseDocument(html).children, (node, inside) => {
    // With scripting on (the only time a CSP matters) <noscript> content is inert text.
    if (node.name === "script" && !inside.includes("noscript") && isHashedScript(node)) hashes.add(scriptHash(rawText(node)));
    for (const [name, value] of Object.entries(node.attribs)) {
      if (/^on/i.test(name)) problems.push(`<${node.name} ${name}="…">: inline event handlers cannot be allowed by a hash`);
      else if (/^\s*javascript:/i.test(value)) problems.push(`<${node.name} ${name}="${value}">: javascript: URLs are blocked`);
    }
  });
  return { hashes: [...hashes].sort(), problems };
}

/** The inline-script hashes of the whole built site (sorted, a few texts shared by every page) and how many pages were read. */
export function siteScripts(publicDir: string): { hashes: string[]; pages: number; problems: string[] } {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no built site (no index.html): run the build first`);
  const pages = listHtmlFiles(publicDir).filter(isPageFile);
  const found = pages.map((file) => ({ file, ...inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8")) }));
  return {
    hashes: [...new Set(found.flatMap((page) => page.hashes))].sort(),
    pages: pages.length,
    problems: found.flatMap(({ file, problems }) => problems.map((problem) => `${file}: ${problem}`)),
  };
}

/** The site's one Content-Security-Policy, from its built pages; inline code no hash can allow stops it. */
export function siteContentSecurityPolicy(publicDir: string): string {
  const { hashes, problems } = siteScripts(publicDir);
  if (problems.length > 0)
    throw new Error(`Inline code that no Content-Security-Policy hash can allow:\n  ${problems.join("\n  ")}`);
  return CSP_DIRECTIVES.map(([name, value]) => [name, value, ...(name === "script-src" ? hashes : [])].join(" ")).join("; ");
}
