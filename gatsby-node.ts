/**
 * The build, in the order Gatsby runs it: one file per API under gatsby/. gatsby-config and the APIs
 * that need the content ask gatsby/siteContent.ts, which reads and checks it once (in `gatsby
 * develop`, again only after a content file changed).
 */

// Check the content and the editor's setting before anything is written; give the site's code the untranslated pages.
export { onPreInit } from "./gatsby/onPreInit";
// Declare the content's GraphQL types, with their field extensions and descriptions.
export { createSchemaCustomization } from "./gatsby/createSchemaCustomization";
// Make each content file's node of what the content check accepted, its formatted text parsed.
export { onCreateNode } from "./gatsby/onCreateNode";
// Make every page, in each language, from the checked content, and the browser's redirects.
export { createPages } from "./gatsby/createPages";
// Refuse a page path from src/pages or a plugin that would leave public/.
export { onCreatePage } from "./gatsby/onCreatePage";
// `gatsby build`: put back the pages the last build moved; write the content editor (or the page that says what to set) into public/admin/.
export { onPreBuild } from "./gatsby/onPreBuild";
// Inline scripts from `?inline` imports; no source maps; quiet webpack's CSS-order warnings, and its own notes in `gatsby develop`.
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
// `gatsby develop`: answer the server-only redirects with a 301 as the production servers do.
export { onCreateDevServer } from "./gatsby/onCreateDevServer";
// `gatsby build`: onPostBuild is the post-build plugin's (plugins/gatsby-plugin-site-postbuild), listed last in gatsby-config.ts.
