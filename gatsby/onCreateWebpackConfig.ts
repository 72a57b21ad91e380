import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * `import text from "./name.inline?inline"` gives an inline script's text; no source maps (they
 * would publish the sources). CSS Modules are scoped, so "conflicting order" warnings are noise that
 * would bury the content check's message in `gatsby develop`, as would webpack's own notes.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig() as {
    plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[];
    module: { rules: object[] };
    devtool?: string | false;
    infrastructureLogging?: { level?: string };
  };
  config.module.rules.push({
    resourceQuery: /^\?inline$/,
    use: [{ loader: path.resolve("plugins/gatsby-plugin-site-postbuild/inlineScript.ts") }],
  });
  if (stage === "build-javascript") config.devtool = false;
  if (stage === "build-javascript" || stage === "develop")
    for (const plugin of config.plugins)
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  if (stage === "develop") config.infrastructureLogging = { ...config.infrastructureLogging, level: "warn" };
  actions.replaceWebpackConfig(config);
};
