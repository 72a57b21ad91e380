/**
 * The site's post-build work, in one place, so that a plain `gatsby build` (a CI host's or a static
 * host's own build included) leaves the complete site in public/: Gatsby's scripts deferred, redirect
 * stubs, robots.txt, `_redirects` and `_headers` for static hosts, no source maps or webpack stats,
 * and a `.gz` and `.br` beside every text file. The nginx configuration is not written here: it is
 * rendered where the site is served (scripts/nginx/README.md says why).
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { deferScriptsInFolder } from "../../src/node/deferScripts";
import { writeRedirectFiles } from "../../src/node/redirects";
import { listFiles } from "../../src/node/sitePages";
import { loadRedirects, writeStaticHostFiles } from "../../scripts/lib/serving";
import { precompressFolder } from "./precompress";

interface PostbuildOptions extends PluginOptions {
  /** The redirect list, relative to the site's root. */
  redirects?: string;
}

const DEFAULT_REDIRECTS = "content/redirects/redirects.json";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    redirects: Joi.string().default(DEFAULT_REDIRECTS).description("The redirect list, relative to the site's root"),
  });

/** Source maps would publish the sources; none are made for the browser bundles. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};

/** Build files that are not for visitors: source maps (with the sources) and webpack's stats. Returns what was removed. */
export function removeBuildLeftovers(publicDir: string): string[] {
  const leftovers = [...listFiles(publicDir, "**/*.map"), ...listFiles(publicDir, "webpack.stats.json")];
  for (const file of leftovers) fs.rmSync(path.join(publicDir, file));
  return leftovers;
}

/** robots.txt names the sitemap by its absolute URL, which depends on SITE_URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}

export interface Log {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/** Every step in order; each later step reads what the earlier ones wrote (the CSP hashes the deferred pages). */
export async function finishSite(publicDir: string, redirectsFile: string, siteUrl: string, log: Log): Promise<void> {
  const rules = loadRedirects(redirectsFile);
  log.info(`Scripts load after the page on ${deferScriptsInFolder(publicDir)} pages`);
  log.info(`Wrote ${writeRedirectFiles(publicDir, rules, siteUrl).length} redirect files for static hosts`);
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  const removed = removeBuildLeftovers(publicDir);
  if (removed.length > 0) log.info(`Removed ${removed.length} source maps and build stats`);
  const { warnings } = writeStaticHostFiles(publicDir, rules);
  for (const warning of warnings) log.warn(warning);
  const packed = await precompressFolder(publicDir);
  const share = (bytes: number) => `${Math.round((100 * bytes) / Math.max(1, packed.bytes))}%`;
  log.info(
    `Precompressed ${packed.files} text files: gzip ${share(packed.gzipBytes)}, brotli ${share(packed.brotliBytes)} of their size`,
  );
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }, options: PostbuildOptions) => {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata: { siteUrl: string } };
  };
  const root = program.directory;
  const activity = reporter.activityTimer("Post-build: deferred scripts, redirects, headers, precompression");
  activity.start();
  try {
    await finishSite(
      path.join(root, "public"),
      path.resolve(root, options.redirects ?? DEFAULT_REDIRECTS),
      config.siteMetadata.siteUrl,
      reporter,
    );
  } catch (error) {
    activity.panicOnBuild(error instanceof Error ? error.message : String(error));
  } finally {
    activity.end();
  }
};
