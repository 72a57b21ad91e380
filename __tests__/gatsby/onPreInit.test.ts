/** @jest-environment node */
import path from "node:path";
import fs from "node:fs";
import { onPreInit } from "../../gatsby-node";
import { gatsbyReporter, inFixtureSite } from "../support/siteCopy";

type Hook = (args: unknown) => void;

/** onPreInit in a build with NODE_ENV `env`; what it sets in the environment is undone after the test. */
function run(env: string) {
  const reporter = gatsbyReporter();
  jest.replaceProperty(process, "env", { ...process.env, NODE_ENV: env });
  (onPreInit as unknown as Hook)({ reporter });
  return reporter;
}
afterEach(() => jest.restoreAllMocks());

describe("onPreInit", () => {
  // The build runs in a site folder holding the fixture content and its static files.
  const siteDir = inFixtureSite();
  const readJson = (relative: string) =>
    JSON.parse(fs.readFileSync(path.join(siteDir(), relative), "utf8")) as Record<string, unknown>;
  const writeJson = (relative: string, data: unknown) => fs.writeFileSync(path.join(siteDir(), relative), JSON.stringify(data));

  it("warns a production build of the fictional phone and e-mail, the pages no clinician has reviewed, the privacy officer and the hours", () => {
    const [unreviewed] = fs.readdirSync(path.join(siteDir(), "content/services")).map((name) => path.basename(name, ".json"));
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
    const [page] = fs.readdirSync(path.join(siteDir(), "content/es/services"));
    fs.rmSync(path.join(siteDir(), "content/es/services", page));
    const reporter = run("development");
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining(`content/es/services/${page}`));
    expect(JSON.parse(process.env.GATSBY_UNTRANSLATED_PAGES ?? "")).toEqual({
      es: [`/services/${path.basename(page, ".json")}`],
    });
  });
});
