/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import { PAGE_REDIRECTS, PHOTO_ABOUT_ROUTES, PHOTO_SERVICE_ROUTE, ROUTES, SERVER_REDIRECTS, SETTINGS } from "../routes";
import { LANGUAGES, LOCALE, languageOf, localisePath } from "../../src/i18n/languages";
import { byTag, load, meta, pageHtml, text } from "../support/builtPages";
import { SPECULATION_RULES_TEXT } from "../../src/lib/speculationRules";

describe("every page of the content", () => {
  it("has a page for every service, about and legal content file, and the home page, in each language", () => {
    const files = ["content", "content/es"].flatMap((root) =>
      ["services", "about", "legal"].flatMap((folder) =>
        fs.readdirSync(path.resolve(__dirname, "../..", root, folder)).filter((name) => name.endsWith(".json")),
      ),
    );
    expect(new Set(ROUTES).size).toBe(files.length + 2);
  });

  it("is reached without scripts by following links from the home page", () => {
    const seen = new Set(["/"]);
    for (const route of seen)
      for (const anchor of findAll(byTag("a"), load(route).children)) {
        const href = anchor.attribs.href ?? "";
        const target = new URL(href, "http://x").pathname;
        if (href.startsWith("/") && !href.startsWith("//") && ROUTES.includes(target)) seen.add(target);
      }
    expect(ROUTES.filter((route) => !seen.has(route))).toEqual([]);
  });

  it("gives each page its own title and <h1>, the home page's the mission statement", () => {
    const titles = ROUTES.map((route) => textContent(findOne(byTag("title"), load(route).children) ?? []));
    const headings = ROUTES.map((route) => textContent(findAll(byTag("h1"), load(route).children)[0]));
    expect(new Set(titles).size).toBe(ROUTES.length);
    expect(new Set(headings).size).toBe(ROUTES.length);
    expect(headings[ROUTES.indexOf("/")]).toBe(SETTINGS.mission);
  });

  it.each([PHOTO_SERVICE_ROUTE, PHOTO_ABOUT_ROUTES[0]].filter(Boolean))(
    "%s shows its pictures as <picture>, with a WebP source, a JPEG fallback and alt text (a service page's, an illustration's, and no video)",
    (route) => {
      const document = load(route!);
      const pictures = findAll(byTag("picture"), document.children);
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(findAll(byTag("source"), [picture]).map((source) => getAttributeValue(source, "type"))).toEqual(["image/webp"]);
        const image = findOne(byTag("img"), [picture]);
        expect(image?.attribs.src).toMatch(/^\/static\/[^"]+\.jpg$/);
        expect(image?.attribs.alt).toMatch(route!.startsWith("/services/") ? /^Illustration: / : /\S/);
      }
      if (route!.startsWith("/services/")) expect(findAll(byTag("video"), document.children)).toEqual([]);
    },
  );

  it("the home page's hero video has no autoplay, preload none and the poster", () => {
    const [hero] = findAll(byTag("video"), load("/").children);
    expect(hero.attribs).not.toHaveProperty("autoplay");
    expect(hero.attribs).toMatchObject({ preload: "none", poster: "/media/home/hero-poster.jpg" });
  });
});

// The error pages too, Gatsby's copy at 404/index.html among them.
it.each([...ROUTES, "/404", "/404/index", "/es/404"])(
  "%s is built with one <h1>, none of the image plugin's head additions, the speculation rules once in its <head>, and its first paint held until its footer, its last block, is parsed",
  (route) => {
    // The site renders its own <picture>: no wrapper style, <noscript> style or loader script of gatsby-plugin-image.
    for (const mark of ["gatsby-image-wrapper", "data-placeholder-image", "gatsbyImageSsr", '<script type="module"'])
      expect(pageHtml(route)).not.toContain(mark);
    const { children } = load(route);
    // Its heading and text shown before any script runs: e2e/pages.spec.ts.
    expect(findAll(byTag("h1"), children)).toHaveLength(1);
    const head = findAll(byTag("head"), children);
    const rules = (nodes: typeof children) =>
      findAll((node) => byTag("script")(node) && node.attribs.type === "speculationrules", nodes);
    expect(rules(children).map((node) => textContent(node))).toEqual([SPECULATION_RULES_TEXT]);
    expect(rules(head)).toHaveLength(1);
    const expectLinks = findAll((node) => node.name === "link" && node.attribs.rel === "expect", head);
    expect(expectLinks.map((link) => [link.attribs.href, link.attribs.blocking])).toEqual([["#site-footer", "render"]]);
    const footer = findOne(byTag("footer"), children);
    expect(footer?.attribs.id).toBe("site-footer");
    // The last element of the page's layout, so that when it is parsed the whole page is.
    expect((footer?.parent?.children ?? []).filter((node) => node.type === "tag").at(-1)).toBe(footer);
  },
);

// Its heading, apology and link home, in both languages as every host serves them: e2e/hosts.spec.ts.
it("the error screen is written as 404.html with the status (Not Found) in the layout and a way on to the services", () => {
  const document = load("/404");
  expect(text(document.children)).toContain("Not Found");
  expect(["header", "footer"].map((tag) => findAll(byTag(tag), document.children).length)).toEqual([1, 1]);
  const links = findAll(byTag("a"), findAll(byTag("main"), document.children)).map((a) => [
    textContent(a).trim(),
    getAttributeValue(a, "href"),
  ]);
  expect(links).toContainEqual(["See our patient care services", "/services"]);
});

describe("redirect files for static hosts", () => {
  it.each(
    PAGE_REDIRECTS.flatMap((redirect) =>
      LANGUAGES.map((lang) => [localisePath(redirect.from, lang), localisePath(redirect.to, lang)]),
    ),
  )("%s points to %s, in its language", (from, to) => {
    const document = load(from);
    expect(findOne(byTag("html"), document.children)?.attribs.lang).toBe(LOCALE[languageOf(from)]);
    expect(meta(document, "http-equiv", "refresh")).toBe(`0; url=${to}`);
    expect(meta(document, "name", "robots")).toBe("noindex");
    expect(findOne(byTag("a"), document.children)?.attribs.href).toBe(to);
  });

  it("writes no file for server-only redirects, which would collide with a page", () => {
    expect(SERVER_REDIRECTS.length).toBeGreaterThan(0);
    for (const rule of SERVER_REDIRECTS) expect(findAll(byTag("h1"), load(rule.to).children)).toHaveLength(1);
  });
});
