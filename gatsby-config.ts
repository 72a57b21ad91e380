import fs from "node:fs";
import path from "node:path";
import type { GatsbyConfig } from "gatsby";

// The practice's name and default URL come from the one settings file; SITE_URL overrides the URL
// at build time (e.g. for a staging host).
const settings = JSON.parse(fs.readFileSync(path.join(__dirname, "content/settings/settings.json"), "utf8")) as {
  name: string;
  shortName: string;
  siteUrl: string;
  themeColor: string;
};
const siteUrl = (process.env.SITE_URL ?? settings.siteUrl).replace(/\/+$/, "");

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
      options: { name: "content", path: path.join(__dirname, "content") },
    },
    "gatsby-transformer-json",
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
        // Redirect stubs and the error page are not pages to index.
        excludes: ["/404", "/404.html", "/dev-404-page"],
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
