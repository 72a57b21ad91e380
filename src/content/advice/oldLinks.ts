/**
 * A link to an old address (a redirect's `from`) works through a 301 but sends every visitor the long way round: advice
 * names the new address, and `npm run check:content -- --fix-links` rewrites such links, keeping each file's layout.
 */
import fs from "node:fs";
import path from "node:path";
import { applyEdits, modify } from "jsonc-parser";
import { internalLinks, parseRichText } from "../gate/richText";
import { DEFAULT_LANG, TRANSLATIONS, englishPath } from "../../i18n/languages";
import type { SiteContent } from "../kinds";
import { listContentFiles } from "../gate/contentFiles";
import type { Redirects } from "../kinds/redirects";
import { placeOf } from "../gate/labels";
import { escapeRegExp } from "../gate/terms";
import { languageFiles, strings, type AdviceItem } from "./pageText";

/** Old address → the page it redirects to, but for what only the server redirects and what the site links to on purpose. */
function movedPages(redirects: Redirects): Map<string, string> {
  return new Map(redirects.redirects.filter((r) => !r.serverOnly && !r.keepLinks).map((r) => [r.from, r.to]));
}

/** A link as written (`href`) and to the new address (`to`), in the field `at` (an address, or formatted text) of `value`. */
type OldLink = { at: (string | number)[]; value: string; href: string; to: string };

/** `href` pointing at the new address when it points at an old one (language prefix, # and ? kept). */
function newAddress(href: string, moved: Map<string, string>): string | undefined {
  if (!href.startsWith("/")) return undefined;
  const english = englishPath(href);
  const prefix = href.slice(0, href.length - english.length);
  const [, target, suffix] = /^([^?#]*)(.*)$/s.exec(english) ?? [];
  const to = moved.get(target);
  return to === undefined ? undefined : `${prefix}${to}${suffix}`;
}

/** Fields that hold one site path: a link's address, a sidebar entry's page, a redirect's target. */
const LINK_FIELDS = new Set(["href", "path", "to"]);

/** Every link of `value` to a site path, in an address field or in formatted text: the field `at`, its text `value`, the `href`. */
export const linksIn = (value: unknown) =>
  strings(value).flatMap(({ at, text }) => {
    const field = String(at[at.length - 1]);
    const hrefs = LINK_FIELDS.has(field)
      ? [text]
      : field === "descriptionToBeParsed"
        ? internalLinks(parseRichText(text).nodes)
        : [];
    return hrefs.map((href) => ({ at, value: text, href }));
  });

const oldLinksIn = (value: unknown, moved: Map<string, string>): OldLink[] =>
  linksIn(value).flatMap((link) => {
    const to = newAddress(link.href, moved);
    return to === undefined ? [] : [{ ...link, to }];
  });

/** Formatted text with each `href="old"` of `links` written as the new address. */
function rewriteHtml(html: string, links: OldLink[]): string {
  return links.reduce(
    (out, link) =>
      out.replace(
        new RegExp(`(href\\s*=\\s*)(["'])${escapeRegExp(link.href)}\\2`, "gi"),
        (_, attribute: string, quote: string) => `${attribute}${quote}${link.to}${quote}`,
      ),
    html,
  );
}

/** Rewrites every link to an old address under `contentDir`; one line per change, naming the file and the field. */
export function fixLinksInContent(contentDir: string, redirects: Redirects): string[] {
  const moved = movedPages(redirects);
  // Every content file, in every language: any of them may hold a link.
  return listContentFiles(contentDir).files.flatMap((relative) => {
    const file = path.join(contentDir, relative);
    let text = fs.readFileSync(file, "utf8");
    let changed: OldLink[];
    try {
      changed = oldLinksIn(JSON.parse(text), moved);
    } catch {
      return []; // Malformed JSON: the content check names it; its links wait until it is fixed.
    }
    // One edit per field: the links inside one string share its `at`.
    for (const [at, value] of new Map(changed.map((link) => [link.at, link.value]))) {
      const links = changed.filter((link) => link.at === at);
      const fixed = LINK_FIELDS.has(String(at[at.length - 1])) ? links[0].to : rewriteHtml(value, links);
      text = applyEdits(text, modify(text, at, fixed, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
    }
    if (changed.length > 0) fs.writeFileSync(file, text);
    return changed.map((link) => `content/${relative}: ${placeOf(link.at)}: "${link.href}" → "${link.to}"`);
  });
}

/** Advice for every link to an old address: the field, the old address and the new one. */
export function oldLinkAdvice(content: SiteContent): AdviceItem<"oldAddress">[] {
  const moved = movedPages(content.redirects);
  const translations = TRANSLATIONS.flatMap((lang) => languageFiles(lang, content.translations[lang]));
  return [...languageFiles(DEFAULT_LANG, content), ...translations].flatMap(({ file, data }) =>
    oldLinksIn(data, moved).map((link) => ({
      file,
      rule: "oldAddress" as const,
      message: `${placeOf(link.at)} links to the old address "${link.href}", which redirects to "${link.to}": link to "${link.to}" instead (npm run check:content -- --fix-links rewrites such links)`,
    })),
  );
}
