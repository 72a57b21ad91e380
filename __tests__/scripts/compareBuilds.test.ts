/** @jest-environment node */
// The build comparison on two small hand-made public/ folders: bundle hashes pass, anything a visitor or host sees fails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { run } from "../../scripts/compare-builds";
import { buildEnvironment } from "../../scripts/lib/compareBuilds/build";
import { scriptHash } from "../../hosting/headers";

const APP = "app-aaaaaaaaaaaaaaaaaaaa.js";
const TEMPLATE = "src-templates-service-tsx";
const CHUNK = `component---${TEMPLATE}-cccccccccccccccccccc.js`;

/** A page loading the app bundle and a template chunk, with an inline script naming the bundle. */
function page(title: string): string {
  const inline = `window.___chunkMapping={"app":["/${APP}"],"component---${TEMPLATE}":["/${CHUNK}"]};`;
  return `<!DOCTYPE html><html><head><title>${title}</title></head><body><main>${title}</main><script>${inline}</script><script src="/${APP}" defer></script></body></html>`;
}

type Files = Record<string, string>;

/** A tiny built site in `name` under the test's folder; `change` edits its files (name → text) before they are written. */
function site(name: string, change: (files: Files) => void = () => {}): string {
  const dir = path.join(tmp, name);
  const files: Files = {
    "index.html": page("Home"),
    "services/veneers.html": page("Veneers"),
    "404.html": page("Not found"),
    "old-page.html": '<!DOCTYPE html><meta http-equiv="refresh" content="0; url=/services/veneers">',
    [APP]: "console.log('app');",
    [CHUNK]: "console.log('template');",
    "page-data/index/page-data.json": `{"componentChunkName":"component---${TEMPLATE}","path":"/","staticQueryHashes":["111","222"]}`,
    "page-data/services/veneers/page-data.json": `{"componentChunkName":"component---${TEMPLATE}","path":"/services/veneers","staticQueryHashes":["111"]}`,
    "page-data/sq/d/111.json": '{"data":{"site":{"siteMetadata":{"title":"Clinic"}}}}',
    "page-data/sq/d/222.json": '{"data":{"menu":["Home","Veneers"]}}',
    "page-data/app-data.json": '{"webpackCompilationHash":"dddddddddddddddddddd"}',
    _headers: `/*\n  Content-Security-Policy: script-src 'self' {{SCRIPTS}}\n/${APP}\n  Cache-Control: public, max-age=31536000, immutable\n`,
    _redirects: "/old-page /services/veneers 301\n",
    "sitemap-0.xml": "<urlset><url><loc>https://example.com/</loc></url></urlset>",
    "robots.txt": "User-agent: *\nAllow: /\n",
    "manifest.webmanifest": '{"name":"Clinic"}',
    "index.html.gz": "compressed",
  };
  change(files);
  const scripts = [files["index.html"], files["services/veneers.html"], files["404.html"]].flatMap((html) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHash(match[1])),
  );
  files._headers = files._headers.replace("{{SCRIPTS}}", [...new Set(scripts)].sort().join(" "));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "compare-builds-test-"));
  jest.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function compare(before: string, after: string): { code: number; text: string } {
  const report = path.join(tmp, "report.md");
  const code = run(["--before-public", before, "--after-public", after, "--report", report]);
  return { code, text: fs.readFileSync(report, "utf8") };
}

/** Every occurrence of each key of `changes` replaced by its value in every file (the way a new bundle hash spreads). */
function replaceEverywhere(files: Files, changes: Record<string, string>) {
  for (const [from, to] of Object.entries(changes))
    for (const name of Object.keys(files)) {
      const text = files[name].split(from).join(to);
      delete files[name];
      files[name.split(from).join(to)] = text;
    }
}

it("passes two identical trees and counts what it compared", () => {
  const { code, text } = compare(site("a"), site("b"));
  expect(code).toBe(0);
  expect(text).toMatch(/Result: \*\*identical\*\*/);
  expect(text).toMatch(/\| html \| 4 \| 4 \| 0 \| 0 \| 0 \|/);
  expect(text).toMatch(/\| page data \| 3 \| 3 \| 0 \| 0 \| 0 \|/);
  expect(text).toMatch(/\| static queries \| 2 \| 2 \| 0 \| 0 \| 0 \|/);
  expect(text).toMatch(/\| _headers \| 1 \| 1 \|/);
  expect(text).toMatch(/\| bundles \(scripts and styles\) \| 2 files, 43 bytes \| 2 files, 43 bytes \|/);
  expect(text).toMatch(/\| \.gz and \.br copies \| 1 file,/);
  expect(text).toMatch(/were not rendered/);
});

it("passes a tree whose bundles got new hashes (in the pages, _headers and its CSP, and app-data), a static query another name and a template's chunk another place, listing the last two", () => {
  const after = site("b", (files) => {
    replaceEverywhere(files, {
      aaaaaaaaaaaaaaaaaaaa: "b".repeat(20),
      cccccccccccccccccccc: "e".repeat(20),
      dddddddddddddddddddd: "f".repeat(20),
      111: "333",
      [TEMPLATE]: "src-content-templates-service-tsx",
    });
    files["app-bbbbbbbbbbbbbbbbbbbb.js"] = "console.log('app, built again');";
  });
  expect(fs.readFileSync(path.join(after, "_headers"), "utf8")).toContain("/app-bbbbbbbbbbbbbbbbbbbb.js");
  const { code, text } = compare(site("a"), after);
  expect(code).toBe(0);
  expect(text).toMatch(/\| bundles \(scripts and styles\) \| 2 files, 43 bytes \| 2 files, 56 bytes \|/);
  expect(text).toContain("`page-data/sq/d/111.json` → `page-data/sq/d/333.json`");
  expect(text).toContain(`\`component---${TEMPLATE}\` → \`component---src-content-templates-service-tsx\``);
});

it("takes a CSP's script hashes as a set, whose order follows their values", () => {
  const scripts = (files: Files) => (files["404.html"] = files["404.html"].replace("<script>", "<script>window.notFound=true;"));
  const [before, after] = [site("a", scripts), site("b", scripts)];
  const headers = fs.readFileSync(path.join(before, "_headers"), "utf8");
  const reversed = headers.replace(/'sha256-[^']+'(?: 'sha256-[^']+')+/, (run) => run.split(" ").reverse().join(" "));
  expect(reversed).not.toBe(headers);
  fs.writeFileSync(path.join(after, "_headers"), reversed);
  expect(compare(before, after).code).toBe(0);
});

it.each<[string, (files: Files) => void, (string | RegExp)[]]>([
  [
    "a one-character change in a page, naming the file and showing the change",
    (files) => (files["services/veneers.html"] = page("Veneerz")),
    // The page's inline script is the same, so the CSP in _headers still matches.
    [
      /\| html \| 4 \| 3 \| 1 \| 0 \| 0 \|/,
      "### html: `services/veneers.html` (different)",
      "-<title>Veneers</title>",
      "+<title>Veneerz</title>",
      /\| _headers \| 1 \| 1 \|/,
    ],
  ],
  [
    "a changed _headers value",
    (files) => (files._headers = files._headers.replace("max-age=31536000, immutable", "max-age=3600")),
    ["### _headers: `_headers` (different)", "+  Cache-Control: public, max-age=3600"],
  ],
  [
    "an inline script changed, though its CSP hash is normalised",
    (files) => replaceEverywhere(files, { ___chunkMapping: "___chunks" }),
    ["### _headers: `_headers` (different)"],
  ],
  [
    "a moved template's chunk when anything else differs too",
    (files) => {
      replaceEverywhere(files, { [TEMPLATE]: "src-content-templates-service-tsx" });
      files["robots.txt"] = "User-agent: *\nDisallow: /\n";
    },
    [/## Renamed chunks \(accepted only when nothing else differs/, "### robots.txt: `robots.txt` (different)"],
  ],
  [
    "a page only after",
    (files) => (files["services/crowns.html"] = page("Crowns")),
    ["### html: `services/crowns.html` (only after)"],
  ],
  ["a page only before", (files) => delete files["old-page.html"], ["### html: `old-page.html` (only before)"]],
  [
    "a static query's changed result",
    (files) => (files["page-data/sq/d/222.json"] = '{"data":{"menu":["Home","Crowns"]}}'),
    [/\| static queries \| 3 \| 1 \| 0 \| 1 \| 1 \|/],
  ],
])("fails on %s", (_, change, expected) => {
  const { code, text } = compare(site("a"), site("b", change));
  expect(code).toBe(1);
  for (const part of expected) expect(text).toMatch(part);
});

it("passes two builds made at different times, but not in different years (the copyright's year is shown)", () => {
  const built = (name: string, time: string) =>
    site(name, (files) => (files["page-data/sq/d/111.json"] = `{"data":{"site":{"buildTime":"${time}"}}}`));
  expect(compare(built("a", "2026-11-27T05:15:57.000Z"), built("b", "2026-11-27T06:01:02.000Z")).code).toBe(0);
  expect(compare(built("c", "2026"), built("d", "2027")).code).toBe(1);
});

it("builds both commits without the editor's, the host's and telemetry's settings of this shell", () => {
  const env = { PATH: "/usr/bin", SITE_URL: "https://example.com", CMS_GITHUB_REPO: "owner/site", CMS_BRANCH: "main" };
  expect(buildEnvironment({ ...env, STATIC_HOST: "netlify", NETLIFY: "true", GATSBY_TELEMETRY_DISABLED: "0" })).toEqual({
    PATH: "/usr/bin",
    SITE_URL: "https://example.com",
    GATSBY_TELEMETRY_DISABLED: "1",
  });
});
