/**
 * The hosts that read `_redirects` and `_headers` from public/: Cloudflare Pages (hosting/cloudflare.ts)
 * and Netlify (hosting/netlify.ts). They read one `_headers`; `_redirects` is written for one of them.
 * `cloudflare` is the default: a plain build can be uploaded to Cloudflare Pages or any static host as
 * it is. Netlify's builds set NETLIFY=true (netlify.toml sets STATIC_HOST=netlify for builds run
 * elsewhere with its CLI).
 */
import fs from "node:fs";
import path from "node:path";
import { cloudflareRedirectsFile, headersFile, staticHostLimitProblems } from "./cloudflare";
import { netlifyRedirectsFile } from "./netlify";
import { FUNCTION_ROUTES } from "./oauth/github";
import type { RedirectRule } from "./redirects";

export type StaticHost = "cloudflare" | "netlify";

export function staticHostFromEnv(env: NodeJS.ProcessEnv = process.env): StaticHost {
  const named = env.STATIC_HOST?.trim().toLowerCase();
  if (named === "netlify" || named === "cloudflare") return named;
  if (named) throw new Error(`STATIC_HOST="${env.STATIC_HOST}": use "cloudflare" or "netlify" (or leave it unset)`);
  return env.NETLIFY === "true" ? "netlify" : "cloudflare";
}

/** `_redirects` in the host's flavour. */
export function redirectsFile(rules: RedirectRule[], host: StaticHost = "cloudflare"): string {
  return host === "netlify" ? netlifyRedirectsFile(rules) : cloudflareRedirectsFile(rules);
}

/**
 * Writes public/_redirects and public/_headers for `host`, and for Cloudflare Pages `_routes.json`,
 * which runs the site's one Function (the editor's sign-in, functions/api/auth/) on its own
 * addresses only. A file beyond the hosts' limits stops the build.
 */
export function writeStaticHostFiles(publicDir: string, rules: RedirectRule[], host: StaticHost = staticHostFromEnv()): string[] {
  const files = { headers: headersFile(publicDir).text, redirects: redirectsFile(rules, host) };
  const problems = staticHostLimitProblems(files);
  if (problems.length > 0) throw new Error(`The static host files would be cut short:\n  ${problems.join("\n  ")}`);
  const written = [path.join(publicDir, "_redirects"), path.join(publicDir, "_headers")];
  fs.writeFileSync(written[0], files.redirects);
  fs.writeFileSync(written[1], files.headers);
  const routes = path.join(publicDir, ROUTES_FILE);
  if (host === "cloudflare") {
    fs.writeFileSync(routes, `${JSON.stringify(FUNCTION_ROUTES, null, 2)}\n`);
    written.push(routes);
  } else fs.rmSync(routes, { force: true });
  return written;
}

/** Cloudflare Pages' list of the addresses its Functions answer. */
export const ROUTES_FILE = "_routes.json";
