/** @jest-environment node */
// `gatsby build` alone leaves the complete site in public/ (the post-build step on a small site: plugins/sitePostbuild.test.ts):
// host files, a compressed copy of every text file, no control character.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { listFiles, listHtmlFiles } from "../../hosting/pageFiles";
import { scanControlBytes } from "../../plugins/gatsby-plugin-site-postbuild/controlBytes";
import { COMPRESSIBLE } from "../../plugins/gatsby-plugin-site-postbuild/precompress";
import { PUBLIC } from "../support/builtPages";
import { scripts } from "../../package.json";

const HOST_FILES = ["_redirects", "_headers", "robots.txt", "sitemap-index.xml"];

it("npm run build is the content check and gatsby build, with no step after it", () => {
  expect(scripts.build).toMatch(/(^|&& )(GATSBY_TELEMETRY_DISABLED=1 )?gatsby build$/);
});

it("has a .gz and a .br for every text file that compresses, each decompressing to the file, the .br the smaller", () => {
  const files = listFiles(PUBLIC, COMPRESSIBLE);
  expect(files.length).toBeGreaterThan(70);
  const decompressors = Object.entries({ ".gz": zlib.gunzipSync, ".br": zlib.brotliDecompressSync });
  const missing = files.flatMap((file) => {
    const original = fs.readFileSync(path.join(PUBLIC, file));
    const copies = original.length < 1024 ? [] : decompressors; // a tiny file may not get smaller
    return copies
      .filter(([suffix, decompress]) => {
        const copy = path.join(PUBLIC, file + suffix);
        return !fs.existsSync(copy) || !decompress(fs.readFileSync(copy)).equals(original);
      })
      .map(([suffix]) => file + suffix);
  });
  expect(missing).toEqual([]);
  // Brotli at its best beats gzip at its best on each of them.
  const size = (file: string) => fs.statSync(path.join(PUBLIC, file)).size;
  expect(files.filter((file) => size(file) >= 1024 && size(`${file}.br`) >= size(`${file}.gz`))).toEqual([]);
});

it("has the host files, and no control character in any of them, any page (Spanish ones included), its compressed copies or page data", () => {
  const { files, findings } = scanControlBytes(PUBLIC);
  const pages = listHtmlFiles(PUBLIC).filter((file) => fs.statSync(path.join(PUBLIC, file)).size >= 1024);
  expect(pages.some((file) => file.startsWith("es/"))).toBe(true);
  expect(files).toEqual(
    expect.arrayContaining([
      ...pages.flatMap((page) => [page, `${page}.gz`, `${page}.br`]),
      "page-data/es/privacypolicy/page-data.json",
      ...HOST_FILES,
    ]),
  );
  expect(findings).toEqual([]);
});
