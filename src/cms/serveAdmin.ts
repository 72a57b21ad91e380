/**
 * A small server for the content editor alone (`npm run cms` and the browser test): the files of an
 * admin folder at /admin/, with the editor's own Content-Security-Policy, opener policy and noindex headers.
 * `gatsby develop` does not serve an HTML file from static/, so the editor gets its own port.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ADMIN_OPENER_POLICY, ADMIN_ROBOTS } from "./admin";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".yml": "text/yaml",
};

export function createAdminServer(adminDir: string, csp: string): http.Server {
  return http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === "/" || pathname === "/admin") {
      response.writeHead(302, { location: "/admin/" }).end();
      return;
    }
    const name = pathname === "/admin/" ? "index.html" : pathname.replace(/^\/admin\//, "");
    const file = path.join(adminDir, name);
    if (!pathname.startsWith("/admin/") || name.includes("..") || name.includes("/") || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "content-security-policy": csp,
      "x-robots-tag": ADMIN_ROBOTS,
      "cross-origin-opener-policy": ADMIN_OPENER_POLICY,
    });
    fs.createReadStream(file).pipe(response);
  });
}
