/** @jest-environment node */
// On a Node older than `.nvmrc` names, every npm script that runs the site's code stops first, saying so.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import packageJson from "../../package.json";

const ROOT = path.resolve(__dirname, "../..");
const GUARD = path.join(ROOT, "scripts/require-node.cjs");
const wanted = Number(fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim().replace(/^v/, ""));

/** The guard run by this Node, which reports `version` as its own (as an older or newer Node would). */
function guard(version: string) {
  const preload = `data:text/javascript,Object.defineProperty(process,"version",{value:${JSON.stringify(version)}})`;
  return spawnSync(process.execPath, ["--import", preload, GUARD], { encoding: "utf8" });
}

const OLDER = [`v${wanted - 4}.19.2`, `v${wanted - 2}.12.0`];
it.each(OLDER)("stops under Node %s, naming the Node it needs and the one it found, with exit code 1", (version) => {
  const { status, stderr } = guard(version);
  expect(status).toBe(1);
  expect(stderr).toMatch(new RegExp(`^this project needs Node ${wanted} \\(found ${version.replace(/\./g, "\\.")}\\)`));
});

it.each([`v${wanted}.0.0`, `v${wanted + 1}.1.0`, process.version])("lets Node %s through", (version) => {
  expect(guard(version)).toMatchObject({ status: 0, stderr: "" });
});

// postinstall applies the patches npm ci needs on any Node; `start` runs `build` first; the rest call only tools.
const WITHOUT_GUARD = ["postinstall", "start", "clean", "typecheck", "lint", "knip", "format"];

it("runs first in every other npm script, and package.json's engines names the same Node", () => {
  for (const [name, command] of Object.entries(packageJson.scripts))
    if (!WITHOUT_GUARD.includes(name)) expect(`${name}: ${command}`).toMatch(/^[\w:-]+: node scripts\/require-node\.cjs && /);
  expect(packageJson.scripts.start).toMatch(/^npm run build && /);
  expect(packageJson.engines.node).toBe(`>=${wanted}`);
});
