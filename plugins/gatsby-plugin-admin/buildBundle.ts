/**
 * Builds the editor's own bundle from src/ with esbuild (src/cms/browser/index.tsx): the site's
 * components and CSS Modules, React, the rich-text widget and the build's rich-text parser, as
 * one script and one stylesheet served from the site (the admin page's policy allows 'self' only).
 * `gatsby` is replaced by a small stand-in (links, and the static queries for the settings and the menu), as there is no Gatsby
 * runtime in the editor; an inline script (`?inline`) is its minified text, as on the site's pages.
 */
import path from "node:path";
import { inlineScriptPlugin } from "../gatsby-plugin-site-postbuild/inlineScript";
import { browserBundle } from "../gatsby-plugin-site-postbuild/islandsBundle";

export const PREVIEW_SCRIPT = "cms-preview.js";
const PREVIEW_STYLES = "cms-preview.css";

/**
 * Writes cms-preview.js and cms-preview.css into `dir`; returns their names. `untranslated` is
 * what onPreInit gives the site's own code as GATSBY_UNTRANSLATED_PAGES, so a previewed link
 * goes where the page's link will.
 */
export async function writeAdminBundle(dir: string, untranslated: Record<string, string[]>): Promise<string[]> {
  const root = path.resolve("src/cms/browser");
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: [path.join(root, "index.tsx")],
    outfile: path.join(dir, PREVIEW_SCRIPT),
    ...browserBundle(JSON.stringify(untranslated)),
    alias: { gatsby: path.join(root, "gatsbyShim.tsx") },
    loader: { ".module.css": "local-css", ".css": "css" },
    plugins: [inlineScriptPlugin()],
  });
  return [PREVIEW_SCRIPT, PREVIEW_STYLES];
}
