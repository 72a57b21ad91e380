/**
 * The site's post-build work, in one place, so that a plain `gatsby build` (a CI host's or a static
 * host's own build included) leaves the complete site in public/: Gatsby's runtime replaced by the
 * islands script, redirect stubs, robots.txt, `_redirects` and `_headers` for static hosts, no source
 * maps or webpack stats, a `.gz` and `.br` beside every text file, and a last check that no text file
 * or compressed copy holds a control character (the build fails naming the file, byte and text). The
 * nginx configuration is not written here: it is rendered where the site is served (hosting/README.md
 * says why). Listed after the plugins that write files in gatsby-config.ts, so their files (the sitemap) are there.
 */
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { finishSite } from "./finishSite";
import { recordPageMoves, undoPageMoves } from "./pageMoves";

interface PostbuildOptions extends PluginOptions {
  /** The redirect list, relative to the site's root. */
  redirects?: string;
}

const DEFAULT_REDIRECTS = "content/redirects/redirects.json";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    redirects: Joi.string().default(DEFAULT_REDIRECTS).description("The redirect list, relative to the site's root"),
  });

/** Gatsby's own page layout back, as the last build's post-build step found it (Gatsby rewrites and stitches the pages it wrote). */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const restored = undoPageMoves(path.resolve("."));
  if (restored > 0) reporter.info(`Put ${restored} pages of the last build back where Gatsby wrote them`);
};

/** Every step (finishSite.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }, options: PostbuildOptions) => {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata: { siteUrl: string } };
  };
  const root = program.directory;
  const activity = reporter.activityTimer(
    "Post-build: islands script, redirects, headers, precompression, control-character check",
  );
  activity.start();
  try {
    const moves = await finishSite(
      path.join(root, "public"),
      path.resolve(root, options.redirects ?? DEFAULT_REDIRECTS),
      config.siteMetadata.siteUrl,
      reporter,
      root,
    );
    recordPageMoves(root, moves);
  } catch (error) {
    activity.panicOnBuild(error instanceof Error ? error.message : String(error));
  } finally {
    activity.end();
  }
};
