/** The static hosts' files in public/: `_headers`, and `_redirects` in the flavour of the host (hosting/README.md). */
import fs from "node:fs";
import path from "node:path";
import { headersFile, staticHostLimitProblems } from "./cloudflare";
import { LANGUAGE_ERROR_PAGES } from "./errorPages";
import { FUNCTION_ROUTES } from "./oauth/github";
import { checkRules, type RedirectRule } from "./redirects";

export type StaticHost = "cloudflare" | "netlify";

export function staticHostFromEnv(env: NodeJS.ProcessEnv = process.env): StaticHost {
  const named = env.STATIC_HOST?.trim().toLowerCase();
  if (named === "netlify" || named === "cloudflare") return named;
  if (named) throw new Error(`STATIC_HOST="${env.STATIC_HOST}": use "cloudflare" or "netlify" (or leave it unset)`);
  return env.NETLIFY === "true" ? "netlify" : "cloudflare";
}

/**
 * `_redirects` in the host's flavour: every rule as a 301; for Netlify forced where a stub would win,
 * then each translation's error page (an existing file is served first).
 */
export function redirectsFile(rules: RedirectRule[], host: StaticHost = "cloudflare"): string {
  const netlify = host === "netlify";
  const lines = [
    `# Generated from content/redirects/redirects.json by the build (plugins/gatsby-plugin-site-postbuild) for ${netlify ? "Netlify" : "Cloudflare Pages"}; do not edit.`,
    ...(netlify
      ? [
          "# A rule with a redirect stub file is forced (301!), or Netlify would serve the stub. The lower-case",
          "# server-only aliases are not: forced, they could loop onto the capitalised page they point to.",
        ]
      : ["# Cloudflare Pages applies these before any file, and serves the nearest 404.html itself."]),
    ...checkRules(rules).map((rule) => `${rule.from} ${rule.to} ${netlify && !rule.serverOnly ? "301!" : "301"}`),
    ...(netlify ? LANGUAGE_ERROR_PAGES.map(({ prefix, page }) => `${prefix}/* ${page} 404`) : []),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Writes public/_redirects and public/_headers for `host`, and for Cloudflare Pages `_routes.json` (the
 * sign-in Function on its own addresses only); a file beyond the hosts' limits stops the build.
 */
export function writeStaticHostFiles(publicDir: string, rules: RedirectRule[], host: StaticHost = staticHostFromEnv()) {
  const files = { headers: headersFile(publicDir), redirects: redirectsFile(rules, host) };
  const problems = staticHostLimitProblems(files);
  if (problems.length > 0) throw new Error(`The static host files would be cut short:\n  ${problems.join("\n  ")}`);
  fs.writeFileSync(path.join(publicDir, "_redirects"), files.redirects);
  fs.writeFileSync(path.join(publicDir, "_headers"), files.headers);
  const routes = path.join(publicDir, ROUTES_FILE);
  if (host === "cloudflare") fs.writeFileSync(routes, `${JSON.stringify(FUNCTION_ROUTES, null, 2)}\n`);
  else fs.rmSync(routes, { force: true });
}

/** Cloudflare Pages' list of the addresses its Functions answer. */
export const ROUTES_FILE = "_routes.json";
