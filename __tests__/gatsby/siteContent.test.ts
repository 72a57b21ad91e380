/**
 * @jest-environment node
 *
 * The content is read and checked once: every API that asks again gets the same reading until a
 * file under content/ (or a video under static/media/) changes, as in `gatsby develop` after a save.
 */
import fs from "node:fs";
import path from "node:path";
import { lastCheckedContent, siteContent } from "../../gatsby/siteContent";
import { inFixtureSite } from "../support/siteCopy";

const siteDir = inFixtureSite();

/** A reporter that keeps its lines; `reads` counts the content reads it was told of. */
function reporter() {
  const info = jest.fn<void, [string?]>();
  const reads = () =>
    info.mock.calls.filter(([line = ""]) => /^Content read and checked: \d+ files in \d+ ms$/.test(line)).length;
  return { info, reads };
}

const FILE_COUNT = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((entry) => !entry.isDirectory()).length;

it("reads once while nothing changes, and again after a file changed", () => {
  const log = reporter();
  const first = siteContent(log);
  expect(first.error).toBeUndefined();
  expect(siteContent(log)).toBe(first);
  expect(siteContent(log)).toBe(first);
  expect(log.reads()).toBe(1);
  const files = FILE_COUNT(path.join(siteDir(), "content")) + FILE_COUNT(path.join(siteDir(), "static/media"));
  expect(log.info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^Content read and checked: ${files} files in`)));

  const home = path.join(siteDir(), "content/home/home.json");
  const data = JSON.parse(fs.readFileSync(home, "utf8")) as { metaDescription: string };
  fs.writeFileSync(home, JSON.stringify({ ...data, metaDescription: `${data.metaDescription} Edited.` }, null, 2));
  const second = siteContent(log);
  expect(log.reads()).toBe(2);
  expect(second).not.toBe(first);
  expect(second.content?.home).not.toEqual(first.content?.home);
  expect(siteContent(log)).toBe(second);
  expect(log.reads()).toBe(2);
});

it("reads again when a file is added or removed, and when a video under static/media/ goes", () => {
  const log = reporter();
  siteContent(log);
  fs.writeFileSync(path.join(siteDir(), "content/notes.txt"), "not content");
  siteContent(log);
  expect(log.reads()).toBe(2);
  fs.rmSync(path.join(siteDir(), "content/notes.txt"));
  siteContent(log);
  expect(log.reads()).toBe(3);
  fs.rmSync(path.join(siteDir(), "static/media/home/hero.webm"));
  const check = siteContent(log);
  expect(log.reads()).toBe(4);
  expect(check.error?.message).toContain('"home/hero.webm", which is not in static/media/');
});

it("gives the check's problems while a file is broken, and keeps the last content that passed", () => {
  const good = siteContent(reporter()).content;
  expect(good).toBeDefined();
  expect(lastCheckedContent()).toBe(good);
  // In `gatsby develop` the terminal shows the check's message once per change, and a line when it passes again.
  jest.replaceProperty(process, "env", { ...process.env, gatsby_executing_command: "develop" });
  const log = reporter();
  const shown = () =>
    ["The preview shows this on every page", "Content check passed"].map(
      (text) => log.info.mock.calls.filter(([line = ""]) => line.includes(text)).length,
    );
  const home = path.join(siteDir(), "content/home/home.json");
  const text = fs.readFileSync(home, "utf8");
  fs.writeFileSync(home, "{");
  const broken = siteContent(log);
  expect(broken.content).toBeUndefined();
  expect(broken.error?.problems).toEqual([
    expect.stringMatching(/^content\/home\/home\.json: line 1, column \d+: malformed JSON/),
  ]);
  expect(siteContent(log)).toBe(broken);
  expect(log.reads()).toBe(1);
  expect(lastCheckedContent()).toBe(good);
  expect(log.info).toHaveBeenCalledWith(expect.stringContaining(broken.error!.message));
  expect(shown()).toEqual([1, 0]);
  fs.writeFileSync(home, text);
  siteContent(log);
  siteContent(log);
  fs.writeFileSync(home, JSON.stringify({ ...JSON.parse(text), intro: "Edited." }));
  expect(siteContent(log).error).toBeUndefined();
  expect(log.reads()).toBe(3);
  expect(shown()).toEqual([1, 1]);
  jest.restoreAllMocks();
});
