/**
 * @jest-environment node
 *
 * Every text file of the built site, and the text of every `.gz` and `.br` copy, is clean: no NUL or
 * other control character but tab, line feed and carriage return, in any page (Spanish ones
 * included), page data, sitemap, robots.txt or host file.
 */
import fs from "node:fs";
import path from "node:path";
import { describeFinding, scanControlBytes } from "../../plugins/gatsby-plugin-site-postbuild/controlBytes";
import { listHtmlFiles } from "../../hosting/pageFiles";
import { PUBLIC } from "../support/builtPages";

it("reads every page, its compressed copies, the page data, sitemaps, robots.txt and the host files", () => {
  const { files } = scanControlBytes(PUBLIC);
  const pages = listHtmlFiles(PUBLIC).filter((file) => fs.statSync(path.join(PUBLIC, file)).size >= 1024);
  expect(pages.some((file) => file.startsWith("es/"))).toBe(true);
  expect(files).toEqual(
    expect.arrayContaining([
      ...pages.flatMap((page) => [page, `${page}.gz`, `${page}.br`]),
      "page-data/es/privacypolicy/page-data.json",
      "sitemap-index.xml",
      "robots.txt",
      "_headers",
      "_redirects",
    ]),
  );
});

it("has no control character in any of them", () => {
  expect(scanControlBytes(PUBLIC).findings.map(describeFinding)).toEqual([]);
});
