/**
 * @jest-environment node
 *
 * The content editor in the production build: at /admin, self-hosted, kept out of search engines,
 * and never loaded or linked by a patient page. The build's environment (the same as this test's in
 * `npm test`) decides what /admin holds: with CMS_GITHUB_REPO the editor for that repository,
 * without it a page that says what to set.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue } from "domutils";
import type { Element } from "domhandler";
import { ADMIN_CSP } from "../../hosting/adminHeaders";
import { CMS_ENV, cmsSettingFromEnv } from "../../plugins/gatsby-plugin-admin/cmsSetting";
import { CONTENT_KINDS } from "../../src/content/kinds";
import { listHtmlFiles } from "../../hosting/pageFiles";
import { SERVICE_ROUTES } from "../routes";
import { PUBLIC } from "../support/builtPages";

const ADMIN = path.join(PUBLIC, "admin");

const setting = cmsSettingFromEnv(process.env);

beforeAll(() => {
  if (!fs.existsSync(path.join(ADMIN, "index.html"))) throw new Error("public/admin/ is missing: run `npm run build` first");
  if (fs.existsSync(path.join(ADMIN, "config.yml")) !== Boolean(setting))
    throw new Error(
      `public/admin/ was built ${setting ? "without" : "with"} ${CMS_ENV.repo}, this test runs ${setting ? "with" : "without"} it: build and test in the same environment`,
    );
});

const adminPage = () => parseDocument(fs.readFileSync(path.join(ADMIN, "index.html"), "utf8"));
const meta = (name: string, attribute = "name") =>
  findAll((node: Element) => node.name === "meta" && getAttributeValue(node, attribute) === name, adminPage().children)[0];

const scripts = () => findAll((node: Element) => node.name === "script", adminPage().children);
const scriptSources = () => scripts().map((node) => getAttributeValue(node, "src"));

it("is a noindex page", () => {
  expect(getAttributeValue(meta("robots"), "content")).toMatch(/noindex/);
});

(setting ? describe : describe.skip)(`built with ${CMS_ENV.repo}`, () => {
  it("is the editor, whose scripts all come from /admin/ on this site (the site data it carries is inert JSON)", () => {
    const sources = scriptSources().filter((src) => src !== undefined);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(src).toMatch(/^\/admin\/[\w.-]+\.js$/);
      expect(fs.existsSync(path.join(PUBLIC, src))).toBe(true);
    }
    const inline = scripts().filter((node) => getAttributeValue(node, "src") === undefined);
    expect(inline.map((node) => getAttributeValue(node, "type"))).toEqual(["application/json"]);
  });

  it("is configured for every kind of content file, saving to the setting's repository and branch", () => {
    const config = JSON.parse(fs.readFileSync(path.join(ADMIN, "config.yml"), "utf8")) as {
      backend: { repo: string; branch: string };
      collections: { label: string }[];
    };
    expect(config.collections.map((c) => c.label)).toEqual(CONTENT_KINDS.map((kind) => kind.label));
    expect(config.backend).toMatchObject({ repo: setting?.repo, branch: setting?.branch });
  });
});

(setting ? describe.skip : describe)(`built without ${CMS_ENV.repo}`, () => {
  // The page itself (its words, no script) is checked where it is written: __tests__/plugins/admin/adminFolder.test.ts.
  it("is only the page that says the editor is not set up", () => {
    expect(fs.readdirSync(ADMIN).filter((name) => !/\.(gz|br)$/.test(name))).toEqual(["index.html"]);
    expect(fs.readFileSync(path.join(ADMIN, "index.html"), "utf8")).toContain("The content editor is not set up on this site");
  });

  it("ships no placeholder repository anywhere in public/", () => {
    const files = fs
      .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(html|js|json|yml|txt)$/.test(file) && fs.statSync(path.join(PUBLIC, file)).isFile());
    expect(files.length).toBeGreaterThan(30);
    const placeholders = files.filter((file) => /OWNER\/REPOSITORY/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")));
    expect(placeholders).toEqual([]);
  });
});

it("carries the admin Content-Security-Policy in its meta tag", () => {
  const policy = getAttributeValue(meta("Content-Security-Policy", "http-equiv"), "content") ?? "";
  for (const directive of ADMIN_CSP.split("; ").filter((d) => !d.startsWith("frame-ancestors")))
    expect(policy).toContain(directive);
});

it("is neither loaded nor linked by any patient page, nor listed in the sitemap", () => {
  const pages = listHtmlFiles(PUBLIC).filter((file) => !file.startsWith("admin/"));
  expect(pages.length).toBeGreaterThan(30);
  for (const file of pages)
    expect({ file, admin: /(?:src|href)="\/admin\b|decap-cms/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")) }).toEqual({
      file,
      admin: false,
    });
  const sitemaps = fs.readdirSync(PUBLIC).filter((name) => /^sitemap.*\.xml$/.test(name));
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const name of sitemaps) expect(fs.readFileSync(path.join(PUBLIC, name), "utf8")).not.toContain("/admin");
});

it("gets its own policy and noindex from the static-host headers, and only it", () => {
  const headers = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8").split("\n\n");
  const rule = (url: string) => headers.find((block) => block.startsWith(`${url}\n`)) ?? "";
  for (const url of ["/admin", "/admin/*"]) {
    expect(rule(url)).toContain(`Content-Security-Policy: ${ADMIN_CSP}`);
    expect(rule(url)).toContain("X-Robots-Tag: noindex, nofollow");
  }
  expect(headers.filter((block) => block.includes("X-Robots-Tag"))).toHaveLength(2);
  expect(rule(SERVICE_ROUTES[0])).not.toContain(ADMIN_CSP);
});
