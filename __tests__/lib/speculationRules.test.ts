/** @jest-environment node */
import { URLPattern } from "node:url";
import { SPECULATION_RULES, SPECULATION_RULES_TEXT } from "../../src/lib/speculationRules";
import { inlineScripts, scriptHash } from "../../hosting/headers";

const PAGE = "https://www.occfad.example/services/examplephoto";

// Whether the browser would prerender a link on the page at PAGE: document rules resolve each relative pattern
// against the page's URL (Node's URLPattern follows the same standard as the browser's).
function prerendered(href: string): boolean {
  const url = new URL(href, PAGE).href;
  const matches = (pattern: string) => new URLPattern(pattern, PAGE).test(url);
  return SPECULATION_RULES.prerender.some(({ where }) => {
    const [included, { not }] = where.and;
    return matches(included.href_matches) && !not.href_matches.some(matches);
  });
}

it("the speculation rules prerender on hover or press (moderate), never eagerly, and nothing else", () => {
  expect(Object.keys(SPECULATION_RULES)).toEqual(["prerender"]);
  expect(SPECULATION_RULES.prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([["document", "moderate"]]);
});

it.each([
  "/",
  "/services",
  "/services/exampledesign",
  "/services/Example3D",
  "/about/examplevisit",
  "/privacypolicy",
  "/es",
  "/es/servicios/carillas",
  "https://www.occfad.example/about/exampleteam",
  "/services/exampledesign#top",
])("the speculation rules prerender the page %s", (href) => expect(prerendered(href)).toBe(true));

it.each([
  "/admin",
  "/admin/",
  "/admin/index.html",
  "/static/contract-4f9e.pdf",
  "/media/hero.mp4",
  "/page-data/index/page-data.json",
  "/app-f74a382547316db2093e.js",
  "/sitemap-index.xml",
  "/robots.txt",
  "/brochure.pdf",
  "/es/folleto.pdf",
  "mailto:patientcare@occfad.example",
  "tel:+17145550142",
  "https://www.google.com/maps/dir/?api=1&destination=Costa+Mesa",
  "http://www.occfad.example/services",
  "https://occfad.example/services",
])("the speculation rules leave %s alone", (href) => expect(prerendered(href)).toBe(false));

it("the speculation rules are shipped as the JSON of the rules, which the CSP allows by the hash of exactly that text", () => {
  expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
  const html = `<head><script type="speculationrules">${SPECULATION_RULES_TEXT}</script><script type="application/ld+json">{}</script></head>`;
  expect(inlineScripts(html).hashes).toEqual([scriptHash(SPECULATION_RULES_TEXT)]);
});
