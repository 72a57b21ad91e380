/** The pages of a built site (public/) and the URLs they answer under Gatsby's `trailingSlash: "never"`. */
import fs from "node:fs";
import path from "node:path";

/** Every .html file under dir, as sorted POSIX paths relative to it ("services/veneers/index.html"). */
export function listHtmlFiles(dir: string): string[] {
  return fs
    .globSync("**/*.html", { cwd: dir, withFileTypes: true })
    .filter((entry) => entry.isFile()) // page-data/404.html/ is a folder
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
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
