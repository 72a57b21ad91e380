/**
 * The site's content, read, parsed and checked once: every Gatsby API asks here instead of reading
 * the files itself. `gatsby develop` asks again after each change Gatsby sees, and the files are
 * read again only when one of them changed (their names, sizes and modification times).
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { loadContent } from "../src/content/gate/load";
import { ContentError, readContentFile } from "../src/content/gate/read";
import { settingsSchema, type Settings } from "../src/content/gate/schemas/site";
import type { SiteContent } from "../src/content/kinds";

/** The content check's outcome: the checked content, or the error that lists every problem. */
export type ContentCheck = { content: SiteContent; error?: undefined } | { content?: undefined; error: ContentError };

/** The last read: the folder read, what its files looked like, and the outcome. */
let last: { contentDir: string; fingerprint: string; check: ContentCheck } | undefined;
/** The content of the last read that passed the check. */
let lastPassed: SiteContent | undefined;

/**
 * The content under ./content (its videos under ./static/media), checked. Read when first asked
 * and whenever a file changed since; one line in the log per read.
 */
export function siteContent(reporter: Pick<Reporter, "info">): ContentCheck {
  const contentDir = path.resolve("content");
  const staticDir = path.resolve("static");
  const files = [...listFiles(contentDir), ...listFiles(path.join(staticDir, "media"))];
  const fingerprint = files.join("\n");
  if (last?.contentDir === contentDir && last.fingerprint === fingerprint) return last.check;
  const started = performance.now();
  let check: ContentCheck;
  try {
    check = { content: loadContent(contentDir, staticDir) };
    lastPassed = check.content;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    check = { error };
  }
  reporter.info(`Content read and checked: ${files.length} files in ${Math.round(performance.now() - started)} ms`);
  last = { contentDir, fingerprint, check };
  return check;
}

/** The content of the last read that passed the check (the development server keeps serving it while a file is broken). */
export function lastCheckedContent(): SiteContent | undefined {
  return lastPassed;
}

/** Every file under `dir` as "path size mtime", sorted; nothing when it is missing. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .map((entry) => {
      if (entry.isDirectory()) return "";
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.lstatSync(file);
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    })
    .filter(Boolean)
    .sort();
}

/**
 * The settings file alone, for gatsby-config (the practice's name, address and colour), which
 * Gatsby loads apart from the APIs and again in each build worker. While the file is broken, these
 * stand-ins only let Gatsby reach onPreInit, which reports every problem and stops the build
 * before anything is written.
 */
export function siteSettings(contentDir: string): Pick<Settings, "name" | "shortName" | "siteUrl" | "themeColor"> {
  return (
    readContentFile(contentDir, "settings/settings.json", settingsSchema, []).data ?? {
      name: "settings file has problems",
      shortName: "settings",
      siteUrl: "https://settings-file-has-problems.invalid",
      themeColor: "#000000",
    }
  );
}
