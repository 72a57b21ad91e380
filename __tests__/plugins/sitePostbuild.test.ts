/**
 * @jest-environment node
 *
 * The post-build plugin on a small built site: everything a host needs ends up in public/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPostBuild } from "../../plugins/gatsby-plugin-site-postbuild/gatsby-node";
import { finishSite } from "../../plugins/gatsby-plugin-site-postbuild/finishSite";
import { restorePages, type PageMove } from "../../plugins/gatsby-plugin-site-postbuild/pageMoves";
import { FIXTURE_CONTENT } from "../support/contentCopy";

const REDIRECTS = path.join(FIXTURE_CONTENT, "redirects/redirects.json");
const SITE_URL = "https://www.example.org";

const gatsbyPage = (title: string, pagePath = "/") =>
  `<!DOCTYPE html><html lang="en-US"><head><title>${title}</title></head><body><div id="___gatsby"><header>${title}</header><script type="application/json" data-island="header">{}</script><h1>${title}</h1>${"<p>Text that repeats, as pages do. </p>".repeat(40)}</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

let site: string;
let moves: PageMove[];
const log = { info: jest.fn(), warn: jest.fn() };
const file = (rel: string) => path.join(site, rel);
/** Which of the files are in public/. */
const present = (...rels: string[]) => rels.filter((rel) => fs.existsSync(file(rel)));

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "postbuild-"));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
    fs.writeFileSync(file(rel), text);
  };
  write("index.html", gatsbyPage("Home"));
  write("services/examplephoto/index.html", gatsbyPage("A service", "/services/examplephoto"));
  write("es/index.html", gatsbyPage("Inicio", "/es"));
  write("404.html", gatsbyPage("Oops!", "/404.html"));
  write("404/index.html", gatsbyPage("Oops!", "/404"));
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
  moves = await finishSite(site, REDIRECTS, SITE_URL, log);
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe("after the post-build step, public/", () => {
  it("has _redirects with every rule, server-only aliases included, and a redirect page, compressed, at each redirect source a static host can serve", () => {
    const text = fs.readFileSync(file("_redirects"), "utf8");
    expect(text).toContain("/services /services/examplephoto 301\n");
    expect(text).toContain("/services/examplevideos /services/examplevideo 301\n");
    expect(fs.readFileSync(file("services.html"), "utf8")).toContain('content="0; url=/services/examplephoto"');
    expect(present("services/examplevideos.html", "services.html.gz")).toEqual(["services.html.gz"]);
  });

  it("moves every page to <path>.html, where every host serves it at /<path> without a slash redirect", () => {
    // Gatsby's error page is already 404.html; its second copy is left where Gatsby wrote it.
    const expected = ["services/examplephoto.html", "es.html", "index.html", "404/index.html"];
    expect(present(...expected, "services/examplephoto")).toEqual(expected);
    expect(moves).toEqual(
      expect.arrayContaining([
        { from: "services/examplephoto/index.html", to: "services/examplephoto.html" },
        { from: "es/index.html", to: "es.html" },
      ]),
    );
  });

  it("has robots.txt naming the sitemap at the site's URL, and every text file checked for control characters", () => {
    expect(fs.readFileSync(file("robots.txt"), "utf8")).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    expect(log.info).toHaveBeenLastCalledWith(expect.stringMatching(/^No control characters in \d+ text files/));
  });

  it("loads the islands script, written beside the pages, after the page instead of Gatsby's runtime", () => {
    const html = fs.readFileSync(file("services/examplephoto.html"), "utf8");
    expect(html).not.toContain('<script src="/app-');
    const src = /<script data-deferred-scripts data-src="(\/islands-[0-9a-f]+\.js)">[^<]*addEventListener\("load"/.exec(
      html,
    )?.[1];
    expect(fs.existsSync(file(String(src)))).toBe(true);
  });

  it("publishes no source maps or webpack stats, and no compressed copy of a host file, a tiny file or a file that is gone", () => {
    const absent = ["app-0123456789abcdef0123.js.map", "webpack.stats.json", "_headers.gz", "tiny.txt.gz", "tiny.txt.br"];
    expect(present(...absent, "old-page.html.gz")).toEqual([]);
  });
});

it("gives the next build Gatsby's layout back first, and the same site after its post-build step", async () => {
  const before = fs.readFileSync(file("services/examplephoto.html"), "utf8");
  expect(restorePages(site, moves)).toBe(moves.length);
  expect(fs.readFileSync(file("services/examplephoto/index.html"), "utf8")).toBe(before);
  expect(present("services/examplephoto.html", "services/examplephoto.html.gz")).toEqual([]);
  // Run again over its own output (as over pages Gatsby left untouched), nothing changes twice.
  moves = await finishSite(site, REDIRECTS, SITE_URL, log);
  expect(fs.readFileSync(file("services/examplephoto.html"), "utf8")).toBe(before);
});

it("onPostBuild fails the build with the step's message when a step cannot be done (here, the site has no redirect list)", async () => {
  const activity = { start: jest.fn(), end: jest.fn(), panicOnBuild: jest.fn() };
  const reporter = { info: jest.fn(), warn: jest.fn(), activityTimer: () => activity };
  const store = { getState: () => ({ program: { directory: site }, config: { siteMetadata: { siteUrl: SITE_URL } } }) };
  const hook = onPostBuild as unknown as (args: unknown, options: unknown) => Promise<void>;
  await hook({ reporter, store }, { plugins: [] });
  expect(activity.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("redirects.json: file is missing"));
  expect(activity.end).toHaveBeenCalled();
});
