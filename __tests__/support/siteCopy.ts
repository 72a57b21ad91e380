/** A copy of the project with the fixture site's content and node_modules linked in; the caller removes `sandbox`. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "./contentCopy";

const ROOT = path.resolve(__dirname, "../..");
/** Generated or served folders, never part of a fresh copy. */
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report", ".nginx", "reports"]);

export function copySite(prefix: string): { sandbox: string; site: string } {
  const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const site = path.join(sandbox, "site");
  fs.mkdirSync(site);
  for (const name of fs.readdirSync(ROOT))
    if (!SKIP.has(name) && name !== "content") fs.cpSync(path.join(ROOT, name), path.join(site, name), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"), "dir");
  fs.cpSync(FIXTURE_CONTENT, path.join(site, "content"), { recursive: true });
  fs.cpSync(FIXTURE_STATIC, path.join(site, "static"), { recursive: true });
  return { sandbox, site };
}

/** Each test of the calling block runs in a new folder, its working directory, holding the fixture content and static files. */
export function inFixtureSite() {
  const cwd = process.cwd();
  let site = "";
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
    fs.cpSync(FIXTURE_CONTENT, path.join(site, "content"), { recursive: true });
    fs.cpSync(FIXTURE_STATIC, path.join(site, "static"), { recursive: true });
    process.chdir(site);
  });
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(site, { recursive: true, force: true });
  });
}

/** Gatsby's reporter for a test: each method a mock; `panic` throws, as Gatsby's exits the process. */
export function gatsbyReporter() {
  return {
    warn: jest.fn(),
    info: jest.fn(),
    panicOnBuild: jest.fn(),
    panic: jest.fn((message: string) => {
      throw new Error(`panic: ${message}`);
    }),
  };
}
