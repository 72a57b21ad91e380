import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ContentError, loadContent, type SiteContent } from "./src/content/validate";
import { FICTIONAL_EMAIL, FICTIONAL_PHONE_TEL } from "./src/content/defaults";
import { publishingWarnings } from "./src/content/publishingWarnings";
import { typeDefs } from "./src/node/typeDefs";
import { staticRedirects } from "./src/node/redirects";

export { createResolvers } from "./src/node/resolvers";

const SERVICE_TEMPLATE = path.resolve("src/templates/service.tsx");
const ABOUT_TEMPLATE = path.resolve("src/templates/about.tsx");
const LEGAL_TEMPLATE = path.resolve("src/templates/legal.tsx");

let content: SiteContent | undefined;

/** Validate every content file before Gatsby's bootstrap writes anything. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    content = loadContent(path.resolve("content"), path.resolve("static"));
  } catch (error) {
    if (error instanceof ContentError) reporter.panic(error.message);
    throw error;
  }
  if (process.env.NODE_ENV === "production") {
    const { phoneTel, email } = content.settings;
    if (phoneTel === FICTIONAL_PHONE_TEL || email === FICTIONAL_EMAIL)
      reporter.warn(
        "content/settings/settings.json still has the fictional default phone number or e-mail (phoneDisplay, phoneTel, email). Set the practice's real ones before publishing.",
      );
    for (const message of publishingWarnings(content)) reporter.warn(message);
  }
};

/**
 * CSS Modules are scoped, so the order in which chunks pull them in does not matter; without this,
 * mini-css-extract-plugin warns about "conflicting order" for every template.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as { plugins: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[] };
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

interface RoutingData {
  allServicesJson: { nodes: { slug: string }[] };
  allAboutJson: { nodes: { slug: string }[] };
  allLegalJson: { nodes: { slug: string }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RoutingData>(`
    query Routing {
      allServicesJson(sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
      allAboutJson(sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
      allLegalJson(sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the pages' routing data", result.errors);
    return;
  }
  const { allServicesJson, allAboutJson, allLegalJson } = result.data;
  for (const { slug } of allServicesJson.nodes)
    actions.createPage({ path: `/services/${slug}`, component: SERVICE_TEMPLATE, context: { slug } });
  for (const { slug } of allAboutJson.nodes)
    actions.createPage({ path: `/about/${slug}`, component: ABOUT_TEMPLATE, context: { slug } });
  for (const { slug } of allLegalJson.nodes)
    actions.createPage({ path: `/${slug}`, component: LEGAL_TEMPLATE, context: { slug } });

  for (const rule of staticRedirects(content?.redirects.redirects ?? []))
    actions.createRedirect({
      fromPath: rule.from,
      toPath: rule.to,
      isPermanent: true,
      redirectInBrowser: true,
      ignoreCase: false,
    });
};
