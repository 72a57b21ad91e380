/**
 * The content editor at /admin: Decap CMS from the npm package `decap-cms` (never a CDN), on a page
 * no patient page links to or loads, written into public/admin/ by a build or served by `npm run cms`.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import type { SiteContent } from "../../src/content/kinds";
import { decapConfig, type DecapOptions } from "./decapConfig";
import { CMS_ENV, DEFAULT_BRANCH, EDITOR_README_SECTION } from "./cmsSetting";
import { inlineScriptPlugin } from "../gatsby-plugin-site-postbuild/inlineScript";
import { browserBundle } from "../gatsby-plugin-site-postbuild/islandsBundle";
import { collectSiteData } from "./collectSiteData";
import { loadContent } from "../../src/content/gate/load";
import { untranslatedRoutes } from "../../src/content/routes";
import { SITE_DATA_ID, type AdminSiteData } from "../../src/cms/browser/siteData";
import { ADMIN_CSP, ADMIN_HEADERS, adminCsp } from "../../hosting/adminHeaders";
import { listFiles } from "../../hosting/pageFiles";

/**
 * frame-ancestors is ignored in a <meta> policy, so it is left to the header. The practice's logo is the tab's icon:
 * without one, the browser asks for /favicon.ico, which the site does not have.
 */
const head = (csp: string, title: string, extra: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="${ADMIN_HEADERS["X-Robots-Tag"]}" />
    <meta http-equiv="Content-Security-Policy" content="${csp.replace(/; frame-ancestors [^;]*/, "")}" />
    <title>${title}</title>
    <link rel="icon" href="/logo.png" type="image/png" />
${extra}
  </head>`;

/** Decap is told to wait (this file, loaded first) until the editor's bundle has registered everything and starts it. */
const MANUAL_INIT_SCRIPT = "cms-manual-init.js";
const PREVIEW_SCRIPT = "cms-preview.js";

/** The site data is JSON inside a <script type="application/json"> element: nothing in it may close the element. */
function adminIndexHtml(csp: string, site: AdminSiteData): string {
  return `${head(csp, "Content editor", '    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />')}
  <body>
    <script src="/admin/${MANUAL_INIT_SCRIPT}"></script>
    <script src="/admin/decap-cms.js"></script>
    <script id="${SITE_DATA_ID}" type="application/json">${JSON.stringify(site).replace(/</g, "\\u003c")}</script>
    <script src="/admin/${PREVIEW_SCRIPT}"></script>
  </body>
</html>
`;
}

/** /admin without the editor's setting: a plain page in the site's styles that says what to set, and no script. */
export function writeNotConfiguredAdmin(dir: string): string[] {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const style = `    <style>
${fs.readFileSync(path.resolve("src/styles/global.css"), "utf8")}
main { max-width: 42rem; margin: 0 auto; padding: var(--space-7) var(--space-5); }
dt { font-weight: 700; margin-top: var(--space-4); }
dd { margin: 0 0 var(--space-2); }
code { font-size: 0.95em; background: var(--color-mint); padding: 0 var(--space-1); border-radius: 0.25rem; }
    </style>`;
  const html = `${head(ADMIN_CSP, "Content editor: not set up", style)}
  <body>
    <main>
      <h1>The content editor is not set up on this site</h1>
      <p>
        This copy of the website was built without the setting that tells the editor which GitHub repository to
        save to, so there is nothing to sign in to here. The website itself is not affected.
      </p>
      <h2>What to set</h2>
      <p>Set these variables where the site is built (the host's build settings), then build and publish it again:</p>
      <dl>
        <dt><code>${CMS_ENV.repo}</code> (required)</dt>
        <dd>the site's repository on GitHub, written <code>owner/name</code>: the part of its address after github.com/</dd>
        <dt><code>${CMS_ENV.branch}</code> (optional)</dt>
        <dd>the branch the site is built from, if it is not <code>${DEFAULT_BRANCH}</code></dd>
        <dt><code>${CMS_ENV.authUrl}</code> (on the nginx server only)</dt>
        <dd>the https:// address of the sign-in service deployed as a Worker; Cloudflare Pages runs the site's own at /api/auth, and Netlify runs one for the sites it hosts</dd>
      </dl>
      <p>
        What each host needs (Netlify, Cloudflare Pages, a server of your own) is in the section
        &ldquo;${EDITOR_README_SECTION}&rdquo; of <code>README.md</code> in the site's repository.
        To edit the content on your own computer instead, run <code>npm run cms</code> there.
      </p>
    </main>
  </body>
</html>
`;
  fs.writeFileSync(path.join(dir, "index.html"), html);
  return ["index.html"];
}

/**
 * Writes the editor into `dir`: the page (with the site data the previews use), the configuration, Decap's bundle, the editor's
 * own bundle and, for the live editor, the content's pictures. `checked` is the content a build has read and checked already.
 */
export async function writeAdmin(dir: string, options: DecapOptions, checked?: SiteContent): Promise<string[]> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const connect = options.mode === "local" ? [new URL(options.localBackendUrl ?? "http://localhost:8081").origin] : undefined;
  const site = checked ?? loadContent(path.resolve("content"), path.resolve("static"));
  fs.writeFileSync(path.join(dir, "index.html"), adminIndexHtml(adminCsp(connect), collectSiteData(site)));
  // JSON is YAML: Decap reads config.yml either way.
  fs.writeFileSync(path.join(dir, "config.yml"), `${JSON.stringify(decapConfig(options), null, 2)}\n`);
  fs.writeFileSync(path.join(dir, MANUAL_INIT_SCRIPT), "window.CMS_MANUAL_INIT = true;\n");
  // Decap's prebuilt bundle, resolved from the project at run time (gatsby-node is bundled).
  const dist = path.dirname(createRequire(path.resolve("package.json")).resolve("decap-cms/dist/decap-cms.js"));
  const bundle = fs.readdirSync(dist).filter((name) => /(^|\.)decap-cms\.js$/.test(name));
  for (const name of bundle) fs.copyFileSync(path.join(dist, name), path.join(dir, name));
  // The content's pictures for the previews (`npm run cms` serves the working copy's instead, new ones included: EDITOR_IMAGES).
  const pictures = path.resolve("content/images");
  const copyPictures = options.mode === "production" && fs.existsSync(pictures);
  if (copyPictures) fs.cpSync(pictures, path.join(dir, "images"), { recursive: true });
  const images = copyPictures ? listFiles(path.join(dir, "images"), "**/*").map((file) => `images/${file}`) : [];
  // The editor's own bundle (src/cms/browser/index.tsx) as one script and one stylesheet from the site
  // (its policy allows 'self' only), with a stand-in for `gatsby`, and the untranslated pages the
  // site's own code is given, so that a previewed link goes where the page's will.
  const root = path.resolve("src/cms/browser");
  await build({
    entryPoints: [path.join(root, "index.tsx")],
    outfile: path.join(dir, PREVIEW_SCRIPT),
    ...browserBundle(JSON.stringify(untranslatedRoutes(site))),
    alias: { gatsby: path.join(root, "gatsbyShim.tsx") },
    loader: { ".module.css": "local-css", ".css": "css" },
    plugins: [inlineScriptPlugin()],
  });
  return ["index.html", "config.yml", MANUAL_INIT_SCRIPT, ...bundle, PREVIEW_SCRIPT, "cms-preview.css", ...images];
}
