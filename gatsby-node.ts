/**
 * The build, in the order Gatsby runs it: one file per API under gatsby/, each asking
 * gatsby/siteContent.ts for the content. onPreBuild and onPostBuild are the local plugins' (plugins/).
 */
export { onPreInit } from "./gatsby/onPreInit";
export { createSchemaCustomization } from "./gatsby/createSchemaCustomization";
export { onCreateNode } from "./gatsby/onCreateNode";
export { createPages } from "./gatsby/createPages";
export { onCreatePage } from "./gatsby/onCreatePage";
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
export { onCreateDevServer } from "./gatsby/onCreateDevServer";
