/** @jest-environment node */
// What search engines and link previews read from the build.
import path from "node:path";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import type { Document } from "domhandler";
import { DOCTOR, DOCTOR_ROUTE, ENGLISH_ROUTES, ROUTES, SERVICE_ROUTES, SETTINGS as settings, SPANISH_ROUTES } from "../routes";
import { LOCALE, languageOf, pathIn } from "../../src/i18n/languages";
import { byTag, jsonLd, load, meta, publicFile } from "../support/builtPages";

const SITE_URL = (process.env.SITE_URL?.trim() || settings.siteUrl).replace(/\/+$/, "");
const links = (document: Document, rel: string) =>
  findAll((node) => node.name === "link" && node.attribs.rel === rel, document.children);
const url = (route: string) => `${SITE_URL}${route}`;
/** A page's alternates: English, Spanish when the page has a Spanish version (an English page may await its translation), and x-default. */
const alternatesOf = (route: string) => {
  const english = url(pathIn(route, "en"));
  const translated = languageOf(route) === "es" || SPANISH_ROUTES.includes(pathIn(route, "es"));
  return [["en-US", english], ...(translated ? [["es-US", url(pathIn(route, "es"))]] : []), ["x-default", english]];
};

describe.each(ROUTES)("%s", (route) => {
  const document = load(route);

  it("has lang, a title naming the practice, a description and a canonical URL", () => {
    expect(findOne(byTag("html"), document.children)?.attribs.lang).toBe(LOCALE[languageOf(route)]);
    expect(textContent(findOne(byTag("title"), document.children) ?? [])).toContain(settings.name);
    expect((meta(document, "name", "description") ?? "").length).toBeGreaterThanOrEqual(50);
    expect(links(document, "canonical").map((link) => getAttributeValue(link, "href"))).toEqual([url(route)]);
  });

  it("names its versions in both languages as alternates, and its language switch opens the other, labelled in that language (none on a page awaiting its translation)", () => {
    const expected = alternatesOf(route);
    expect(links(document, "alternate").map((link) => [link.attribs.hreflang, link.attribs.href])).toEqual(expected);
    const other = languageOf(route) === "en" ? "es" : "en";
    const switches = findAll((node) => node.name === "a" && getAttributeValue(node, "hreflang") !== undefined, document.children);
    const described = switches.map((a) => [a.attribs.href, a.attribs.lang, a.attribs.hreflang, textContent(a).trim()]);
    const switchTo = [pathIn(route, other), LOCALE[other], LOCALE[other], other === "es" ? "Español" : "English"];
    // Every switch, the header's and the drawer's.
    expect(described).toEqual(expected.length === 2 ? [] : [switchTo, ...described.slice(1).map(() => switchTo)]);
  });

  it("has Open Graph and Twitter tags with an absolute share image", () => {
    expect(meta(document, "property", "og:url")).toBe(url(route));
    expect(meta(document, "property", "og:image")).toBe(`${SITE_URL}/og-image.jpg`);
    expect(meta(document, "name", "twitter:card")).toBe("summary_large_image");
    expect(meta(document, "name", "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("names the practice in JSON-LD consistently with the settings file", () => {
    const dentist = jsonLd(document).find((node) => node["@type"] === "Dentist");
    expect(dentist).toMatchObject({
      "@id": `${SITE_URL}/#dentist`,
      name: settings.name,
      telephone: settings.phoneTel,
      email: settings.email,
      address: { postalCode: settings.address.postalCode },
    });
    expect(JSON.stringify(jsonLd(document))).not.toMatch(/aggregateRating|"review"/);
  });
});

describe("page-specific structured data", () => {
  it.each(SERVICE_ROUTES)("%s describes its procedure and its breadcrumb trail", (route) => {
    const nodes = jsonLd(load(route));
    const page = nodes.find((node) => node["@type"] === "MedicalWebPage");
    expect(page).toMatchObject({
      url: url(route),
      about: { "@type": "MedicalProcedure" },
      publisher: { "@id": `${SITE_URL}/#dentist` },
    });
    const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList") as
      { itemListElement: { item: string }[] } | undefined;
    expect(crumbs?.itemListElement.at(-1)?.item).toBe(url(route));
  });

  (DOCTOR_ROUTE ? it : it.skip)(
    "the doctor page names the doctor, identified by that page's address, linked to the practice",
    () => {
      const person = jsonLd(load(DOCTOR_ROUTE!)).find((node) => node["@type"] === "Person");
      expect(person).toMatchObject({
        "@id": `${SITE_URL}${DOCTOR_ROUTE}#doctor`,
        name: DOCTOR?.name,
        worksFor: { "@id": `${SITE_URL}/#dentist` },
      });
    },
  );
});

describe("sitemap and manifest", () => {
  it("the sitemap lists every page and nothing else, naming the versions of each as alternates", () => {
    const index = publicFile("sitemap-index.xml");
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => publicFile(path.basename(match[1])));
    const entries = new Map(
      sitemaps.flatMap((sitemap) =>
        [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => [/<loc>([^<]+)<\/loc>/.exec(match[1])?.[1], match[1]]),
      ),
    );
    expect([...entries.keys()].sort()).toEqual(ROUTES.map(url).sort());
    expect(ENGLISH_ROUTES.map((route) => pathIn(route, "es")).sort()).toEqual([...SPANISH_ROUTES].sort());
    const listed = (route: string) =>
      [...(entries.get(url(route)) ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => match.slice(1));
    for (const route of ROUTES) expect([route, listed(route).sort()]).toEqual([route, alternatesOf(route).sort()]);
  });

  it("the manifest names the practice and has icons", () => {
    const manifest = JSON.parse(publicFile("manifest.webmanifest")) as { name: string; icons: unknown[] };
    expect(manifest.name).toBe(settings.name);
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
