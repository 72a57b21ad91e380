/**
 * The files of a built site (public/) and the URLs its pages answer under Gatsby's
 * `trailingSlash: "never"`: the one walker over public/ for the post-build steps and the checks.
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

/** Every .html file under dir ("services/veneers/index.html"). */
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

/** The URL a page file answers: "index.html" → "/", "services/veneers/index.html" → "/services/veneers", "404.html" → "/404.html". */
export function pageUrl(file: string): string {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}
