/**
 * The page layout on disk: a page is <path>.html (the post-build step moves Gatsby's <path>/index.html
 * there, so every host serves it at /<path> without a 308 to a trailing slash), and the one walker over public/.
 */
import fs from "node:fs";
import path from "node:path";

/** Every file under dir (dot files too), as sorted POSIX paths relative to it. */
export function listTree(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile()) // page-data/404.html/ is a folder
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The files under dir that match a glob pattern (which, as a glob does, skips dot files). */
export const listFiles = (dir: string, pattern: string) => listTree(dir).filter((file) => path.matchesGlob(file, pattern));

export const listHtmlFiles = (dir: string) => listFiles(dir, "**/*.html");

/** Not a page: Gatsby Slices' fragments under _gatsby/, and the editor under admin/ (its own policy, tested on its own). */
export const isPageFile = (file: string) => !file.startsWith("_gatsby/") && !file.startsWith("admin/");

/**
 * The URL a page file answers: "index.html" → "/", "services/veneers.html" → "/services/veneers",
 * "404.html" → "/404". (Gatsby's own "<path>/index.html", before the post-build step, maps to the same URL.)
 */
export const pageUrl = (file: string): string => `/${file.replace(/(^|\/)index\.html$|\.html$/, "")}`;

/** The file that serves a page URL in the built site: "/" → "index.html", "/services/veneers" → "services/veneers.html". */
export const pageFile = (url: string) => `${url.replace(/^\/+|\/+$/g, "") || "index"}.html`;
