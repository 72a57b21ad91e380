/**
 * @jest-environment node
 *
 * deferScripts against Gatsby's real markup: the scripts slice Gatsby wrote to public/_gatsby/slices
 * is stitched back into a built page, which gives the page exactly as Gatsby rendered it.
 */
import fs from "node:fs";
import path from "node:path";
import { deferScripts } from "../../src/node/deferScripts";
import { pageFile } from "../../hosting/pageFiles";
import { SERVICE_ROUTES } from "../routes";

const PUBLIC = path.resolve(__dirname, "../../public");

/** The built page, and the same page with Gatsby's own scripts slice in place of the deferred one. */
function builtAndGatsbyPage(file: string): { built: string; gatsby: string } {
  const built = fs.readFileSync(path.join(PUBLIC, file), "utf8");
  const slice = /<!-- slice-start id="([^"]+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/.exec(built);
  if (!slice) throw new Error(`${file} has no scripts slice: Gatsby's slice markers have changed`);
  const original = fs.readFileSync(path.join(PUBLIC, "_gatsby", "slices", `${slice[1]}.html`), "utf8");
  const start = slice.index + slice[0].indexOf("-->") + 3;
  const gatsby = built.slice(0, start) + original + built.slice(start + slice[2].length);
  return { built, gatsby };
}

describe.each(["index.html", pageFile(SERVICE_ROUTES[0]), "404.html"])("deferScripts on the built %s", (file) => {
  const { built, gatsby } = builtAndGatsbyPage(file);

  it("Gatsby's page has its scripts as <script async>; the built page loads them only after load", () => {
    expect(gatsby).toMatch(/<script[^>]*src="\/app-[0-9a-f]+\.js"[^>]*async/);
    expect(built).not.toMatch(/<script[^>]*src="[^"]*"[^>]*async/);
    expect(built).toContain('addEventListener("load"');
  });

  it("turns Gatsby's page into exactly the built page, and leaves the built page as it is", () => {
    expect(deferScripts(gatsby, file)).toBe(built);
    expect(deferScripts(built, file)).toBe(built);
  });

  it.each([
    [
      "the scripts become defer instead of async",
      (html: string) => html.replace(/(<script[^>]*src="[^"]*"[^>]*) async/g, "$1 defer"),
    ],
    ["the scripts become modules", (html: string) => html.replace(/<script (?=[^>]*src=)/g, '<script type="module" ')],
    [
      "the scripts move to a preload plus an inline loader",
      (html: string) => html.replace(/<script[^>]*src="[^"]*"[^>]*><\/script>/g, ""),
    ],
  ])("stops the build, naming the page, when %s", (_change, mutate) => {
    const changed = mutate(gatsby);
    expect(changed).not.toBe(gatsby);
    expect(() => deferScripts(changed, file)).toThrow(`deferScripts: ${file} has Gatsby's root (#___gatsby)`);
  });
});
