/**
 * `npm run check:content [-- --strict] [--fix-links] [--content <dir> --static <dir>]`: the content gate without a build.
 * Errors exit 1; advice is printed with the file and the number, and `--strict` fails on it. `--fix-links` first rewrites
 * links to old addresses (a redirect's `from`) in the content files; `--content`/`--static` check another copy.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ContentError, readContentFile } from "../src/content/gate/read";
import { loadContent } from "../src/content/gate/load";
import { KINDS, KIND_LIST, pagesOf, type PageFolder, type SiteContent } from "../src/content/kinds";
import { TRANSLATIONS } from "../src/i18n/languages";
import { LANGUAGE_NAMES } from "../src/i18n/strings";
import { contentAdvice, formatAdvice } from "../src/content/advice/rules";
import { translationWarnings } from "../src/content/gate/publishingWarnings";
import { fixLinksInContent } from "../src/content/advice/oldLinks";
import { translationAgeWarnings } from "../src/content/advice/translationAge";
import { plural, runWhenMain } from "./lib/cli";

/** Rewrites links to old addresses, with the redirects as they stand (a broken redirects file is reported by the check). */
function fixLinks(contentDir: string) {
  const redirects = readContentFile(contentDir, `redirects/${KINDS.redirects.file}`, KINDS.redirects.schema, []).data;
  if (!redirects) return;
  const changes = fixLinksInContent(contentDir, redirects);
  for (const change of changes) console.log(`fixed: ${change}`);
  const count = plural(changes.length, "link");
  console.log(changes.length === 0 ? "No links to old addresses to fix." : `Fixed ${count} to old addresses (listed above).`);
}

const root = path.resolve(__dirname, "..");

/** "28 service pages, the home page, the Spanish version of every page, menu and 5 redirects": the pages' kinds first. */
function contentSummary(content: SiteContent): string {
  const said = (kind: (typeof KIND_LIST)[number]) => {
    const data = (content as unknown as Record<string, unknown>)[kind.folder];
    if (kind.pages) return plural((data as unknown[]).length, kind.singular?.toLowerCase() ?? kind.name);
    if (typeof kind.summary === "function") return plural(kind.summary(data as never), kind.singular?.toLowerCase() ?? kind.name);
    return kind.summary;
  };
  const pages = (version: Pick<SiteContent, PageFolder>) => pagesOf(version).length;
  const translations = TRANSLATIONS.map((lang) => {
    const [translated, all, name] = [pages(content.translations[lang]), pages(content), LANGUAGE_NAMES[lang].english];
    return translated === all ? `the ${name} version of every page` : `${name} versions of ${translated} of ${all} pages`;
  });
  const drawn = KIND_LIST.filter((kind) => kind.pages || kind.address);
  const parts = [...drawn.map(said), ...translations, ...KIND_LIST.filter((kind) => !drawn.includes(kind)).map(said)].filter(
    (part): part is string => part !== undefined,
  );
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** The check on the command line's `args`; its exit code. */
export function checkContent(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: {
      strict: { type: "boolean", default: false },
      content: { type: "string", default: path.join(root, "content") },
      static: { type: "string", default: path.join(root, "static") },
      "fix-links": { type: "boolean", default: false },
    },
  });
  try {
    if (values["fix-links"]) fixLinks(path.resolve(values.content));
    const content = loadContent(path.resolve(values.content), path.resolve(values.static));
    const advice = contentAdvice(content);
    for (const item of advice) console.warn(`advice: ${formatAdvice(item)}`);
    for (const warning of translationWarnings(content)) console.warn(`warning: ${warning}`);
    for (const warning of translationAgeWarnings(content)) console.warn(`warning: ${warning}`);
    console.log(`Content OK: ${contentSummary(content)}; ${plural(advice.length, "piece")} of advice.`);
    if (!values.strict || advice.length === 0) return 0;
    console.error(`Strict content check failed: ${plural(advice.length, "piece")} of advice to act on (above).`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
  }
  return 1;
}

runWhenMain(module, () => checkContent(process.argv.slice(2)));
