import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { contentTypeName, ignoredBySourcing } from "./src/content/gate/contentFiles";
import { alternates } from "./src/i18n/languages";
import { siteSettings } from "./gatsby/siteContent";

const contentDir = path.join(__dirname, "content");

// The practice's name and default URL come from the one settings file, read through the content
// check; SITE_URL overrides the URL at build time (e.g. for a staging host). The rest of the
// content is read and checked in onPreInit (gatsby/onPreInit.ts).
const settings = siteSettings(contentDir);
// A blank SITE_URL (an emptied dashboard or workflow variable) counts as unset.
const siteUrl = (process.env.SITE_URL?.trim() || settings.siteUrl).replace(/\/+$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    title: settings.name,
    siteUrl,
  },
  // One URL form everywhere: /services/veneers, never /services/veneers/.
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // Only the files the content check reads (and the pictures) become nodes: a stray JSON file
      // can never be sourced, whatever its name or folder.
      options: { name: "content", path: contentDir, ignore: [(file: string) => ignoredBySourcing(contentDir, file)] },
    },
    {
      // gatsby-transformer-json, leaving a file that is not JSON to the content check's message.
      resolve: "gatsby-transformer-content-json",
      // Each content file's type comes from the same list; any other JSON node stops the build.
      options: { typeName: ({ node }: { node: { relativePath: string } }) => contentTypeName(node.relativePath) },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP and a JPEG fallback. No AVIF: at the same quality it is larger than WebP for these
          // pictures, and every AVIF-capable browser would fetch it first (reports/images.md).
          formats: ["auto", "webp"],
          placeholder: "dominantColor",
          quality: 70,
          breakpoints: [360, 480, 720, 960, 1200],
        },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Redirect stubs and the error page are not pages to index; nor is the content editor.
        excludes: ["/404", "/404.html", "/es/404", "/dev-404-page", "/admin", "/admin/**"],
        // Each page lists its versions in every language, as its <head> does.
        serialize: ({ path }: { path: string }) => ({
          url: path,
          links: alternates(path).map((alternate) => ({ lang: alternate.hreflang, url: alternate.path })),
        }),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: settings.name,
        short_name: settings.shortName,
        start_url: "/",
        background_color: "#fffaf3",
        theme_color: settings.themeColor,
        display: "minimal-ui",
        icon: "src/images/logo-mark.png",
        // The manifest plugin's own <link rel="icon"> must not fetch anything at runtime.
        cache_busting_mode: "none",
      },
    },
    // Last, so that its onPostBuild finds every other plugin's files (the sitemap) in public/.
    "gatsby-plugin-site-postbuild",
  ],
};

export default config;
