/** The pages of a built site (public/) and the URLs they answer under Gatsby's `trailingSlash: "never"`. */
import fs from "node:fs";
import path from "node:path";

/** Every .html file under dir, as sorted POSIX paths relative to it ("services/veneers/index.html"). */
export function listHtmlFiles(dir: string, relative = ""): string[] {
  const out: string[] = [];
  const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listHtmlFiles(dir, rel));
    else if (entry.isFile() && entry.name.endsWith(".html")) out.push(rel);
  }
  return out;
}

/** Build artefacts rather than pages: Gatsby Slices' script fragments under _gatsby/. */
export function isPageFile(file: string): boolean {
  return !file.startsWith("_gatsby/");
}

/** The URL a page file answers: "index.html" → "/", "services/veneers/index.html" → "/services/veneers", "404.html" → "/404.html". */
export function pageUrl(file: string): string {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}
