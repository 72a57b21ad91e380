/**
 * Speculation Rules: the browser prerenders a page of this site on hover or press of a link to it.
 * Relative patterns resolve against the page's URL, so they match only this origin's pages.
 */

/** Same-origin paths that are not pages: the CMS, files (any name with an extension) and Gatsby's data and assets. */
const NOT_PAGES = ["/admin*", "/static/*", "/media/*", "/page-data/*", "/*.*"];

/** `moderate`: on hover (about 200 ms) or pointer down, not for every link on the page. */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_PAGES } }] },
      eagerness: "moderate",
    },
  ],
} as const;

/** The text of the inline block; the Content-Security-Policy allows exactly this text by its hash. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
