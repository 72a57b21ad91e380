/**
 * @jest-environment node
 *
 * The post-build plugin on a small built site: everything a host needs ends up in public/, and the
 * compressed files are the very bytes of the files beside them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { onPostBuild } from "../../plugins/gatsby-plugin-site-postbuild/gatsby-node";
import { finishSite } from "../../plugins/gatsby-plugin-site-postbuild/finishSite";
import { FIXTURE_CONTENT } from "../support/contentCopy";

/** The fixture site's redirects: /services and /about to a page, one alias, one server-only alias. */
const REDIRECTS = path.join(FIXTURE_CONTENT, "redirects/redirects.json");
const SITE_URL = "https://www.example.org";

const gatsbyPage = (title: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><title>${title}</title></head><body><div id="___gatsby"><h1>${title}</h1>${"<p>Text that repeats, as pages do. </p>".repeat(40)}</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

let site: string;
const log = { info: jest.fn(), warn: jest.fn() };
const file = (rel: string) => path.join(site, rel);

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "postbuild-"));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
    fs.writeFileSync(file(rel), text);
  };
  write("index.html", gatsbyPage("Home"));
  write("services/examplephoto/index.html", gatsbyPage("A service"));
  write("404.html", gatsbyPage("Oops!"));
  write(
    "app-0123456789abcdef0123.js",
    `${"console.log('app');\n".repeat(200)}//# sourceMappingURL=app-0123456789abcdef0123.js.map`,
  );
  write("app-0123456789abcdef0123.js.map", '{"version":3,"sources":["src/secret.ts"]}');
  write("webpack.stats.json", '{"assetsByChunkName":{}}');
  write("page-data/index/page-data.json", JSON.stringify({ result: { data: { text: "x".repeat(2000) } } }));
  write("tiny.txt", "a");
  // Left by an earlier build: a compressed copy whose file is gone.
  write("old-page.html.gz", "stale");
  await finishSite(site, REDIRECTS, SITE_URL, log);
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe("after the post-build step, public/", () => {
  it("has _redirects with every rule, server-only aliases included", () => {
    const text = fs.readFileSync(file("_redirects"), "utf8");
    expect(text).toContain("/services /services/examplephoto 301");
    expect(text).toContain("/services/examplevideos /services/examplevideo 301");
  });

  it("has _headers with HSTS for every path and each page's CSP", () => {
    const text = fs.readFileSync(file("_headers"), "utf8");
    expect(text).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}Strict-Transport-Security: max-age=\d{8,}/m);
    expect(text).toMatch(/^\/services\/examplephoto\n {2}Content-Security-Policy: default-src 'self'/m);
  });

  it("has robots.txt naming the sitemap at the site's URL", () => {
    expect(fs.readFileSync(file("robots.txt"), "utf8")).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  });

  it("has a redirect page at each redirect source a static host can serve", () => {
    expect(fs.readFileSync(file("services/index.html"), "utf8")).toContain('content="0; url=/services/examplephoto"');
    expect(fs.existsSync(file("services/examplevideos/index.html"))).toBe(false);
  });

  it("loads the scripts after the page", () => {
    const html = fs.readFileSync(file("services/examplephoto/index.html"), "utf8");
    expect(html).not.toContain('<script src="/app-');
    expect(html).toContain('addEventListener("load"');
  });

  it("publishes no source maps and no webpack stats", () => {
    expect(fs.existsSync(file("app-0123456789abcdef0123.js.map"))).toBe(false);
    expect(fs.existsSync(file("webpack.stats.json"))).toBe(false);
  });

  it.each([
    "index.html",
    "services/examplephoto/index.html",
    "404.html",
    "app-0123456789abcdef0123.js",
    "page-data/index/page-data.json",
  ])("has %s.gz and %s.br that decompress to the file itself", (rel) => {
    const original = fs.readFileSync(file(rel));
    const gz = fs.readFileSync(file(`${rel}.gz`));
    const br = fs.readFileSync(file(`${rel}.br`));
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gz.length).toBeLessThan(original.length);
    expect(br.length).toBeLessThan(gz.length);
  });

  it("writes no compressed copy that would be larger than a tiny file, and none for a file that is gone", () => {
    expect(fs.existsSync(file("tiny.txt.gz"))).toBe(false);
    expect(fs.existsSync(file("tiny.txt.br"))).toBe(false);
    expect(fs.existsSync(file("old-page.html.gz"))).toBe(false);
  });

  it("compresses the redirect pages it wrote itself, but not the files for static hosts", () => {
    expect(fs.existsSync(file("services/index.html.gz"))).toBe(true);
    expect(fs.existsSync(file("_headers.gz"))).toBe(false);
  });
});

describe("onPostBuild", () => {
  it("fails the build with the step's message when a step cannot be done", async () => {
    const activity = { start: jest.fn(), end: jest.fn(), panicOnBuild: jest.fn() };
    const reporter = { info: jest.fn(), warn: jest.fn(), activityTimer: () => activity };
    const store = {
      getState: () => ({ program: { directory: site }, config: { siteMetadata: { siteUrl: SITE_URL } } }),
    };
    const hook = onPostBuild as unknown as (args: unknown, options: unknown) => Promise<void>;
    await hook({ reporter, store }, { plugins: [], redirects: "content/redirects/missing.json" });
    expect(activity.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("missing.json: file is missing"));
    expect(activity.end).toHaveBeenCalled();
  });
});
