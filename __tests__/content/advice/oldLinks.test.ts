/**
 * @jest-environment node
 *
 * A link to an old address (a redirect's `from`) works through a 301, but the content check
 * advises the new address, and `npm run check:content -- --fix-links` rewrites such links in the
 * content files, saying what it changed and leaving the rest of each file as it was.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../../../src/content/gate/load";
import { contentAdvice, formatAdvice } from "../../../src/content/advice/rules";
import { withContentCopy, type Json } from "../../support/contentCopy";

const ROOT = path.resolve(__dirname, "../../..");
const copy = withContentCopy("old-links-");
const read = (relative: string) => fs.readFileSync(path.join(copy.dir(), relative), "utf8");

/** The fixture's redirect of a misspelt address to its page. */
const OLD = "/services/examplefoto";
const NEW = "/services/examplephoto";

/** Links the menu (both languages) and a page's formatted text to the old address. */
function linkToOldAddress() {
  for (const folder of ["", "es/"])
    copy.edit(`${folder}navigation/menu.json`, (data) => {
      (data.items as Json[])[0].href = OLD;
    });
  copy.edit("services/examplesurgery.json", (data) => {
    data.descriptionToBeParsed = `<p>See <a href="${OLD}#how">how it is done</a> and <a href="/about/examplevisit">visit us</a>.</p>`;
  });
}

const oldAddressAdvice = () =>
  contentAdvice(loadContent(copy.dir(), copy.staticDir))
    .filter((item) => item.rule === "oldAddress")
    .map(formatAdvice);

function checkContent(...args: string[]) {
  return spawnSync("npx", ["tsx", "scripts/check-content.ts", "--content", copy.dir(), "--static", copy.staticDir, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
  });
}

jest.setTimeout(60_000);

it("advises the new address for every link to an old one, naming the file and the field", () => {
  linkToOldAddress();
  expect(copy.problems()).toEqual([]);
  expect(oldAddressAdvice()).toEqual([
    `content/services/examplesurgery.json: Formatted text (\`descriptionToBeParsed\`) links to the old address "${OLD}#how", which redirects to "${NEW}#how": link to "${NEW}#how" instead (npm run check:content -- --fix-links rewrites such links)`,
    `content/navigation/menu.json: Menu entry 1, link address (\`items[0].href\`) links to the old address "${OLD}", which redirects to "${NEW}": link to "${NEW}" instead (npm run check:content -- --fix-links rewrites such links)`,
    `content/es/navigation/menu.json: Menu entry 1, link address (\`items[0].href\`) links to the old address "${OLD}", which redirects to "${NEW}": link to "${NEW}" instead (npm run check:content -- --fix-links rewrites such links)`,
  ]);
});

it("gives no such advice for an old address the site links to on purpose (keepLinks)", () => {
  copy.edit("redirects/redirects.json", (data) => {
    (data.redirects as Json[]).find((redirect) => redirect.from === OLD)!.keepLinks = true;
  });
  linkToOldAddress();
  expect(copy.problems()).toEqual([]);
  expect(oldAddressAdvice()).toEqual([]);
});

it("the check only advises; --fix-links rewrites the links in the files, says what it changed, and the check then passes", () => {
  linkToOldAddress();
  const menuBefore = read("navigation/menu.json");
  const advised = checkContent();
  expect(advised.status).toBe(0);
  expect(advised.stderr).toContain(`links to the old address "${OLD}"`);
  expect(read("navigation/menu.json")).toBe(menuBefore);
  const result = checkContent("--fix-links");
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(
    `fixed: content/navigation/menu.json: Menu entry 1, link address (\`items[0].href\`): "${OLD}" → "${NEW}"`,
  );
  expect(result.stdout).toContain(
    `fixed: content/services/examplesurgery.json: Formatted text (\`descriptionToBeParsed\`): "${OLD}#how" → "${NEW}#how"`,
  );
  expect(result.stdout).toContain("Fixed 3 links to old addresses");
  // Only the link changed: every other line of the file is as it was.
  expect(read("navigation/menu.json")).toBe(menuBefore.replace(`"href": "${OLD}"`, `"href": "${NEW}"`));
  expect(read("services/examplesurgery.json")).toContain(`<a href=\\"${NEW}#how\\">how it is done</a>`);
  expect(read("services/examplesurgery.json")).toContain(`<a href=\\"/about/examplevisit\\">`);
  expect(oldAddressAdvice()).toEqual([]);
  expect(checkContent("--fix-links").stdout).toContain("No links to old addresses to fix.");
});
