/**
 * Redirects are data (content/redirects/redirects.json). They are applied in three places from
 * that one list: Gatsby's createRedirect (in the browser), an HTML file per source written into
 * public/ (for any plain static host), and the nginx configuration (scripts/nginx).
 */
import fs from "node:fs";
import path from "node:path";
import type { Redirects } from "../content/gate/schemas/site";
import { LOCALE, TRANSLATIONS, languageOf, localisePath } from "../i18n/languages";
import { STRINGS } from "../i18n/dictionary";
import { pageFile } from "./sitePages";

export type RedirectRule = Redirects["redirects"][number];

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A small page that sends browsers and crawlers on to `to`, with a visible link for everyone else. */
export function redirectPage(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(`${siteUrl}${to}`);
  const lang = languageOf(to);
  const words = STRINGS[lang];
  return `<!doctype html>
<html lang="${LOCALE[lang]}">
<head>
<meta charset="utf-8">
<title>${words.movedTitle} ${target}</title>
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>${words.movedText} <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** The public/ file that answers a redirect source on a static host: /services → services.html (as pages are laid out). */
export function redirectFilePath(publicDir: string, from: string): string {
  return path.join(publicDir, ...pageFile(from).split("/"));
}

/**
 * The English rules and each translation's copy of them (`/es/services` → `/es/services/smiledesign`):
 * the redirects are written once, in English paths, and every language follows them.
 */
export function languageRedirects(rules: RedirectRule[]): RedirectRule[] {
  return [
    ...rules,
    ...TRANSLATIONS.flatMap((lang) =>
      rules.map((rule) => ({ ...rule, from: localisePath(rule.from, lang), to: localisePath(rule.to, lang) })),
    ),
  ];
}

/** Rules that may become files and browser redirects (server-only rules would collide with pages). */
export function staticRedirects(rules: RedirectRule[]): RedirectRule[] {
  return rules.filter((rule) => !rule.serverOnly);
}

/**
 * Where the preview site (gatsby develop) sends an address that a server-only rule covers, in every
 * language, with the query kept; undefined when no such rule covers it. The rules are the English list.
 */
export function serverOnlyTarget(rules: RedirectRule[], url: string): string | undefined {
  const query = url.indexOf("?");
  const [pathname, search] = query === -1 ? [url, ""] : [url.slice(0, query), url.slice(query)];
  const rule = languageRedirects(rules).find((candidate) => candidate.serverOnly && candidate.from === pathname);
  return rule && `${rule.to}${search}`;
}

export function writeRedirectFiles(publicDir: string, rules: RedirectRule[], siteUrl: string): string[] {
  return staticRedirects(rules).map((rule) => {
    const file = redirectFilePath(publicDir, rule.from);
    // A stub from an earlier build may be replaced; a page Gatsby rendered may not.
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8").includes('id="___gatsby"'))
      throw new Error(`Redirect ${rule.from} would overwrite the page ${path.relative(publicDir, file)}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectPage(rule.to, siteUrl));
    return file;
  });
}
