/** The post-build steps, apart from gatsby-node.ts (which may export only Gatsby's APIs), for tests to run on a small site. */
import fs from "node:fs";
import path from "node:path";
import { UNTRANSLATED_PAGES_VARIABLE } from "../../src/i18n/languages";
import { loadRedirects, writeRedirectFiles } from "../../hosting/redirects";
import { listFiles } from "../../hosting/pageFiles";
import { staticHostFromEnv, writeStaticHostFiles } from "../../hosting/staticHosts";
import { assertNoControlBytes } from "./controlBytes";
import { islandScriptsInFolder } from "./islandScripts";
import { writeIslandsBundle } from "./islandsBundle";
import { flattenPages, type PageMove } from "./pageMoves";
import { precompressFolder } from "./precompress";

/** Every step in order, each reading what the earlier wrote (the CSP hashes the pages' inline scripts); returns the page moves. */
export async function finishSite(
  publicDir: string,
  redirectsFile: string,
  siteUrl: string,
  log: { info: (message: string) => void },
  siteRoot = process.cwd(),
): Promise<PageMove[]> {
  const rules = loadRedirects(redirectsFile);
  const host = staticHostFromEnv();
  const moves = flattenPages(publicDir);
  log.info(`Moved ${moves.length} pages to <path>.html, served at /<path> by every host`);
  const islands = await writeIslandsBundle(siteRoot, publicDir, process.env[UNTRANSLATED_PAGES_VARIABLE] ?? "");
  log.info(
    `Gatsby's runtime left out; the islands script ${islands.src} loads after the page on ${islandScriptsInFolder(publicDir, islands.src)} pages, and ${islands.module} when an island is wanted`,
  );
  log.info(`Wrote ${writeRedirectFiles(publicDir, rules, siteUrl).length} redirect files for static hosts`);
  // robots.txt names the sitemap by its absolute URL, which depends on SITE_URL.
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  // Build files that are not for visitors: source maps (with the sources) and webpack's stats.
  const leftovers = [...listFiles(publicDir, "**/*.map"), ...listFiles(publicDir, "webpack.stats.json")];
  for (const file of leftovers) fs.rmSync(path.join(publicDir, file));
  if (leftovers.length > 0) log.info(`Removed ${leftovers.length} source maps and build stats`);
  writeStaticHostFiles(publicDir, rules, host);
  log.info(`Wrote _redirects and _headers for ${host === "netlify" ? "Netlify" : "Cloudflare Pages (and any static host)"}`);
  const packed = await precompressFolder(publicDir);
  const share = (bytes: number) => `${Math.round((100 * bytes) / Math.max(1, packed.bytes))}%`;
  log.info(
    `Precompressed ${packed.files} text files: gzip ${share(packed.gzipBytes)}, brotli ${share(packed.brotliBytes)} of their size`,
  );
  log.info(`No control characters in ${assertNoControlBytes(publicDir)} text files and compressed copies`);
  return moves;
}
