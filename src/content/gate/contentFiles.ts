/** Which files under `content/` the site reads: the gate, gatsby-config's sourcing and the nodes' types follow it. */
import fs from "node:fs";
import path from "node:path";
import { TRANSLATIONS } from "../../i18n/languages";
import { closest } from "./labels";
import { isTranslation, translationOf, type TranslationLang } from "./translationPath";
import { KIND_LIST, PAGE_KINDS, type Kind, type PageFolder } from "../kinds";

/** Pictures only; any folder structure inside. */
export const IMAGES_FOLDER = "images";

/** The kind whose files sit in `folder`: in English, or (`translated`) in `content/<lang>/`. */
const kindIn = (folder: string | undefined, translated: boolean): Kind | undefined =>
  KIND_LIST.find((kind) => kind.folder === folder && (translated ? kind.es : !kind.translationOnly));
const CONTENT_FOLDERS = KIND_LIST.filter((kind) => !kind.translationOnly).map((kind) => kind.folder);
const TOP_FOLDERS = [...CONTENT_FOLDERS, IMAGES_FOLDER, ...TRANSLATIONS].sort();
/** A folder the site reads, by its path's parts under `content/`: images/ and all inside, a kind's, a language's, or a translated kind's in it. */
const isReadFolder = (parts: string[]) =>
  parts[0] === IMAGES_FOLDER ||
  (parts.length === 1
    ? !!kindIn(parts[0], false) || isTranslation(parts[0])
    : parts.length === 2 && isTranslation(parts[0]) && !!kindIn(parts[1], true));

/** A page file's name is its address: letters and digits, then a lower-case `.json`. */
const PAGE_FILE = /^[A-Za-z0-9]+\.json$/;

/** Extensions a JSON reader might take for JSON, in any case (`.json5`, `.geojson`, `.map`, …); not `.json.bak` or `.txt`. */
export const isJsonLike = (name: string): boolean => /\.([a-z0-9]*json[a-z0-9]*|map|webmanifest|har)$/i.test(name);

/** The kind of a file the site reads, from its path relative to `content/` written with `/`; undefined for any other file. */
function kindOfFile(relative: string): Kind | undefined {
  const translation = translationOf(relative);
  const [folder, name, ...deeper] = (translation?.english ?? relative).split("/");
  const kind = kindIn(folder, translation !== undefined);
  if (!kind || name === undefined || deeper.length > 0) return undefined;
  return (kind.file ? kind.file === name : PAGE_FILE.test(name)) ? kind : undefined;
}

/** GraphQL type of a content file's node (`services/veneers.json` → `ServicesJson`), a translation's if its kind gives one. */
export function contentTypeName(relative: string): string {
  const kind = kindOfFile(relative);
  if (!kind) throw new Error(`content/${relative} is not a content file the site reads; it must not become a page or data`);
  return (translationOf(relative) && kind.es?.typeName) || kind.typeName;
}

/** For gatsby-source-filesystem's `ignore`: true for every path under `contentDir` the site does not read. */
export function ignoredBySourcing(contentDir: string, absolute: string): boolean {
  const relative = path.relative(contentDir, absolute);
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return false;
  const parts = relative.split(path.sep);
  if (parts[0] === IMAGES_FOLDER) return isJsonLike(parts[parts.length - 1]);
  if (parts.length === 1 || (parts.length === 2 && isTranslation(parts[0]))) return !isReadFolder(parts);
  return kindOfFile(parts.join("/")) === undefined;
}

const MOVE_OUT = "move it out of content/ or delete it (the build refuses what it would not publish)";

/**
 * The page files per folder, as paths relative to `content/`, in English and in each translation
 * (`es/services/crowns.json`), every content file found (`files`), and one problem per entry under
 * `contentDir` the site would not read.
 */
export function listContentFiles(contentDir: string) {
  type Pages = Record<PageFolder, string[]>;
  const emptyPages = () => Object.fromEntries(PAGE_KINDS.map((kind) => [kind.folder, [] as string[]])) as Pages;
  const pages = emptyPages();
  const translations = Object.fromEntries(TRANSLATIONS.map((lang) => [lang, emptyPages()])) as Record<TranslationLang, Pages>;
  const files: string[] = [];
  const problems: string[] = [];
  const walk = (relative: string) => {
    const dir = path.join(contentDir, relative);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      const label = `content/${child}${entry.isDirectory() ? "/" : ""}`;
      const parts = child.split("/");
      if (entry.isSymbolicLink())
        problems.push(
          `${label}: is a symbolic link; content must be real files inside content/, so replace it with the file itself`,
        );
      else if (entry.isDirectory()) {
        if (isReadFolder(parts)) walk(child);
        else if (parts.length === 1) {
          const guess = closest(entry.name, TOP_FOLDERS);
          problems.push(
            `${label}: unknown folder; content/ has only ${TOP_FOLDERS.map((f) => `${f}/`).join(", ")}${guess ? ` (did you mean ${guess}/?)` : ""}: rename it, or ${MOVE_OUT}`,
          );
        } else
          problems.push(
            `${label}: a folder inside content/${parts[0]}/ is not read (content files sit directly in content/${parts[0]}/); ${MOVE_OUT}`,
          );
      } else if (isJsonLike(entry.name)) {
        // Notes, backups and pictures are left alone; only files a JSON reader could take matter.
        const kind = kindOfFile(child);
        const translation = translationOf(child);
        if (!kind) problems.push(`${label}: ${whyNotRead(parts)}; ${MOVE_OUT}`);
        else files.push(child);
        if (kind?.pages) (translation ? translations[translation.lang] : pages)[kind.folder as PageFolder].push(child);
      }
    }
  };
  walk("");
  return { pages, translations, files, problems };
}

/** Why a JSON-like file is not a content file, in words for the person who put it there. */
function whyNotRead(parts: string[]): string {
  if (isTranslation(parts[0]) && parts.length > 1) {
    const lang = parts[0];
    const only = kindIn(parts[1], true);
    if (only?.translationOnly && parts.length === 3) return `not read: content/${lang}/${parts[1]}/ holds only ${only.file}`;
    const mirrored = KIND_LIST.filter((kind) => kind.es && !kind.translationOnly).map(
      (kind) => `content/${lang}/${kind.folder}/`,
    );
    const own = KIND_LIST.filter((kind) => kind.translationOnly).map((kind) => `content/${lang}/${kind.folder}/${kind.file}`);
    return `not read: a translation mirrors the English files in content/${lang}/ (${mirrored.join(", ")}), with the English file's name, and has its own ${own.join(", ")}`;
  }
  const [folder, name] = parts;
  if (folder === IMAGES_FOLDER) return "not read: content/images/ holds pictures only, and content files are never read from it";
  const folders = CONTENT_FOLDERS.map((f) => `content/${f}/`).join(", ");
  if (parts.length === 1) return `not read: content files sit in the folders ${folders}`;
  const kind = kindIn(folder, false);
  if (parts.length > 2 || !kind) return `not read: content files sit directly in the folders ${folders}`;
  if (kind.file) return `not read: content/${folder}/ holds only ${kind.file}`;
  const lowerCaseExtension = name.replace(/\.json$/i, ".json");
  const hint =
    lowerCaseExtension !== name && PAGE_FILE.test(lowerCaseExtension)
      ? ` (to publish it, rename it to ${lowerCaseExtension})`
      : "";
  return `not read: a page file in content/${folder}/ is named after its address, letters and digits with a lower-case .json, e.g. veneers.json${hint}`;
}
