/** @jest-environment node */
// End to end: a broken content file, or a JSON file in content/ that the site does not read, stops a real `gatsby build` with the
// file named, before anything is written, so the previous good public/ is served on untouched and nothing appears outside it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { listTree } from "../../hosting/pageFiles";
import { copySite } from "../support/siteCopy";

jest.setTimeout(300_000);

/**
 * One `gatsby build`, in a copy of the project with a previous good build in public/, with every breakage at once (a Gatsby
 * start-up costs most of a build): each message must be there. The stray file holds a page whose slug climbs out of public/;
 * load.test names every kind of stray file, contentFiles.test that none is sourced.
 */
const STRAY = "content/home/services.json";
let result: { status: number | null; output: string; before: Record<string, string>; after: Record<string, string> };
beforeAll(() => {
  const { sandbox, site } = copySite("broken-site-");
  try {
    fs.mkdirSync(path.join(site, "public/services/examplephoto"), { recursive: true });
    fs.writeFileSync(path.join(site, "public/index.html"), "<h1>previous good build</h1>");
    fs.writeFileSync(path.join(site, "public/services/examplephoto/index.html"), "<h1>A page</h1>");
    const file = path.join(site, "content/services/examplephoto.json");
    const page = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(
      path.join(site, STRAY),
      JSON.stringify([{ ...page, mainTitleText: "Unreviewed draft", slug: "../../../x" }]),
    );
    const { mainTitleText: _, ...broken } = page;
    broken.descriptionToBeParsed = '<p>See <a href="/services/nosuchpage">this page</a>.</p>';
    fs.writeFileSync(file, JSON.stringify(broken, null, 2));
    // Every file's text: Gatsby's own cache may be written; the site's source, public/ and the sandbox around it may not change.
    const files = () =>
      Object.fromEntries(
        listTree(sandbox)
          .filter((file) => !/^site\/(node_modules|\.cache)\//.test(file))
          .map((file) => [file, fs.readFileSync(path.join(sandbox, file), "utf8")]),
      );
    const before = files();
    const { status, stdout, stderr } = spawnSync(path.join(site, "node_modules/.bin/gatsby"), ["build"], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    });
    result = { status, output: `${stdout}\n${stderr}`, before, after: files() };
  } finally {
    fs.rmSync(sandbox, { recursive: true, force: true });
  }
});

it("a broken content file fails `gatsby build` with its name and field, every problem in one run", () => {
  expect(result.status).not.toBe(0);
  expect(result.output).toContain("content/services/examplephoto.json: Main title text (`mainTitleText`) is missing");
  expect(result.output).toContain(
    'content/services/examplephoto.json: Formatted text (`descriptionToBeParsed`) links to "/services/nosuchpage", which is neither a page nor a redirect of this site',
  );
});

it("a stray file in content/, whose page would be written outside public/, fails `gatsby build`, and nothing is written: public/ is as it was", () => {
  expect(result.output).toContain(`${STRAY}: not read`);
  expect(result.after).toEqual(result.before);
});
