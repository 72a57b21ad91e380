/**
 * The pages moved to where every host serves them (hosting/pageFiles.ts says why): Gatsby's
 * public/<path>/index.html becomes public/<path>.html after the build.
 *
 * Gatsby's next build expects its own layout back (it stitches its slices into the pages it wrote
 * earlier and fails on a missing file), so the moves are recorded in .cache/ and undone before it
 * builds again (its onPreBuild, gatsby-node.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { isPageFile, listHtmlFiles, pageFile, pageUrl } from "../../hosting/pageFiles";

/** One page moved: Gatsby's file and where the site serves it from (both relative to public/). */
export interface PageMove {
  from: string;
  to: string;
}

const removeTwins = (file: string) => {
  for (const twin of [`${file}.gz`, `${file}.br`]) fs.rmSync(twin, { force: true });
};

/**
 * Moves every page Gatsby wrote as <path>/index.html to <path>.html; returns the moves. Gatsby's
 * error page is written both as 404.html and 404/index.html: the first is kept, the second left alone.
 */
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

/** Puts the pages back where Gatsby wrote them (before Gatsby builds into the same public/ again). */
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

/** Where the last build's moves are kept, in Gatsby's cache folder (`gatsby clean` empties it with public/). */
const movesFile = (root: string) => path.join(root, ".cache", "page-moves.json");

/** Records the moves made in `root`/public/, for the next build to undo. */
export function recordPageMoves(root: string, moves: PageMove[]): void {
  fs.mkdirSync(path.dirname(movesFile(root)), { recursive: true });
  fs.writeFileSync(movesFile(root), JSON.stringify(moves));
}

/** Puts the pages the last build moved in `root`/public/ back where Gatsby wrote them; returns how many. */
export function undoPageMoves(root: string): number {
  const file = movesFile(root);
  if (!fs.existsSync(file)) return 0;
  return restorePages(path.join(root, "public"), JSON.parse(fs.readFileSync(file, "utf8")) as PageMove[]);
}
