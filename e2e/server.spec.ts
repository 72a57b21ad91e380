import fs from "node:fs";
import path from "node:path";
import { STRINGS } from "../src/i18n/dictionary";
import { pageFile } from "../hosting/pageFiles";
import { expect, ROUTES, test } from "./fixtures";
import { rawGet } from "../__tests__/support/developServer";

/** nginx's own answers; what every host answers alike (statuses, redirects, error pages, headers) is in hosts.spec.ts. */
const PUBLIC = path.resolve(__dirname, "../public");
/** A page below the top level. */
const ROUTE = ROUTES.find((route) => route.split("/").length > 2) ?? "/";

test.describe("the server under load and abuse", () => {
  test("a gzip answer, for a page or a hashed script, is the build's precompressed file, byte for byte", async ({ baseURL }) => {
    const islands = fs.readdirSync(PUBLIC).find((name) => /^islands-[\w-]+\.js$/.test(name));
    expect(islands).toBeTruthy();
    for (const [url, file] of [...[ROUTE, "/"].map((route) => [route, pageFile(route)]), [`/${islands}`, islands as string]]) {
      const response = await rawGet(String(baseURL), url, { "Accept-Encoding": "gzip" });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.body.equals(fs.readFileSync(path.join(PUBLIC, `${file}.gz`)))).toBe(true);
    }
  });

  // Source maps and webpack's stats: the build publishes neither (__tests__/plugins/sitePostbuild.test.ts). A backslash in the
  // path is never echoed into a Location header.
  test("the error page answers 404 under each of its names, for source maps and webpack's stats, and for a path with a backslash", async ({
    baseURL,
  }) => {
    const bundle = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
    expect(bundle).toBeTruthy();
    for (const url of [
      ...["/404", "/404.html", "/404/", "/404/index.html", "/es/404", "/es/404.html", `/${bundle}.map`, "/webpack.stats.json"],
      ...["/\\evil.example/", "/\\/evil.example/", "/services\\evil/", "//\\evil.example/"],
    ]) {
      const response = await rawGet(String(baseURL), url);
      expect({ status: response.status, location: response.headers.location }, url).toEqual({ status: 404, location: undefined });
      expect(response.body.toString("utf8"), url).toContain(STRINGS[url.startsWith("/es/") ? "es" : "en"].errorApology);
    }
  });

  test("a request for 800 byte ranges gets at most one range", async ({ baseURL }) => {
    const file = fs.readFileSync(path.join(PUBLIC, pageFile(ROUTE)));
    const ranges = Array.from({ length: 800 }, (_, i) => `${i * 2}-${i * 2}`).join(",");
    const many = await rawGet(String(baseURL), ROUTE, { Range: `bytes=${ranges}`, "Accept-Encoding": "identity" });
    // More ranges than allowed: answered as if none were asked for, never as 800 parts.
    expect(many.status).toBe(200);
    expect(many.headers["content-type"]).not.toContain("multipart/byteranges");
    expect(many.body.equals(file)).toBe(true);
    const one = await rawGet(String(baseURL), ROUTE, { Range: "bytes=0-9", "Accept-Encoding": "identity" });
    expect(one.status).toBe(206);
    expect(one.body.equals(file.subarray(0, 10))).toBe(true);
  });

  // The configuration's `user` line: __tests__/hosting/nginx/renderConfig.test.ts.
  test("nginx's workers do not run as root", async () => {
    const master = fs.readFileSync(path.resolve(__dirname, "../.nginx/nginx.pid"), "utf8").trim();
    const workers = fs.readFileSync(`/proc/${master}/task/${master}/children`, "utf8").split(" ").filter(Boolean);
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers)
      expect(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1], `worker ${pid}`).not.toBe("0");
  });
});
