/**
 * The site's post-build work (finishSite.ts), so that a plain `gatsby build` leaves the complete site in
 * public/. Listed after the plugins that write files in gatsby-config.ts, so their files are there.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { finishSite } from "./finishSite";
import { recordPageMoves, undoPageMoves } from "./pageMoves";

/** Gatsby's own page layout back (pageMoves.ts). */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const restored = undoPageMoves(path.resolve("."));
  if (restored > 0) reporter.info(`Put ${restored} pages of the last build back where Gatsby wrote them`);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
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
      path.join(root, "content/redirects/redirects.json"),
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
