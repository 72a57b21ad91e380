/**
 * Building a commit as a host builds it, in its own worktree with this checkout's node_modules linked
 * in (so it must have the same package-lock.json and patches/), in one environment for every commit.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Side } from "./tree";

export const CHECKOUT = path.resolve(__dirname, "../../..");

type Rev = ReturnType<typeof resolveRev>;

/** One side of the comparison: a built folder, the commit it was built from (none for a folder alone), how long that took. */
export interface Build extends Side {
  rev?: Rev;
  seconds?: number;
}

export function git(args: string[], cwd = CHECKOUT): string {
  // The lock file alone is over spawnSync's default 1 MiB output buffer.
  const result = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim() || `exit ${result.status}`}`);
  return result.stdout.trim();
}

/** What was asked for ("4b5d678", "HEAD"), the commit, its subject. */
export function resolveRev(asked: string) {
  const sha = git(["rev-parse", "--verify", `${asked}^{commit}`]);
  return { asked, sha, subject: git(["log", "-1", "--format=%s", sha]) };
}

/** node_modules is shared: both commits must install exactly what this checkout installed. */
export function checkSharedDependencies(revs: Rev[]): void {
  const lock = fs.readFileSync(path.join(CHECKOUT, "package-lock.json"), "utf8");
  const patchesOf = (commit: string) =>
    spawnSync("git", ["rev-parse", `${commit}:patches`], { cwd: CHECKOUT, encoding: "utf8" }).stdout.trim();
  const patches = patchesOf("HEAD");
  for (const rev of revs) {
    if (git(["show", `${rev.sha}:package-lock.json`]) !== lock.trim())
      throw new Error(
        `${rev.asked} has another package-lock.json than this checkout: this script links one node_modules into both builds, which would build ${rev.asked} with the wrong dependencies. Compare builds made with their own npm ci (--before-public/--after-public) instead.`,
      );
    if (patchesOf(rev.sha) !== patches)
      throw new Error(
        `${rev.asked} has other patches/ than this checkout's HEAD: the shared node_modules is patched for this one.`,
      );
  }
}

/** The environment of both builds: this one, without what makes a build differ by host or editor. */
export function buildEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith("CMS_") && name !== "STATIC_HOST" && name !== "NETLIFY"),
  );
  return { ...clean, GATSBY_TELEMETRY_DISABLED: "1" };
}

export function addWorktree(dir: string, rev: Rev): void {
  git(["worktree", "add", "--detach", dir, rev.sha]);
  fs.symlinkSync(fs.realpathSync(path.join(CHECKOUT, "node_modules")), path.join(dir, "node_modules"));
}

export function removeWorktree(dir: string): void {
  const result = spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: CHECKOUT, encoding: "utf8" });
  if (result.status !== 0) console.error(`Could not remove the worktree ${dir}: ${result.stderr.trim()}`);
  fs.rmSync(dir, { recursive: true, force: true });
  spawnSync("git", ["worktree", "prune"], { cwd: CHECKOUT });
}

export function build(dir: string, rev: Rev): number {
  console.log(`\n▶ gatsby build of ${rev.asked} (${rev.sha.slice(0, 12)}) in ${dir}`);
  const start = Date.now();
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: dir, env: buildEnvironment(), stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`gatsby build of ${rev.asked} failed (exit ${result.status ?? result.signal})`);
  return (Date.now() - start) / 1000;
}
