import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { KIND_LIST, pagesOf } from "../src/content/kinds";
import { DEFAULT_LANG, LANGUAGES, localisePath } from "../src/i18n/languages";
import { languageRedirects, staticRedirects } from "../hosting/redirects";
import type { ContentProblemContext } from "../src/templates/contentProblem";
import { pathRefused } from "./onCreatePage";
import { isDevelop, siteContent } from "./siteContent";

const NOT_FOUND_PAGE = path.resolve("src/pages/404.tsx");
const CONTENT_PROBLEM_PAGE = path.resolve("src/templates/contentProblem.tsx");

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
    // Every address shows the problems. Each template keeps one page whose query matches nothing,
    // or Gatsby reports "a query in a non-page component".
    const context: ContentProblemContext = { contentProblems: error.problems };
    actions.createPage({ path: "/", component: CONTENT_PROBLEM_PAGE, context });
    actions.createPage({ path: "/content-problem", matchPath: "/*", component: CONTENT_PROBLEM_PAGE, context });
    for (const template of new Set(KIND_LIST.flatMap((kind) => kind.pages?.template ?? kind.template ?? [])))
      actions.createPage({
        path: `/content-problem/${path.basename(template, ".tsx")}`,
        component: path.resolve(template),
        context: { slug: "", lang: "" },
      });
    return;
  }
  // Every language's pages from the one template of their kind; the page's language picks its content.
  for (const lang of LANGUAGES)
    for (const { slug, path: at, template } of pagesOf(lang === DEFAULT_LANG ? site : site.translations[lang])) {
      const pagePath = localisePath(at, lang);
      if (pathRefused(reporter, pagePath, `the content page "${slug || "home"}" (${lang})`)) return;
      actions.createPage({ path: pagePath, component: path.resolve(template), context: { slug, lang } });
    }
  // A translation's error page also answers its unknown addresses in the browser (matchPath).
  for (const lang of LANGUAGES.filter((lang) => lang !== DEFAULT_LANG)) {
    const prefix = localisePath("/", lang);
    actions.createPage({ path: `${prefix}/404`, matchPath: `${prefix}/*`, component: NOT_FOUND_PAGE, context: { lang } });
  }

  for (const { from, to } of staticRedirects(languageRedirects(site.redirects.redirects)))
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true, ignoreCase: false });
};
