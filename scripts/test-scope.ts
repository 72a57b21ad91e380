/**
 * Prints what `npm test` must run for the change since a commit (`tsx scripts/test-scope.ts <base>`):
 * "full", or "content" and the routes of the changed pages ("all" when every page is affected), one
 * line each. scripts/test.sh reads it when TEST_BASE is set (CI sets it to a pull request's base).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pageOfFile, parseNameStatus, testScope } from "./lib/testScope";

const base = process.argv[2];
if (!base) {
  console.error("usage: tsx scripts/test-scope.ts <base commit>");
  process.exit(2);
}

const root = path.resolve(__dirname, "..");
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });

/** Every JSON file of the content, with its text (pictures are not read). */
const contentFiles = fs
  .globSync("content/**/*.json", { cwd: root })
  .filter((file) => !file.startsWith("content/images/"))
  .map((file) => ({ file: file.split(path.sep).join("/"), text: fs.readFileSync(path.join(root, file), "utf8") }));

function mentions(name: string): string[] | "all" {
  const routes: string[] = [];
  for (const { file, text } of contentFiles) {
    if (!text.includes(name)) continue;
    const page = pageOfFile(file);
    if (!page) return "all";
    routes.push(page);
  }
  return routes;
}

let changed;
try {
  changed = parseNameStatus(git("diff", "--name-status", "--find-renames", `${base}...HEAD`));
} catch {
  console.log("full\nthe base commit could not be compared with HEAD");
  process.exit(0);
}
const scope = testScope(changed, mentions);
if (scope.kind === "full") console.log(`full\n${scope.reason}`);
else console.log(["content", ...(scope.routes === "all" ? ["all"] : scope.routes)].join("\n"));
