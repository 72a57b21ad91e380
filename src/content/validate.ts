/**
 * Reads and checks every content file before Gatsby's bootstrap, so that a broken file stops
 * the build with the file, the field and what was expected, before anything reaches `public/`.
 * `npm run check:content` runs the same checks without a build.
 */
import fs from "node:fs";
import path from "node:path";
import type { ZodIssue, ZodType, ZodTypeDef } from "zod";
import {
  aboutSchema,
  blocksSchema,
  homeSchema,
  legalSchema,
  navigationSchema,
  redirectsSchema,
  serviceSchema,
  settingsSchema,
  sidebarSchema,
  type AboutContent,
  type Blocks,
  type HomeContent,
  type LegalContent,
  type Navigation,
  type Redirects,
  type ServiceContent,
  type Settings,
  type Sidebar,
} from "./schema";
import { internalLinks, parseRichText, type RichTextTokens } from "./richText";
import { isVideo } from "../lib/media";

export interface SiteContent {
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

/** `sectionOneData[2].title` from zod's path. */
export function formatPath(issuePath: (string | number)[]): string {
  return issuePath.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    "",
  );
}

export function describeIssue(issue: ZodIssue): string {
  const where = formatPath(issue.path) || "(the whole file)";
  if (issue.code === "invalid_type" && issue.received === "undefined") return `${where} is missing`;
  if (issue.code === "invalid_type") return `${where} must be ${issue.expected}, not ${issue.received}`;
  if (issue.code === "unrecognized_keys")
    return `${where === "(the whole file)" ? "" : `${where}: `}unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (check the spelling)`;
  if (issue.code === "invalid_enum_value") return `${where} must be one of ${issue.options.join(", ")}`;
  return `${where} ${issue.message}`;
}

/** Line number (1-based) of a character offset. */
function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split("\n").length;
}

export function parseJsonFile(source: string, label: string): { value?: unknown; problem?: string } {
  try {
    return { value: JSON.parse(source) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position ? lineOf(source, Number(position[1])) : source.split("\n").length;
    return { problem: `${label}: line ${line}: malformed JSON (${message.replace(/ in JSON at position \d+.*$/, "")})` };
  }
}

function readJson<T>(root: string, relative: string, schema: ZodType<T, ZodTypeDef, unknown>, problems: string[]): T | undefined {
  const label = `content/${relative}`;
  const file = path.join(root, relative);
  if (!fs.existsSync(file)) {
    problems.push(`${label}: file is missing`);
    return undefined;
  }
  const parsed = parseJsonFile(fs.readFileSync(file, "utf8"), label);
  if (parsed.problem) {
    problems.push(parsed.problem);
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
  folder: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  problems: string[],
): { file: string; data: T }[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) {
    problems.push(`content/${folder}/: folder is missing`);
    return [];
  }
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const data = readJson(root, `${folder}/${name}`, schema, problems);
      return data === undefined ? [] : [{ file: `content/${folder}/${name}`, data }];
    });
}

const SECTION_KEYS = ["One", "Two", "Three", "Four"] as const;

/**
 * Validates all content under `contentDir`; media are looked up in `contentDir/images` and
 * `staticDir/media`. Throws a ContentError listing every problem found.
 */
export function loadContent(contentDir: string, staticDir: string): SiteContent {
  const problems: string[] = [];
  const settings = readJson(contentDir, "settings/settings.json", settingsSchema, problems);
  const navigation = readJson(contentDir, "navigation/menu.json", navigationSchema, problems);
  const sidebar = readJson(contentDir, "sidebar/categories.json", sidebarSchema, problems);
  const redirects = readJson(contentDir, "redirects/redirects.json", redirectsSchema, problems);
  const home = readJson(contentDir, "home/home.json", homeSchema, problems);
  const blocks = readJson(contentDir, "blocks/blocks.json", blocksSchema, problems);
  const legal = readFolder(contentDir, "legal", legalSchema, problems);
  const services = readFolder(contentDir, "services", serviceSchema, problems);
  const about = readFolder(contentDir, "about", aboutSchema, problems);

  // Slugs are the file names, so two pages can never share a URL.
  for (const { file, data } of [...legal, ...services, ...about]) {
    const expected = path.basename(file, ".json");
    if (data.slug !== expected) problems.push(`${file}: slug is "${data.slug}" but must equal the file name "${expected}"`);
  }

  // Pages come from the file names (each slug must equal its file name), so one broken file is
  // reported once, not again by every link that points at its page.
  const pageFiles = (folder: string) =>
    fs.existsSync(path.join(contentDir, folder))
      ? fs
          .readdirSync(path.join(contentDir, folder))
          .filter((name) => name.endsWith(".json"))
          .map((name) => path.basename(name, ".json"))
      : [];
  const pages = new Set<string>([
    "/",
    ...pageFiles("legal").map((slug) => `/${slug}`),
    ...pageFiles("services").map((slug) => `/services/${slug}`),
    ...pageFiles("about").map((slug) => `/about/${slug}`),
  ]);
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
      (redirectSources.has(target) && !redirects?.redirects.find((r) => r.from === target)?.serverOnly)
    );
  };
  const checkLink = (href: string, where: string) => {
    if (!linkable(href)) problems.push(`${where} links to "${href}", which is neither a page nor a redirect of this site`);
  };

  navigation?.items.forEach((item, i) => {
    if (item.href) checkLink(item.href, `content/navigation/menu.json: items[${i}].href`);
    if (!item.href && !item.groups && !item.note)
      problems.push(`content/navigation/menu.json: items[${i}] needs an href, groups or a note`);
    item.groups?.forEach((group, g) =>
      group.links.forEach((link, l) =>
        checkLink(link.href, `content/navigation/menu.json: items[${i}].groups[${g}].links[${l}].href`),
      ),
    );
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

  const tokens: RichTextTokens | undefined = settings && {
    phone: settings.phoneDisplay,
    phoneTel: settings.phoneTel,
    email: settings.email,
    privacyOfficer: settings.privacyOfficer,
  };
  const checkRichText = (html: string | undefined, where: string) => {
    if (html === undefined) return;
    const { nodes, problems: found } = parseRichText(html, tokens);
    problems.push(...found.map((problem) => `${where}: ${problem}`));
    internalLinks(nodes).forEach((href) => checkLink(href, where));
  };

  const imagesDir = path.join(contentDir, "images");
  const mediaDir = path.join(staticDir, "media");
  const checkFile = (dir: string, file: string, where: string, place: string) => {
    if (!fs.existsSync(path.join(dir, file))) problems.push(`${where} names "${file}", which is not in ${place}`);
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

  if (problems.length > 0 || !settings || !navigation || !sidebar || !redirects || !home || !blocks)
    throw new ContentError(problems);
  return {
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
