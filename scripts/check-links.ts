/** `npm run check:links [public dir]`: the checks are scripts/lib/linkCheck.ts's. */
import fs from "node:fs";
import path from "node:path";
import { runWhenMain } from "./lib/cli";
import { checkLinks, formatLinkReport } from "./lib/linkCheck";

const PROJECT = path.resolve(__dirname, "..");

runWhenMain(module, () => {
  const publicDir = path.resolve(process.argv[2] ?? path.join(PROJECT, "public"));
  // This site's origins: SITE_URL's and the settings file's siteUrl's (checkLinks adds the home page's canonical one).
  const settings = JSON.parse(fs.readFileSync(path.join(PROJECT, "content/settings/settings.json"), "utf8")) as {
    siteUrl?: string;
  };
  const result = checkLinks(publicDir, [process.env.SITE_URL ?? "", settings.siteUrl ?? ""]);
  const report = formatLinkReport(result, path.relative(process.cwd(), publicDir) || publicDir);
  if (result.problems.length === 0) return console.log(report);
  console.error(report);
  return 1;
});
