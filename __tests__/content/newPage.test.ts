/**
 * @jest-environment node
 *
 * Adding a service page is a content-only change: a new JSON file and a sidebar entry in a copy of
 * the site are accepted by the content gate, and the page joins the route list every test reads.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../../src/content/validate";
import { contentAdvice } from "../../src/content/advice";
import { pageRoutes, untranslatedRoutes } from "../../src/content/routes";
import { missingTranslations } from "../../src/content/publishingWarnings";
import type { ServiceContent, Sidebar } from "../../src/content/schema";

const ROOT = path.resolve(__dirname, "../..");
let site: string;

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(site, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const readJson = <T>(relative: string) => JSON.parse(fs.readFileSync(path.join(site, relative), "utf8")) as T;
const writeJson = (relative: string, data: unknown) => fs.writeFileSync(path.join(site, relative), JSON.stringify(data, null, 2));
const load = () => loadContent(path.join(site, "content"), path.join(ROOT, "static"));

function addServicePage() {
  const template = readJson<ServiceContent>("content/services/veneers.json");
  writeJson("content/services/addedservice.json", {
    ...template,
    slug: "addedservice",
    mainTitleText: "Added Service",
    title: "What is this added service?",
    metaDescription:
      "A page added as one content file and one sidebar entry, to show that the site follows the content on its own.",
  });
  for (const folder of ["content", "content/es"]) {
    const sidebar = readJson<Sidebar>(`${folder}/sidebar/categories.json`);
    sidebar.categories[0].links.push({ path: "/services/addedservice", label: "Added Service" });
    writeJson(`${folder}/sidebar/categories.json`, sidebar);
  }
}

it("accepts a new service page with its sidebar entry and adds its route", () => {
  const before = pageRoutes(load());
  expect(before.services).not.toContain("/services/addedservice");
  addServicePage();
  const content = load();
  expect(pageRoutes(content).services).toContain("/services/addedservice");
  expect(pageRoutes(content).all).toHaveLength(before.all.length + 1);
  expect(contentAdvice(content)).toEqual([]);
  // Until it is translated, the page is listed as missing its Spanish version.
  expect(missingTranslations(content)).toEqual(["content/es/services/addedservice.json (/es/services/addedservice)"]);
});

it("adds the Spanish route once the page's translation is added", () => {
  addServicePage();
  const before = pageRoutes(load());
  writeJson("content/es/services/addedservice.json", {
    ...readJson<ServiceContent>("content/es/services/veneers.json"),
    slug: "addedservice",
    mainTitleText: "Servicio añadido",
  });
  const content = load();
  expect(pageRoutes(content).translated.es).toContain("/es/services/addedservice");
  expect(pageRoutes(content).all).toHaveLength(before.all.length + 1);
  expect(missingTranslations(content)).toEqual([]);
});

it("lists the page among the translation's missing pages until it is translated", () => {
  addServicePage();
  expect(untranslatedRoutes(load())).toEqual({ es: ["/services/addedservice"] });
});
