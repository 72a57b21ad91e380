/**
 * @jest-environment node
 *
 * What the build writes to /admin: the editor configured by the setting, or, without one, a plain
 * page that says the editor is not set up and what to set (no script, no configuration, no
 * placeholder repository). The pages are read in a simulated browser of their own.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { within } from "@testing-library/dom";
import { writeAdmin, writeNotConfiguredAdmin } from "../../../plugins/gatsby-plugin-admin/adminFolder";
import { ADMIN_CSP } from "../../../hosting/adminHeaders";
import { CMS_ENV, EDITOR_README_SECTION } from "../../../plugins/gatsby-plugin-admin/cmsSetting";
import { SITE_DATA_ID, type AdminSiteData } from "../../../src/cms/browser/siteData";

/** Decap's own Immutable.js, which its entries' data is made of. */
const { fromJS } = createRequire(require.resolve("decap-cms/package.json"))("immutable") as {
  fromJS(value: unknown): { toJS(): unknown };
};

// Writing the editor bundles its scripts with esbuild.
jest.setTimeout(60_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (name: string) => fs.readFileSync(path.join(dir, name), "utf8");
/** The written admin page in a browser of its own (its scripts not run). */
const show = (options?: ConstructorParameters<typeof JSDOM>[1]) => new JSDOM(read("index.html"), options).window;
const metaPolicy = (document: Document) =>
  document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content");
const META_POLICY = ADMIN_CSP.replace("; frame-ancestors 'none'", "");

describe("without the setting", () => {
  it("writes only the page, over whatever editor was there before", () => {
    fs.writeFileSync(path.join(dir, "config.yml"), "backend: {}");
    expect(writeNotConfiguredAdmin(dir)).toEqual(["index.html"]);
    expect(fs.readdirSync(dir)).toEqual(["index.html"]);
  });

  it("says the editor is not set up, names each variable and the README section, in the site's design tokens, running nothing", () => {
    writeNotConfiguredAdmin(dir);
    const { document } = show();
    const main = within(document.body).getByRole("main");
    expect(within(main).getByRole("heading", { level: 1, name: "The content editor is not set up on this site" })).toBeVisible();
    expect(
      within(main)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual([`${CMS_ENV.repo} (required)`, `${CMS_ENV.branch} (optional)`, `${CMS_ENV.authUrl} (on the nginx server only)`]);
    expect(main).toHaveTextContent(`“${EDITOR_README_SECTION}” of README.md`);
    expect(document.title).toBe("Content editor: not set up");
    const global = fs.readFileSync(path.resolve(__dirname, "../../../src/styles/global.css"), "utf8");
    expect(document.querySelector("style")?.textContent).toContain(
      /--color-ink: [^;]+;/.exec(global)?.[0] ?? "--color-ink missing",
    );
    // No script, no configuration, no placeholder repository; the editor's policy, out of search engines.
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(document.querySelector('link[rel="cms-config-url"]')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    expect(metaPolicy(document)).toBe(META_POLICY);
    expect(read("index.html")).not.toMatch(/OWNER|REPOSITORY/);
  });
});

describe("with the setting", () => {
  it("writes the editor: its configuration, Decap, its own bundle and the site's pages for links, under the editor's policy, out of search engines", async () => {
    const files = await writeAdmin(dir, {
      mode: "production",
      setting: { repo: "occfad-example/website", branch: "live", auth: { baseUrl: "https://auth.example.org" } },
    });
    expect(files).toEqual(
      expect.arrayContaining(["index.html", "config.yml", "decap-cms.js", "cms-preview.js", "cms-preview.css"]),
    );
    const { document } = show();
    // Decap is told to wait before it loads, and the editor's bundle (loaded last) starts it.
    const scripts = [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
    expect(scripts).toEqual(["/admin/cms-manual-init.js", "/admin/decap-cms.js", "/admin/cms-preview.js"]);
    // The only inline script is the site data, inert JSON.
    const inline = [...document.querySelectorAll("script:not([src])")].map((script) => script.getAttribute("type"));
    expect(inline).toEqual(["application/json"]);
    expect(read("cms-manual-init.js")).toContain("CMS_MANUAL_INIT = true");
    const site = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? "{}") as AdminSiteData;
    const services = fs
      .readdirSync(path.resolve(__dirname, "../../../content/services"))
      .map((file) => `/services/${path.basename(file, ".json")}`);
    expect(site.pages.en.map((page) => page.path)).toEqual(expect.arrayContaining(services));
    // Spanish entries link with the same English paths, listed under the Spanish titles.
    expect(site.pages.es.map((page) => page.path)).toEqual(site.pages.en.map((page) => page.path));
    const [first] = services;
    const spanishFile = path.resolve(__dirname, `../../../content/es${first}.json`);
    if (fs.existsSync(spanishFile))
      expect(site.pages.es.find((page) => page.path === first)?.title).toBe(
        (JSON.parse(fs.readFileSync(spanishFile, "utf8")) as { mainTitleText: string }).mainTitleText,
      );
    // The preview's stylesheet holds the site's own design tokens and its components' CSS Modules.
    expect(read("cms-preview.css")).toMatch(/--color-ink: [^;]+;/);
    expect(read("cms-preview.css")).toMatch(/display: ?grid/);
    expect(metaPolicy(document)).toBe(META_POLICY);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
  });

  it("starts Decap once its own bundle has registered the rich-text field, the link between translations, the list with move buttons, every preview and the save", async () => {
    await writeAdmin(dir, { mode: "local" });
    const window = show({ runScripts: "outside-only" });
    const calls: string[] = [];
    let preSave: (event: { entry: { get(key: "data"): unknown } }) => { toJS(): unknown } = () => fromJS(null);
    Object.assign(window, {
      CMS: {
        registerWidget: (name: string) => calls.push(`widget ${name}`),
        getWidget: () => ({ control: class {} }),
        registerPreviewStyle: () => calls.push("style"),
        registerPreviewTemplate: (name: string) => calls.push(`preview ${name}`),
        registerEventListener: (listener: { name: string; handler: typeof preSave }) => {
          calls.push(`listener ${listener.name}`);
          preSave = listener.handler;
        },
        init: () => calls.push("init"),
      },
      createClass: (spec: object) => spec,
      h: () => null,
    });
    window.eval(read("cms-preview.js"));
    expect(calls).toEqual(
      expect.arrayContaining([
        "widget richtext",
        "widget translation",
        "widget list",
        "preview services",
        "preview es-services",
        "listener preSave",
      ]),
    );
    expect(calls.at(-1)).toBe("init");
    // A save leaves out what was emptied: text, an object, an optional list; a required list (photos) stays.
    const data = {
      title: "",
      slug: "veneers",
      address: { suite: "" },
      sectionTwoData: [],
      hours: [],
      photos: [],
      groups: [{ heading: "", links: [] }],
    };
    expect(preSave({ entry: { get: () => fromJS(data) } }).toJS()).toEqual({
      slug: "veneers",
      photos: [],
      groups: [{ links: [] }],
    });
  });
});
