/**
 * Builds the editor's own bundle from src/ with esbuild (src/cms/browser/index.tsx): the site's
 * components and CSS Modules, React, the rich-text widget and the build's rich-text parser, as
 * one script and one stylesheet served from the site (the admin page's policy allows 'self' only).
 * `gatsby` is replaced by a small stand-in (links, and the static queries for the settings and the menu), as there is no Gatsby
 * runtime in the editor.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export const PREVIEW_SCRIPT = "cms-preview.js";
const PREVIEW_STYLES = "cms-preview.css";

/**
 * Writes cms-preview.js and cms-preview.css into `dir`; returns their names. `untranslated` is
 * what onPreInit gives the site's own code as GATSBY_UNTRANSLATED_PAGES, so a previewed link
 * goes where the page's link will. esbuild runs as its command (its JavaScript API refuses to
 * load under jsdom, where the admin page's tests run).
 */
export function writeAdminBundle(dir: string, untranslated: Record<string, string[]>): string[] {
  const root = path.resolve("src/cms/browser");
  const esbuild = createRequire(path.resolve("package.json")).resolve("esbuild/bin/esbuild");
  const result = spawnSync(
    esbuild,
    [
      path.join(root, "index.tsx"),
      `--outfile=${path.join(dir, PREVIEW_SCRIPT)}`,
      "--bundle",
      "--minify",
      "--format=iife",
      "--target=es2020",
      "--platform=browser",
      "--jsx=automatic",
      "--legal-comments=none",
      "--log-level=error",
      '--define:process.env.NODE_ENV="production"',
      `--define:process.env.GATSBY_UNTRANSLATED_PAGES=${JSON.stringify(JSON.stringify(untranslated))}`,
      '--define:__PATH_PREFIX__=""',
      `--alias:gatsby=${path.join(root, "gatsbyShim.tsx")}`,
      "--loader:.module.css=local-css",
      "--loader:.css=css",
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`The editor's bundle did not build:\n${result.stderr || result.error?.message}`);
  return [PREVIEW_SCRIPT, PREVIEW_STYLES];
}
