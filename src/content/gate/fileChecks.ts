/**
 * The checks of one content file beyond its schema, named by its kind in src/content/kinds.ts and
 * run on every language's file. A translation's facts (pictures, shared blocks, the sidebar's
 * pages) equal the English file's, which the loader compares, so the checks of facts run on the
 * English file only. What a check needs of the rest of the site (which pages exist, which pictures)
 * comes through the FileCheck it is given, so these functions read no files and run in the browser.
 */
import { isVideo } from "../../lib/media";
import type { AboutContent, Blocks, HomeContent, LegalContent, ServiceContent } from "./schemas/pages";
import type { Navigation, Sidebar } from "./schemas/site";
import type { Notices } from "./schemas/notices";

/** A place in a file: field names and list indexes (`["sections", 2, "heading"]`). */
export type Place = (string | number)[];

/**
 * A content file as far as it passed its schema: the fields the schema refused are left out, so the
 * checks that follow (links, pictures, translations) still run on the rest of the file in the same
 * round, without reporting a refused field a second time or tripping on it.
 */
export type Loose<T> = T extends readonly (infer E)[]
  ? (Loose<E> | undefined)[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> }
    : T;

/** One file under check, and the checks that need the rest of the site. */
export interface FileCheck<T> {
  /** `content/services/veneers.json`. */
  file: string;
  data: Loose<T>;
  /** False for a translation, whose facts are compared with the English file's instead. */
  english: boolean;
  /** True for a place its schema refused (already reported); with `orInside`, also for a refusal inside it. */
  refused(at: Place, orInside?: boolean): boolean;
  /** Reports `<file>: <message>`, or with `at`, `<file>: <the place> <message>`. */
  problem(message: string, at?: Place): void;
  /** A link written in the file must open a page or a redirect of the site. */
  link(href: string | undefined, at: Place): void;
  /** Formatted text must parse, and its links open pages. */
  richText(html: string | undefined, at: Place): void;
  /** A picture under content/images/, or a video under static/media/. */
  media(name: string | undefined, at: Place): void;
  /** A file under content/images/. */
  image(name: string | undefined, at: Place): void;
  /** A file under static/media/. */
  staticMedia(name: string | undefined, at: Place): void;
  /** A path that must be a page of the site itself (not an old address that redirects). */
  page(path: string, at: Place): void;
}

/** Every content check takes the file under check; the loader calls it with the kind's own type. */
export type KindCheck = (check: FileCheck<never>) => void;

const SECTION_KEYS = ["One", "Two", "Three", "Four"] as const;

/** The description and the card sections of service and about pages. */
function checkPageText({ data, refused, richText, problem }: FileCheck<ServiceContent | AboutContent>) {
  richText(data.descriptionToBeParsed, ["descriptionToBeParsed"]);
  for (const key of SECTION_KEYS) {
    const title = `section${key}Title` as const;
    const cards = `section${key}Data` as const;
    const hasTitle = data[title] !== undefined || refused([title]);
    const hasData = data[cards] !== undefined || refused([cards]);
    if (hasTitle !== hasData)
      problem(`is missing (${title} and ${cards} go together: a heading and its cards)`, [hasTitle ? cards : title]);
  }
}

export function checkServicePage(check: FileCheck<ServiceContent>): void {
  const { data, english, refused, richText, problem } = check;
  checkPageText(check);
  richText(data.additionalContent?.descriptionToBeParsed, ["additionalContent", "descriptionToBeParsed"]);
  if (english) {
    check.media(data.imgSrc, ["imgSrc"]);
    const blockNames = (data.blocks ?? []).filter((name) => name !== undefined);
    if (new Set(blockNames).size !== blockNames.length)
      problem("blocks names a block twice (each shared block appears once on a page)");
  }
  if ((data.reviewedBy === undefined) !== (data.reviewedOn === undefined) && !refused(["reviewedBy"]) && !refused(["reviewedOn"]))
    problem(`reviewedBy and reviewedOn go together (who reviewed the ${english ? "page" : "translation"}, and when)`);
  if (english && data.imgSrc !== undefined && isVideo(data.imgSrc)) {
    if (!data.videoPoster) {
      if (!refused(["videoPoster"])) problem("is missing (a video needs a poster image under static/media/)", ["videoPoster"]);
    } else check.staticMedia(data.videoPoster, ["videoPoster"]);
  }
}

export function checkAboutPage(check: FileCheck<AboutContent>): void {
  checkPageText(check);
  if (check.english) check.data.photos?.forEach((photo, i) => check.image(photo?.src, ["photos", i, "src"]));
}

export function checkLegalPage({ data, richText }: FileCheck<LegalContent>): void {
  data.sections?.forEach((section, i) => richText(section?.descriptionToBeParsed, ["sections", i, "descriptionToBeParsed"]));
}

export function checkHome({ data, english, link, staticMedia }: FileCheck<HomeContent>): void {
  data.serviceGroups?.forEach((group, i) => link(group?.href, ["serviceGroups", i, "href"]));
  if (english) for (const key of ["webm", "mp4", "poster"] as const) staticMedia(data.hero?.[key], ["hero", key]);
}

export function checkBlocks({ data, richText }: FileCheck<Blocks>): void {
  for (const [name, block] of Object.entries(data)) richText(block?.descriptionToBeParsed, [name, "descriptionToBeParsed"]);
}

export function checkMenu({ data, refused, link, problem }: FileCheck<Navigation>): void {
  data.items?.forEach((item, i) => {
    if (item?.href) link(item.href, ["items", i, "href"]);
    item?.groups?.forEach((group, g) =>
      group?.links?.forEach((entry, l) => {
        if (entry?.href) link(entry.href, ["items", i, "groups", g, "links", l, "href"]);
      }),
    );
  });
  data.items?.forEach((item, i) => {
    if (item && !item.href && !item.groups && !item.note && !refused(["items", i], true))
      problem("needs a link address (href), groups or a note", ["items", i]);
  });
}

export function checkSidebar({ data, english, page, problem }: FileCheck<Sidebar>): void {
  if (!english) return;
  const categorised = new Map<string, string>();
  data.categories?.forEach((category, c) =>
    category?.links?.forEach((entry, l) => {
      if (entry?.path === undefined) return;
      const at = ["categories", c, "links", l, "path"];
      page(entry.path, at);
      const other = categorised.get(entry.path);
      if (other) problem(`"${entry.path}" is already in the category "${other}"; a page belongs to one category`, at);
      categorised.set(entry.path, category.title ?? `${c + 1}`);
    }),
  );
}

/** A notice's link to a page of this site must open one (an https:// address is the editor's to check). */
export function checkNotices({ data, link }: FileCheck<Notices>): void {
  data.notices?.forEach((notice, n) => {
    const href = notice?.link?.href;
    if (href?.startsWith("/")) link(href, ["notices", n, "link", "href"]);
  });
}
