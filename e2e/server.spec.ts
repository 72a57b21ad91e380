import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, hydrated, ROUTES, test } from "./fixtures";
import { localisePath } from "../src/i18n/languages";
import { MAP_ROUTES, REDIRECTS, SERVICE_ROUTES, VIDEO_SERVICE_ROUTE } from "../__tests__/routes";

/** A service page and the redirects' targets, all read from the content. */
const SERVICE = SERVICE_ROUTES[0];
const redirectTarget = (from: string) => REDIRECTS.find((redirect) => redirect.from === from)?.to ?? "";

test.describe("status codes and redirects from the production server", () => {
  test("every route of the site answers 200", async ({ request }) => {
    for (const route of ROUTES) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
    }
  });

  for (const [from, to] of [...REDIRECTS.map((redirect) => [redirect.from, redirect.to]), [`${SERVICE}/`, SERVICE]]) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(to);
    });
  }

  test("an unknown URL answers 404 with the error screen", async ({ request, page }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Sorry, an unexpected error has occurred.")).toBeVisible();
    await expect(page.getByText("Not Found")).toBeVisible();
  });

  test("in the browser /services and /about reach their targets", async ({ page }) => {
    for (const from of ["/services", "/about"]) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${redirectTarget(from)}$`));
    }
  });

  test("the static-host redirect files work on their own", async ({ request }) => {
    const html = await (await request.get("/services/index.html", { maxRedirects: 0 })).text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${redirectTarget("/services")}">`);
  });
});

test.describe("headers", () => {
  test("pages carry the security headers and are not cached stale", async ({ request }) => {
    const headers = (await request.get(SERVICE)).headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("frame-src https://www.google.com");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["cache-control"]).toContain("no-cache");
  });

  test("hashed assets are cached for a year and compressed", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator('script[src^="/app-"]').first().getAttribute("src");
    expect(script).toBeTruthy();
    const response = await request.get(script as string, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("pages run under the Content-Security-Policy without violations", async ({ page, problems }) => {
    // The home page, a page with a video, one with the map, a legal page, and the Spanish versions.
    const pages = ["/", VIDEO_SERVICE_ROUTE ?? SERVICE, MAP_ROUTES[0] ?? "/", "/privacypolicy"];
    for (const route of [
      ...pages,
      ...pages.map((english) => localisePath(english, "es")).filter((route) => ROUTES.includes(route)),
    ]) {
      await page.goto(route);
      await hydrated(page);
    }
    expect(problems).toEqual([]);
  });
});

/** A request as it goes on the wire (no decompression, no URL clean-up), and the raw answer. */
function raw(
  baseURL: string | undefined,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(baseURL ?? "");
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: urlPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
  });
}

const PUBLIC = path.resolve(__dirname, "../public");
const NGINX_DIR = path.resolve(__dirname, "../.nginx");

test.describe("the server under load and abuse", () => {
  test("a gzip answer is the build's precompressed file, byte for byte", async ({ baseURL }) => {
    for (const [url, file] of [
      [SERVICE, `${SERVICE.slice(1)}/index.html`],
      ["/", "index.html"],
    ]) {
      const response = await raw(baseURL, url, { "Accept-Encoding": "gzip" });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.body.equals(fs.readFileSync(path.join(PUBLIC, `${file}.gz`)))).toBe(true);
    }
  });

  test("the error page answers 404 under each of its names", async ({ baseURL }) => {
    for (const url of ["/404", "/404.html", "/404/", "/404/index.html"]) {
      const response = await raw(baseURL, url);
      expect(response.status, url).toBe(404);
      expect(response.body.toString("utf8"), url).toContain("Sorry, an unexpected error has occurred.");
    }
  });

  test("source maps and webpack's stats are neither published nor served", async ({ baseURL }) => {
    const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
    expect(bundle).toBeTruthy();
    for (const name of [`${bundle}.map`, "webpack.stats.json"]) {
      expect(fs.existsSync(path.join(PUBLIC, name)), name).toBe(false);
      expect((await raw(baseURL, `/${name}`)).status, name).toBe(404);
    }
  });

  test("a request for 800 byte ranges gets at most one range", async ({ baseURL }) => {
    const file = fs.readFileSync(path.join(PUBLIC, SERVICE.slice(1), "index.html"));
    const ranges = Array.from({ length: 800 }, (_, i) => `${i * 2}-${i * 2}`).join(",");
    const many = await raw(baseURL, SERVICE, { Range: `bytes=${ranges}`, "Accept-Encoding": "identity" });
    // More ranges than allowed: answered as if none were asked for, never as 800 parts.
    expect(many.status).toBe(200);
    expect(many.headers["content-type"]).not.toContain("multipart/byteranges");
    expect(many.body.equals(file)).toBe(true);
    const one = await raw(baseURL, SERVICE, { Range: "bytes=0-9", "Accept-Encoding": "identity" });
    expect(one.status).toBe(206);
    expect(one.body.equals(file.subarray(0, 10))).toBe(true);
  });

  test("a backslash in the path is never echoed into a Location header", async ({ baseURL }) => {
    for (const url of ["/\\evil.example/", "/\\/evil.example/", "/services\\evil/", "//\\evil.example/"]) {
      const response = await raw(baseURL, url);
      expect(response.headers.location ?? "", url).not.toContain("\\");
      expect(response.status, url).toBe(404);
    }
  });

  test("nginx's workers do not run as root", async () => {
    const config = fs.readFileSync(path.join(NGINX_DIR, "nginx.conf"), "utf8");
    expect(config).not.toMatch(/^\s*user\s+root\s*;/m);
    const master = fs.readFileSync(path.join(NGINX_DIR, "nginx.pid"), "utf8").trim();
    const workers = fs
      .readdirSync("/proc")
      .filter((pid) => /^\d+$/.test(pid))
      .map((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/status`, "utf8");
        } catch {
          return ""; // ended meanwhile
        }
      })
      .filter((status) => new RegExp(`^PPid:\\s+${master}$`, "m").test(status));
    expect(workers.length).toBeGreaterThan(0);
    for (const status of workers) expect(/^Uid:\s+(\d+)/m.exec(status)?.[1]).not.toBe("0");
  });
});
