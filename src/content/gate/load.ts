/** Reads and checks every content file of every kind, in English and in each translation, reporting every problem at once. */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANG, TRANSLATIONS, type Lang } from "../../i18n/languages";
import { KIND_LIST, type Kind, type SiteContent, type Translation } from "../kinds";
import { listContentFiles } from "./contentFiles";
import type { FileCheck, Loose } from "./fileChecks";
import type { ZodTypeAny } from "zod";
import { ContentError, readContentFile, type ReadFile } from "./read";
import type { Redirects } from "../kinds/redirects";
import type { Settings } from "../kinds/settings";
import { siteChecks, type FileChecker } from "./siteChecks";
import { factDifferences } from "./translations";

/** A page's file as read, with the file's name. */
type PageFile = ReadFile<unknown> & { file: string; loose: Loose<unknown> };
/** One language's files as read: a single file, or a folder's pages, by kind. */
type Version = Map<Kind, ReadFile<unknown> | PageFile[]>;

/** Settings and redirects first: other files depend on them, so their problems are the cause to read first. */
const READ_ORDER = [...KIND_LIST.filter((kind) => kind.readFirst), ...KIND_LIST.filter((kind) => !kind.readFirst)];

/** A language's page files by folder, and for a translation the English files it mirrors. */
interface Reading {
  contentDir: string;
  pages: Record<string, string[]>;
  problems: string[];
  englishFiles?: Version;
  accepted: Map<string, unknown>;
}

/** Reads one language's files; a translation's file has its English file's facts, except where either was refused. */
function readVersion(lang: Lang, { contentDir, pages, problems, englishFiles, accepted }: Reading): Version {
  const version: Version = new Map();
  const read = (relative: string, schema: ZodTypeAny) => {
    const file = readContentFile(contentDir, relative, schema, problems);
    if (file.data !== undefined) accepted.set(relative, file.data);
    return file;
  };
  const translated = englishFiles !== undefined;
  const prefix = translated ? `${lang}/` : "";
  const compare = (file: string, en: ReadFile<unknown> | undefined, theirs: ReadFile<unknown>, englishFile: string) => {
    if (en?.loose === undefined || theirs.loose === undefined) return;
    const skip = (at: (string | number)[], orInside?: boolean) => en.refused(at, orInside) || theirs.refused(at, orInside);
    for (const difference of factDifferences(en.loose, theirs.loose, [], skip))
      problems.push(`${file}: ${difference} (${englishFile}); facts and links are the same in every language`);
  };
  for (const kind of READ_ORDER) {
    if (translated ? !kind.es : kind.translationOnly) continue;
    const schema = (translated && kind.es?.schema) || kind.schema;
    // A translation's own schema (the settings' text) holds no facts to compare.
    const englishRead = translated && !kind.es?.schema ? englishFiles.get(kind) : undefined;
    if (kind.file) {
      const relative = `${kind.folder}/${kind.file}`;
      const file = read(`${prefix}${relative}`, schema);
      if (englishRead && !Array.isArray(englishRead))
        compare(`content/${prefix}${relative}`, englishRead, file, `content/${relative}`);
      version.set(kind, file);
      continue;
    }
    if (!translated && !fs.statSync(path.join(contentDir, kind.folder), { throwIfNoEntry: false })?.isDirectory()) {
      problems.push(`content/${kind.folder}/: folder is missing`);
      version.set(kind, []);
      continue;
    }
    const bySlug = new Map(
      (Array.isArray(englishRead) ? englishRead : []).map((page) => [path.posix.basename(page.file, ".json"), page]),
    );
    version.set(
      kind,
      pages[kind.folder].flatMap((relative) => {
        const file = `content/${relative}`;
        const name = path.posix.basename(relative, ".json");
        const englishFile = `content/${kind.folder}/${name}.json`;
        if (translated && !fs.existsSync(path.join(contentDir, kind.folder, `${name}.json`))) {
          problems.push(
            `${file}: has no English counterpart ${englishFile}; a translation mirrors an English page (add the English page first, or name this file after the English one)`,
          );
          return [];
        }
        const page = read(relative, schema);
        if (page.loose === undefined) return [];
        if (translated) compare(file, bySlug.get(name), page, englishFile);
        return [{ file, ...page, loose: page.loose }];
      }),
    );
  }
  return version;
}

/** Runs each kind's checks on one language's files; every page's slug must equal its file name. */
function checkVersion(lang: Lang, version: Version, checker: FileChecker, problems: string[]): void {
  for (const kind of KIND_LIST) {
    const read = version.get(kind);
    if (Array.isArray(read)) {
      for (const page of read) {
        const slug = (page.loose as { slug?: unknown }).slug;
        const expected = path.posix.basename(page.file, ".json");
        if (slug !== undefined && slug !== expected)
          problems.push(`${page.file}: slug is "${String(slug)}" but must equal the file name "${expected}"`);
      }
      // Each kind's check takes its own kind's data, which the kind's schema has read.
      for (const page of read) kind.check?.(checker(lang, page.file, page) as FileCheck<never>);
    } else if (read?.loose !== undefined && kind.check) {
      const prefix = lang === DEFAULT_LANG ? "" : `${lang}/`;
      kind.check(
        checker(lang, `content/${prefix}${kind.folder}/${kind.file}`, { ...read, loose: read.loose }) as FileCheck<never>,
      );
    }
  }
}

/** The checked data of one language's files, or undefined while any of them has a problem. */
function dataOf(version: Version): Record<string, unknown> | undefined {
  const data = [...version].map(([kind, read]) => [kind.folder, Array.isArray(read) ? read.map((page) => page.data) : read.data]);
  return data.some(([, value]) => value === undefined || (Array.isArray(value) && value.includes(undefined)))
    ? undefined
    : Object.fromEntries(data);
}

/**
 * Validates all content under `contentDir` (videos under `staticDir/media`); throws a ContentError
 * listing every problem (only a file that cannot be parsed stops the checks that need it).
 * `accepted` receives each file its schema accepted, by path relative to `content/`: the nodes are made of them.
 */
export function loadContent(contentDir: string, staticDir: string, accepted = new Map<string, unknown>()): SiteContent {
  if (!fs.existsSync(contentDir)) throw new ContentError([`content/: folder is missing`]);
  const listed = listContentFiles(contentDir);
  const problems: string[] = [...listed.problems];
  const english = readVersion(DEFAULT_LANG, { contentDir, pages: listed.pages, problems, accepted });
  const single = <T>(folder: string) => english.get(KIND_LIST.find((kind) => kind.folder === folder) as Kind) as ReadFile<T>;
  const [redirects, settings] = [single<Redirects>("redirects"), single<Settings>("settings").loose];
  const checker = siteChecks({ contentDir, staticDir, pages: listed.pages, redirects, settings, problems });
  checkVersion(DEFAULT_LANG, english, checker, problems);
  const translations = TRANSLATIONS.map((lang) => {
    const version = readVersion(lang, {
      contentDir,
      pages: listed.translations[lang],
      problems,
      englishFiles: english,
      accepted,
    });
    checkVersion(lang, version, checker, problems);
    return [lang, dataOf(version)] as const;
  });

  const site = dataOf(english);
  if (problems.length > 0 || !site || translations.some(([, translation]) => translation === undefined))
    throw new ContentError(problems);
  return {
    ...site,
    translations: Object.fromEntries(translations) as Record<string, Translation>,
  } as unknown as SiteContent;
}
