/**
 * Gatsby's public/<path>/index.html moved to public/<path>.html, where every host serves it
 * (hosting/pageFiles.ts); recorded in .cache/ and undone before the next build, which expects its own layout.
 */
import fs from "node:fs";
import path from "node:path";
import { isPageFile, listHtmlFiles, pageFile, pageUrl } from "../../hosting/pageFiles";

export type PageMove = { from: string; to: string };

const removeTwins = (file: string) => [`${file}.gz`, `${file}.br`].forEach((twin) => fs.rmSync(twin, { force: true }));

/** Moves every <path>/index.html to <path>.html but 404/index.html (Gatsby's copy of 404.html). */
export function flattenPages(publicDir: string): PageMove[] {
  const moves: PageMove[] = [];
  for (const from of listHtmlFiles(publicDir)) {
    if (!isPageFile(from) || !from.endsWith("/index.html") || from === "404/index.html") continue;
    const to = pageFile(pageUrl(from));
    const source = path.join(publicDir, from);
    removeTwins(source);
    fs.renameSync(source, path.join(publicDir, to));
    const folder = path.dirname(source);
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
    moves.push({ from, to });
  }
  return moves;
}

export function restorePages(publicDir: string, moves: PageMove[]): number {
  let restored = 0;
  for (const { from, to } of moves) {
    const source = path.join(publicDir, to);
    const target = path.join(publicDir, from);
    if (!fs.existsSync(source) || fs.existsSync(target)) continue;
    removeTwins(source);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(source, target);
    restored += 1;
  }
  return restored;
}

const movesFile = (root: string) => path.join(root, ".cache", "page-moves.json");

export function recordPageMoves(root: string, moves: PageMove[]): void {
  fs.mkdirSync(path.dirname(movesFile(root)), { recursive: true });
  fs.writeFileSync(movesFile(root), JSON.stringify(moves));
}

export function undoPageMoves(root: string): number {
  const file = movesFile(root);
  if (!fs.existsSync(file)) return 0;
  return restorePages(path.join(root, "public"), JSON.parse(fs.readFileSync(file, "utf8")) as PageMove[]);
}
