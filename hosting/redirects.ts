/**
 * The redirects, written once in English paths (content/redirects/redirects.json) and followed by every
 * language: a stub page per source and each host's rules. Server-only rules (lower-case aliases of pages
 * with capitals) get no stub: on a case-insensitive disk it would replace the page.
 */
import fs from "node:fs";
import path from "node:path";
import { redirectsSchema, type Redirects } from "../src/content/kinds/redirects";
import { describeIssue, parseJsonText } from "../src/content/gate/read";
import { sitePathProblem } from "../src/content/gate/sitePath";
import { LOCALE, TRANSLATIONS, languageOf, localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";
import { escapeHtml } from "./html";
import { pageFile } from "./pageFiles";

export type RedirectRule = Redirects["redirects"][number];

/** The redirect rules in every language, checked with the content schema; a broken file names itself and the field. */
export function loadRedirects(file: string): RedirectRule[] {
  const label = path.relative(process.cwd(), file) || file;
  if (!fs.existsSync(file)) throw new Error(`${label}: file is missing`);
  const parsed = parseJsonText(fs.readFileSync(file, "utf8"), label);
  if (parsed.problems.length > 0) throw new Error(parsed.problems.join("\n"));
  const result = redirectsSchema.safeParse(parsed.value);
  if (!result.success) throw new Error(result.error.issues.map((issue) => `${label}: ${describeIssue(issue)}`).join("\n"));
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

/** The English rules and each translation's copy of them (`/es/services` → `/es/services/smiledesign`). */
export function languageRedirects(rules: RedirectRule[]): RedirectRule[] {
  return [
    ...rules,
    ...TRANSLATIONS.flatMap((lang) =>
      rules.map((rule) => ({ ...rule, from: localisePath(rule.from, lang), to: localisePath(rule.to, lang) })),
    ),
  ];
}

/** Rules that may become files and browser redirects (server-only rules would collide with pages). */
export const staticRedirects = (rules: RedirectRule[]) => rules.filter((rule) => !rule.serverOnly);

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

/** A small page that sends browsers and crawlers on to `to`, with a visible link for everyone else. */
export function redirectPage(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  const lang = languageOf(to);
  const words = STRINGS[lang];
  return `<!doctype html>
<html lang="${LOCALE[lang]}">
<head>
<meta charset="utf-8">
<title>${words.movedTitle} ${target}</title>
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${escapeHtml(`${siteUrl}${to}`)}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>${words.movedText} <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** Writes a stub at every source but the server-only ones (/services → services.html); returns the files written. */
export function writeRedirectFiles(publicDir: string, rules: RedirectRule[], siteUrl: string): string[] {
  return staticRedirects(rules).map((rule) => {
    const file = path.join(publicDir, ...pageFile(rule.from).split("/"));
    // A stub from an earlier build may be replaced; a page Gatsby rendered may not.
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8").includes('id="___gatsby"'))
      throw new Error(`Redirect ${rule.from} would overwrite the page ${path.relative(publicDir, file)}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectPage(rule.to, siteUrl));
    return file;
  });
}
