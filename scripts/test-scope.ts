/**
 * `tsx scripts/test-scope.ts <base>`, for scripts/test.sh: "full", or "content" and the changed pages'
 * routes ("all" for every page), one a line. Only content/ or static/media/ changed: no code can break.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CONTENT_KINDS } from "../src/content/kinds";
import { runWhenMain } from "./lib/cli";

type TestScope = { kind: "full"; reason: string } | { kind: "content"; routes: string[] | "all" };

/** A changed file as `git diff --name-status` gives it. */
export type ChangedFile = { status: string; path: string };

/** The page a content file draws, when it is one page's own file (`content/es/services/crowns.json` → `/es/services/crowns`). */
function pageOfFile(file: string): string | undefined {
  for (const kind of CONTENT_KINDS) {
    if ("folder" in kind.layout) {
      const match = new RegExp(`^content/${kind.layout.folder}/([A-Za-z0-9]+)\\.json$`).exec(file);
      if (match) return `${kind.layout.urlPrefix}${match[1]}`;
    } else if (kind.layout.address && file === `content/${kind.layout.file}`) return kind.layout.address;
  }
  return undefined;
}

/**
 * The scope of a change (`mentions(name)`: the routes whose content names a picture or video, "all" when
 * a shared file does): a page's own file added or changed tests that page; a shared file or a page
 * removed, every page; a picture or video, the pages that name it (every page when none does).
 */
export function testScope(changed: ChangedFile[], mentions: (file: string) => string[] | "all"): TestScope {
  if (changed.length === 0) return { kind: "full", reason: "no changed files were found" };
  const outside = changed.map((file) => file.path).filter((file) => !/^(content|static\/media)\//.test(file));
  if (outside.length > 0)
    return {
      kind: "full",
      reason: `code or configuration changed (${outside.slice(0, 3).join(", ")}${outside.length > 3 ? ", …" : ""})`,
    };
  const routes = new Set<string>();
  for (const { status, path } of changed) {
    const page = pageOfFile(path);
    const mentioned =
      page && /^[AM]/.test(status)
        ? [page]
        : /^(content\/images|static\/media)\//.test(path)
          ? mentions(path.replace(/^content\/images\/|^static\//, ""))
          : "all";
    if (mentioned === "all" || mentioned.length === 0) return { kind: "content", routes: "all" };
    for (const route of mentioned) routes.add(route);
  }
  return { kind: "content", routes: [...routes].sort() };
}

/** `git diff --name-status --no-renames` output as changed files (a rename: the old removed, the new added). */
export function parseNameStatus(output: string): ChangedFile[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => ({ status: line.split("\t")[0], path: line.split("\t")[1] ?? "" }));
}

runWhenMain(module, () => {
  const base = process.argv[2];
  if (!base) throw Object.assign(new Error("usage: tsx scripts/test-scope.ts <base commit>"), { exitCode: 2 });
  const root = path.resolve(__dirname, "..");
  // Every JSON file of the content, with its text (pictures are not read).
  const contentFiles = fs
    .globSync("content/**/*.json", { cwd: root })
    .filter((file) => !file.startsWith("content/images/"))
    .map((file) => ({ file: file.split(path.sep).join("/"), text: fs.readFileSync(path.join(root, file), "utf8") }));
  const mentions = (name: string): string[] | "all" => {
    const pages = contentFiles.filter(({ text }) => text.includes(name)).map(({ file }) => pageOfFile(file));
    return pages.every((page) => page !== undefined) ? pages : "all";
  };
  // git's own complaint goes to stderr, the answer to stdout.
  const diff = spawnSync("git", ["diff", "--name-status", "--no-renames", `${base}...HEAD`], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (diff.status !== 0) return console.log("full\nthe base commit could not be compared with HEAD");
  const scope = testScope(parseNameStatus(diff.stdout), mentions);
  if (scope.kind === "full") console.log(`full\n${scope.reason}`);
  else console.log(["content", ...(scope.routes === "all" ? ["all"] : scope.routes)].join("\n"));
});
