/**
 * @jest-environment node
 *
 * Adding or removing a page is a content-only change. On the fixture site, a new JSON file and a
 * sidebar entry are accepted by the content gate and the page joins the route list every test
 * reads; on a copy of the shipped content/, a maintainer's page added before its translation
 * gives a warning naming the missing file and no error, and a page removed with its links and its
 * translation leaves a valid site.
 */
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../../src/content/gate/load";
import { contentAdvice } from "../../src/content/advice/rules";
import { pageRoutes, untranslatedRoutes } from "../../src/content/routes";
import { missingTranslations, translationWarnings } from "../../src/content/gate/publishingWarnings";
import { TRANSLATIONS } from "../../src/i18n/languages";
import type { ServiceContent } from "../../src/content/gate/schemas/pages";
import { SHIPPED, withContentCopy, type Json } from "../support/contentCopy";

/** Every folder that holds a language's menu and sidebar: English first, then each translation. */
const LANGUAGE_FOLDERS = ["", ...TRANSLATIONS.map((lang) => `${lang}/`)];

function helpers(copy: ReturnType<typeof withContentCopy>) {
  const file = (relative: string) => path.join(copy.dir(), relative);
  const readJson = <T>(relative: string) => JSON.parse(fs.readFileSync(file(relative), "utf8")) as T;
  const writeJson = (relative: string, data: unknown) => fs.writeFileSync(file(relative), JSON.stringify(data, null, 2));
  const load = () => loadContent(copy.dir(), copy.staticDir);

  /** A new English service page, copied from the first one, with a link in every language's sidebar. */
  function addServicePage(slug: string) {
    const [template] = load().services;
    writeJson(`services/${slug}.json`, {
      ...template,
      slug,
      mainTitleText: "Added Service",
      title: "What is this added service?",
      metaDescription:
        "A page added as one content file and one sidebar entry, to show that the site follows the content on its own.",
    });
    for (const folder of LANGUAGE_FOLDERS)
      copy.edit(`${folder}sidebar/categories.json`, (sidebar) => {
        (sidebar.categories as { links: Json[] }[])[0].links.push({ path: `/services/${slug}`, label: "Added Service" });
      });
  }

  /** Removes every menu and sidebar link to `route`, and any group or category left empty. */
  function dropLinks(data: unknown, route: string): unknown {
    const isLink = (item: unknown) => (item as Json | null)?.href === route || (item as Json | null)?.path === route;
    const isEmpty = (item: unknown) => {
      const links = (item as Json | null)?.links;
      return Array.isArray(links) && links.length === 0;
    };
    if (Array.isArray(data))
      return data
        .filter((item) => !isLink(item))
        .map((item) => dropLinks(item, route))
        .filter((item) => !isEmpty(item));
    if (data && typeof data === "object")
      return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, dropLinks(value, route)]));
    return data;
  }

  /** Removes a page's file in every language and its links in every menu and sidebar. */
  function removePage(folder: "services" | "about", slug: string) {
    for (const languageFolder of LANGUAGE_FOLDERS) {
      fs.rmSync(file(`${languageFolder}${folder}/${slug}.json`), { force: true });
      for (const links of ["navigation/menu.json", "sidebar/categories.json"])
        writeJson(`${languageFolder}${links}`, dropLinks(readJson(`${languageFolder}${links}`), `/${folder}/${slug}`));
    }
  }

  return { readJson, writeJson, load, addServicePage, removePage };
}

describe("on the fixture site", () => {
  const copy = withContentCopy("site-");
  const { readJson, writeJson, load, addServicePage, removePage } = helpers(copy);

  it("accepts a new service page with its sidebar entry and adds its route", () => {
    const before = pageRoutes(load());
    expect(before.services).not.toContain("/services/addedservice");
    addServicePage("addedservice");
    const content = load();
    expect(pageRoutes(content).services).toContain("/services/addedservice");
    expect(pageRoutes(content).all).toHaveLength(before.all.length + 1);
    expect(contentAdvice(content)).toEqual([]);
    // Until it is translated, the page is listed as missing its Spanish version.
    expect(missingTranslations(content)).toEqual(["content/es/services/addedservice.json (/es/services/addedservice)"]);
  });

  it("adds the Spanish route once the page's translation is added", () => {
    addServicePage("addedservice");
    const before = pageRoutes(load());
    const [template] = load().translations.es.services;
    writeJson("es/services/addedservice.json", {
      ...readJson<ServiceContent>(`es/services/${template.slug}.json`),
      slug: "addedservice",
    });
    const content = load();
    expect(pageRoutes(content).translated.es).toContain("/es/services/addedservice");
    expect(pageRoutes(content).all).toHaveLength(before.all.length + 1);
    expect(missingTranslations(content)).toEqual([]);
  });

  it("lists the page among the translation's missing pages until it is translated", () => {
    addServicePage("addedservice");
    expect(untranslatedRoutes(load())).toEqual({ es: ["/services/addedservice"] });
  });

  it("drops a removed page's routes in every language", () => {
    addServicePage("addedservice");
    const before = pageRoutes(load());
    removePage("services", "addedservice");
    const after = pageRoutes(load());
    expect(after.services).not.toContain("/services/addedservice");
    expect(after.all).toHaveLength(before.all.length - 1);
  });
});

describe("on a copy of the shipped content", () => {
  const copy = withContentCopy("shipped-", SHIPPED);
  const { load, addServicePage, removePage } = helpers(copy);

  it("a new English service page without its translation gives a warning naming the missing file, and no error", () => {
    const slug = "addedservice";
    expect(pageRoutes(load()).services).not.toContain(`/services/${slug}`);
    addServicePage(slug);
    const content = load();
    expect(pageRoutes(content).services).toContain(`/services/${slug}`);
    const warnings = translationWarnings(content);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`content/es/services/${slug}.json (/es/services/${slug})`);
  });

  it("a page removed with its translation and its menu and sidebar links leaves a valid site", () => {
    const content = load();
    // A page that only the menu and the sidebar link to: no other file names its address.
    const files = fs.readdirSync(copy.dir(), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".json"));
    const linkedElsewhere = (folder: string, slug: string) => {
      const address = new RegExp(`/${folder}/${slug}(?![A-Za-z0-9/-])`);
      return files.some(
        (name) =>
          !/(navigation|sidebar)\//.test(name) &&
          !name.endsWith(`${folder}/${slug}.json`) &&
          address.test(fs.readFileSync(path.join(copy.dir(), name), "utf8")),
      );
    };
    const candidates = [
      ...content.services.map((page) => ["services", page.slug] as const),
      ...content.about.map((page) => ["about", page.slug] as const),
    ].filter(([folder, slug]) => !linkedElsewhere(folder, slug));
    expect(candidates.length).toBeGreaterThan(0);
    const [folder, slug] = candidates[0];
    const before = pageRoutes(content);
    removePage(folder, slug);
    const after = pageRoutes(load());
    expect(after.all).not.toContain(`/${folder}/${slug}`);
    expect(after.all.length).toBeLessThan(before.all.length);
  });
});
