/**
 * Reads and checks every content file before Gatsby's bootstrap, so that a broken file stops
 * the build with the file, the field and what was expected, before anything reaches `public/`.
 * `npm run check:content` runs the same checks without a build.
 */
import fs from "node:fs";
import path from "node:path";
import type { ZodIssue, ZodType, ZodTypeAny, ZodTypeDef } from "zod";
import {
  aboutSchema,
  blocksSchema,
  glossarySchema,
  homeSchema,
  legalSchema,
  navigationSchema,
  redirectsSchema,
  serviceSchema,
  settingsSchema,
  settingsTranslationSchema,
  sidebarSchema,
  type AboutContent,
  type Blocks,
  type Glossary,
  type HomeContent,
  type LegalContent,
  type Navigation,
  type Redirects,
  type ServiceContent,
  type Settings,
  type SettingsTranslation,
  type Sidebar,
} from "./schemas/schema";
import { internalLinks, parseRichText, type RichTextTokens } from "./richText";
import { isVideo } from "../../lib/media";
import { describeIssue, visible } from "./issues";
import { placeOf } from "./labels";
import { closest } from "./closest";
import { parseJsonBytes, parseJsonText } from "./jsonFile";
import {
  PAGE_FOLDERS,
  SINGLE_FILES,
  TRANSLATION_ONLY_FILES,
  listContentFiles,
  type PageFolder,
  type TranslationLang,
} from "./contentFiles";
import { factDifferences } from "./translations";
import { TRANSLATIONS, englishPath } from "../../i18n/languages";
import { DEFAULT_PRIVACY_OFFICER_IN } from "./richText";

export { describeIssue, formatPath } from "./issues";

/** The schema of each content folder's files. */
export const FOLDER_SCHEMAS = {
  settings: settingsSchema,
  navigation: navigationSchema,
  sidebar: sidebarSchema,
  redirects: redirectsSchema,
  home: homeSchema,
  legal: legalSchema,
  services: serviceSchema,
  about: aboutSchema,
} as const;

/**
 * One language's version of the site under `content/<lang>/`: the same files as English, checked
 * with the same schemas; the settings hold only their translatable text.
 */
export interface Translation {
  settings: SettingsTranslation;
  navigation: Navigation;
  sidebar: Sidebar;
  home: HomeContent;
  blocks: Blocks;
  legal: LegalContent[];
  services: ServiceContent[];
  about: AboutContent[];
  /** The language's terms: the term to use for an idea and the terms to avoid (content/<lang>/glossary/glossary.json). */
  glossary: Glossary;
}

export interface SiteContent {
  /** Each translation of the English site, by language. */
  translations: Record<TranslationLang, Translation>;
  settings: Settings;
  navigation: Navigation;
  sidebar: Sidebar;
  redirects: Redirects;
  home: HomeContent;
  blocks: Blocks;
  legal: LegalContent[];
  services: ServiceContent[];
  about: AboutContent[];
}

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** Parses JSON text strictly (duplicate keys, invisible characters); one problem string when it is not. */
export function parseJsonFile(source: string, label: string): { value?: unknown; problem?: string } {
  const { value, problems } = parseJsonText(source, label);
  return problems.length > 0 ? { problem: problems.join("\n") } : { value };
}

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

/** A file read by readContentFile: its data when it passed, else what is left of it (when it could be parsed). */
export interface ReadFile<T> {
  data?: T;
  loose?: Loose<T>;
  /**
   * True for a place the schema refused (already reported), or for anything when the file could
   * not be parsed; with `orInside`, also when something inside the place was refused.
   */
  refused: (at: (string | number)[], orInside?: boolean) => boolean;
}

const isRecord = (value: unknown): value is Record<string | number, unknown> => typeof value === "object" && value !== null;

/** `value` without the places zod refused, and those places. */
function withoutRefused(value: unknown, issues: ZodIssue[]): { loose?: unknown; refused: (string | number)[][] } {
  const refused = issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path],
  );
  if (refused.some((at) => at.length === 0)) return { refused };
  const loose = structuredClone(value);
  for (const at of refused) {
    let parent: unknown = loose;
    for (const part of at.slice(0, -1)) parent = isRecord(parent) ? parent[part] : undefined;
    const last = at[at.length - 1];
    if (Array.isArray(parent) && typeof last === "number") parent[last] = undefined;
    else if (isRecord(parent)) delete parent[last];
  }
  return { loose, refused };
}

const within = (at: (string | number)[], place: (string | number)[]) => place.every((part, i) => at[i] === part);

/** Reads `content/<relative>` strictly and checks it against `schema`; problems name the file. */
export function readContentFile<T>(
  root: string,
  relative: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  problems: string[],
): ReadFile<T> {
  const label = `content/${relative}`;
  const unread: ReadFile<T> = { refused: () => true };
  const file = path.join(root, relative);
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stat) {
    problems.push(`${label}: file is missing`);
    return unread;
  }
  if (!stat.isFile()) {
    problems.push(`${label}: must be a file`);
    return unread;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    problems.push(`${label}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    return unread;
  }
  const parsed = parseJsonBytes(bytes, label);
  if (parsed.problems.length > 0) {
    problems.push(...parsed.problems);
    return unread;
  }
  const result = schema.safeParse(parsed.value);
  if (result.success) return { data: result.data, loose: result.data as Loose<T>, refused: () => false };
  problems.push(...result.error.issues.map((issue) => `${label}: ${describeIssue(issue, schema as ZodTypeAny)}`));
  const { loose, refused } = withoutRefused(parsed.value, result.error.issues);
  return {
    loose: loose as Loose<T> | undefined,
    refused: (at, orInside = false) => refused.some((place) => within(at, place) || (orInside && within(place, at))),
  };
}

function readFolder<T>(
  root: string,
  folder: PageFolder,
  files: string[],
  schema: ZodType<T, ZodTypeDef, unknown>,
  problems: string[],
): PageFile<T>[] {
  const stat = fs.statSync(path.join(root, folder), { throwIfNoEntry: false });
  if (!stat?.isDirectory()) {
    problems.push(`content/${folder}/: folder is missing`);
    return [];
  }
  return files.flatMap((relative) => {
    const read = readContentFile(root, relative, schema, problems);
    return read.loose === undefined ? [] : [{ file: `content/${relative}`, ...read, loose: read.loose }];
  });
}

/** A page's file as read, with the file's name. */
type PageFile<T> = ReadFile<T> & { file: string; loose: Loose<T> };

/** `content/…json: Section one card 3, title (`sectionOneData[2].title`)`. */
const placeIn = (file: string, at: (string | number)[]) => `${file}: ${placeOf(at)}`;

/** Legal pages sit at the site's root: these names are taken by other pages, the languages and the build's own folders. */
const RESERVED_ROOT_SLUGS = ["404", "about", "services", "static", "media", "icons", ...TRANSLATIONS];

/**
 * Stand-ins for the settings' contact details while the settings file itself is broken, so the
 * settings problem is reported once instead of again by every `{phone}` link in formatted text.
 */
const STAND_IN_TOKENS: RichTextTokens = { phone: "(000) 000-0000", phoneTel: "+10000000000", email: "office@example.org" };

const SECTION_KEYS = ["One", "Two", "Three", "Four"] as const;

/**
 * Validates all content under `contentDir`; media are looked up in `contentDir/images` and
 * `staticDir/media`. Throws a ContentError listing every problem found, in one round: a field the
 * schema refuses does not stop the checks of the rest of its file (links, pictures, translations);
 * only a file that cannot be read or parsed stops the checks that need it.
 */
export function loadContent(contentDir: string, staticDir: string): SiteContent {
  if (!fs.existsSync(contentDir)) throw new ContentError([`content/: folder is missing`]);
  const layout = listContentFiles(contentDir);
  const problems: string[] = [...layout.problems];
  // Settings and redirects first: other files depend on them, so their problems are the cause to read first.
  const settingsFile = readContentFile(contentDir, `settings/${SINGLE_FILES.settings}`, settingsSchema, problems);
  const redirectsFile = readContentFile(contentDir, `redirects/${SINGLE_FILES.redirects}`, redirectsSchema, problems);
  const navigationFile = readContentFile(contentDir, `navigation/${SINGLE_FILES.navigation}`, navigationSchema, problems);
  const sidebarFile = readContentFile(contentDir, `sidebar/${SINGLE_FILES.sidebar}`, sidebarSchema, problems);
  const homeFile = readContentFile(contentDir, `home/${SINGLE_FILES.home}`, homeSchema, problems);
  const blocksFile = readContentFile(contentDir, `blocks/${SINGLE_FILES.blocks}`, blocksSchema, problems);
  const legal = readFolder(contentDir, "legal", layout.pages.legal, legalSchema, problems);
  const services = readFolder(contentDir, "services", layout.pages.services, serviceSchema, problems);
  const about = readFolder(contentDir, "about", layout.pages.about, aboutSchema, problems);
  const settings = settingsFile.loose;
  const navigation = navigationFile.loose;
  const sidebar = sidebarFile.loose;
  const home = homeFile.loose;
  const blocks = blocksFile.loose;

  // Slugs are the file names, so two pages can never share a URL.
  for (const { file, loose } of [...legal, ...services, ...about]) {
    const expected = path.basename(file, ".json");
    if (loose.slug !== undefined && loose.slug !== expected)
      problems.push(`${file}: slug is "${loose.slug}" but must equal the file name "${expected}"`);
  }

  // Pages come from the file names (each slug must equal its file name), so one broken file is
  // reported once, not again by every link that points at its page.
  const pageFiles = (Object.keys(PAGE_FOLDERS) as PageFolder[]).flatMap((folder) =>
    layout.pages[folder].map((relative) => ({
      file: `content/${relative}`,
      page: `${PAGE_FOLDERS[folder]}${path.posix.basename(relative, ".json")}`,
    })),
  );
  const pages = new Set<string>(["/", ...pageFiles.map(({ page }) => page)]);
  const byLowerCase = new Map<string, string>();
  for (const { file, page } of pageFiles) {
    const other = byLowerCase.get(page.toLowerCase());
    if (other)
      problems.push(
        `${file}: its address ${page} differs only in letter case from the page of ${other}; rename one of them (case-insensitive hosts would serve one for both)`,
      );
    else byLowerCase.set(page.toLowerCase(), file);
  }
  for (const relative of layout.pages.legal) {
    const name = path.posix.basename(relative, ".json");
    if (RESERVED_ROOT_SLUGS.includes(name.toLowerCase()))
      problems.push(`content/${relative}: /${name} is taken by the site itself; give the page another file name and slug`);
  }

  /** "; did you mean "/services/crowns"?" for a link a few letters away from a page. */
  const didYouMean = (href: string) => {
    const page = closest(href.split("#")[0].split("?")[0], pages, 3);
    return page ? `; did you mean "${page}"?` : "";
  };
  const redirectSources = new Set<string>();
  /** Redirect targets that are not pages, reported once every redirect is known. */
  const toChecks: { to: string; where: string }[] = [];
  const redirectsWhere = `content/redirects/${SINGLE_FILES.redirects}`;
  redirectsFile.loose?.redirects?.forEach((redirect, index) => {
    if (redirect?.from === undefined || redirect.to === undefined) return;
    const where = (field: string) => placeIn(redirectsWhere, ["redirects", index, field]);
    if (redirectSources.has(redirect.from)) problems.push(`${where("from")} "${redirect.from}" is listed twice`);
    redirectSources.add(redirect.from);
    if (pages.has(redirect.from)) problems.push(`${where("from")} "${redirect.from}" is a page; a redirect would hide it`);
    if (!pages.has(redirect.to)) toChecks.push({ to: redirect.to, where: where("to") });
    const from = redirect.from;
    const clash = [...pages].find((page) => page !== from && page.toLowerCase() === from.toLowerCase());
    if (clash && !redirect.serverOnly)
      problems.push(
        `${where("from")} "${redirect.from}" differs from the page ${clash} only in case; mark it "serverOnly": true`,
      );
  });
  const redirects = redirectsFile.data;
  /** " (an old address: it redirects to …)" for a path that only redirects now, with what to write instead. */
  const oldAddress = (target: string) => {
    const to = redirects?.redirects.find((redirect) => redirect.from === target)?.to;
    return to === undefined
      ? undefined
      : `is an old address that redirects to "${to}"; write "${to}" instead (npm run check:content -- --fix-links does it)`;
  };
  for (const { to, where } of toChecks)
    problems.push(`${where} "${to}" ${oldAddress(to) ?? `is not a page of the site${didYouMean(to)}`}`);
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

  const menuFile = `content/navigation/${SINGLE_FILES.navigation}`;
  if (navigation) menuLinks(navigation, menuFile).forEach(({ href, where }) => checkLink(href, where));
  navigation?.items?.forEach((item, i) => {
    if (item && !item.href && !item.groups && !item.note && !navigationFile.refused(["items", i], true))
      problems.push(`${placeIn(menuFile, ["items", i])} needs a link address (href), groups or a note`);
  });
  const categorised = new Map<string, string>();
  const sidebarWhere = `content/sidebar/${SINGLE_FILES.sidebar}`;
  sidebar?.categories?.forEach((category, c) =>
    category?.links?.forEach((link, l) => {
      if (link?.path === undefined) return;
      const where = placeIn(sidebarWhere, ["categories", c, "links", l, "path"]);
      if (!pages.has(link.path))
        problems.push(`${where} "${link.path}" ${oldAddress(link.path) ?? `is not a page of the site${didYouMean(link.path)}`}`);
      const other = categorised.get(link.path);
      if (other) problems.push(`${where} "${link.path}" is already in the category "${other}"; a page belongs to one category`);
      categorised.set(link.path, category.title ?? `${c + 1}`);
    }),
  );
  const homeWhere = `content/home/${SINGLE_FILES.home}`;
  home?.serviceGroups?.forEach((group, i) => checkLink(group?.href, placeIn(homeWhere, ["serviceGroups", i, "href"])));

  // While a contact detail in the settings is refused, a stand-in takes its place, so that problem
  // is reported once instead of again by every `{phone}` link in formatted text.
  const tokens: RichTextTokens = {
    phone: settings?.phoneDisplay ?? STAND_IN_TOKENS.phone,
    phoneTel: settings?.phoneTel ?? STAND_IN_TOKENS.phoneTel,
    email: settings?.email ?? STAND_IN_TOKENS.email,
    privacyOfficer: settings?.privacyOfficer,
  };
  const checkRichText = (html: string | undefined, where: string, privacyOfficer?: string) => {
    if (html === undefined) return;
    const { nodes, problems: found } = parseRichText(html, {
      ...tokens,
      privacyOfficer: tokens.privacyOfficer ?? privacyOfficer,
    });
    problems.push(...found.map((problem) => `${where}: ${problem}`));
    internalLinks(nodes).forEach((href) => checkLink(href, where));
  };

  const imagesDir = path.join(contentDir, "images");
  const mediaDir = path.join(staticDir, "media");
  const checkFile = (dir: string, file: string | undefined, where: string, place: string) => {
    if (file !== undefined && !fs.statSync(path.join(dir, file), { throwIfNoEntry: false })?.isFile())
      problems.push(`${where} names "${file}", which is not in ${place}`);
  };
  const checkMedia = (file: string | undefined, where: string) =>
    file === undefined
      ? undefined
      : isVideo(file)
        ? checkFile(mediaDir, file, where, "static/media/")
        : checkFile(imagesDir, file, where, "content/images/");

  for (const { file, loose: data, refused } of [...services, ...about]) {
    checkRichText(data.descriptionToBeParsed, placeIn(file, ["descriptionToBeParsed"]));
    for (const key of SECTION_KEYS) {
      const title = `section${key}Title` as const;
      const cards = `section${key}Data` as const;
      const hasTitle = data[title] !== undefined || refused([title]);
      const hasData = data[cards] !== undefined || refused([cards]);
      if (hasTitle !== hasData)
        problems.push(
          `${placeIn(file, [hasTitle ? cards : title])} is missing (${title} and ${cards} go together: a heading and its cards)`,
        );
    }
  }
  for (const { file, loose: data, refused } of services) {
    checkRichText(data.additionalContent?.descriptionToBeParsed, placeIn(file, ["additionalContent", "descriptionToBeParsed"]));
    checkMedia(data.imgSrc, placeIn(file, ["imgSrc"]));
    const blockNames = (data.blocks ?? []).filter((name) => name !== undefined);
    if (new Set(blockNames).size !== blockNames.length)
      problems.push(`${file}: blocks names a block twice (each shared block appears once on a page)`);
    if (
      (data.reviewedBy === undefined) !== (data.reviewedOn === undefined) &&
      !refused(["reviewedBy"]) &&
      !refused(["reviewedOn"])
    )
      problems.push(`${file}: reviewedBy and reviewedOn go together (who reviewed the page, and when)`);
    if (data.imgSrc !== undefined && isVideo(data.imgSrc)) {
      if (!data.videoPoster) {
        if (!refused(["videoPoster"]))
          problems.push(`${placeIn(file, ["videoPoster"])} is missing (a video needs a poster image under static/media/)`);
      } else checkFile(mediaDir, data.videoPoster, placeIn(file, ["videoPoster"]), "static/media/");
    }
  }
  for (const { file, loose: data } of about) {
    data.photos?.forEach((photo, i) => checkFile(imagesDir, photo?.src, placeIn(file, ["photos", i, "src"]), "content/images/"));
  }
  for (const { file, loose: data } of legal) {
    data.sections?.forEach((section, i) =>
      checkRichText(section?.descriptionToBeParsed, placeIn(file, ["sections", i, "descriptionToBeParsed"])),
    );
  }
  const blocksWhere = `content/blocks/${SINGLE_FILES.blocks}`;
  if (blocks) {
    for (const [name, block] of Object.entries(blocks))
      checkRichText(block?.descriptionToBeParsed, placeIn(blocksWhere, [name, "descriptionToBeParsed"]));
  }
  if (home) {
    for (const key of ["webm", "mp4", "poster"] as const)
      checkFile(mediaDir, home.hero?.[key], placeIn(homeWhere, ["hero", key]), "static/media/");
  }

  const translations = Object.fromEntries(
    TRANSLATIONS.map((lang) => [
      lang,
      readTranslation(lang, {
        contentDir,
        files: layout.translations[lang],
        english: { navigation: navigationFile, sidebar: sidebarFile, home: homeFile, blocks: blocksFile, legal, services, about },
        problems,
        // Links are written as English paths; one already in the translation's form is the same link.
        checkLink: (href, where) => checkLink(href === undefined ? undefined : englishPath(href), where),
        checkRichText: (html, where) => checkRichText(html, where, DEFAULT_PRIVACY_OFFICER_IN[lang]),
      }),
    ]),
  ) as Record<TranslationLang, Translation | undefined>;

  const done = {
    settings: settingsFile.data,
    navigation: navigationFile.data,
    sidebar: sidebarFile.data,
    redirects,
    home: homeFile.data,
    blocks: blocksFile.data,
  };
  const pagesRead = [...legal, ...services, ...about].every((page) => page.data !== undefined);
  if (
    problems.length > 0 ||
    !pagesRead ||
    !done.settings ||
    !done.navigation ||
    !done.sidebar ||
    !done.redirects ||
    !done.home ||
    !done.blocks
  )
    throw new ContentError(problems);
  const complete = Object.entries(translations).every(([, translation]) => translation !== undefined);
  if (!complete) throw new ContentError(problems);
  const dataOf = <T>(files: PageFile<T>[]) => files.flatMap(({ data }) => (data === undefined ? [] : [data]));
  return {
    translations: translations as Record<TranslationLang, Translation>,
    settings: done.settings,
    navigation: done.navigation,
    sidebar: done.sidebar,
    redirects: done.redirects,
    home: done.home,
    blocks: done.blocks,
    legal: dataOf(legal),
    services: dataOf(services),
    about: dataOf(about),
  };
}

/** Every link of a menu file, with the place that holds it. */
function menuLinks(navigation: Loose<Navigation>, file: string): { href: string; where: string }[] {
  return (navigation.items ?? []).flatMap((item, i) => [
    ...(item?.href ? [{ href: item.href, where: placeIn(file, ["items", i, "href"]) }] : []),
    ...(item?.groups ?? []).flatMap((group, g) =>
      (group?.links ?? []).flatMap((link, l) =>
        link?.href ? [{ href: link.href, where: placeIn(file, ["items", i, "groups", g, "links", l, "href"]) }] : [],
      ),
    ),
  ]);
}

interface TranslationContext {
  contentDir: string;
  files: Record<PageFolder, string[]>;
  /** The English files as read (their own problems are reported). */
  english: {
    navigation: ReadFile<Navigation>;
    sidebar: ReadFile<Sidebar>;
    home: ReadFile<HomeContent>;
    blocks: ReadFile<Blocks>;
    legal: PageFile<LegalContent>[];
    services: PageFile<ServiceContent>[];
    about: PageFile<AboutContent>[];
  };
  problems: string[];
  checkLink: (href: string | undefined, where: string) => void;
  checkRichText: (html: string | undefined, where: string) => void;
}

/**
 * Reads `content/<lang>/` with the English schemas: every file mirrors an English one, with the
 * same facts (factDifferences), and its links and formatted text pass the same checks. Links are
 * written as English paths, so they are checked against the English pages. A place refused in
 * either file is not compared (its problem is already reported).
 */
function readTranslation(lang: TranslationLang, context: TranslationContext): Translation | undefined {
  const { contentDir, files, english, problems, checkLink, checkRichText } = context;
  const compare = <T>(file: string, en: ReadFile<T> | undefined, translated: ReadFile<T>, englishFile: string) => {
    if (en?.loose === undefined || translated.loose === undefined) return;
    const skip = (at: (string | number)[], orInside?: boolean) => en.refused(at, orInside) || translated.refused(at, orInside);
    for (const difference of factDifferences(en.loose, translated.loose, [], skip))
      problems.push(`${file}: ${difference} (${englishFile}); facts and links are the same in every language`);
  };
  const single = <T>(
    folder: Exclude<keyof typeof SINGLE_FILES, "redirects">,
    schema: ZodType<T, ZodTypeDef, unknown>,
    en?: ReadFile<T>,
  ) => {
    const relative = `${folder}/${SINGLE_FILES[folder]}`;
    const read = readContentFile(contentDir, `${lang}/${relative}`, schema, problems);
    compare(`content/${lang}/${relative}`, en, read, `content/${relative}`);
    return read;
  };
  const settings = single("settings", settingsTranslationSchema);
  const navigation = single("navigation", navigationSchema, english.navigation);
  const sidebar = single("sidebar", sidebarSchema, english.sidebar);
  const home = single("home", homeSchema, english.home);
  const blocks = single("blocks", blocksSchema, english.blocks);
  const glossary = readContentFile(contentDir, `${lang}/glossary/${TRANSLATION_ONLY_FILES.glossary}`, glossarySchema, problems);

  let complete = true;
  const pages = <T extends { slug: string }>(
    folder: PageFolder,
    schema: ZodType<T, ZodTypeDef, unknown>,
    englishPages: PageFile<T>[],
  ): PageFile<T>[] => {
    const bySlug = new Map(englishPages.map((page) => [path.posix.basename(page.file, ".json"), page]));
    return files[folder].flatMap((relative) => {
      const file = `content/${relative}`;
      const name = path.posix.basename(relative, ".json");
      const englishFile = `content/${folder}/${name}.json`;
      if (!fs.existsSync(path.join(contentDir, folder, `${name}.json`))) {
        problems.push(
          `${file}: has no English counterpart ${englishFile}; a translation mirrors an English page (add the English page first, or name this file after the English one)`,
        );
        return [];
      }
      const read = readContentFile(contentDir, relative, schema, problems);
      if (read.data === undefined) complete = false;
      if (read.loose === undefined) return [];
      const slug = read.loose.slug;
      if (slug !== undefined && slug !== name) problems.push(`${file}: slug is "${slug}" but must equal the file name "${name}"`);
      compare(file, bySlug.get(name), read, englishFile);
      return [{ file, ...read, loose: read.loose }];
    });
  };
  const legal = pages("legal", legalSchema, english.legal);
  const services = pages("services", serviceSchema, english.services);
  const about = pages("about", aboutSchema, english.about);

  const where = (relative: string) => `content/${lang}/${relative}`;
  if (navigation.loose)
    menuLinks(navigation.loose, where(`navigation/${SINGLE_FILES.navigation}`)).forEach(({ href, where }) =>
      checkLink(href, where),
    );
  home.loose?.serviceGroups?.forEach((group, i) =>
    checkLink(group?.href, placeIn(where(`home/${SINGLE_FILES.home}`), ["serviceGroups", i, "href"])),
  );
  for (const { file, loose: page } of about) checkRichText(page.descriptionToBeParsed, placeIn(file, ["descriptionToBeParsed"]));
  for (const { file, loose: page, refused } of services) {
    checkRichText(page.descriptionToBeParsed, placeIn(file, ["descriptionToBeParsed"]));
    checkRichText(page.additionalContent?.descriptionToBeParsed, placeIn(file, ["additionalContent", "descriptionToBeParsed"]));
    if (
      (page.reviewedBy === undefined) !== (page.reviewedOn === undefined) &&
      !refused(["reviewedBy"]) &&
      !refused(["reviewedOn"])
    )
      problems.push(`${file}: reviewedBy and reviewedOn go together (who reviewed the translation, and when)`);
  }
  for (const { file, loose: page } of legal)
    page.sections?.forEach((section, i) =>
      checkRichText(section?.descriptionToBeParsed, placeIn(file, ["sections", i, "descriptionToBeParsed"])),
    );
  if (blocks.loose)
    for (const [name, block] of Object.entries(blocks.loose))
      checkRichText(
        block?.descriptionToBeParsed,
        placeIn(where(`blocks/${SINGLE_FILES.blocks}`), [name, "descriptionToBeParsed"]),
      );

  if (!complete || !settings.data || !navigation.data || !sidebar.data || !home.data || !blocks.data || !glossary.data)
    return undefined;
  const dataOf = <T>(read: PageFile<T>[]) => read.flatMap(({ data }) => (data === undefined ? [] : [data]));
  return {
    settings: settings.data,
    navigation: navigation.data,
    sidebar: sidebar.data,
    home: home.data,
    blocks: blocks.data,
    legal: dataOf(legal),
    services: dataOf(services),
    about: dataOf(about),
    glossary: glossary.data,
  };
}
