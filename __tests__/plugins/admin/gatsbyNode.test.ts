/**
 * @jest-environment node
 *
 * The build and the content editor's setting: without it the build warns, at its start and again at
 * its end, and writes the explanatory page to public/admin; with it, the configured editor; with a
 * malformed one it stops before writing anything, naming the variable.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPostBuild, onPreBuild, onPreInit } from "../../../plugins/gatsby-plugin-admin/gatsby-node";
import { CMS_ENV } from "../../../plugins/gatsby-plugin-admin/cmsSetting";
import { gatsbyReporter } from "../../support/siteCopy";

// Writing the editor bundles its scripts with esbuild.
jest.setTimeout(60_000);

type Hook = (args: unknown) => unknown;
const ROOT = path.resolve(__dirname, "../../..");
// STATIC_HOST picks where staff sign in when CMS_AUTH_URL is unset.
const VARIABLES = [...Object.values(CMS_ENV), "STATIC_HOST"];

/** Gatsby's Site node holds the address the build is for (the settings file's, or SITE_URL). */
const getNodesByType = (type: string) => (type === "Site" ? [{ siteMetadata: { siteUrl: "https://www.example.org" } }] : []);
const build = async (env: Record<string, string>) => {
  Object.assign(process.env, env);
  const log = gatsbyReporter();
  await (onPreBuild as Hook)({ reporter: log, getNodesByType });
  return log;
};
const config = () =>
  JSON.parse(fs.readFileSync(path.join(site, "public/admin/config.yml"), "utf8")) as { backend: object; site_url: string };

const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
const cwd = process.cwd();
let site: string;

beforeEach(() => {
  for (const name of VARIABLES) delete process.env[name];
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
  for (const name of VARIABLES)
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
});

it("without the setting, warns at the start and the end of the build and publishes the page that says what to set", async () => {
  const start = await build({});
  expect(start.warn).toHaveBeenCalledTimes(1);
  expect(start.warn.mock.calls[0][0]).toMatch(/^The content editor is NOT configured: CMS_GITHUB_REPO is not set/);
  expect(fs.readdirSync(path.join(site, "public/admin"))).toEqual(["index.html"]);
  expect(fs.readFileSync(path.join(site, "public/admin/index.html"), "utf8")).toContain("The content editor is not set up");

  const end = gatsbyReporter();
  (onPostBuild as Hook)({ reporter: end });
  expect(end.warn.mock.calls).toEqual(start.warn.mock.calls);
});

it("with the setting, publishes the editor for that repository and does not warn", async () => {
  const start = await build({ [CMS_ENV.repo]: "occfad-example/website", [CMS_ENV.authUrl]: "https://auth.example.org" });
  (onPostBuild as Hook)({ reporter: start });
  expect(start.warn).not.toHaveBeenCalled();
  // "View Live" opens a published page on the site itself.
  expect(config().site_url).toBe("https://www.example.org");
  expect(config().backend).toEqual({
    name: "github",
    repo: "occfad-example/website",
    branch: "main",
    base_url: "https://auth.example.org",
  });
  // The previews' pictures: every file of content/images/, at the same place under /admin/images/.
  const files = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile()).sort();
  expect(files(path.join(site, "public/admin/images"))).toEqual(files(path.join(ROOT, "content/images")));
});

it.each([
  ["Cloudflare Pages (the default)", {}, { base_url: "https://www.example.org", auth_endpoint: "api/auth" }],
  ["Netlify", { STATIC_HOST: "netlify" }, {}],
])("without CMS_AUTH_URL, on %s, staff sign in through the host's own service", async (_, host, signIn) => {
  await build({ [CMS_ENV.repo]: "occfad-example/website", ...host });
  expect(config().backend).toEqual({ name: "github", repo: "occfad-example/website", branch: "main", ...signIn });
});

it("stops before writing anything when a variable is malformed, naming it", () => {
  process.env[CMS_ENV.repo] = "https://github.com/occfad-example/website";
  expect(() => (onPreInit as Hook)({ reporter: gatsbyReporter() })).toThrow(
    /panic: .*CMS_GITHUB_REPO="https:\/\/github\.com\/occfad-example\/website" is an address, not a repository/s,
  );
  expect(fs.existsSync(path.join(site, "public"))).toBe(false);
});
