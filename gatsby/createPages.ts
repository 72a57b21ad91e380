import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PAGE_TEMPLATES, pagesOf } from "../src/content/kinds";
import { DEFAULT_LANG, LANGUAGES, localisePath } from "../src/i18n/languages";
import { languageRedirects, staticRedirects } from "../hosting/redirects";
import { contentProblemLog, contentProblemPages, isDevelop } from "./contentProblem";
import { pathRefused } from "./onCreatePage";
import { siteContent } from "./siteContent";

const NOT_FOUND_PAGE = path.resolve("src/pages/404.tsx");

/**
 * Pages come from the checked content only, never from JSON nodes, so an unchecked file can never
 * become a page. In `gatsby develop`, content with problems gives pages that show them instead.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const { content: site, error } = siteContent(reporter);
  if (error) {
    if (!isDevelop()) {
      reporter.panicOnBuild(error.message);
      return;
    }
    contentProblemLog.problem(reporter, error.message);
    const templates = Object.fromEntries(Object.entries(PAGE_TEMPLATES).map(([kind, file]) => [kind, path.resolve(file)]));
    for (const page of contentProblemPages(error.problems, templates)) actions.createPage(page);
    return;
  }
  contentProblemLog.passed(reporter);
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
