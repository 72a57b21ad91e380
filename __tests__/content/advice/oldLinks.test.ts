/** @jest-environment node */
// Links to an old address (a redirect's `from`): advice names the new one, and `--fix-links` rewrites them in place.
import fs from "node:fs";
import path from "node:path";
import { contentAdvice, formatAdvice } from "../../../src/content/advice/rules";
import { withContentCopy, type Json } from "../../support/contentCopy";
import { checkCopy } from "../../support/checkContent";

const copy = withContentCopy("old-links-");
const read = (relative: string) => fs.readFileSync(path.join(copy.dir(), relative), "utf8");
/** The fixture's redirect of a misspelt address to its page (its third). */
const [OLD, NEW] = ["/services/examplefoto", "/services/examplephoto"];
const MENU = "Menu entry 1, link address (`items[0].href`)";
const TEXT = "Formatted text (`descriptionToBeParsed`)";

/** Links the menu (both languages) and a page's formatted text to the old address. */
function linkToOldAddress() {
  for (const folder of ["", "es/"])
    copy.edit(`${folder}navigation/menu.json`, (data) => void ((data.items as Json[])[0].href = OLD));
  copy.edit("services/examplesurgery.json", (data) => {
    data.descriptionToBeParsed = `<p>See <a href="${OLD}#how">how it is done</a> and <a href="/about/examplevisit">visit us</a>.</p>`;
  });
}
const oldAddressAdvice = () =>
  contentAdvice(copy.content())
    .filter((item) => item.rule === "oldAddress")
    .map(formatAdvice);

const advised = (file: string, field: string, hash = "") =>
  `content/${file}: ${field} links to the old address "${OLD}${hash}", which redirects to "${NEW}${hash}": link to "${NEW}${hash}" instead (npm run check:content -- --fix-links rewrites such links)`;
it("advises the new address for every link to an old one, naming the file and the field, but not for an old address the site links to on purpose (keepLinks)", () => {
  copy.set({ "redirects/redirects.json": { "redirects.2.keepLinks": false } });
  linkToOldAddress();
  expect(copy.problems()).toEqual([]);
  expect(oldAddressAdvice()).toEqual([
    advised("services/examplesurgery.json", TEXT, "#how"),
    advised("navigation/menu.json", MENU),
    advised("es/navigation/menu.json", MENU),
  ]);
  copy.set({ "redirects/redirects.json": { "redirects.2.keepLinks": true } });
  expect(copy.problems()).toEqual([]);
  expect(oldAddressAdvice()).toEqual([]);
});

it("the check only advises; --fix-links rewrites the links in the files, says what it changed, and the check then passes", () => {
  linkToOldAddress();
  const menuBefore = read("navigation/menu.json");
  expect(checkCopy(copy)).toMatchObject({ status: 0, stderr: expect.stringContaining(`links to the old address "${OLD}"`) });
  expect(read("navigation/menu.json")).toBe(menuBefore);
  const result = checkCopy(copy, "--fix-links");
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(`fixed: content/navigation/menu.json: ${MENU}: "${OLD}" → "${NEW}"`);
  expect(result.stdout).toContain(`fixed: content/services/examplesurgery.json: ${TEXT}: "${OLD}#how" → "${NEW}#how"`);
  expect(result.stdout).toContain("Fixed 3 links to old addresses");
  // Only the link changed: every other line of the file is as it was.
  expect(read("navigation/menu.json")).toBe(menuBefore.replace(`"href": "${OLD}"`, `"href": "${NEW}"`));
  expect(read("services/examplesurgery.json")).toContain(`<a href=\\"${NEW}#how\\">how it is done</a>`);
  expect(read("services/examplesurgery.json")).toContain(`<a href=\\"/about/examplevisit\\">`);
  expect(oldAddressAdvice()).toEqual([]);
  expect(checkCopy(copy, "--fix-links").stdout).toContain("No links to old addresses to fix.");
});
