/** @jest-environment node */
// The editorial advice (src/content/advice/) is for `npm run check:content` and the other command-line tools only: the gate, the
// build and the browser bundles never import it, so advice can never stop a build or reach a visitor.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const ADVICE = path.join(ROOT, "src/content/advice");

/** Every TypeScript file under `dir`, declarations and node_modules left out. */
const sources = (dir: string) =>
  fs.globSync("**/*.{ts,tsx}", { cwd: dir, exclude: ["**/node_modules/**", "**/*.d.ts"] }).map((name) => path.join(dir, name));

/** The files `file` imports by a relative path, resolved. */
function imports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((match) =>
    path.resolve(path.dirname(file), match[1]),
  );
}

const BUILD_AND_BROWSER = [
  ...sources(path.join(ROOT, "src")).filter((file) => !file.startsWith(ADVICE + path.sep)),
  // Build code, wherever it lives: the plugins and the folders of Gatsby's lifecycle and the hosts.
  ...["plugins", "gatsby", "hosting"].flatMap((dir) => sources(path.join(ROOT, dir))),
  ...fs.globSync("gatsby-*.{ts,tsx}", { cwd: ROOT }).map((name) => path.join(ROOT, name)),
];

it("finds the files of the build, the browser and the gate", () => {
  const relative = BUILD_AND_BROWSER.map((file) => path.relative(ROOT, file));
  expect(relative).toEqual(expect.arrayContaining(["gatsby-node.ts", "src/content/kinds.ts", "src/content/gate/load.ts"]));
  // The scan sees an import of the advice where there is one.
  const rules = path.join(ADVICE, "rules.ts");
  expect(imports(path.join(ROOT, "scripts/check-content.ts"))).toContain(rules.replace(/\.ts$/, ""));
});

it.each(BUILD_AND_BROWSER.map((file) => [path.relative(ROOT, file), file]))("%s imports no advice", (_name, file) => {
  expect(imports(file).filter((target) => target.startsWith(ADVICE + path.sep) || target === ADVICE)).toEqual([]);
});
