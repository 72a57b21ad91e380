/**
 * Bundles a TypeScript module of the editor for the browser (one script, no imports left) with
 * esbuild, run as its own program so it works wherever the admin page is written (a build, a
 * test in a simulated browser, `npm run cms`). Resolved from the project at run time, as gatsby-node
 * is bundled itself.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export function browserBundle(entry: string): string {
  const esbuild = createRequire(path.resolve("package.json")).resolve("esbuild/bin/esbuild");
  return execFileSync(
    esbuild,
    [path.resolve(entry), "--bundle", "--format=iife", "--platform=browser", "--target=es2019", "--minify", "--charset=utf8"],
    { encoding: "utf8" },
  );
}
