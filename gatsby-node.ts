import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { ContentError } from "./src/content/gate/read";
import { loadContent } from "./src/content/gate/load";
import { PAGE_TEMPLATES, pagesOf, type SiteContent } from "./src/content/kinds";
import { FICTIONAL_EMAIL, FICTIONAL_PHONE_TEL } from "./src/content/gate/defaults";
import { publishingWarnings, translationWarnings } from "./src/content/gate/publishingWarnings";
import { typeDefs } from "./src/node/typeDefs";
import { createFieldExtensions } from "./src/node/fieldExtensions";
import { describedTypeDefs } from "./src/node/describeTypes";
import { serverOnlyTarget, staticRedirects } from "./hosting/redirects";
import { pagePathProblem } from "./src/node/pagePaths";
import { translationOf } from "./src/content/gate/translationPath";
import { DEFAULT_LANG, LANGUAGES, localisePath, type Lang } from "./src/i18n/languages";
import { languageRedirects } from "./hosting/redirects";
import { writeAdmin, writeNotConfiguredAdmin } from "./src/cms/node/adminFolder";
import { CmsSettingError, cmsSettingFromEnv, editorNotConfiguredWarning, type CmsSetting } from "./src/cms/node/cmsSetting";
import { ContentProblemLog, contentProblemPages, isDevelop, type ProblemPage } from "./src/node/contentProblem";

const NOT_FOUND_PAGE = path.resolve("src/pages/404.tsx");

let content: SiteContent | undefined;
/** In `gatsby develop`, the content check's message as last printed. */
const problemLog = new ContentProblemLog();

/** The content editor's setting from the build's environment; a malformed one stops the build. */
function editorSetting(reporter: Reporter): CmsSetting | undefined {
  try {
    return cmsSettingFromEnv(process.env);
  } catch (error) {
    if (error instanceof CmsSettingError) reporter.panic(error.message);
    throw error;
  }
}

/**
 * Validate every content file, and the editor's setting, before Gatsby's bootstrap writes anything.
 * `gatsby develop` starts all the same, showing the content check's message until the file is fixed.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  editorSetting(reporter);
  try {
    content = loadContent(path.resolve("content"), path.resolve("static"));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (!isDevelop()) reporter.panic(error.message);
    problemLog.problem(reporter, error.message);
    return;
  }
  for (const message of translationWarnings(content)) reporter.warn(message);
  if (process.env.NODE_ENV === "production") {
    const { phoneTel, email } = content.settings;
    if (phoneTel === FICTIONAL_PHONE_TEL || email === FICTIONAL_EMAIL)
      reporter.warn(
        "content/settings/settings.json still has the fictional default phone number or e-mail (phoneDisplay, phoneTel, email). Set the practice's real ones before publishing.",
      );
    for (const message of publishingWarnings(content)) reporter.warn(message);
  }
};

/**
 * CSS Modules are scoped, so the order in which chunks pull them in does not matter; without this,
 * mini-css-extract-plugin warns about "conflicting order" for every template (in `gatsby develop`
 * too, where the warnings would bury the content check's message). In develop, webpack's own
 * "wait until bundle finished" notes stay out of the terminal for the same reason.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as {
    plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[];
    infrastructureLogging?: { level?: string };
  };
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  if (stage === "develop") config.infrastructureLogging = { ...config.infrastructureLogging, level: "warn" };
  actions.replaceWebpackConfig(config);
};

/**
 * The production content editor (Decap CMS, GitHub backend with the editorial workflow) into
 * public/admin/, so a plain `gatsby build` publishes it, configured by CMS_GITHUB_REPO, CMS_BRANCH
 * and CMS_AUTH_URL (src/cms/node/cmsSetting.ts). Without them /admin is a page that says what to set, and
 * the build warns at its start and again at its end, where the last lines are read.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter, getNodesByType }) => {
  const setting = editorSetting(reporter);
  const dir = path.resolve("public/admin");
  if (setting) {
    // The site's address (settings file or SITE_URL), for the editor's "View Live" links.
    const [site] = getNodesByType("Site") as { siteMetadata?: { siteUrl?: string } }[];
    const files = writeAdmin(dir, { mode: "production", setting, siteUrl: site?.siteMetadata?.siteUrl });
    reporter.info(
      `Content editor written to public/admin/ for ${setting.repo} (branch ${setting.branch}): ${files.length} files`,
    );
  } else {
    writeNotConfiguredAdmin(dir);
    reporter.warn(editorNotConfiguredWarning());
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  if (!cmsSettingFromEnv(process.env)) reporter.warn(editorNotConfiguredWarning());
};

/** Each content node learns its file's language (`fields.lang`): `content/es/…` is Spanish, the rest English. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.owner !== "gatsby-transformer-content-json" || !node.parent) return;
  const file = getNode(node.parent) as { relativePath?: string } | undefined;
  const lang: Lang = (file?.relativePath && translationOf(file.relativePath)?.lang) || DEFAULT_LANG;
  actions.createNodeField({ node, name: "lang", value: lang });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createFieldExtensions(actions.createFieldExtension);
  actions.createTypes(describedTypeDefs(typeDefs));
};

/**
 * Loads the validated content again (in `gatsby develop` it may have changed since onPreInit); there,
 * content with problems gives the pages that show them instead of the site.
 */
function validatedContent(reporter: Reporter, createPage: (page: ProblemPage) => void): SiteContent | undefined {
  try {
    const site = loadContent(path.resolve("content"), path.resolve("static"));
    problemLog.passed(reporter);
    return site;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (!isDevelop()) {
      reporter.panicOnBuild(error.message);
      return undefined;
    }
    problemLog.problem(reporter, error.message);
    const templates = Object.fromEntries(Object.entries(PAGE_TEMPLATES).map(([kind, file]) => [kind, path.resolve(file)]));
    for (const page of contentProblemPages(error.problems, templates)) createPage(page);
    return undefined;
  }
}

/** Stops the build for a page path that is not a plain site path inside public/. */
function pathRefused(reporter: Reporter, pagePath: string, source: string): boolean {
  const problem = pagePathProblem(path.resolve("public"), pagePath);
  if (problem) reporter.panicOnBuild(`${problem}; refused the page from ${source}`);
  return problem !== undefined;
}

/**
 * Pages come from the validated content only (never from whatever JSON nodes exist), so a file
 * the content check did not read can never become or replace a page.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const site = validatedContent(reporter, actions.createPage);
  if (!site) return;
  content = site;
  // Every language's pages from the one template of their kind; the page's language picks its content.
  const pages = LANGUAGES.flatMap((lang) => {
    const version = lang === DEFAULT_LANG ? site : site.translations[lang];
    return pagesOf(version).map(({ slug, path: at, template }) => ({
      slug,
      lang,
      path: localisePath(at, lang),
      component: path.resolve(template),
    }));
  });
  for (const page of pages) {
    if (pathRefused(reporter, page.path, `the content page "${page.slug || "home"}" (${page.lang})`)) return;
    actions.createPage({ path: page.path, component: page.component, context: { slug: page.slug, lang: page.lang } });
  }
  // A translation's error page also answers its unknown addresses in the browser (matchPath).
  for (const lang of LANGUAGES.filter((lang) => lang !== DEFAULT_LANG)) {
    const prefix = localisePath("/", lang);
    actions.createPage({ path: `${prefix}/404`, matchPath: `${prefix}/*`, component: NOT_FOUND_PAGE, context: { lang } });
  }

  for (const rule of staticRedirects(languageRedirects(site.redirects.redirects)))
    actions.createRedirect({
      fromPath: rule.from,
      toPath: rule.to,
      isPermanent: true,
      redirectInBrowser: true,
      ignoreCase: false,
    });
};

/**
 * The preview site (gatsby develop) answers the server-only redirects with a 301 as the production
 * servers do, so the lower-case address of a page whose slug has capitals reaches it while editing
 * too: the editor's "View Live" link is such an address (Decap lower-cases the slug in it).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  (app as DevServer).use((request, response, next) => {
    const target = serverOnlyTarget(content?.redirects.redirects ?? [], request.originalUrl);
    if (target) response.redirect(301, target);
    else next();
  });
};

/** The part of the development server (Express) used above. */
interface DevServer {
  use(
    handler: (
      request: { originalUrl: string },
      response: { redirect(status: number, url: string): void },
      next: () => void,
    ) => void,
  ): void;
}

/** Pages from src/pages and plugins get the same check (Gatsby does not call this for the pages above). */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, reporter }) => {
  pathRefused(reporter, page.path, page.component);
};
