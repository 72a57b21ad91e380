/**
 * @jest-environment node
 */
import { URLPattern } from "node:url";
import { NOT_PAGES, SPECULATION_RULES, SPECULATION_RULES_TEXT, coveredByRules } from "../../src/lib/speculationRules";
import { inlineScripts, scriptHash } from "../../scripts/lib/serving";

const PAGE = "https://www.occfad.example/services/veneers";

/** A link the browser would prerender from PAGE (Node's URLPattern follows the same standard as the browser's). */
const prerendered = (href: string) => coveredByRules(href, PAGE, URLPattern);

describe("the speculation rules", () => {
  it("prerender on hover or press (moderate), never eagerly, and nothing else", () => {
    expect(Object.keys(SPECULATION_RULES)).toEqual(["prerender"]);
    expect(SPECULATION_RULES.prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([["document", "moderate"]]);
  });

  it.each([
    "/",
    "/services",
    "/services/smiledesign",
    "/services/3DDentalPrinters",
    "/about/address",
    "/privacypolicy",
    "/es",
    "/es/servicios/carillas",
    "https://www.occfad.example/about/meetthedoctors",
    "/services/smiledesign#top",
  ])("prerender the page %s", (href) => {
    expect(prerendered(href)).toBe(true);
  });

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
  ])("leave %s alone", (href) => {
    expect(prerendered(href)).toBe(false);
  });

  it("cover nothing where the browser has no URLPattern", () => {
    expect(coveredByRules("/services/smiledesign", PAGE, null)).toBe(false);
  });

  it("keep files and Gatsby's data out by path", () => {
    expect(NOT_PAGES).toEqual(expect.arrayContaining(["/admin*", "/static/*", "/media/*", "/page-data/*"]));
  });

  it("are shipped as the JSON of the rules, which the CSP allows by the hash of exactly that text", () => {
    expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
    const html = `<head><script type="speculationrules">${SPECULATION_RULES_TEXT}</script><script type="application/ld+json">{}</script></head>`;
    expect(inlineScripts(html).hashes).toEqual([scriptHash(SPECULATION_RULES_TEXT)]);
  });
});
