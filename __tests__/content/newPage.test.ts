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
import { pageRoutes } from "../../src/content/routes";
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

function addNightGuardsPage() {
  const template = readJson<ServiceContent>("content/services/veneers.json");
  writeJson("content/services/nightguards.json", {
    ...template,
    slug: "nightguards",
    mainTitleText: "Night Guards",
    title: "What is a night guard?",
    metaDescription:
      "A night guard is a thin cover worn over the teeth during sleep. Learn how it is made at our Costa Mesa office.",
  });
  const sidebar = readJson<Sidebar>("content/sidebar/categories.json");
  sidebar.categories[0].links.push({ path: "/services/nightguards", label: "Night Guards" });
  writeJson("content/sidebar/categories.json", sidebar);
}

it("accepts a new service page with its sidebar entry and adds its route", () => {
  const before = pageRoutes(load());
  expect(before.services).not.toContain("/services/nightguards");
  addNightGuardsPage();
  const content = load();
  expect(pageRoutes(content).services).toContain("/services/nightguards");
  expect(pageRoutes(content).all).toHaveLength(before.all.length + 1);
  expect(contentAdvice(content)).toEqual([]);
});
