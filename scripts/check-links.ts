/**
 * `npm run check:links [public dir]`: every internal link and asset of the built site resolves, and
 * nothing is loaded from another host except the map frame (see scripts/lib/linkCheck.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { runWhenMain } from "./lib/cli";
import { checkLinks, formatLinkReport } from "./lib/linkCheck";

const PROJECT = path.resolve(__dirname, "..");

/** This site's origins: SITE_URL or the settings file's siteUrl, and whatever the built home page calls canonical. */
function siteOrigins(publicDir: string): string[] {
  const origins = new Set<string>();
  const add = (value: string | undefined) => {
    try {
      if (value) origins.add(new URL(value).origin);
    } catch {
      // not a URL: ignore
    }
  };
  add(process.env.SITE_URL);
  try {
    add(
      (JSON.parse(fs.readFileSync(path.join(PROJECT, "content/settings/settings.json"), "utf8")) as { siteUrl?: string }).siteUrl,
    );
  } catch {
    // no settings file: the canonical link below still names the site
  }
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  add(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/i.exec(home)?.[1]);
  return [...origins];
}

runWhenMain(module, () => {
  const publicDir = path.resolve(process.argv[2] ?? path.join(PROJECT, "public"));
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no built site: run npm run build first`);
  const result = checkLinks(publicDir, siteOrigins(publicDir));
  const report = formatLinkReport(result, path.relative(process.cwd(), publicDir) || publicDir);
  if (result.problems.length === 0) return console.log(report);
  console.error(report);
  return 1;
});
