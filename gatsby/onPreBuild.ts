import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeAdmin, writeNotConfiguredAdmin } from "../src/cms/node/adminFolder";
import { editorNotConfiguredWarning, withSignInDefault } from "../src/cms/node/cmsSetting";
import { staticHostFromEnv } from "../hosting/staticHosts";
import { undoPageMoves } from "../plugins/gatsby-plugin-site-postbuild/pageMoves";
import { editorSetting } from "./editorSetting";
import { siteContent } from "./siteContent";

/**
 * First Gatsby's own page layout back, as the post-build step found it (Gatsby rewrites and stitches
 * the pages it wrote). Then the production content editor (Decap CMS, GitHub backend with the
 * editorial workflow) into public/admin/, so a plain `gatsby build` publishes it, configured by
 * CMS_GITHUB_REPO, CMS_BRANCH and CMS_AUTH_URL (src/cms/node/cmsSetting.ts). Without them /admin is a
 * page that says what to set, and the build warns at its start and again at its end (the post-build
 * plugin's onPostBuild), where the last lines are read.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter, getNodesByType }) => {
  const restored = undoPageMoves(path.resolve("."));
  if (restored > 0) reporter.info(`Put ${restored} pages of the last build back where Gatsby wrote them`);
  const setting = editorSetting(reporter);
  const dir = path.resolve("public/admin");
  if (setting) {
    // The site's address (settings file or SITE_URL), for the editor's "View Live" links.
    const [site] = getNodesByType("Site") as { siteMetadata?: { siteUrl?: string } }[];
    const siteUrl = site?.siteMetadata?.siteUrl;
    const signIn = siteUrl ? withSignInDefault(setting, siteUrl, staticHostFromEnv()) : setting;
    const files = writeAdmin(
      dir,
      { mode: "production", setting: signIn, siteUrl },
      // The build's one reading of the content (checked in onPreInit), not a second one.
      { contentDir: path.resolve("content"), staticDir: path.resolve("static"), checked: siteContent(reporter).content },
    );
    reporter.info(
      `Content editor written to public/admin/ for ${setting.repo} (branch ${setting.branch}), signing in through ${signIn.auth ? `${signIn.auth.baseUrl}/${signIn.auth.endpoint ?? "auth"}` : "Netlify"}: ${files.length} files`,
    );
  } else {
    writeNotConfiguredAdmin(dir);
    reporter.warn(editorNotConfiguredWarning());
  }
};
