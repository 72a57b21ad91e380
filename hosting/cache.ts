/** How long a browser or CDN may keep each kind of file, one table for every host (a page's path is its .html file). */
import { ADMIN_PATH, ADMIN_PATTERN } from "./adminHeaders";

export const CACHE = {
  /** Content-hashed file names: a new build gives a new name. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML, page-data, the manifest: always revalidated (cheap: ETag / 304). */
  revalidate: "no-cache",
  /** Media and images with stable names: a day, then revalidated. */
  media: "public, max-age=86400",
  /** Everything else (sitemap, robots, favicons): an hour. */
  other: "public, max-age=3600",
} as const;

export type CachePolicy = keyof typeof CACHE;

export interface CacheRule {
  what: string;
  /** The served paths it covers, as a regular expression (PCRE for nginx, the same text for JavaScript). */
  path: string;
  ignoreCase?: boolean;
  policy: CachePolicy;
  example: string;
  /** `_headers`' path patterns, a rule per matching file at the root of public/, or the hosts' default (max-age=0). */
  staticHosts: readonly string[] | "each file" | "host default";
  /** false: nginx's map leaves it out, and the rules after it decide. */
  nginx?: false;
}

/**
 * In order: nginx takes the first rule whose path matches; `_headers` gives a path every matching
 * rule, so no two rules that `_headers` states may cover one path.
 */
export const CACHE_RULES: readonly CacheRule[] = [
  {
    what: "Gatsby's static files (images, fonts) under content-hashed names",
    path: "^/static/",
    policy: "immutable",
    example: "/static/0123456789abcdef0123456789abcdef/veneers.jpg",
    staticHosts: ["/static/*"],
  },
  {
    what: "Gatsby Slices' fragments, which keep their names from build to build",
    path: "^/_gatsby/slices/",
    policy: "revalidate",
    example: "/_gatsby/slices/_gatsby-scripts-1.html",
    staticHosts: "host default",
  },
  {
    what: "Gatsby's other generated files",
    path: "^/_gatsby/",
    policy: "immutable",
    example: "/_gatsby/file/0123.js",
    staticHosts: "host default",
  },
  {
    what: "Gatsby's hashed bundles at the root: app-f74a382547316db2093e.js, styles.5f7f9e3aa2e46a2f42b6.css",
    path: "^/[^/]+[.-][0-9a-f]{20}\\.(?:js|css)(?:\\.map)?$",
    policy: "immutable",
    example: "/app-0123456789abcdef0123.js",
    staticHosts: "each file",
  },
  {
    what: "Each page's data, which Gatsby fetches under a stable name",
    path: "^/page-data/",
    policy: "revalidate",
    example: "/page-data/index/page-data.json",
    staticHosts: ["/page-data/*"],
  },
  {
    what: "Pages, the error pages and the redirect stubs",
    path: "\\.html$",
    policy: "revalidate",
    example: "/services/veneers.html",
    staticHosts: "host default",
  },
  {
    what: "The service worker and the web manifest",
    path: "^/(?:sw\\.js|manifest\\.webmanifest)$",
    policy: "revalidate",
    example: "/manifest.webmanifest",
    staticHosts: "host default",
  },
  {
    what: "Partytown's files",
    path: "^/~partytown/",
    policy: "revalidate",
    example: "/~partytown/partytown.js",
    staticHosts: "host default",
  },
  {
    what: "Videos and posters, under names a maintainer may replace",
    path: "^/media/",
    policy: "media",
    example: "/media/hero.mp4",
    staticHosts: ["/media/*"],
  },
  {
    what: "The content editor under /admin, beside its own headers (hosting/adminHeaders.ts); nginx caches its files by the other rules",
    path: ADMIN_PATTERN,
    policy: "revalidate",
    example: "/admin/config.yml",
    staticHosts: [ADMIN_PATH, `${ADMIN_PATH}/*`],
    nginx: false,
  },
  {
    what: "Other images and media by extension (favicons, icons)",
    path: "\\.(?:png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|ogg)$",
    ignoreCase: true,
    policy: "media",
    example: "/icons/icon-48x48.png",
    staticHosts: "host default",
  },
];

/** Everything no rule covers (sitemap, robots.txt); left to the hosts' default in `_headers`. */
export const DEFAULT_CACHE: { policy: CachePolicy; example: string } = { policy: "other", example: "/sitemap-index.xml" };

export const cacheRulePattern = (rule: CacheRule): RegExp => new RegExp(rule.path, rule.ignoreCase ? "i" : "");
