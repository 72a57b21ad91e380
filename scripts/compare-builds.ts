/**
 * Builds two commits, each in a temporary worktree with its host files rendered by its own code, and
 * compares what a visitor or a host receives (docs/developing.md, "Comparing two builds").
 * Exit code 0 when nothing differs but bundle bytes and renamed chunks, 1 otherwise, 2 on a usage error.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  addWorktree,
  type Build,
  build,
  CHECKOUT,
  checkSharedDependencies,
  removeWorktree,
  resolveRev,
} from "./lib/compareBuilds/build";
import { compareSides, differenceCount, reportText } from "./lib/compareBuilds/compare";
import { renderHosts, renderInWorktree } from "./lib/compareBuilds/renderHosts";
import { plural, runWhenMain } from "./lib/cli";

const USAGE =
  "Usage: npm run compare:builds -- <before-rev> [<after-rev>] [--before-public <dir>] [--after-public <dir>] [--report <file>]";

const usageError = (message: string) => Object.assign(new Error(message), { exitCode: 2 });

/** Runs the comparison; returns the exit code (0 identical, 1 different). */
export function run(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      "before-public": { type: "string" },
      "after-public": { type: "string" },
      report: { type: "string" },
      help: { type: "boolean" },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length > 2) throw usageError(USAGE);
  const given = { before: values["before-public"], after: values["after-public"] };
  if (positionals.length === 0 && !(given.before && given.after))
    throw usageError(`${USAGE}\n(without a commit, give both --before-public and --after-public)`);
  for (const dir of [given.before, given.after])
    if (dir && !fs.existsSync(path.join(dir, "index.html"))) throw new Error(`${dir} holds no built site (no index.html)`);

  const revs =
    positionals.length > 0 ? { before: resolveRev(positionals[0]), after: resolveRev(positionals[1] ?? "HEAD") } : undefined;
  const sides: Record<"before" | "after", Build> = {
    before: { rev: revs?.before, publicDir: given.before ?? "" },
    after: { rev: revs?.after, publicDir: given.after ?? "" },
  };
  const scratch = revs ? fs.mkdtempSync(path.join(os.tmpdir(), "compare-builds-")) : undefined;
  const worktrees: string[] = [];
  const cleanUp = () => {
    for (const dir of worktrees.splice(0)) removeWorktree(dir);
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  const signals = ["SIGINT", "SIGTERM"] as const;
  for (const signal of signals) process.once(signal, interrupted);
  try {
    if (revs && scratch) {
      const toBuild = (["before", "after"] as const).filter((side) => !given[side]).map((side) => revs[side]);
      checkSharedDependencies(toBuild);
      for (const name of ["before", "after"] as const) {
        const [dir, rev, side] = [path.join(scratch, name), revs[name], sides[name]];
        addWorktree(dir, rev);
        worktrees.push(dir);
        if (!given[name]) {
          side.seconds = build(dir, rev);
          side.publicDir = path.join(dir, "public");
        }
        side.rendered = renderInWorktree(dir, side.publicDir, rev.asked);
      }
    }
    const comparison = compareSides(sides.before, sides.after);
    const report = path.resolve(values.report ?? path.join(CHECKOUT, "reports/build-comparison.md"));
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, reportText(comparison, sides));
    const shown = path.relative(process.cwd(), report);
    console.log(
      comparison.identical
        ? `Identical: nothing a visitor or a host receives differs (${shown}).`
        : `${plural(differenceCount(comparison), "difference")}: see ${shown}.`,
    );
    return comparison.identical ? 0 : 1;
  } finally {
    cleanUp();
    for (const signal of signals) process.removeListener(signal, interrupted);
  }
}

runWhenMain(module, () =>
  process.argv[2] === "--render-hosts" ? renderHosts(process.argv[3], process.argv[4]) : run(process.argv.slice(2)),
);
