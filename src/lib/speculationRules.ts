/**
 * Speculation Rules: the browser prerenders a page of this site when the visitor shows intent to open
 * it (hovering a link for a moment, or pressing on it), so the tap shows an already rendered page.
 * Browsers without support ignore the <script type="speculationrules"> block.
 *
 * Document rules with relative URL patterns: a pattern is resolved against the page's own URL, so it
 * only matches links to this origin (never mailto:, tel:, the map or any other host), and covers
 * every page path in every language without listing routes.
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
