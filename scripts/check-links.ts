/** `npm run check:links [public dir]`: the checks are scripts/lib/linkCheck.ts's. */
import fs from "node:fs";
import path from "node:path";
import { runWhenMain } from "./lib/cli";
import { checkLinks, formatLinkReport } from "./lib/linkCheck";

const PROJECT = path.resolve(__dirname, "..");

/** This site's origins: SITE_URL's, the settings file's siteUrl's and the one the built home page calls canonical. */
function siteOrigins(publicDir: string): string[] {
  const settings = JSON.parse(fs.readFileSync(path.join(PROJECT, "content/settings/settings.json"), "utf8")) as {
    siteUrl?: string;
  };
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/i.exec(home)?.[1];
  const urls = [process.env.SITE_URL, settings.siteUrl, canonical].filter((url): url is string => !!url && URL.canParse(url));
  return [...new Set(urls.map((url) => new URL(url).origin))];
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
