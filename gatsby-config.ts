import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { settingsSchema } from "./src/content/gate/schemas/site";
import { ContentError, readContentFile } from "./src/content/gate/read";
import { loadContent } from "./src/content/gate/load";
import { untranslatedRoutes } from "./src/content/routes";
import { contentTypeName, ignoredBySourcing } from "./src/content/gate/contentFiles";
import { UNTRANSLATED_PAGES_VARIABLE, alternates } from "./src/i18n/languages";

const contentDir = path.join(__dirname, "content");

// The practice's name and default URL come from the one settings file, read through the content
// check; SITE_URL overrides the URL at build time (e.g. for a staging host). While the settings
// file is broken these stand-ins only let Gatsby reach onPreInit, which reports every problem and
// stops the build before anything is written.
const settings = readContentFile(contentDir, "settings/settings.json", settingsSchema, []).data ?? {
  name: "settings file has problems",
  shortName: "settings",
  siteUrl: "https://settings-file-has-problems.invalid",
  themeColor: "#000000",
};
const siteUrl = (process.env.SITE_URL ?? settings.siteUrl).replace(/\/+$/, "");

// The pages a translation does not have yet, for the pages' links, language switch and hreflang
// (Gatsby writes GATSBY_ variables into the site's code). Broken content: onPreInit reports it.
try {
  const content = loadContent(contentDir, path.join(__dirname, "static"));
  process.env[UNTRANSLATED_PAGES_VARIABLE] = JSON.stringify(untranslatedRoutes(content));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
}

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
          formats: ["auto", "avif", "webp"],
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
