/**
 * The editor's own server for `npm run cms` (gatsby develop serves no HTML file from static/): the admin
 * folder at /admin/ under the editor's headers, the site's static files at their addresses (as the live
 * editor, on the site's origin, finds them) and content/images/ at EDITOR_IMAGES.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ADMIN_HEADERS } from "../../hosting/adminHeaders";
import { EDITOR_IMAGES } from "../../src/cms/browser/decapNames";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".yml": "text/yaml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".ogg": "video/ogg",
};

/** The file under `dir` that a request path names, if it is a plain path inside it. */
function fileIn(dir: string, pathname: string): string | undefined {
  let parts: string[];
  try {
    parts = decodeURIComponent(pathname).split("/").filter(Boolean);
  } catch {
    return undefined; // a malformed escape names no file
  }
  if (parts.length === 0 || parts.some((part) => part === "." || part === ".." || part.includes("\\"))) return undefined;
  const file = path.join(dir, ...parts);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

export function createAdminServer(adminDir: string, csp: string, folders: { staticDir?: string; imagesDir?: string } = {}) {
  const { staticDir, imagesDir } = folders;
  return http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === "/" || pathname === "/admin") return void response.writeHead(302, { location: "/admin/" }).end();
    const staticFile = pathname.startsWith(EDITOR_IMAGES)
      ? imagesDir && fileIn(imagesDir, pathname.slice(EDITOR_IMAGES.length))
      : staticDir && !pathname.startsWith("/admin/")
        ? fileIn(staticDir, pathname)
        : undefined;
    const name = pathname === "/admin/" ? "index.html" : pathname.replace(/^\/admin\//, "");
    // The editor's own files sit at the admin folder's top, under the editor's headers.
    const editorFile = !staticFile && pathname.startsWith("/admin/") && !name.includes("/") ? fileIn(adminDir, name) : undefined;
    const file = staticFile || editorFile;
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, {
      "content-type": TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      ...(editorFile && {
        "content-security-policy": csp,
        "x-robots-tag": ADMIN_HEADERS["X-Robots-Tag"],
        "cross-origin-opener-policy": ADMIN_HEADERS["Cross-Origin-Opener-Policy"],
      }),
    });
    fs.createReadStream(file).pipe(response);
  });
}
