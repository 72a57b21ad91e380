/**
 * The files of a built site (public/) and the URLs its pages answer under Gatsby's
 * `trailingSlash: "never"`: the one walker over public/ for the post-build steps and the checks.
 *
 * Gatsby writes every page as <path>/index.html. The post-build step moves each one to <path>.html
 * (see flatPages.ts), because that is the layout under which every host the site is meant for answers
 * /services/veneers itself, without a redirect to /services/veneers/: Cloudflare Pages and Netlify
 * serve "x.html" at "/x", and nginx is configured to. So after a build a page is
 * "services/veneers.html"; "index.html" is the home page.
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
