/**
 * @jest-environment node
 *
 * `gatsby build` alone (the test command builds with it, and it is all `npm run build` runs after the
 * content check) leaves the complete site in public/: the files static hosts read, the redirect pages,
 * robots.txt, and a compressed copy of every text file, with no source maps or webpack stats.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { listFiles } from "../../hosting/pageFiles";
import { COMPRESSIBLE } from "../../plugins/gatsby-plugin-site-postbuild/precompress";
import { PUBLIC } from "../support/builtPages";

const ROOT = path.resolve(__dirname, "../..");

it("npm run build is the content check and gatsby build, with no step after it", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(scripts.build).toMatch(/(^|&& )(GATSBY_TELEMETRY_DISABLED=1 )?gatsby build$/);
});

it.each(["_redirects", "_headers", "robots.txt", "services.html", "about.html", "sitemap-index.xml"])(
  "public/%s is there",
  (file) => {
    expect(fs.statSync(path.join(PUBLIC, file)).size).toBeGreaterThan(0);
  },
);

it("tells static hosts to keep browsers on HTTPS", () => {
  expect(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8")).toMatch(
    /^\/\*\n(?: {2}.+\n)*? {2}Strict-Transport-Security: max-age=/m,
  );
});

it("has no source maps and no webpack stats", () => {
  expect(listFiles(PUBLIC, "**/*.map")).toEqual([]);
  expect(fs.existsSync(path.join(PUBLIC, "webpack.stats.json"))).toBe(false);
});

it("has a .gz and a .br for every text file that compresses, each decompressing to the file", () => {
  const files = listFiles(PUBLIC, COMPRESSIBLE);
  expect(files.length).toBeGreaterThan(70);
  const missing: string[] = [];
  for (const file of files) {
    const original = fs.readFileSync(path.join(PUBLIC, file));
    if (original.length < 1024) continue; // a tiny file may not get smaller
    for (const [suffix, decompress] of [
      [".gz", zlib.gunzipSync],
      [".br", zlib.brotliDecompressSync],
    ] as const) {
      const compressed = path.join(PUBLIC, file + suffix);
      if (!fs.existsSync(compressed) || !decompress(fs.readFileSync(compressed)).equals(original)) missing.push(file + suffix);
    }
  }
  expect(missing).toEqual([]);
});
