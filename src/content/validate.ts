/**
 * Reads and checks every content file before Gatsby's bootstrap, so that a broken file stops
 * the build with the file, the field and what was expected, before anything reaches `public/`.
 * `npm run check:content` runs the same checks without a build.
 */
import fs from "node:fs";
import path from "node:path";
import type { ZodType, ZodTypeDef } from "zod";
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
} from "./schema";
import { internalLinks, parseRichText, type RichTextTokens } from "./richText";
import { isVideo } from "../lib/media";
import { describeIssue, visible } from "./issues";
import { parseJsonBytes, parseJsonText } from "./jsonFile";
import {
  PAGE_FOLDERS,
  SINGLE_FILES,
  TRANSLATION_ONLY_FILES,
  listContentFiles,
  type PageFolder,
  type TranslationLang,
} from "./layout";
import { factDifferences } from "./translations";
import { TRANSLATIONS, englishPath } from "../i18n/languages";
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

/** Reads `content/<relative>` strictly and checks it against `schema`; problems name the file. */
export function readContentFile<T>(
  root: string,
  relative: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  problems: string[],
): T | undefined {
  const label = `content/${relative}`;
  const file = path.join(root, relative);
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stat) {
    problems.push(`${label}: file is missing`);
    return undefined;
  }
  if (!stat.isFile()) {
    problems.push(`${label}: must be a file`);
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    problems.push(`${label}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
  const parsed = parseJsonBytes(bytes, label);
  if (parsed.problems.length > 0) {
    problems.push(...parsed.problems);
    return undefined;
  }
  const result = schema.safeParse(parsed.value);
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => `${label}: ${describeIssue(issue)}`));
    return undefined;
  }
  return result.data;
}

function readFolder<T>(
  root: string,
  folder: PageFolder,
  files: string[],
  schema: ZodType<T, ZodTypeDef, unknown>,
  problems: string[],
): { file: string; data: T }[] {
  const stat = fs.statSync(path.join(root, folder), { throwIfNoEntry: false });
  if (!stat?.isDirectory()) {
    problems.push(`content/${folder}/: folder is missing`);
    return [];
  }
  return files.flatMap((relative) => {
    const data = readContentFile(root, relative, schema, problems);
    return data === undefined ? [] : [{ file: `content/${relative}`, data }];
  });
}

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
 * `staticDir/media`. Throws a ContentError listing every problem found.
 */
export function loadContent(contentDir: string, staticDir: string): SiteContent {
  if (!fs.existsSync(contentDir)) throw new ContentError([`content/: folder is missing`]);
  const layout = listContentFiles(contentDir);
  const problems: string[] = [...layout.problems];
  // Settings and redirects first: other files depend on them, so their problems are the cause to read first.
  const settings = readContentFile(contentDir, `settings/${SINGLE_FILES.settings}`, settingsSchema, problems);
  const redirects = readContentFile(contentDir, `redirects/${SINGLE_FILES.redirects}`, redirectsSchema, problems);
  const navigation = readContentFile(contentDir, `navigation/${SINGLE_FILES.navigation}`, navigationSchema, problems);
  const sidebar = readContentFile(contentDir, `sidebar/${SINGLE_FILES.sidebar}`, sidebarSchema, problems);
  const home = readContentFile(contentDir, `home/${SINGLE_FILES.home}`, homeSchema, problems);
  const blocks = readContentFile(contentDir, `blocks/${SINGLE_FILES.blocks}`, blocksSchema, problems);
  const legal = readFolder(contentDir, "legal", layout.pages.legal, legalSchema, problems);
  const services = readFolder(contentDir, "services", layout.pages.services, serviceSchema, problems);
  const about = readFolder(contentDir, "about", layout.pages.about, aboutSchema, problems);

  // Slugs are the file names, so two pages can never share a URL.
  for (const { file, data } of [...legal, ...services, ...about]) {
    const expected = path.basename(file, ".json");
    if (data.slug !== expected) problems.push(`${file}: slug is "${data.slug}" but must equal the file name "${expected}"`);
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

  const redirectSources = new Set<string>();
  if (redirects) {
    redirects.redirects.forEach((redirect, index) => {
      const where = `content/redirects/redirects.json: redirects[${index}]`;
      if (redirectSources.has(redirect.from)) problems.push(`${where}.from "${redirect.from}" is listed twice`);
      redirectSources.add(redirect.from);
      if (pages.has(redirect.from)) problems.push(`${where}.from "${redirect.from}" is a page; a redirect would hide it`);
      if (!pages.has(redirect.to)) problems.push(`${where}.to "${redirect.to}" is not a page of the site`);
      const clash = [...pages].find((page) => page !== redirect.from && page.toLowerCase() === redirect.from.toLowerCase());
      if (clash && !redirect.serverOnly)
        problems.push(`${where}.from "${redirect.from}" differs from the page ${clash} only in case; mark it "serverOnly": true`);
    });
  }
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
  const checkLink = (href: string, where: string) => {
    if (!linkable(href))
      problems.push(`${where} links to "${visible(href)}", which is neither a page nor a redirect of this site`);
  };

  if (navigation) menuLinks(navigation, "content/navigation/menu.json").forEach(({ href, where }) => checkLink(href, where));
  navigation?.items.forEach((item, i) => {
    if (!item.href && !item.groups && !item.note)
      problems.push(`content/navigation/menu.json: items[${i}] needs an href, groups or a note`);
  });
  const categorised = new Map<string, string>();
  sidebar?.categories.forEach((category, c) =>
    category.links.forEach((link, l) => {
      const where = `content/sidebar/categories.json: categories[${c}].links[${l}].path`;
      if (!pages.has(link.path)) problems.push(`${where} "${link.path}" is not a page of the site`);
      const other = categorised.get(link.path);
      if (other) problems.push(`${where} "${link.path}" is already in the category "${other}"; a page belongs to one category`);
      categorised.set(link.path, category.title);
    }),
  );
  home?.serviceGroups.forEach((group, i) => checkLink(group.href, `content/home/home.json: serviceGroups[${i}].href`));

  const tokens: RichTextTokens = settings
    ? {
        phone: settings.phoneDisplay,
        phoneTel: settings.phoneTel,
        email: settings.email,
        privacyOfficer: settings.privacyOfficer,
      }
    : STAND_IN_TOKENS;
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
  const checkFile = (dir: string, file: string, where: string, place: string) => {
    if (!fs.statSync(path.join(dir, file), { throwIfNoEntry: false })?.isFile())
      problems.push(`${where} names "${file}", which is not in ${place}`);
  };
  const checkMedia = (file: string, where: string) =>
    isVideo(file) ? checkFile(mediaDir, file, where, "static/media/") : checkFile(imagesDir, file, where, "content/images/");

  for (const { file, data } of [...services, ...about]) {
    checkRichText(data.descriptionToBeParsed, `${file}: descriptionToBeParsed`);
    for (const key of SECTION_KEYS) {
      const hasTitle = data[`section${key}Title`] !== undefined;
      const hasData = data[`section${key}Data`] !== undefined;
      if (hasTitle !== hasData)
        problems.push(
          `${file}: section${key}${hasTitle ? "Data" : "Title"} is missing (section${key}Title and section${key}Data go together)`,
        );
    }
  }
  for (const { file, data } of services) {
    checkRichText(data.additionalContent?.descriptionToBeParsed, `${file}: additionalContent.descriptionToBeParsed`);
    checkMedia(data.imgSrc, `${file}: imgSrc`);
    if (data.blocks && new Set(data.blocks).size !== data.blocks.length)
      problems.push(`${file}: blocks names a block twice (each shared block appears once on a page)`);
    if ((data.reviewedBy === undefined) !== (data.reviewedOn === undefined))
      problems.push(`${file}: reviewedBy and reviewedOn go together (who reviewed the page, and when)`);
    if (isVideo(data.imgSrc)) {
      if (!data.videoPoster) problems.push(`${file}: videoPoster is missing (a video needs a poster image under static/media/)`);
      else checkFile(mediaDir, data.videoPoster, `${file}: videoPoster`, "static/media/");
    }
  }
  for (const { file, data } of about) {
    data.photos.forEach((photo, i) => checkFile(imagesDir, photo.src, `${file}: photos[${i}].src`, "content/images/"));
  }
  for (const { file, data } of legal) {
    data.sections.forEach((section, i) =>
      checkRichText(section.descriptionToBeParsed, `${file}: sections[${i}].descriptionToBeParsed`),
    );
  }
  if (blocks) {
    for (const [name, block] of Object.entries(blocks))
      checkRichText(block.descriptionToBeParsed, `content/blocks/blocks.json: ${name}.descriptionToBeParsed`);
  }
  if (home) {
    checkFile(mediaDir, home.hero.webm, "content/home/home.json: hero.webm", "static/media/");
    checkFile(mediaDir, home.hero.mp4, "content/home/home.json: hero.mp4", "static/media/");
    checkFile(mediaDir, home.hero.poster, "content/home/home.json: hero.poster", "static/media/");
  }

  const english = { legal, services, about };
  const translations = Object.fromEntries(
    TRANSLATIONS.map((lang) => [
      lang,
      readTranslation(lang, {
        contentDir,
        files: layout.translations[lang],
        english: { navigation, sidebar, home, blocks, ...english },
        problems,
        // Links are written as English paths; one already in the translation's form is the same link.
        checkLink: (href, where) => checkLink(englishPath(href), where),
        checkRichText: (html, where) => checkRichText(html, where, DEFAULT_PRIVACY_OFFICER_IN[lang]),
      }),
    ]),
  ) as Record<TranslationLang, Translation | undefined>;

  if (problems.length > 0 || !settings || !navigation || !sidebar || !redirects || !home || !blocks)
    throw new ContentError(problems);
  const complete = Object.entries(translations).every(([, translation]) => translation !== undefined);
  if (!complete) throw new ContentError(problems);
  return {
    translations: translations as Record<TranslationLang, Translation>,
    settings,
    navigation,
    sidebar,
    redirects,
    home,
    blocks,
    legal: legal.map(({ data }) => data),
    services: services.map(({ data }) => data),
    about: about.map(({ data }) => data),
  };
}

/** Every link of a menu file, with the field that holds it. */
function menuLinks(navigation: Navigation, file: string): { href: string; where: string }[] {
  return navigation.items.flatMap((item, i) => [
    ...(item.href ? [{ href: item.href, where: `${file}: items[${i}].href` }] : []),
    ...(item.groups ?? []).flatMap((group, g) =>
      group.links.map((link, l) => ({ href: link.href, where: `${file}: items[${i}].groups[${g}].links[${l}].href` })),
    ),
  ]);
}

interface TranslationContext {
  contentDir: string;
  files: Record<PageFolder, string[]>;
  /** The English files (undefined where they are broken: their own problems are reported). */
  english: {
    navigation?: Navigation;
    sidebar?: Sidebar;
    home?: HomeContent;
    blocks?: Blocks;
    legal: { file: string; data: LegalContent }[];
    services: { file: string; data: ServiceContent }[];
    about: { file: string; data: AboutContent }[];
  };
  problems: string[];
  checkLink: (href: string, where: string) => void;
  checkRichText: (html: string | undefined, where: string) => void;
}

/**
 * Reads `content/<lang>/` with the English schemas: every file mirrors an English one, with the
 * same facts (factDifferences), and its links and formatted text pass the same checks. Links are
 * written as English paths, so they are checked against the English pages.
 */
function readTranslation(lang: TranslationLang, context: TranslationContext): Translation | undefined {
  const { contentDir, files, english, problems, checkLink, checkRichText } = context;
  const compare = (file: string, en: unknown, translated: unknown, englishFile: string) => {
    if (en === undefined) return;
    for (const difference of factDifferences(en, translated))
      problems.push(`${file}: ${difference} (${englishFile}); facts and links are the same in every language`);
  };
  const single = <T>(
    folder: Exclude<keyof typeof SINGLE_FILES, "redirects">,
    schema: ZodType<T, ZodTypeDef, unknown>,
    en?: unknown,
  ) => {
    const relative = `${folder}/${SINGLE_FILES[folder]}`;
    const data = readContentFile(contentDir, `${lang}/${relative}`, schema, problems);
    if (data !== undefined) compare(`content/${lang}/${relative}`, en, data, `content/${relative}`);
    return data;
  };
  const settings = single("settings", settingsTranslationSchema);
  const navigation = single("navigation", navigationSchema, english.navigation);
  const sidebar = single("sidebar", sidebarSchema, english.sidebar);
  const home = single("home", homeSchema, english.home);
  const blocks = single("blocks", blocksSchema, english.blocks);
  const glossary = readContentFile(contentDir, `${lang}/glossary/${TRANSLATION_ONLY_FILES.glossary}`, glossarySchema, problems);

  const pages = <T extends { slug: string }>(
    folder: PageFolder,
    schema: ZodType<T, ZodTypeDef, unknown>,
    englishPages: { file: string; data: T }[],
  ): T[] => {
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
      const data = readContentFile(contentDir, relative, schema, problems);
      if (data === undefined) return [];
      if (data.slug !== name) problems.push(`${file}: slug is "${data.slug}" but must equal the file name "${name}"`);
      compare(file, bySlug.get(name)?.data, data, englishFile);
      return [data];
    });
  };
  const legal = pages("legal", legalSchema, english.legal);
  const services = pages("services", serviceSchema, english.services);
  const about = pages("about", aboutSchema, english.about);

  const where = (relative: string) => `content/${lang}/${relative}`;
  if (navigation) menuLinks(navigation, where("navigation/menu.json")).forEach(({ href, where }) => checkLink(href, where));
  home?.serviceGroups.forEach((group, i) => checkLink(group.href, `${where("home/home.json")}: serviceGroups[${i}].href`));
  for (const page of about)
    checkRichText(page.descriptionToBeParsed, `${where(`about/${page.slug}.json`)}: descriptionToBeParsed`);
  for (const page of services) {
    const file = where(`services/${page.slug}.json`);
    checkRichText(page.descriptionToBeParsed, `${file}: descriptionToBeParsed`);
    checkRichText(page.additionalContent?.descriptionToBeParsed, `${file}: additionalContent.descriptionToBeParsed`);
    if ((page.reviewedBy === undefined) !== (page.reviewedOn === undefined))
      problems.push(`${file}: reviewedBy and reviewedOn go together (who reviewed the translation, and when)`);
  }
  for (const page of legal)
    page.sections.forEach((section, i) =>
      checkRichText(section.descriptionToBeParsed, `${where(`legal/${page.slug}.json`)}: sections[${i}].descriptionToBeParsed`),
    );
  if (blocks)
    for (const [name, block] of Object.entries(blocks))
      checkRichText(block.descriptionToBeParsed, `${where("blocks/blocks.json")}: ${name}.descriptionToBeParsed`);

  if (!settings || !navigation || !sidebar || !home || !blocks || !glossary) return undefined;
  return { settings, navigation, sidebar, home, blocks, legal, services, about, glossary };
}
