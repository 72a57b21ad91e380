/**
 * @jest-environment node
 *
 * The content editor in the production build: at /admin, self-hosted, kept out of search engines,
 * and never loaded or linked by a patient page.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue } from "domutils";
import type { Element } from "domhandler";
import { ADMIN_CSP } from "../../src/cms/admin";
import { CONTENT_KINDS } from "../../src/content/kinds";
import { listHtmlFiles } from "../../src/node/sitePages";
import { SERVICE_ROUTES } from "../routes";

const PUBLIC = path.resolve(__dirname, "../../public");
const ADMIN = path.join(PUBLIC, "admin");

beforeAll(() => {
  if (!fs.existsSync(path.join(ADMIN, "index.html"))) throw new Error("public/admin/ is missing: run `npm run build` first");
});

const adminPage = () => parseDocument(fs.readFileSync(path.join(ADMIN, "index.html"), "utf8"));
const meta = (name: string, attribute = "name") =>
  findAll((node: Element) => node.name === "meta" && getAttributeValue(node, attribute) === name, adminPage().children)[0];

it("is a noindex page whose scripts all come from /admin/ on this site", () => {
  expect(getAttributeValue(meta("robots"), "content")).toMatch(/noindex/);
  const scripts = findAll((node: Element) => node.name === "script", adminPage().children).map((node) =>
    getAttributeValue(node, "src"),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(src).toMatch(/^\/admin\/[\w.-]+\.js$/);
    expect(fs.existsSync(path.join(PUBLIC, src as string))).toBe(true);
  }
});

it("carries the admin Content-Security-Policy in its meta tag", () => {
  const policy = getAttributeValue(meta("Content-Security-Policy", "http-equiv"), "content") ?? "";
  for (const directive of ADMIN_CSP.split("; ").filter((d) => !d.startsWith("frame-ancestors")))
    expect(policy).toContain(directive);
});

it("is configured for every kind of content file", () => {
  const config = JSON.parse(fs.readFileSync(path.join(ADMIN, "config.yml"), "utf8")) as { collections: { label: string }[] };
  expect(config.collections.map((c) => c.label)).toEqual(CONTENT_KINDS.map((kind) => kind.label));
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
