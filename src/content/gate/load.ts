/** Reads and checks every content file of every kind, in English and in each translation, reporting every problem at once. */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANG, TRANSLATIONS, type Lang } from "../../i18n/languages";
import { KIND_LIST, type Kind, type SiteContent } from "../kinds";
import { listContentFiles } from "./contentFiles";
import type { FileCheck, Loose } from "./fileChecks";
import { ContentError, readContentFile, type ReadFile } from "./read";
import type { Redirects } from "../kinds/redirects";
import type { Settings } from "../kinds/settings";
import { siteChecks } from "./siteChecks";
import { factDifferences } from "./translations";

/** A file as far as it could be parsed, named `content/<relative>`. */
type Read = ReadFile<unknown> & { file: string; loose: Loose<unknown> };
type Version = Map<Kind, Read[]>;

/** Settings and redirects first: other files depend on them, so their problems are the cause to read first. */
const READ_ORDER = [...KIND_LIST.filter((kind) => kind.readFirst), ...KIND_LIST.filter((kind) => !kind.readFirst)];

/** One check: the content it reads, every problem it finds, and each file its schema accepted. */
type Run = { contentDir: string; problems: string[]; accepted: Map<string, unknown> };

/** Reads one language's files; a translation's file has its English file's facts, except where either was refused. */
function readVersion({ contentDir, problems, accepted }: Run, lang: Lang, pages: Record<string, string[]>, english?: Version) {
  const prefix = english ? `${lang}/` : "";
  const version: Version = new Map();
  for (const kind of READ_ORDER) {
    if (english ? !kind.es : kind.translationOnly) continue;
    if (!english && !kind.file && !fs.statSync(path.join(contentDir, kind.folder), { throwIfNoEntry: false })?.isDirectory()) {
      problems.push(`content/${kind.folder}/: folder is missing`);
      continue;
    }
    const schema = (english && kind.es?.schema) || kind.schema;
    // A translation's own schema (the settings' text) holds no facts to compare.
    const originals = english && !kind.es?.schema ? (english.get(kind) ?? []) : [];
    const relatives = kind.file ? [`${prefix}${kind.folder}/${kind.file}`] : pages[kind.folder];
    const files = relatives.flatMap((relative): Read[] => {
      const [file, englishFile] = [`content/${relative}`, `content/${relative.slice(prefix.length)}`];
      if (english && !kind.file && !fs.existsSync(path.join(contentDir, relative.slice(prefix.length)))) {
        problems.push(
          `${file}: has no English counterpart ${englishFile}; a translation mirrors an English page (add the English page first, or name this file after the English one)`,
        );
        return [];
      }
      const read = readContentFile(contentDir, relative, schema, problems);
      if (read.data !== undefined) accepted.set(relative, read.data);
      if (read.loose === undefined) return [];
      const original = originals.find((each) => each.file === englishFile);
      const skip = (at: (string | number)[], orInside?: boolean) =>
        !original || original.refused(at, orInside) || read.refused(at, orInside);
      for (const difference of factDifferences(original?.loose, read.loose, [], skip))
        problems.push(`${file}: ${difference} (${englishFile}); facts and links are the same in every language`);
      return [{ file, ...read, loose: read.loose }];
    });
    version.set(kind, files);
  }
  return version;
}

/** Runs each kind's checks on one language's files; every page's slug must equal its file name. */
function checkVersion(lang: Lang, version: Version, checker: ReturnType<typeof siteChecks>, problems: string[]): void {
  for (const kind of KIND_LIST) {
    const files = version.get(kind) ?? [];
    for (const { file, loose } of kind.file ? [] : files) {
      const [slug, expected] = [(loose as { slug?: unknown }).slug, path.posix.basename(file, ".json")];
      if (slug !== undefined && slug !== expected)
        problems.push(`${file}: slug is "${String(slug)}" but must equal the file name "${expected}"`);
    }
    // Each kind's check takes its own kind's data, which the kind's schema has read.
    for (const read of files) kind.check?.(checker(lang, read.file, read) as FileCheck<never>);
  }
}

/** The checked data of one language's files: a single file's, or a folder's pages as a list. */
const dataOf = (version: Version) =>
  Object.fromEntries([...version].map(([kind, files]) => [kind.folder, kind.file ? files[0]?.data : files.map((f) => f.data)]));

/**
 * Validates all content under `contentDir` (videos under `staticDir/media`); throws a ContentError
 * listing every problem (only a file that cannot be parsed stops the checks that need it).
 * `accepted` receives each file its schema accepted, by path relative to `content/`: the nodes are made of them.
 */
export function loadContent(contentDir: string, staticDir: string, accepted = new Map<string, unknown>()): SiteContent {
  if (!fs.existsSync(contentDir)) throw new ContentError([`content/: folder is missing`]);
  const listed = listContentFiles(contentDir);
  const problems: string[] = [...listed.problems];
  const run = { contentDir, problems, accepted };
  const english = readVersion(run, DEFAULT_LANG, listed.pages);
  const single = <T>(folder: string) =>
    english.get(KIND_LIST.find((kind) => kind.folder === folder) as Kind)?.[0] as ReadFile<T> | undefined;
  const [redirects, settings] = [single<Redirects>("redirects"), single<Settings>("settings")?.loose];
  const checker = siteChecks({ contentDir, staticDir, pageFiles: listed.pages, redirectsFile: redirects, settings, problems });
  checkVersion(DEFAULT_LANG, english, checker, problems);
  const translations = TRANSLATIONS.map((lang) => {
    const version = readVersion(run, lang, listed.translations[lang], english);
    checkVersion(lang, version, checker, problems);
    return [lang, dataOf(version)];
  });
  if (problems.length > 0) throw new ContentError(problems);
  return { ...dataOf(english), translations: Object.fromEntries(translations) } as unknown as SiteContent;
}
