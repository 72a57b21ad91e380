/** @jest-environment node */
// The content is read and checked once: every API that asks again gets the same reading until a file under content/ (or a video
// under static/media/) changes, as in `gatsby develop` after a save. onPreInit warns of what to set before publishing; each
// file's node is made of what the check accepted.
import fs from "node:fs";
import path from "node:path";
import { onCreateNode, onPreInit } from "../../gatsby-node";
import { lastCheckedContent, siteContent } from "../../gatsby/siteContent";
import { gatsbyReporter, inFixtureSite } from "../support/siteCopy";

type Hook = (args: unknown) => void;

inFixtureSite();
const readJson = (relative: string) => JSON.parse(fs.readFileSync(relative, "utf8")) as Record<string, unknown>;
const writeJson = (relative: string, data: unknown) => fs.writeFileSync(relative, JSON.stringify(data));
afterEach(() => jest.restoreAllMocks());

/** A reporter that keeps its lines; `told` counts those that match, `reads` the content reads it was told of. */
function reporter() {
  const info = jest.fn<void, [string?]>();
  const told = (pattern: RegExp) => info.mock.calls.filter(([line = ""]) => pattern.test(line)).length;
  return { info, told, reads: () => told(/^Content read and checked: \d+ files in \d+ ms$/) };
}

const FILE_COUNT = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((entry) => !entry.isDirectory()).length;

it("reads once while nothing changes and again after each change; a broken file gives its problems, and the last content that passed is kept", () => {
  // In `gatsby develop` the terminal also shows the check's message once per change, and a line when it passes again.
  jest.replaceProperty(process, "env", { ...process.env, gatsby_executing_command: "develop" });
  const log = reporter();
  const first = siteContent(log);
  expect(first.error).toBeUndefined();
  expect(siteContent(log)).toBe(first);
  expect(lastCheckedContent()).toBe(first.content);
  const files = FILE_COUNT("content") + FILE_COUNT("static/media");
  expect(log.info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^Content read and checked: ${files} files in`)));

  const home = "content/home/home.json";
  const text = fs.readFileSync(home, "utf8");
  fs.writeFileSync(home, "{");
  const broken = siteContent(log);
  expect(broken.error?.problems).toEqual([
    expect.stringMatching(/^content\/home\/home\.json: line 1, column \d+: malformed JSON/),
  ]);
  expect(siteContent(log)).toBe(broken);
  expect(lastCheckedContent()).toBe(first.content);
  expect(log.info).toHaveBeenCalledWith(expect.stringContaining(broken.error!.message));
  expect([log.told(/The preview shows this on every page/), log.told(/Content check passed/)]).toEqual([1, 0]);

  fs.writeFileSync(home, JSON.stringify({ ...JSON.parse(text), intro: "Edited." }));
  const edited = siteContent(log);
  expect(siteContent(log)).toBe(edited);
  expect(edited.content?.home.intro).toBe("Edited.");
  expect(lastCheckedContent()).toBe(edited.content);
  fs.writeFileSync(home, text);
  expect(siteContent(log).content?.home).toEqual(first.content?.home);
  expect(log.reads()).toBe(4);
  expect([log.told(/The preview shows this on every page/), log.told(/Content check passed/)]).toEqual([1, 1]);
});

it("reads again when a file is added or removed, and when a video under static/media/ goes", () => {
  const log = reporter();
  siteContent(log);
  fs.writeFileSync("content/notes.txt", "not content");
  siteContent(log);
  expect(log.reads()).toBe(2);
  fs.rmSync("content/notes.txt");
  siteContent(log);
  expect(log.reads()).toBe(3);
  fs.rmSync("static/media/home/hero.webm");
  const check = siteContent(log);
  expect(log.reads()).toBe(4);
  expect(check.error?.message).toContain('"home/hero.webm", which is not in static/media/');
});

describe("onPreInit", () => {
  /** onPreInit in a build with NODE_ENV `env`; what it sets in the environment is undone after the test. */
  function run(env: string) {
    const reporter = gatsbyReporter();
    jest.replaceProperty(process, "env", { ...process.env, NODE_ENV: env });
    (onPreInit as unknown as Hook)({ reporter });
    return reporter;
  }

  it("warns a production build of the fictional phone and e-mail, the pages no clinician has reviewed, the privacy officer and the hours", () => {
    const [unreviewed] = fs.readdirSync("content/services").map((name) => path.basename(name, ".json"));
    const reporter = run("production");
    expect(reporter.panic).not.toHaveBeenCalled();
    for (const warning of [
      expect.stringContaining("fictional default phone number or e-mail"),
      expect.stringMatching(new RegExp(`pages? ha(s|ve) not been reviewed by a clinician.*/about/.*/services/${unreviewed}`)),
      expect.stringContaining("content/settings/settings.json has no privacyOfficer"),
      expect.stringContaining("content/settings/settings.json has no hours"),
    ])
      expect(reporter.warn).toHaveBeenCalledWith(warning);
  });

  it("does not warn of the fictional contact details once the practice's own are set (the other warnings: publishingWarnings.test.ts)", () => {
    const settings = readJson("content/settings/settings.json");
    writeJson("content/settings/settings.json", { ...settings, phoneTel: "+17145550000", email: "office@occfad.org" });
    expect(run("production").warn).not.toHaveBeenCalledWith(expect.stringContaining("fictional"));
  });

  it("warns in every build about an English page without its translation, naming the missing file, and gives the site's code that page", () => {
    const [page] = fs.readdirSync("content/es/services");
    fs.rmSync(path.join("content/es/services", page));
    const reporter = run("development");
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining(`content/es/services/${page}`));
    expect(JSON.parse(process.env.GATSBY_UNTRANSLATED_PAGES ?? "")).toEqual({
      es: [`/services/${path.basename(page, ".json")}`],
    });
  });
});

describe("content nodes", () => {
  /** The nodes onCreateNode makes for the File node of `content/<relativePath>`. */
  function nodesFor(relativePath: string, sourceInstanceName = "content") {
    const made: (Record<string, unknown> & { lang: string; internal: { type: string } })[] = [];
    (onCreateNode as unknown as Hook)({
      node: { id: `file ${relativePath}`, relativePath, sourceInstanceName, internal: { type: "File" } },
      actions: { createNode: (node: (typeof made)[number]) => made.push(node), createParentChildLink: () => undefined },
      reporter: { info: () => undefined },
      createNodeId: (seed: string) => seed,
      createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    });
    return made;
  }
  const read = (relative: string) => readJson(`content/${relative}`);

  it("hold the file's data and its language, with the type of its folder", () => {
    const [english] = nodesFor("services/examplephoto.json");
    expect(english).toMatchObject({ ...read("services/examplephoto.json"), lang: "en", internal: { type: "ServicesJson" } });
    const [spanish] = nodesFor("es/services/examplephoto.json");
    expect(spanish).toMatchObject({ slug: "examplephoto", lang: "es", internal: { type: "ServicesJson" } });
  });

  it("hold each formatted text parsed, with the settings' phone and e-mail filled in, and the privacy officer's role in the file's language while the settings name none", () => {
    const [legal] = nodesFor("legal/privacypolicy.json");
    const sections = legal.sections as { descriptionTree: unknown }[];
    expect(JSON.stringify(sections[3].descriptionTree)).toContain('"href":"/privacypractices"');
    const [service] = nodesFor("services/examplephoto.json");
    expect(JSON.stringify(service.descriptionTree)).toContain('"href":"/services/examplevideo"');
    const [blocks] = nodesFor("es/blocks/blocks.json");
    const tree = JSON.stringify((blocks.whenToCall as { descriptionTree: unknown }).descriptionTree);
    expect(tree).toContain('"href":"tel:+17145550142"');
    expect(tree).toContain("(714) 555-0142");
    const [practices] = nodesFor("es/legal/privacypractices.json");
    const spanish = JSON.stringify(practices.sections);
    expect(spanish).toContain("nuestro responsable de privacidad");
    expect(spanish).toContain('"href":"mailto:patientcare@occfad.example"');
  });

  it("are not made for a file its schema refuses, nor for pictures", () => {
    writeJson("content/services/examplephoto.json", { ...read("services/examplephoto.json"), metaDescription: undefined });
    expect(nodesFor("services/examplephoto.json")).toEqual([]);
    expect(nodesFor("services/examplevideo.json")).toHaveLength(1);
    expect(nodesFor("services/examplephoto.jpg", "images")).toEqual([]);
  });
});
