/**
 * `_headers` for Cloudflare Pages and Netlify, and the limits Cloudflare documents (past them it silently
 * skips the rest, so the build refuses). What each host does with the files: hosting/README.md.
 */
import fs from "node:fs";
import path from "node:path";
import { ADMIN_HEADERS, ADMIN_PATH, ADMIN_PATTERN } from "./adminHeaders";
import { CACHE, CACHE_RULES, cacheRulePattern } from "./cache";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, siteContentSecurityPolicy } from "./headers";

/** Cloudflare Pages' limits, which Netlify's files keep too (Netlify documents none). */
export const STATIC_HOST_LIMITS = { headerRules: 100, lineLength: 2000, staticRedirects: 2000, dynamicRedirects: 100 } as const;

function block(pattern: string, headers: Record<string, string>, detach: readonly string[] = []): string {
  return `${pattern}\n${[
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ].join("\n")}\n`;
}

/**
 * The security headers and the site's one CSP for every path, then the cache rules the hosts' default
 * does not cover; the editor's CSP and opener policy replace the site's (detached with "! Name" for
 * Cloudflare; Netlify takes the later rule's value).
 */
export function headersFile(publicDir: string): string {
  const csp = siteContentSecurityPolicy(publicDir);
  const site = { ...SECURITY_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY, "Content-Security-Policy": csp };
  const replaced = Object.keys(ADMIN_HEADERS).filter((name) => name in site);
  const editorBuilt = fs.existsSync(path.join(publicDir, ADMIN_PATH));
  const blocks = [
    [
      "# Generated from the build by plugins/gatsby-plugin-site-postbuild; do not edit.",
      "# Compression: these hosts compress responses themselves (brotli and gzip, chosen by the browser's",
      "# Accept-Encoding). The .gz and .br files beside each text file are for servers that send precompressed",
      "# files as they are (nginx gzip_static and brotli_static, Caddy's precompressed); uploaded here they are",
      "# only extra files.\n",
    ].join("\n"),
    block("/*", site),
  ];
  for (const rule of CACHE_RULES)
    for (const pattern of typeof rule.staticHosts === "string" ? [] : rule.staticHosts) {
      const cache = { "Cache-Control": CACHE[rule.policy] };
      if (rule.path !== ADMIN_PATTERN) blocks.push(block(pattern, cache));
      else if (editorBuilt) blocks.push(block(pattern, { ...ADMIN_HEADERS, ...cache }, replaced));
    }
  // Rules `_headers` cannot state as a pattern: one per file they cover (source maps are never published).
  const rootFiles = fs.readdirSync(publicDir).sort();
  for (const rule of CACHE_RULES.filter((rule) => rule.staticHosts === "each file"))
    for (const file of rootFiles.filter((file) => cacheRulePattern(rule).test(`/${file}`) && !file.endsWith(".map")))
      blocks.push(block(`/${file}`, { "Cache-Control": CACHE[rule.policy] }));
  return blocks.join("\n");
}

/** What in `_headers` / `_redirects` text breaks the documented limits (empty when nothing does). */
export function staticHostLimitProblems(files: { headers: string; redirects: string }): string[] {
  const longest = (text: string) => Math.max(...text.split("\n").map((line) => line.length));
  const [headerLine, redirectLine] = [longest(files.headers), longest(files.redirects)];
  const rules = files.headers.split("\n").filter((line) => line.startsWith("/")).length;
  const redirects = files.redirects.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
  const dynamic = redirects.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? "")).length;
  const statics = redirects.length - dynamic;
  const limits = STATIC_HOST_LIMITS;
  const checks: [count: number, limit: number, problem: string][] = [
    [rules, limits.headerRules, `_headers has ${rules} rules; Cloudflare Pages reads at most`],
    [headerLine, limits.lineLength, `_headers has a ${headerLine}-character line; Cloudflare Pages allows`],
    [redirectLine, limits.lineLength, `_redirects has a ${redirectLine}-character line; Cloudflare Pages allows`],
    [statics, limits.staticRedirects, `_redirects has ${statics} static rules; Cloudflare Pages allows`],
    [dynamic, limits.dynamicRedirects, `_redirects has ${dynamic} rules with * or :placeholders; Cloudflare Pages allows`],
  ];
  return checks.flatMap(([count, limit, problem]) => (count > limit ? [`${problem} ${limit}`] : []));
}
