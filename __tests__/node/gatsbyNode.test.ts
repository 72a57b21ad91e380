/** @jest-environment node */
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { onPreInit } from "../../gatsby-node";

type Hook = (args: unknown) => void;
const ROOT = path.resolve(__dirname, "../..");

function run(env: string) {
  // Gatsby's panic exits the process; here it throws so the test can watch it.
  const reporter = {
    warn: jest.fn(),
    info: jest.fn(),
    panic: jest.fn((message: string) => {
      throw new Error(`panic: ${message}`);
    }),
  };
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    (onPreInit as unknown as Hook)({ reporter });
  } finally {
    process.env.NODE_ENV = previous;
  }
  return reporter;
}

describe("onPreInit", () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it("warns in a production build while the phone and e-mail are the fictional defaults", () => {
    process.chdir(ROOT);
    const reporter = run("production");
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("fictional default phone number or e-mail"));
  });

  it("lists the service pages no clinician has reviewed, and asks for the privacy officer", () => {
    process.chdir(ROOT);
    const reporter = run("production");
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringMatching(/service pages? ha(s|ve) not been reviewed by a clinician.*\/services\/sinuslift/),
    );
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("content/settings/settings.json has no privacyOfficer"));
  });

  it("does not warn once the practice's details, its privacy officer and every page's review are recorded", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    fs.cpSync(path.join(ROOT, "content"), path.join(site, "content"), { recursive: true });
    fs.symlinkSync(path.join(ROOT, "static"), path.join(site, "static"));
    const file = path.join(site, "content/settings/settings.json");
    const settings = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    fs.writeFileSync(
      file,
      JSON.stringify({ ...settings, phoneTel: "+17145550000", email: "office@occfad.org", privacyOfficer: "Office Manager" }),
    );
    // Each language's review is its own: the Spanish pages by a Spanish-speaking clinician.
    for (const services of [path.join(site, "content/services"), path.join(site, "content/es/services")])
      for (const name of fs.readdirSync(services)) {
        const page = JSON.parse(fs.readFileSync(path.join(services, name), "utf8")) as Record<string, unknown>;
        fs.writeFileSync(
          path.join(services, name),
          JSON.stringify({ ...page, reviewedBy: "Dr. Divya Peddireddy, DDS", reviewedOn: "2026-01-15" }),
        );
      }
    process.chdir(site);
    const reporter = run("production");
    expect(reporter.warn).not.toHaveBeenCalled();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("stops with the file and field when content is broken", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    fs.cpSync(path.join(ROOT, "content"), path.join(site, "content"), { recursive: true });
    fs.symlinkSync(path.join(ROOT, "static"), path.join(site, "static"));
    fs.writeFileSync(path.join(site, "content/home/home.json"), "{");
    process.chdir(site);
    expect(() => run("production")).toThrow(/panic: .*content\/home\/home\.json: line 1, column \d+: malformed JSON/s);
    fs.rmSync(site, { recursive: true, force: true });
  });
});
