/**
 * The page layout on disk: which file of a built site (public/) answers which page URL under
 * Gatsby's `trailingSlash: "never"`, and the one walker over public/ for the post-build steps and the
 * checks.
 *
 * Gatsby writes each page as public/<path>/index.html. Served as it is, Cloudflare Pages answers
 * /services/veneers with a 308 to /services/veneers/ (and Netlify may too), while every link, the
 * canonical tag and the sitemap say /services/veneers. As <path>.html the same file is served at
 * /services/veneers directly by every host (Cloudflare Pages and Netlify serve "x.html" at "/x", and
 * nginx is configured to), and /services/veneers/ and /services/veneers.html redirect to it. So the
 * post-build step moves each page there (plugins/gatsby-plugin-site-postbuild/pageMoves.ts): after a
 * build a page is "services/veneers.html", and "index.html" is the home page.
 */
import fs from "node:fs";
import path from "node:path";

/** Files under dir that match a glob pattern, as sorted POSIX paths relative to it. */
export function listFiles(dir: string, pattern: string): string[] {
  return fs
    .globSync(pattern, { cwd: dir, withFileTypes: true })
    .filter((entry) => entry.isFile()) // page-data/404.html/ is a folder
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every .html file under dir ("services/veneers.html"). */
export function listHtmlFiles(dir: string): string[] {
  return listFiles(dir, "**/*.html");
}

/**
 * Build artefacts rather than pages: Gatsby Slices' script fragments under _gatsby/, and the content
 * editor under admin/ (not a patient page: its own Content-Security-Policy, tested on its own).
 */
export function isPageFile(file: string): boolean {
  return !file.startsWith("_gatsby/") && !file.startsWith("admin/");
}

/**
 * The URL a page file answers: "index.html" → "/", "services/veneers.html" → "/services/veneers",
 * "404.html" → "/404". (Gatsby's own "<path>/index.html", before the post-build step, maps to the same URL.)
 */
export function pageUrl(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file.replace(/\.html$/, "")}`;
}

/** The file that serves a page URL in the built site: "/" → "index.html", "/services/veneers" → "services/veneers.html". */
export function pageFile(url: string): string {
  const trimmed = url.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index.html" : `${trimmed}.html`;
}
