/**
 * The site's content, read and checked once: gatsby-config and every Gatsby API ask here, and the
 * files are read again only when one of them changed (names, sizes and modification times).
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { loadContent } from "../src/content/gate/load";
import { ContentError } from "../src/content/gate/read";
import type { Settings } from "../src/content/kinds/settings";
import type { SiteContent } from "../src/content/kinds";

/** True inside `gatsby develop` (gatsby-cli names the command it runs). */
export const isDevelop = () => process.env.gatsby_executing_command === "develop";

/** The checked content or the error listing every problem; either way, each file its schema accepted. */
type ContentCheck = ({ content: SiteContent; error?: undefined } | { content?: undefined; error: ContentError }) & {
  files: ReadonlyMap<string, unknown>;
};

type Readings = { last?: { contentDir: string; fingerprint: string; check: ContentCheck }; lastPassed?: SiteContent };
/**
 * Gatsby compiles gatsby-config and gatsby-node into separate bundles, each with its own copy of
 * this module: the readings are kept on the process, so both share one.
 */
const READINGS = Symbol.for("occfad.siteContent");
const readings = ((globalThis as { [READINGS]?: Readings })[READINGS] ??= {});

/**
 * The content under ./content (videos under ./static/media), checked; one line in the log per read.
 * In `gatsby develop` each read also prints the check's message, or a line when it passes again.
 */
export function siteContent(reporter: Pick<Reporter, "info">): ContentCheck {
  const contentDir = path.resolve("content");
  const staticDir = path.resolve("static");
  const files = [...listFiles(contentDir), ...listFiles(path.join(staticDir, "media"))];
  const fingerprint = files.join("\n");
  const { last } = readings;
  if (last?.contentDir === contentDir && last.fingerprint === fingerprint) return last.check;
  const started = performance.now();
  const accepted = new Map<string, unknown>();
  let check: ContentCheck;
  try {
    check = { content: loadContent(contentDir, staticDir, accepted), files: accepted };
    readings.lastPassed = check.content;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    check = { error, files: accepted };
  }
  reporter.info(`Content read and checked: ${files.length} files in ${Math.round(performance.now() - started)} ms`);
  if (isDevelop() && check.error)
    reporter.info(
      `\n${check.error.message}\n\nThe preview shows this on every page until the file is saved fixed; it then reloads by itself.\n`,
    );
  else if (isDevelop() && last?.check.error) reporter.info("Content check passed: the preview shows the site again.");
  readings.last = { contentDir, fingerprint, check };
  return check;
}

/** The content of the last read that passed the check (the development server keeps serving it while a file is broken). */
export const lastCheckedContent = (): SiteContent | undefined => readings.lastPassed;

/** Every file under `dir` as "path size mtime", sorted; nothing when it is missing. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory());
  return entries
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = fs.lstatSync(file);
      return `${file} ${size} ${mtimeMs}`;
    })
    .sort();
}

type ConfigSettings = Pick<Settings, "name" | "shortName" | "siteUrl" | "themeColor">;

/** Where the main process leaves the settings for Gatsby's workers, which load gatsby-config again. */
const SETTINGS_VARIABLE = "SITE_CONFIG_SETTINGS";

/**
 * What gatsby-config needs of the settings; Gatsby's workers take them from the main process's
 * environment. While the settings file is broken, stand-ins let Gatsby reach onPreInit, which stops.
 */
export function siteSettings(reporter: Pick<Reporter, "info">): ConfigSettings {
  const passed = process.env[SETTINGS_VARIABLE];
  if (passed) return JSON.parse(passed) as ConfigSettings;
  const settings = siteContent(reporter).files.get("settings/settings.json") as Settings | undefined;
  const { name, shortName, siteUrl, themeColor } = settings ?? {
    name: "settings file has problems",
    shortName: "settings",
    siteUrl: "https://settings-file-has-problems.invalid",
    themeColor: "#000000",
  };
  if (settings) process.env[SETTINGS_VARIABLE] = JSON.stringify({ name, shortName, siteUrl, themeColor });
  return { name, shortName, siteUrl, themeColor };
}
