/**
 * The live editor in public/admin/, configured by the build's environment (cmsSetting.ts). Without it
 * /admin says what to set, and the build warns at its start and at its end, where the last lines are
 * read (gatsby-config.ts lists this plugin after the post-build plugin).
 */
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { staticHostFromEnv } from "../../hosting/staticHosts";
import { siteContent } from "../../gatsby/siteContent";
import { writeAdmin, writeNotConfiguredAdmin } from "./adminFolder";
import { CmsSettingError, cmsSettingFromEnv, editorNotConfiguredWarning, withSignInDefault } from "./cmsSetting";

function editorSetting(reporter: Reporter) {
  try {
    return cmsSettingFromEnv(process.env);
  } catch (error) {
    if (error instanceof CmsSettingError) reporter.panic(error.message);
    throw error;
  }
}

/** A malformed setting stops the build before Gatsby's bootstrap writes anything. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => void editorSetting(reporter);

export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter, getNodesByType }) => {
  const setting = editorSetting(reporter);
  const dir = path.resolve("public/admin");
  if (!setting) {
    writeNotConfiguredAdmin(dir);
    reporter.warn(editorNotConfiguredWarning());
    return;
  }
  // The site's address (settings file or SITE_URL), for the editor's "View Live" links.
  const [site] = getNodesByType("Site") as { siteMetadata?: { siteUrl?: string } }[];
  const siteUrl = site?.siteMetadata?.siteUrl;
  const signIn = siteUrl ? withSignInDefault(setting, siteUrl, staticHostFromEnv()) : setting;
  // The build's one reading of the content (checked in onPreInit), not a second one.
  const files = await writeAdmin(dir, { mode: "production", setting: signIn, siteUrl }, siteContent(reporter).content);
  reporter.info(
    `Content editor written to public/admin/ for ${setting.repo} (branch ${setting.branch}), signing in through ${signIn.auth ? `${signIn.auth.baseUrl}/${signIn.auth.endpoint ?? "auth"}` : "Netlify"}: ${files.length} files`,
  );
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  if (!cmsSettingFromEnv(process.env)) reporter.warn(editorNotConfiguredWarning());
};
