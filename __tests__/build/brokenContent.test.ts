/**
 * @jest-environment node
 *
 * End to end: a broken content file stops a real `gatsby build` with the file and field named,
 * before anything is written, so the previous good public/ is served on untouched.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report", ".nginx", "reports"]);

jest.setTimeout(240_000);

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file, "utf8");
  }
  return files;
}

it("a broken content file fails `gatsby build` with its name and field and leaves public/ as it was", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "broken-site-"));
  try {
    for (const name of fs.readdirSync(ROOT)) {
      if (!SKIP.has(name)) fs.cpSync(path.join(ROOT, name), path.join(site, name), { recursive: true });
    }
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(site, "node_modules"), "dir");
    // The previous good build, as a host would be serving it.
    fs.mkdirSync(path.join(site, "public/services/veneers"), { recursive: true });
    fs.writeFileSync(path.join(site, "public/index.html"), "<h1>previous good build</h1>");
    fs.writeFileSync(path.join(site, "public/services/veneers/index.html"), "<h1>Veneers</h1>");
    const before = snapshot(path.join(site, "public"));

    const file = path.join(site, "content/services/veneers.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    delete data.mainTitleText;
    fs.writeFileSync(file, JSON.stringify(data, null, 2));

    const result = spawnSync("npx", ["gatsby", "build"], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain("content/services/veneers.json: mainTitleText is missing");
    expect(snapshot(path.join(site, "public"))).toEqual(before);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
