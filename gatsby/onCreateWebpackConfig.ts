import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * `import text from "./name.inline?inline"` gives the text of an inline script
 * (plugins/gatsby-plugin-site-postbuild/inlineScript.ts), in every stage. The browser bundles get no
 * source maps, which would publish the sources.
 *
 * CSS Modules are scoped, so the order in which chunks pull them in does not matter; without this,
 * mini-css-extract-plugin warns about "conflicting order" for every template (in `gatsby develop`
 * too, where the warnings would bury the content check's message). In develop, webpack's own
 * "wait until bundle finished" notes stay out of the terminal for the same reason.
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
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
  if (stage === "develop") config.infrastructureLogging = { ...config.infrastructureLogging, level: "warn" };
  actions.replaceWebpackConfig(config);
};
