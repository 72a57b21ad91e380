/**
 * @jest-environment node
 *
 * What the build writes to /admin, in a site folder of its own, read in a simulated browser.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { within } from "@testing-library/dom";
import { onPostBuild, onPreBuild, onPreInit } from "../../../plugins/gatsby-plugin-admin/gatsby-node";
import { CMS_ENV, EDITOR_README_SECTION } from "../../../plugins/gatsby-plugin-admin/cmsSetting";
import { ADMIN_CSP } from "../../../hosting/adminHeaders";
import { listFiles } from "../../../hosting/pageFiles";
import { SITE_DATA_ID, type AdminSiteData } from "../../../src/cms/browser/siteData";
import { gatsbyReporter } from "../../support/siteCopy";

/** Decap's own Immutable.js, which its entries' data is made of. */
const { fromJS } = createRequire(require.resolve("decap-cms/package.json"))("immutable") as {
  fromJS(value: unknown): { toJS(): unknown };
};

// Writing the editor bundles its scripts with esbuild.
jest.setTimeout(60_000);

type Hook = (args: unknown) => unknown;
const ROOT = path.resolve(__dirname, "../../..");

/** Gatsby's Site node holds the address the build is for (the settings file's, or SITE_URL). */
const getNodesByType = (type: string) => (type === "Site" ? [{ siteMetadata: { siteUrl: "https://www.example.org" } }] : []);
const build = async (env: Record<string, string>) => {
  Object.assign(process.env, env);
  const log = gatsbyReporter();
  await (onPreBuild as Hook)({ reporter: log, getNodesByType });
  return log;
};
const admin = () => path.join(site, "public/admin");
const read = (name: string) => fs.readFileSync(path.join(admin(), name), "utf8");
/** The written admin page in a browser of its own (its scripts not run). */
const show = (options?: ConstructorParameters<typeof JSDOM>[1]) => new JSDOM(read("index.html"), options).window;
/**
 * The page's own policy and robots rule: the editor's, without frame-ancestors (ignored in a <meta>), out of search
 * engines; and a tab icon the site serves (with none, the browser asks for /favicon.ico and gets a 404).
 */
function expectEditorHead(document: Document) {
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute("content");
  expect(meta('http-equiv="Content-Security-Policy"')).toBe(ADMIN_CSP.replace("; frame-ancestors 'none'", ""));
  expect(meta('name="robots"')).toBe("noindex, nofollow");
  const icon = document.querySelector('link[rel="icon"]')?.getAttribute("href");
  expect(icon).toMatch(/^\/[\w.-]+$/);
  expect(fs.statSync(path.join(ROOT, "static", icon ?? "")).isFile()).toBe(true);
}

const env = process.env;
const cwd = process.cwd();
let site: string;

beforeEach(() => {
  process.env = { ...env };
  // STATIC_HOST picks where staff sign in when CMS_AUTH_URL is unset.
  for (const name of [...Object.values(CMS_ENV), "STATIC_HOST"]) delete process.env[name];
  // A site folder with what writing the editor reads: the sources (styles, the editor's own bundle),
  // the content (the pages its links offer), and Decap's bundle.
  site = fs.mkdtempSync(path.join(os.tmpdir(), "admin-build-"));
  for (const name of ["src", "content", "static", "node_modules", "package.json"])
    fs.symlinkSync(path.join(ROOT, name), path.join(site, name));
  process.chdir(site);
});

afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(site, { recursive: true, force: true });
  process.env = env;
});

it("without the setting, warns at the start and the end of the build, naming every variable and a README section that exists, and replaces any editor with the page that says what to set", async () => {
  fs.mkdirSync(admin(), { recursive: true });
  fs.writeFileSync(path.join(admin(), "config.yml"), "backend: {}");
  const start = await build({});
  expect(start.warn).toHaveBeenCalledTimes(1);
  const warning = String(start.warn.mock.calls[0][0]);
  expect(warning).toMatch(/^The content editor is NOT configured: CMS_GITHUB_REPO is not set/);
  for (const name of Object.values(CMS_ENV)) expect(warning).toContain(name);
  expect(warning).toContain(`README.md, "${EDITOR_README_SECTION}"`);
  expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).toMatch(new RegExp(`^#+ ${EDITOR_README_SECTION}$`, "m"));
  expect(fs.readdirSync(admin())).toEqual(["index.html"]);
  const end = gatsbyReporter();
  (onPostBuild as Hook)({ reporter: end });
  expect(end.warn.mock.calls).toEqual(start.warn.mock.calls);

  // The page names each variable and the README section, in the site's design tokens, running nothing.
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
  const global = fs.readFileSync(path.join(ROOT, "src/styles/global.css"), "utf8");
  expect(document.querySelector("style")?.textContent).toContain(
    /--color-ink: [^;]+;/.exec(global)?.[0] ?? "--color-ink missing",
  );
  expect(document.querySelectorAll("script")).toHaveLength(0);
  expect(document.querySelector('link[rel="cms-config-url"]')).toBeNull();
  expectEditorHead(document);
});

it("with the setting, publishes the editor for that repository, signing in through the host's own service, and does not warn; Decap starts once the editor's bundle has registered its widgets, previews and save", async () => {
  const start = await build({ [CMS_ENV.repo]: "occfad-example/website" });
  (onPostBuild as Hook)({ reporter: start });
  expect(start.warn).not.toHaveBeenCalled();
  // "View Live" opens a published page on the site itself; on Cloudflare Pages (the default) staff
  // sign in through the site's own /api/auth.
  const { backend, ...config } = JSON.parse(read("config.yml")) as Record<string, unknown>;
  expect(config).toMatchObject({
    site_url: "https://www.example.org",
    publish_mode: "editorial_workflow",
    media_folder: "content/images",
  });
  expect(backend).toEqual({
    name: "github",
    repo: "occfad-example/website",
    branch: "main",
    base_url: "https://www.example.org",
    auth_endpoint: "api/auth",
  });
  // The previews' pictures: every file of content/images/, at the same place under /admin/images/.
  expect(listFiles(path.join(admin(), "images"), "**/*")).toEqual(listFiles(path.join(ROOT, "content/images"), "**/*"));

  const { document } = show();
  // Decap is told to wait before it loads, and the editor's bundle (loaded last) starts it.
  const scripts = [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
  expect(scripts).toEqual(["/admin/cms-manual-init.js", "/admin/decap-cms.js", "/admin/cms-preview.js"]);
  // The only inline script is the site data, inert JSON.
  const inline = [...document.querySelectorAll("script:not([src])")].map((script) => script.getAttribute("type"));
  expect(inline).toEqual(["application/json"]);
  expect(read("cms-manual-init.js")).toContain("CMS_MANUAL_INIT = true");
  expect(fs.readdirSync(admin())).toEqual(expect.arrayContaining(["decap-cms.js", "cms-preview.js"]));
  const data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? "{}") as AdminSiteData;
  const services = fs.readdirSync(path.join(ROOT, "content/services")).map((file) => `/services/${path.basename(file, ".json")}`);
  expect(data.pages.en.map((page) => page.path)).toEqual(expect.arrayContaining(services));
  // Spanish entries link with the same English paths; their Spanish titles and the preview's stylesheet: admin.spec.ts.
  expect(data.pages.es.map((page) => page.path)).toEqual(data.pages.en.map((page) => page.path));
  expectEditorHead(document);

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
    h: () => null,
  });
  window.eval(read("cms-preview.js"));
  // The widgets and previews it registers are at work in the editor in e2e/admin.spec.ts and e2e/cmsAccessibility.ts.
  expect(calls).toContain("listener preSave");
  expect(calls.at(-1)).toBe("init");
  // A save leaves out what was emptied: text, an object, an optional list; a required list (photos) stays.
  const emptied = {
    title: "",
    slug: "veneers",
    address: { suite: "" },
    sectionTwoData: [],
    hours: [],
    photos: [],
    groups: [{ heading: "", links: [] }],
  };
  expect(preSave({ entry: { get: () => fromJS(emptied) } }).toJS()).toEqual({
    slug: "veneers",
    photos: [],
    groups: [{ links: [] }],
  });
});

it("stops before writing anything when a variable is malformed, naming it", () => {
  process.env[CMS_ENV.repo] = "https://github.com/occfad-example/website";
  expect(() => (onPreInit as Hook)({ reporter: gatsbyReporter() })).toThrow(
    /panic: .*CMS_GITHUB_REPO="https:\/\/github\.com\/occfad-example\/website" is an address, not a repository/s,
  );
  expect(fs.existsSync(path.join(site, "public"))).toBe(false);
});
