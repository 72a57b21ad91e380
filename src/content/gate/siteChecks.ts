/**
 * The checks that need more than one file: which addresses are pages (from the file names, so a
 * broken file is reported once, not by every link to it), the redirects, and what links and pictures point at.
 */
import fs from "node:fs";
import path from "node:path";
import { TRANSLATIONS, englishPath, type Lang } from "../../i18n/languages";
import { isVideo } from "../../lib/media";
import { PAGE_KINDS, type PageFolder } from "../kinds";
import type { FileCheck, Loose, Place } from "./fileChecks";
import { closest, placeOf, visible } from "./labels";
import type { ReadFile } from "./read";
import { internalLinks, parseRichTextOnce, tokensFor } from "./richText";
import type { Redirects } from "../kinds/redirects";
import type { Settings } from "../kinds/settings";

/** Names a root page (a legal page) cannot take: the page folders, languages and build's folders; deeper pages never match. */
const RESERVED_ROOT_SLUGS = ["404", "static", "media", "icons", ...TRANSLATIONS].concat(
  PAGE_KINDS.flatMap(({ pages }) => pages.urlPrefix.split("/").filter(Boolean)),
);

interface SiteInput {
  contentDir: string;
  staticDir: string;
  pageFiles: Record<PageFolder, string[]>;
  redirectsFile?: ReadFile<Redirects>;
  settings?: Loose<Settings>;
  problems: string[];
}

/** Checks the pages' addresses and the redirects, and gives the checks of each file. */
export function siteChecks({ contentDir, staticDir, pageFiles, redirectsFile, settings, problems }: SiteInput) {
  const pageList = PAGE_KINDS.flatMap(({ folder, pages }) =>
    pageFiles[folder].map((relative) => ({
      file: `content/${relative}`,
      page: `${pages.urlPrefix}${path.posix.basename(relative, ".json")}`,
    })),
  );
  const pages = new Set<string>(["/", ...pageList.map(({ page }) => page)]);
  for (const { file, page } of pageList) {
    const other = pageList.find((each) => each.page.toLowerCase() === page.toLowerCase())?.file;
    if (other !== file)
      problems.push(
        `${file}: its address ${page} differs only in letter case from the page of ${other}; rename one of them (case-insensitive hosts would serve one for both)`,
      );
    if (RESERVED_ROOT_SLUGS.includes(page.slice(1).toLowerCase()))
      problems.push(`${file}: ${page} is taken by the site itself; give the page another file name and slug`);
  }

  /** "; did you mean "/services/crowns"?" for a link a few letters away from a page. */
  const didYouMean = (href: string) => {
    const page = closest(href.split("#")[0].split("?")[0], pages, 3);
    return page ? `; did you mean "${page}"?` : "";
  };
  const redirectSources = new Set<string>();
  /** Redirect targets that are not pages, reported once every redirect is known. */
  const toChecks: { to: string; where: string }[] = [];
  redirectsFile?.loose?.redirects?.forEach((redirect, index) => {
    const { from, to, serverOnly } = redirect ?? {};
    if (from === undefined || to === undefined) return;
    const where = (field: string) => `content/redirects/redirects.json: ${placeOf(["redirects", index, field])}`;
    if (redirectSources.has(from)) problems.push(`${where("from")} "${from}" is listed twice`);
    redirectSources.add(from);
    if (pages.has(from)) problems.push(`${where("from")} "${from}" is a page; a redirect would hide it`);
    if (!pages.has(to)) toChecks.push({ to, where: where("to") });
    const clash = [...pages].find((page) => page !== from && page.toLowerCase() === from.toLowerCase());
    if (clash && !serverOnly)
      problems.push(`${where("from")} "${from}" differs from the page ${clash} only in case; mark it "serverOnly": true`);
  });
  const redirects = redirectsFile?.data;
  /** "is an old address that redirects to …" for a path that only redirects now, with what to write instead. */
  const oldAddress = (target: string) => {
    const to = redirects?.redirects.find((redirect) => redirect.from === target)?.to;
    return to === undefined
      ? undefined
      : `is an old address that redirects to "${to}"; write "${to}" instead (npm run check:content -- --fix-links does it)`;
  };
  const notAPage = (target: string, where: string) =>
    problems.push(`${where} "${target}" ${oldAddress(target) ?? `is not a page of the site${didYouMean(target)}`}`);
  for (const { to, where } of toChecks) notAPage(to, where);
  const linkable = (href: string) => {
    const target = href.split("#")[0].split("?")[0];
    return (
      target === "" ||
      pages.has(target) ||
      // With the redirects file broken, a link that is not a page may be one of its redirects:
      // its own problem is reported instead of one per link.
      !redirects ||
      (redirectSources.has(target) && !redirects.redirects.find((r) => r.from === target)?.serverOnly)
    );
  };
  const checkLink = (href: string | undefined, where: string) => {
    if (href !== undefined && !linkable(href))
      problems.push(
        `${where} links to "${visible(href)}", which is neither a page nor a redirect of this site${didYouMean(href)}`,
      );
  };

  const checkRichText = (html: string | undefined, where: string, lang: Lang) => {
    if (html === undefined) return;
    const parsed = parseRichTextOnce(html, tokensFor(settings, lang));
    problems.push(...parsed.problems.map((problem) => `${where}: ${problem}`));
    internalLinks(parsed.nodes).forEach((href) => checkLink(href, where));
  };

  const images = [path.join(contentDir, "images"), "content/images/"] as const;
  const media = [path.join(staticDir, "media"), "static/media/"] as const;
  const checkFile = ([dir, place]: readonly [string, string], name: string | undefined, where: string) => {
    if (name !== undefined && !fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.isFile())
      problems.push(`${where} names "${name}", which is not in ${place}`);
  };

  return <T>(lang: Lang, file: string, read: ReadFile<T> & { loose: Loose<T> }): FileCheck<T> => {
    const english = !(TRANSLATIONS as readonly string[]).includes(lang);
    const where = (at: Place) => `${file}: ${placeOf(at)}`;
    return {
      file,
      data: read.loose,
      english,
      refused: read.refused,
      problem: (message, at) => problems.push(at ? `${where(at)} ${message}` : `${file}: ${message}`),
      // Links are written as English paths; one already in the translation's form is the same link.
      link: (href, at) => checkLink(href === undefined || english ? href : englishPath(href), where(at)),
      richText: (html, at) => checkRichText(html, where(at), lang),
      media: (name, at) => checkFile(name !== undefined && isVideo(name) ? media : images, name, where(at)),
      staticMedia: (name, at) => checkFile(media, name, where(at)),
      page: (target, at) => void (pages.has(target) || notAPage(target, where(at))),
    };
  };
}
