import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PAGE_FOLDERS } from "../src/content/layout";
import { DEFAULT_LANG, LANGUAGES, localisePath } from "../src/i18n/languages";
import { languageRedirects, staticRedirects } from "../src/node/redirects";
import { contentProblemLog, contentProblemPages, isDevelop } from "./contentProblem";
import { pathRefused } from "./pagePaths";
import { siteContent } from "./siteContent";

const TEMPLATES = {
  home: path.resolve("src/templates/home.tsx"),
  service: path.resolve("src/templates/service.tsx"),
  about: path.resolve("src/templates/about.tsx"),
  legal: path.resolve("src/templates/legal.tsx"),
};
const NOT_FOUND_PAGE = path.resolve("src/pages/404.tsx");

/**
 * Pages come from the checked content only (never from whatever JSON nodes exist), so a file the
 * content check did not read can never become or replace a page. In `gatsby develop` the content
 * may have changed since onPreInit; there, content with problems gives the pages that show them
 * instead of the site.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const { content: site, error } = siteContent(reporter);
  if (error) {
    if (!isDevelop()) {
      reporter.panicOnBuild(error.message);
      return;
    }
    contentProblemLog.problem(reporter, error.message);
    for (const page of contentProblemPages(error.problems, TEMPLATES)) actions.createPage(page);
    return;
  }
  contentProblemLog.passed(reporter);
  // Every language's pages from the one template of their kind; the page's language picks its content.
  const pages = LANGUAGES.flatMap((lang) => {
    const version = lang === DEFAULT_LANG ? site : site.translations[lang];
    const at = (folder: keyof typeof PAGE_FOLDERS, slug: string) => localisePath(`${PAGE_FOLDERS[folder]}${slug}`, lang);
    return [
      { slug: "", lang, path: localisePath("/", lang), component: TEMPLATES.home },
      ...version.services.map(({ slug }) => ({ slug, lang, path: at("services", slug), component: TEMPLATES.service })),
      ...version.about.map(({ slug }) => ({ slug, lang, path: at("about", slug), component: TEMPLATES.about })),
      ...version.legal.map(({ slug }) => ({ slug, lang, path: at("legal", slug), component: TEMPLATES.legal })),
    ];
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
