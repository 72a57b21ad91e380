/**
 * Netlify reads public/_headers (the same file as Cloudflare Pages': hosting/cloudflare.ts) and its
 * own flavour of public/_redirects, written when STATIC_HOST=netlify (netlify.toml) or NETLIFY=true
 * (its own builds). What it documents, and what the files follow:
 * - it serves an existing file before an unforced rule at the same path, so a rule whose source has a
 *   redirect stub is forced (`301!`); the lower-case server-only aliases are not (forced, a
 *   case-insensitive match could loop onto the capitalised page they point to);
 * - it answers an unknown address with /404.html only, so each translation needs a `404` rule, last;
 * - a path gets every matching header rule's values, later rules replacing earlier ones; it ignores
 *   Cloudflare's `! Name` lines;
 * - it documents no limits on rule counts or line lengths: the files keep Cloudflare Pages' limits.
 */
import { LANGUAGE_ERROR_PAGES } from "./errorPages";
import { redirectsHeading } from "./cloudflare";
import { checkRules, type RedirectRule } from "./redirects";

/** `_redirects` for Netlify: every rule as a 301 (forced where a stub would win), then each translation's error page. */
export function netlifyRedirectsFile(rules: RedirectRule[]): string {
  const lines = [
    redirectsHeading("Netlify"),
    "# A rule with a redirect stub file is forced (301!), or Netlify would serve the stub. The lower-case",
    "# server-only aliases are not: forced, they could loop onto the capitalised page they point to.",
    ...checkRules(rules).map((rule) => `${rule.from} ${rule.to} ${rule.serverOnly ? "301" : "301!"}`),
    // Last: a translation's unknown addresses get its own error page (an existing file is served first).
    ...LANGUAGE_ERROR_PAGES.map(({ prefix, page }) => `${prefix}/* ${page} 404`),
  ];
  return `${lines.join("\n")}\n`;
}
