/** @jest-environment node */
// What the built pages run: islandScripts against Gatsby's real markup (its scripts slice stitched back into a built page), the
// JavaScript each page downloads, the islands script's class names.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { islandScripts } from "../../plugins/gatsby-plugin-site-postbuild/islandScripts";
import { isPageFile, listFiles, listHtmlFiles, pageFile } from "../../hosting/pageFiles";
import { writeIslandsBundle } from "../../plugins/gatsby-plugin-site-postbuild/islandsBundle";
import { pageScripts, pageScriptTotals } from "../../scripts/lib/pageScripts";
import { MAP_ROUTES, SERVICE_ROUTES, VIDEO_SERVICE_ROUTE } from "../routes";
import { PUBLIC, publicFile } from "../support/builtPages";

/** At most this much compressed JavaScript on a first visit to any page. */
const PAGE_JS_BUDGET = 30 * 1024;

/** The built page, and the same page with Gatsby's own scripts slice in place of the rewritten one. */
function builtAndGatsbyPage(file: string): { built: string; gatsby: string } {
  const built = publicFile(file);
  const slice = /<!-- slice-start id="([^"]+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/.exec(built);
  if (!slice) throw new Error(`${file} has no scripts slice: Gatsby's slice markers have changed`);
  const original = publicFile(`_gatsby/slices/${slice[1]}.html`);
  const start = slice.index + slice[0].indexOf("-->") + 3;
  const gatsby = built.slice(0, start) + original + built.slice(start + slice[2].length);
  return { built, gatsby };
}

const islandsSrc = (html: string) => /<script data-deferred-scripts data-src="(\/islands-[0-9a-f]+\.js)">/.exec(html)?.[1] ?? "";

it.each(["index.html", pageFile(SERVICE_ROUTES[0]), "404.html"])(
  "islandScripts turns Gatsby's %s (runtime as <script async>) into exactly the built page (only the islands script, after load), and leaves that as it is",
  (file) => {
    const { built, gatsby } = builtAndGatsbyPage(file);
    expect(gatsby).toMatch(/<script[^>]*src="\/app-[0-9a-f]+\.js"[^>]*async/);
    expect(built).not.toMatch(/<script[^>]* src=/);
    expect(islandsSrc(built)).toMatch(/^\/islands-/);
    expect(islandScripts(gatsby, islandsSrc(built), file)).toBe(built);
    expect(islandScripts(built, islandsSrc(built), file)).toBe(built);
  },
);

describe("the JavaScript of the built pages", () => {
  const pages = listHtmlFiles(PUBLIC).filter(isPageFile);

  it(`is at most ${PAGE_JS_BUDGET / 1024} KiB compressed (gzip and brotli) on a first visit to any page`, () => {
    const over = pages
      .map((page) => ({ page, ...pageScriptTotals(pageScripts(PUBLIC, page)) }))
      .filter((page) => Math.max(page.gzip, page.brotli) > PAGE_JS_BUDGET || Number.isNaN(page.gzip + page.brotli));
    expect(over).toEqual([]);
  });

  it.each(["/", SERVICE_ROUTES[0], VIDEO_SERVICE_ROUTE ?? "/", MAP_ROUTES[0] ?? "/"])(
    "is on %s (a page with a menu, map or video) the islands script, then at most the islands' module, which fetches nothing more",
    (route) => {
      const scripts = pageScripts(PUBLIC, pageFile(route)).map((script) => script.src);
      const islands = expect.stringMatching(/^\/islands-[0-9a-f]+\.js$/);
      expect(scripts).toEqual([islands, islands]);
      const [first, module] = scripts.map(publicFile);
      expect(first).not.toMatch(/createElement\(["']script["']\)/);
      // A script fetched another way would be JavaScript the sum above leaves out.
      expect(module).not.toMatch(/\bimport\(|createElement\(["']script["']\)/);
    },
  );

  it("names its CSS Modules' classes as Gatsby's build did: each is in the built stylesheet", async () => {
    const stylesheet = listFiles(PUBLIC, "styles.*.css").map(publicFile).join("\n");
    expect(stylesheet).not.toBe("");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
    try {
      const { classNames } = await writeIslandsBundle(path.resolve(__dirname, "../.."), dir, "");
      expect(classNames.length).toBeGreaterThan(10);
      expect(classNames.filter((name) => !stylesheet.includes(`.${name}`))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
