import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { IMAGES_FOLDER, ignoredBySourcing } from "./src/content/gate/contentFiles";
import { alternates } from "./src/i18n/languages";
import { siteSettings } from "./gatsby/siteContent";

const contentDir = path.join(__dirname, "content");
const imagesDir = path.join(contentDir, IMAGES_FOLDER);
/** Only the files the content check reads, and the pictures: a stray JSON file never becomes a node, whatever its name or folder. */
const unread = (file: string) => ignoredBySourcing(contentDir, file);

// The practice's name and URL from the checked settings (gatsby/siteContent.ts); SITE_URL overrides the URL (a staging host).
const settings = siteSettings({ info: (message?: string) => console.log(`info ${message}`) });
// A blank SITE_URL (an emptied dashboard or workflow variable) counts as unset.
const siteUrl = (process.env.SITE_URL?.trim() || settings.siteUrl).replace(/\/+$/, "");

const config: GatsbyConfig = {
  siteMetadata: { title: settings.name, siteUrl },
  // One URL form everywhere: /services/veneers, never /services/veneers/.
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      // The content files, told apart by their modification time: their nodes are made of what the check accepted.
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: contentDir,
        fastHash: true,
        ignore: [(file: string) => file === imagesDir || file.startsWith(`${imagesDir}${path.sep}`) || unread(file)],
      },
    },
    {
      // The pictures, told apart by their bytes, which name the processed images' folders.
      resolve: "gatsby-source-filesystem",
      options: { name: IMAGES_FOLDER, path: imagesDir, ignore: [unread] },
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
    // After the plugins that write files, so that its onPostBuild finds them (the sitemap) in public/.
    "gatsby-plugin-site-postbuild",
    // The content editor at /admin; last, so that its warning of a missing setting is among the build's last lines.
    "gatsby-plugin-admin",
  ],
};

export default config;
