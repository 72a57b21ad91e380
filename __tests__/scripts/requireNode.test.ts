/**
 * @jest-environment node
 *
 * On a Node older than `.nvmrc` names, every npm script that runs the site's code stops first with
 * "this project needs Node N (found vX)" instead of failing midway on an API that Node lacks.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const GUARD = path.join(ROOT, "scripts/require-node.cjs");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the guard is CommonJS so that any Node can run it
const { requiredMajor, nodeVersionProblem } = require(GUARD) as {
  requiredMajor: () => number;
  nodeVersionProblem: (found: string, wanted: number) => string | undefined;
};
const wanted = Number(fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim().replace(/^v/, ""));
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

it("reads the required major version from .nvmrc", () => {
  expect(requiredMajor()).toBe(wanted);
});

it("names the Node it needs and the one it found when that one is older", () => {
  expect(nodeVersionProblem("v20.19.2", 24)).toMatch(/^this project needs Node 24 \(found v20\.19\.2\)/);
  expect(nodeVersionProblem("v22.12.0", 24)).toMatch(/^this project needs Node 24 \(found v22\.12\.0\)/);
  expect(nodeVersionProblem("v24.0.0", 24)).toBeUndefined();
  expect(nodeVersionProblem("v25.1.0", 24)).toBeUndefined();
});

it("lets the running Node through", () => {
  expect(() => execFileSync(process.execPath, [GUARD], { stdio: "pipe" })).not.toThrow();
});

// The system Node of a Debian machine is often older than the project's; where one is installed, the
// guard is run under it as a user would meet it.
const olderNode = ["/usr/bin/node", "/usr/local/bin/node"].find((node) => {
  if (!fs.existsSync(node)) return false;
  const major = Number(spawnSync(node, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout.trim());
  return major > 0 && major < wanted;
});
(olderNode ? it : it.skip)(
  `stops under an older Node (${olderNode ?? "none installed"}) with the message and exit code 1`,
  () => {
    const result = spawnSync(olderNode!, [GUARD], { encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^this project needs Node ${wanted} \\(found v\\d+\\.\\d+\\.\\d+\\)`));
  },
);

// `start` runs `build` first; the rest work on any Node the tools themselves support.
// postinstall applies the patches npm ci needs on any Node; the others call guarded scripts or only tools.
const WITHOUT_GUARD = ["postinstall", "start", "clean", "typecheck", "lint", "knip", "format"];

it("runs first in every other npm script", () => {
  for (const [name, command] of Object.entries(packageJson.scripts))
    if (!WITHOUT_GUARD.includes(name)) expect(`${name}: ${command}`).toMatch(/^[\w:-]+: node scripts\/require-node\.cjs && /);
  expect(packageJson.scripts.start).toMatch(/^npm run build && /);
});

it("declares the same Node in package.json's engines as .nvmrc", () => {
  expect(packageJson.engines.node).toBe(`>=${wanted}`);
});
