/**
 * The site's post-build work, in one place, so that a plain `gatsby build` (a CI host's or a static
 * host's own build included) leaves the complete site in public/: Gatsby's runtime replaced by the islands script, redirect
 * stubs, robots.txt, `_redirects` and `_headers` for static hosts, no source maps or webpack stats,
 * a `.gz` and `.br` beside every text file, and a last check that no text file or compressed copy
 * holds a control character (the build fails naming the file, byte and text). The nginx configuration is not written here: it is
 * rendered where the site is served (hosting/README.md says why).
 */
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { finishSite } from "./finishSite";
import { restorePages, type PageMove } from "../../hosting/pageFiles";

/** Where the plugin's cache keeps the last build's page moves. */
const MOVES_KEY = "page-moves";

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

/** Gatsby's own layout back before it builds into public/ again (it rewrites and stitches the pages it wrote). */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter, store, cache }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const moves = ((await cache.get(MOVES_KEY)) as PageMove[] | undefined) ?? [];
  const restored = restorePages(path.join(program.directory, "public"), moves);
  if (restored > 0) reporter.info(`Put ${restored} pages of the last build back where Gatsby wrote them`);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store, cache }, options: PostbuildOptions) => {
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
    await cache.set(MOVES_KEY, moves);
  } catch (error) {
    activity.panicOnBuild(error instanceof Error ? error.message : String(error));
  } finally {
    activity.end();
  }
};
