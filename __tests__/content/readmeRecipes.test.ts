/**
 * @jest-environment node
 *
 * The README's "Adding, renaming or removing a page" steps, followed one by one on a copy of the
 * fixture site in both languages, leave content the check accepts, with the page at its address in
 * English and Spanish and no link left to an old address.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../../src/content/gate/load";
import { contentAdvice } from "../../src/content/advice/rules";
import { pageRoutes } from "../../src/content/routes";
import { missingTranslations } from "../../src/content/gate/publishingWarnings";
import { withContentCopy, type Json } from "../support/contentCopy";

const ROOT = path.resolve(__dirname, "../..");
const copy = withContentCopy("readme-recipe-");
const file = (relative: string) => path.join(copy.dir(), relative);
const readJson = (relative: string) => JSON.parse(fs.readFileSync(file(relative), "utf8")) as Json;
const writeJson = (relative: string, data: unknown) => fs.writeFileSync(file(relative), JSON.stringify(data, null, 2));

type Sidebar = { categories: { title: string; links: { path: string; label: string }[] }[] };
type Menu = {
  items: { label: string; href?: string; groups?: { heading: string; links: { label: string; href: string }[] }[] }[];
};

/** `npm run check:content -- <args>` on the copy: its exit status and what it printed. */
function checkContent(...args: string[]) {
  const result = spawnSync(
    "npx",
    ["tsx", "scripts/check-content.ts", "--content", copy.dir(), "--static", copy.staticDir, ...args],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The check passes with no error, every page is in both languages, and nothing links to an old address. */
function expectAccepted() {
  expect(copy.problems()).toEqual([]);
  const content = loadContent(copy.dir(), copy.staticDir);
  expect(missingTranslations(content)).toEqual([]);
  expect(contentAdvice(content).filter((item) => item.rule === "oldAddress")).toEqual([]);
  const result = checkContent();
  expect(result.output).toContain("Content OK");
  expect(result.status).toBe(0);
  return pageRoutes(content).all;
}

jest.setTimeout(120_000);

it("the README's recipe names every file of both languages that the steps below change", () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const recipe = readme.slice(readme.indexOf("### Adding, renaming or removing a page"), readme.indexOf("## Exploring the data"));
  for (const named of [
    "content/services/<slug>.json",
    "content/es/services/<slug>.json",
    "content/sidebar/categories.json",
    "content/es/sidebar/categories.json",
    "content/navigation/menu.json",
    "content/es/navigation/menu.json",
    "content/redirects/redirects.json",
    "npm run check:content -- --fix-links",
  ])
    expect(recipe).toContain(named);
});

it("adding a page in both languages, as the README says, passes the check", () => {
  const slug = "examplenew";
  // 1. Copy an English service page to content/services/<slug>.json; set the slug and write its text.
  writeJson(`services/${slug}.json`, {
    ...readJson("services/examplephoto.json"),
    slug,
    mainTitleText: "Teeth Whitening",
    title: "What is teeth whitening?",
  });
  // 2. The same sidebar entry at the same place in both sidebars, and in both menus.
  for (const [folder, label] of [
    ["", "Teeth Whitening"],
    ["es/", "Blanqueamiento dental"],
  ]) {
    const sidebar = readJson(`${folder}sidebar/categories.json`) as unknown as Sidebar;
    sidebar.categories[0].links.push({ path: `/services/${slug}`, label });
    writeJson(`${folder}sidebar/categories.json`, sidebar);
    const menu = readJson(`${folder}navigation/menu.json`) as unknown as Menu;
    menu.items.find((item) => item.groups)!.groups![0].links.push({ label, href: `/services/${slug}` });
    writeJson(`${folder}navigation/menu.json`, menu);
  }
  // 3. Copy the new English file to content/es/services/<slug>.json and translate its text.
  writeJson(`es/services/${slug}.json`, {
    ...readJson(`services/${slug}.json`),
    mainTitleText: "Blanqueamiento dental",
    title: "¿Qué es el blanqueamiento dental?",
    description: readJson("es/services/examplephoto.json").description,
    descriptionToBeParsed: readJson("es/services/examplephoto.json").descriptionToBeParsed,
  });
  // 4. Run the check.
  const routes = expectAccepted();
  expect(routes).toContain(`/services/${slug}`);
  expect(routes).toContain(`/es/services/${slug}`);
});

it("renaming a page in both languages, as the README says, passes the check with no link left to the old address", () => {
  const [from, to] = ["examplevideo", "examplemovie"];
  // 1. Rename the file and its slug, in English and in Spanish.
  for (const folder of ["", "es/"]) {
    const data = readJson(`${folder}services/${from}.json`);
    fs.rmSync(file(`${folder}services/${from}.json`));
    writeJson(`${folder}services/${to}.json`, { ...data, slug: to });
  }
  // 2. A redirect from the old address to the new one.
  const redirects = readJson("redirects/redirects.json") as { redirects: Json[] };
  redirects.redirects.push({ from: `/services/${from}`, to: `/services/${to}` });
  writeJson("redirects/redirects.json", redirects);
  // 3. npm run check:content -- --fix-links rewrites the links to the old address and lists them.
  const fixed = checkContent("--fix-links");
  expect(fixed.output).toContain(
    `fixed: content/es/sidebar/categories.json: Category 1, link 2, page address (\`categories[0].links[1].path\`): "/services/${from}" → "/services/${to}"`,
  );
  expect(fixed.output).toContain(`fixed: content/redirects/redirects.json: Redirect 4, to (\`redirects[3].to\`)`);
  expect(fixed.status).toBe(0);
  const routes = expectAccepted();
  expect(routes).toContain(`/services/${to}`);
  expect(routes).toContain(`/es/services/${to}`);
  expect(routes).not.toContain(`/services/${from}`);
});

it("removing a page in both languages, as the README says, passes the check", () => {
  const [slug, closest] = ["examplesurgery", "examplephoto"];
  // 1. Delete the English and the Spanish file.
  fs.rmSync(file(`services/${slug}.json`));
  fs.rmSync(file(`es/services/${slug}.json`));
  // 2. Remove its entries from both sidebars and both menus, and a category or group left without links.
  for (const folder of ["", "es/"]) {
    const sidebar = readJson(`${folder}sidebar/categories.json`) as unknown as Sidebar;
    sidebar.categories = sidebar.categories
      .map((category) => ({ ...category, links: category.links.filter((link) => link.path !== `/services/${slug}`) }))
      .filter((category) => category.links.length > 0);
    writeJson(`${folder}sidebar/categories.json`, sidebar);
    const menu = readJson(`${folder}navigation/menu.json`) as unknown as Menu;
    for (const item of menu.items)
      if (item.groups)
        item.groups = item.groups
          .map((group) => ({ ...group, links: group.links.filter((link) => link.href !== `/services/${slug}`) }))
          .filter((group) => group.links.length > 0);
    writeJson(`${folder}navigation/menu.json`, menu);
  }
  // 3. A redirect from its address to the closest page.
  const redirects = readJson("redirects/redirects.json") as { redirects: Json[] };
  redirects.redirects.push({ from: `/services/${slug}`, to: `/services/${closest}` });
  writeJson("redirects/redirects.json", redirects);
  // 4. npm run check:content -- --fix-links: the home page's links in both languages now point there.
  const fixed = checkContent("--fix-links");
  expect(fixed.output).toContain(
    `fixed: content/home/home.json: Service group 1, link address (\`serviceGroups[0].href\`): "/services/${slug}" → "/services/${closest}"`,
  );
  expect(fixed.output).toContain(`fixed: content/es/home/home.json: Service group 1, link address`);
  expect(fixed.status).toBe(0);
  const routes = expectAccepted();
  expect(routes).not.toContain(`/services/${slug}`);
  expect(routes).not.toContain(`/es/services/${slug}`);
});
