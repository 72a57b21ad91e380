/**
 * The files of a built site by what they are compared as, the rendered host files as "[rendered] …";
 * hashed bundles and `.gz`/`.br` copies (which follow from the files compared) are only counted.
 */
import fs from "node:fs";
import path from "node:path";
import { listTree } from "../../../hosting/pageFiles";

export const CATEGORIES = [
  "html",
  "page data",
  "static queries",
  "_headers",
  "_redirects",
  "_headers (Netlify)",
  "_redirects (Netlify)",
  "sitemap",
  "robots.txt",
  "manifest.webmanifest",
  "nginx",
  "other files",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A bundle webpack names by content: app-<hash>.js, styles.<hash>.css, 231-<hash>.js at the root of public/. */
export const BUNDLE = /^([^/]+?)([.-])([0-9a-f]{20})\.(js|css)$/;
export const STATIC_QUERY = /^page-data\/sq\/d\/(\d+)\.json$/;
const COMPRESSED = /\.(gz|br)$/;
const TEXT = /\.(html|json|xml|txt|webmanifest|svg|css|js|mjs|conf)$|(^|\/)_(headers|redirects)$/;

/** What a file of public/ is compared as; undefined for bundles and compressed copies, which are only listed. */
function categoryOf(file: string): Category | undefined {
  if (COMPRESSED.test(file) || BUNDLE.test(file)) return undefined;
  if (STATIC_QUERY.test(file)) return "static queries";
  if (file.startsWith("page-data/")) return "page data";
  if (file.endsWith(".html")) return "html";
  if (/^sitemap-[^/]*\.xml$/.test(file)) return "sitemap";
  if (file === "_headers" || file === "_redirects" || file === "robots.txt" || file === "manifest.webmanifest") return file;
  return "other files";
}

/** One side: the built folder, and the files rendered from it ("nginx.conf", "netlify/_headers" → text). */
export interface Side {
  publicDir: string;
  rendered?: Map<string, string>;
}

export interface Tree {
  files: Map<string, { category: Category; bytes: Buffer }>;
  bundles: { name: string; bytes: number }[];
  compressed: { files: number; bytes: number };
}

export function readTree(side: Side): Tree {
  const tree: Tree = { files: new Map(), bundles: [], compressed: { files: 0, bytes: 0 } };
  for (const file of listTree(side.publicDir)) {
    const full = path.join(side.publicDir, file);
    const category = categoryOf(file);
    if (category) tree.files.set(file, { category, bytes: fs.readFileSync(full) });
    else if (COMPRESSED.test(file)) {
      tree.compressed.files += 1;
      tree.compressed.bytes += fs.statSync(full).size;
    } else tree.bundles.push({ name: file, bytes: fs.statSync(full).size });
  }
  for (const [name, text] of side.rendered ?? []) {
    const category: Category =
      name === "netlify/_headers" ? "_headers (Netlify)" : name === "netlify/_redirects" ? "_redirects (Netlify)" : "nginx";
    tree.files.set(`[rendered] ${name}`, { category, bytes: Buffer.from(text) });
  }
  return tree;
}

export const isText = (name: string) => TEXT.test(name) || name.startsWith("[rendered] ");
