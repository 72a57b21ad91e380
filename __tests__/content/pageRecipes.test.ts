/**
 * @jest-environment node
 *
 * The recipe "Adding, renaming or removing a page" of docs/content-rules.md, followed step by step in
 * both languages, on the fixture site and on a copy of the shipped content/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../../src/content/gate/load";
import { contentAdvice } from "../../src/content/advice/rules";
import { pageRoutes, untranslatedRoutes } from "../../src/content/routes";
import { translationWarnings } from "../../src/content/gate/publishingWarnings";
import { TRANSLATIONS } from "../../src/i18n/languages";
import { SHIPPED, withContentCopy, type Json } from "../support/contentCopy";

const ROOT = path.resolve(__dirname, "../..");
/** Every folder that holds a language's pages, menu and sidebar: English first, then each translation. */
const LANGUAGE_FOLDERS = ["", ...TRANSLATIONS.map((lang) => `${lang}/`)];

type Links = { links: { path?: string; href?: string; label: string }[] };
type Menu = { items: { href?: string; groups?: Links[] }[] };
type Sidebar = { categories: Links[] };

function recipe(copy: ReturnType<typeof withContentCopy>) {
  const file = (relative: string) => path.join(copy.dir(), relative);
  const readJson = <T>(relative: string) => JSON.parse(fs.readFileSync(file(relative), "utf8")) as T;
  const writeJson = (relative: string, data: unknown) => fs.writeFileSync(file(relative), JSON.stringify(data, null, 2));
  const load = () => loadContent(copy.dir(), copy.staticDir);

  /** `npm run check:content -- <args>` on the copy: its exit status and what it printed. */
  function checkContent(...args: string[]) {
    const result = spawnSync(
      "npx",
      ["tsx", "scripts/check-content.ts", "--content", copy.dir(), "--static", copy.staticDir, ...args],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } },
    );
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  }

  /** Steps 1 and 2 of adding a page: a copy of the first English service page, listed in every sidebar and menu. */
  function addPage(slug: string) {
    const [template] = load().services;
    writeJson(`services/${slug}.json`, {
      ...readJson<Json>(`services/${template.slug}.json`),
      slug,
      mainTitleText: "Teeth Whitening",
    });
    for (const folder of LANGUAGE_FOLDERS) {
      copy.edit(`${folder}sidebar/categories.json`, (data) => {
        (data as Sidebar).categories[0].links.push({ path: `/services/${slug}`, label: "Teeth Whitening" });
      });
      copy.edit(`${folder}navigation/menu.json`, (data) => {
        const group = (data as Menu).items.find((item) => item.groups)?.groups?.[0];
        group?.links.push({ label: "Teeth Whitening", href: `/services/${slug}` });
      });
    }
  }

  /** Step 3: the English file copied to each translation, its text taken from a translated page. */
  function translatePage(slug: string) {
    for (const lang of TRANSLATIONS) {
      const [translated] = load().translations[lang].services;
      const { description, descriptionToBeParsed } = readJson<Json>(`${lang}/services/${translated.slug}.json`);
      writeJson(`${lang}/services/${slug}.json`, {
        ...readJson<Json>(`services/${slug}.json`),
        description,
        descriptionToBeParsed,
      });
    }
  }

  /** Removing a page: its file in every language, and its entries in every menu and sidebar, with a group left empty. */
  function removePage(folder: string, slug: string) {
    const route = `/${folder}/${slug}`;
    const keep = (links: Links) => ({ ...links, links: links.links.filter((link) => (link.path ?? link.href) !== route) });
    for (const languageFolder of LANGUAGE_FOLDERS) {
      fs.rmSync(file(`${languageFolder}${folder}/${slug}.json`), { force: true });
      copy.edit(`${languageFolder}sidebar/categories.json`, (data) => {
        const sidebar = data as Sidebar;
        sidebar.categories = sidebar.categories.map(keep).filter((category) => category.links.length > 0);
      });
      copy.edit(`${languageFolder}navigation/menu.json`, (data) => {
        const menu = data as Menu;
        menu.items = menu.items
          .filter((item) => item.href !== route)
          .map((item) =>
            item.groups ? { ...item, groups: item.groups.map(keep).filter((group) => group.links.length > 0) } : item,
          );
      });
    }
  }

  /** A redirect, as the recipe's rename and remove steps add one. */
  const redirect = (from: string, to: string) =>
    copy.edit("redirects/redirects.json", (data) => void (data.redirects as Json[]).push({ from, to }));

  /** The check passes with no error, every page is in both languages, and nothing links to an old address. */
  function expectAccepted() {
    expect(copy.problems()).toEqual([]);
    const content = load();
    expect(translationWarnings(content)).toEqual([]);
    expect(contentAdvice(content).filter((item) => item.rule === "oldAddress")).toEqual([]);
    const result = checkContent();
    expect(result.output).toContain("Content OK");
    expect(result.status).toBe(0);
    return pageRoutes(content);
  }

  return { file, load, checkContent, addPage, translatePage, removePage, redirect, expectAccepted };
}

jest.setTimeout(120_000);

describe("on the fixture site", () => {
  const copy = withContentCopy("page-recipe-");
  const steps = recipe(copy);

  it("adding a page: a warning names its missing translation until step 3, then it is in both languages, and the check passes", () => {
    const before = pageRoutes(steps.load());
    steps.addPage("whitening");
    let content = steps.load();
    expect(copy.problems()).toEqual([]);
    expect(pageRoutes(content).services).toContain("/services/whitening");
    expect(pageRoutes(content).all).toHaveLength(before.all.length + 1);
    expect(contentAdvice(content)).toEqual([]);
    expect(translationWarnings(content)).toEqual([
      expect.stringContaining(
        "1 English page has no translation yet (the page is then only in English; add the file with the English file's name): content/es/services/whitening.json (/es/services/whitening)",
      ),
    ]);
    expect(untranslatedRoutes(content)).toEqual({ es: ["/services/whitening"] });
    steps.translatePage("whitening");
    content = steps.load();
    expect(untranslatedRoutes(content)).toEqual({ es: [] });
    const after = steps.expectAccepted();
    expect(after.translated.es).toContain("/es/services/whitening");
    expect(after.all).toHaveLength(before.all.length + 2);
  });

  it("renaming a page in both languages, with its redirect and --fix-links, leaves no link to the old address", () => {
    const [from, to] = ["examplevideo", "examplemovie"];
    for (const folder of LANGUAGE_FOLDERS) {
      const data = fs.readFileSync(steps.file(`${folder}services/${from}.json`), "utf8");
      fs.rmSync(steps.file(`${folder}services/${from}.json`));
      fs.writeFileSync(steps.file(`${folder}services/${to}.json`), data.replace(`"slug": "${from}"`, `"slug": "${to}"`));
    }
    steps.redirect(`/services/${from}`, `/services/${to}`);
    const fixed = steps.checkContent("--fix-links");
    expect(fixed.output).toContain(
      `fixed: content/es/sidebar/categories.json: Category 1, link 2, page address (\`categories[0].links[1].path\`): "/services/${from}" → "/services/${to}"`,
    );
    expect(fixed.output).toContain(`fixed: content/redirects/redirects.json: Redirect 4, to (\`redirects[3].to\`)`);
    expect(fixed.status).toBe(0);
    const routes = steps.expectAccepted().all;
    expect(routes).toEqual(expect.arrayContaining([`/services/${to}`, `/es/services/${to}`]));
    expect(routes).not.toContain(`/services/${from}`);
  });

  it("removing a page in both languages, with its redirect and --fix-links, drops its routes and passes the check", () => {
    const [slug, closest] = ["examplesurgery", "examplephoto"];
    const before = pageRoutes(steps.load());
    steps.removePage("services", slug);
    steps.redirect(`/services/${slug}`, `/services/${closest}`);
    const fixed = steps.checkContent("--fix-links");
    expect(fixed.output).toContain(
      `fixed: content/home/home.json: Service group 1, link address (\`serviceGroups[0].href\`): "/services/${slug}" → "/services/${closest}"`,
    );
    expect(fixed.output).toContain(`fixed: content/es/home/home.json: Service group 1, link address`);
    expect(fixed.status).toBe(0);
    const after = steps.expectAccepted();
    expect(after.all).not.toContain(`/services/${slug}`);
    expect(after.all).not.toContain(`/es/services/${slug}`);
    expect(after.all).toHaveLength(before.all.length - 2);
  });
});

describe("on a copy of the shipped content", () => {
  const copy = withContentCopy("page-recipe-shipped-", SHIPPED);
  const steps = recipe(copy);

  it("a new English page without its translation gives a warning naming the missing file, and no error", () => {
    steps.addPage("whitening");
    expect(copy.problems()).toEqual([]);
    expect(translationWarnings(steps.load())).toEqual([expect.stringContaining("content/es/services/whitening.json (/es")]);
  });

  it("a page removed with its translation and its menu and sidebar links leaves a valid site", () => {
    const content = steps.load();
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
    steps.removePage(folder, slug);
    expect(copy.problems()).toEqual([]);
    const after = pageRoutes(steps.load());
    expect(after.all).not.toContain(`/${folder}/${slug}`);
    expect(after.all.length).toBeLessThan(pageRoutes(content).all.length);
  });
});
