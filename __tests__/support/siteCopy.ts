/**
 * A copy of the whole project in a new folder, with the project's node_modules linked in, for tests
 * that run Gatsby itself. Its content is the fixture site's (so what a test breaks does not depend on
 * today's pages), or with `{ content: "project" }` the project's own (tests of the shipped content,
 * such as the editor's). The caller removes `sandbox` when done.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "./contentCopy";

const ROOT = path.resolve(__dirname, "../..");
/** Generated or served folders, never part of a fresh copy. */
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report", ".nginx", "reports"]);

export function copySite(
  prefix: string,
  { content = "fixture" }: { content?: "fixture" | "project" } = {},
): { sandbox: string; site: string } {
  const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const site = path.join(sandbox, "site");
  fs.mkdirSync(site);
  for (const name of fs.readdirSync(ROOT)) {
    if (!SKIP.has(name)) fs.cpSync(path.join(ROOT, name), path.join(site, name), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"), "dir");
  if (content === "project") return { sandbox, site };
  fs.rmSync(path.join(site, "content"), { recursive: true, force: true });
  fs.cpSync(FIXTURE_CONTENT, path.join(site, "content"), { recursive: true });
  fs.cpSync(FIXTURE_STATIC, path.join(site, "static"), { recursive: true });
  return { sandbox, site };
}
