import type { GatsbyNode } from "gatsby";

/**
 * CSS Modules are scoped, so the order in which chunks pull them in does not matter; without this,
 * mini-css-extract-plugin warns about "conflicting order" for every template (in `gatsby develop`
 * too, where the warnings would bury the content check's message). In develop, webpack's own
 * "wait until bundle finished" notes stay out of the terminal for the same reason.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig() as {
    plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[];
    infrastructureLogging?: { level?: string };
  };
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  if (stage === "develop") config.infrastructureLogging = { ...config.infrastructureLogging, level: "warn" };
  actions.replaceWebpackConfig(config);
};
