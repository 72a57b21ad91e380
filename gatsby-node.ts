/**
 * The build, in the order Gatsby runs it: one file per API under gatsby/. gatsby-config and the APIs
 * that need the content ask gatsby/siteContent.ts, which reads and checks it once (in `gatsby
 * develop`, again only after a content file changed).
 */

// Check the content before anything is written; give the site's code the untranslated pages.
export { onPreInit } from "./gatsby/onPreInit";
// Declare the content's GraphQL types, with their field extensions and descriptions.
export { createSchemaCustomization } from "./gatsby/createSchemaCustomization";
// Make each content file's node of what the content check accepted, its formatted text parsed.
export { onCreateNode } from "./gatsby/onCreateNode";
// Make every page, in each language, from the checked content, and the browser's redirects.
export { createPages } from "./gatsby/createPages";
// Refuse a page path from src/pages or a plugin that would leave public/.
export { onCreatePage } from "./gatsby/onCreatePage";
// Inline scripts from `?inline` imports; no source maps; quiet webpack's CSS-order warnings, and its own notes in `gatsby develop`.
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
// `gatsby develop`: answer the server-only redirects with a 301 as the production servers do.
export { onCreateDevServer } from "./gatsby/onCreateDevServer";
// `gatsby build`: onPreBuild and onPostBuild are the local plugins' (plugins/): the post-build work, and the content editor.
