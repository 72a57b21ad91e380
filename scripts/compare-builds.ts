/**
 * Builds two commits and compares what a visitor or a host receives from each, so a restructure can
 * show that it changed nothing there.
 *
 *   npm run compare:builds -- <before-rev> [<after-rev>]      (after: this checkout's HEAD)
 *       [--before-public <dir>] [--after-public <dir>]      compare a folder already built instead of building
 *       [--save-builds <dir>]                               keep each build as <dir>/<short sha>/public
 *       [--report reports/build-comparison.md]
 *
 * Each commit is checked out into its own temporary git worktree (removed at the end, failure or not),
 * with this checkout's node_modules linked in (so both commits must have this checkout's
 * package-lock.json and patches/), and built as a host builds it: `npx gatsby build`, the same
 * environment for both, GATSBY_TELEMETRY_DISABLED=1, without CMS_*, STATIC_HOST or NETLIFY. One build
 * after the other, never both at once. With both folders given and no commit, nothing is built or
 * rendered: only the files in the folders are compared.
 *
 * Compared, file by file: every HTML file (pages, redirect stubs, 404s, the editor's page), the page
 * data, the static query results (as a set of contents: their names are hashes of the query), `_headers`
 * and `_redirects` as built (Cloudflare's flavour), the same two rendered for Netlify, the sitemaps,
 * robots.txt, manifest.webmanifest, every other file (images, media, icons) byte for byte, and the
 * nginx configuration. Netlify's files and the nginx configuration are rendered in a child process run
 * inside each commit's worktree with that commit's own code (the modules that export the writer
 * `writeStaticHostFiles` and `renderNginxConfig`, wherever the commit keeps them), from the folder
 * compared. Gatsby's hashed bundles (and the `.gz`/`.br` copies, which follow from the files compared)
 * are only listed: count and bytes.
 *
 * Normalised before comparing, in both trees alike (nothing else is):
 * - the content hash in a bundle's name (app-<hash>.js, styles.<hash>.css, component---…-<hash>.js) and
 *   webpack's numeric chunk ids (231-<hash>.js): each name becomes a token made of what is left of it and
 *   its rank among the names with that rest, in order of first appearance in the compared files;
 * - webpackCompilationHash (page-data/app-data.json and the pages);
 * - each 'sha256-…' of an inline script (in the CSPs of `_headers` and nginx) becomes the hash of that
 *   script's text after the two steps above, so a script that differs only by a bundle name matches;
 *   a CSP's run of such hashes is sorted again (the project sorts them by value; the order means nothing);
 * - a static query's name (page-data/sq/d/<hash>.json and each page's staticQueryHashes, which are
 *   sorted again) becomes a token for its normalised content;
 * - a page template's chunk name (component---src-templates-service-tsx), when the template moved: the
 *   pages that used one name use the other, one for one ("renamed chunks"; accepted only when nothing
 *   else differs);
 * - in the nginx configuration, the absolute paths of the public/ folder and of the render's own
 *   temporary folder (for logs and modules).
 * Nothing is normalised for non-determinism: two builds of one commit (4b5d678) in two worktrees at
 * different paths were byte for byte the same (`diff -r`: no time, no absolute path, no varying order).
 *
 * Exit code 0 when nothing differs but bundle bytes and renamed chunks, 1 otherwise, 2 on a usage error.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const CHECKOUT = path.resolve(__dirname, "..");
const DEFAULT_REPORT = "reports/build-comparison.md";
/** Lines of each difference's unified diff shown in the report. */
const DIFF_LINES = 40;
/** Longest line shown in a diff (a page's inline CSS is one line). */
const DIFF_LINE_CHARS = 240;

// ---------------------------------------------------------------------------------------------
// The files of a built site

export type Category =
  | "html"
  | "page data"
  | "static queries"
  | "_headers"
  | "_redirects"
  | "_headers (Netlify)"
  | "_redirects (Netlify)"
  | "sitemap"
  | "robots.txt"
  | "manifest.webmanifest"
  | "nginx"
  | "other files";

export const CATEGORIES: Category[] = [
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
];

/** A bundle webpack names by content: app-<hash>.js, styles.<hash>.css, 231-<hash>.js at the root of public/. */
const BUNDLE = /^([^/]+?)([.-])([0-9a-f]{20})\.(js|css)$/;
const STATIC_QUERY = /^page-data\/sq\/d\/(\d+)\.json$/;
const COMPRESSED = /\.(gz|br)$/;
const TEXT = /\.(html|json|xml|txt|webmanifest|svg|css|js|mjs|conf)$|(^|\/)_(headers|redirects)$/;

/** What a file of public/ is compared as; undefined for bundles and compressed copies, which are only listed. */
export function categoryOf(file: string): Category | undefined {
  if (COMPRESSED.test(file) || BUNDLE.test(file)) return undefined;
  if (STATIC_QUERY.test(file)) return "static queries";
  if (file.startsWith("page-data/")) return "page data";
  if (file.endsWith(".html")) return "html";
  if (file === "_headers" || file === "_redirects") return file;
  if (/^sitemap-[^/]*\.xml$/.test(file)) return "sitemap";
  if (file === "robots.txt" || file === "manifest.webmanifest") return file;
  return "other files";
}

/** Every file under dir, relative, with "/" separators, sorted. */
export function listTree(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** One side of the comparison: the built folder's files and what was rendered from it. */
export interface Side {
  publicDir: string;
  /** Rendered files (name → text), e.g. "nginx.conf", "netlify/_headers"; absent when nothing was rendered. */
  rendered?: Map<string, string>;
}

interface Tree {
  /** Compared files by name ("services/veneers.html", "[rendered] nginx.conf"). */
  files: Map<string, { category: Category; bytes: Buffer }>;
  bundles: { name: string; bytes: number }[];
  compressed: { files: number; bytes: number };
}

function readTree(side: Side): Tree {
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

const isText = (name: string) => TEXT.test(name) || name.startsWith("[rendered] ");

// ---------------------------------------------------------------------------------------------
// Normalisation

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function replaceAll(text: string, pairs: [string, string][]): string {
  if (pairs.length === 0) return text;
  // One pass, longest first, so that no replacement is replaced again.
  const sorted = [...pairs].sort((a, b) => b[0].length - a[0].length);
  const lookup = new Map(sorted);
  const pattern = new RegExp(sorted.map(([from]) => escapeRegExp(from)).join("|"), "g");
  return text.replace(pattern, (match) => lookup.get(match) ?? match);
}

/** A template's chunk name, not followed by more of a name (but possibly by "-<hash>.js"). */
function chunkNamePattern(names: string[]): RegExp {
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?:${alternatives.join("|")})(?![A-Za-z0-9_]|-(?![0-9a-f]{20}\\.))`, "g");
}

/** The CSP source of an inline script, as the browser hashes it (after newline normalisation). */
export function scriptHash(text: string): string {
  return crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
}

/** The raw text of every inline <script> (the ones a CSP hash can allow, and others: extra ones do no harm). */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi))
    if (!/\bsrc\s*=/i.test(match[1])) texts.push(match[2]);
  return texts;
}

const digest = (text: string | Buffer, length = 12) => crypto.createHash("sha256").update(text).digest("hex").slice(0, length);

/** Chunk names of page templates, page by page, from the page data: page-data/<page>/page-data.json → name. */
function componentChunks(tree: Tree): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [file, { bytes }] of tree.files) {
    if (!file.endsWith("/page-data.json")) continue;
    const name = /"componentChunkName":"([^"]+)"/.exec(bytes.toString("utf8"))?.[1];
    if (name) chunks.set(file, name);
  }
  return chunks;
}

export interface Renames {
  /** before name → after name, for templates whose chunk name changed. */
  chunks: [string, string][];
  /** Chunk names that changed but not one for one (so they are left as they are, and show as differences). */
  problems: string[];
}

/** The template chunks renamed between the trees: pages in both whose chunk name changed, one for one. */
function chunkRenames(before: Tree, after: Tree): Renames {
  const a = componentChunks(before);
  const b = componentChunks(after);
  const forward = new Map<string, Set<string>>();
  const backward = new Map<string, Set<string>>();
  for (const [page, name] of a) {
    const other = b.get(page);
    if (other === undefined || other === name) continue;
    if (!forward.has(name)) forward.set(name, new Set());
    if (!backward.has(other)) backward.set(other, new Set());
    forward.get(name)?.add(other);
    backward.get(other)?.add(name);
  }
  const stillUsed = (names: Map<string, string>, name: string) => [...names.values()].includes(name);
  const chunks: [string, string][] = [];
  const problems: string[] = [];
  for (const [from, targets] of forward) {
    const [to] = [...targets];
    const one = targets.size === 1 && backward.get(to)?.size === 1;
    // A rename leaves no page on the old name after, nor on the new name before.
    if (one && !stillUsed(b, from) && !stillUsed(a, to)) chunks.push([from, to]);
    else problems.push(`${from} → ${[...targets].join(", ")}`);
  }
  return { chunks: chunks.sort(), problems };
}

/**
 * A CSP's run of script hashes, sorted: the project writes them sorted by value, so new values come in
 * another order; the order of a directive's sources means nothing to a browser.
 */
export function sortScriptSources(text: string): string {
  return text.replace(/'sha256-[^']+'(?: 'sha256-[^']+')+/g, (run) => run.split(" ").sort().join(" "));
}

interface Normaliser {
  /** A file's name in the normalised tree. */
  name: (file: string) => string;
  /** A text file's normalised content. */
  text: (text: string) => string;
  /** Static query token → original name. */
  staticQueries: Map<string, string>;
}

/**
 * The normalisation of one tree. `renames` (after name → before name) is applied first, to the after
 * tree only, so both trees then use the before names.
 */
function normaliser(tree: Tree, renames: [string, string][]): Normaliser {
  const renamePattern = renames.length > 0 ? chunkNamePattern(renames.map(([from]) => from)) : undefined;
  const renameMap = new Map(renames);
  const rename = (text: string) => (renamePattern ? text.replace(renamePattern, (name) => renameMap.get(name) ?? name) : text);

  // Bundle names → tokens, by what is left of the name, in order of first appearance in the compared texts.
  const texts = [...tree.files]
    .filter(([file]) => isText(file))
    .map(([file, { bytes }]) => [file, rename(bytes.toString("utf8"))]);
  const bundles = tree.bundles.map(({ name }) => rename(name)).filter((name) => BUNDLE.test(name));
  const position = new Map<string, number>();
  let offset = 0;
  for (const [, text] of texts) {
    for (const name of bundles) {
      if (position.has(name)) continue;
      const at = text.indexOf(name);
      if (at >= 0) position.set(name, offset + at);
    }
    offset += text.length;
  }
  const byStem = new Map<string, string[]>();
  for (const name of [...bundles].sort(
    (x, y) => (position.get(x) ?? Infinity) - (position.get(y) ?? Infinity) || x.localeCompare(y),
  )) {
    const [, stem, separator, , extension] = BUNDLE.exec(name) ?? [];
    const rest = /^\d+$/.test(stem) ? `[id]${separator}[hash].${extension}` : `${stem}${separator}[hash].${extension}`;
    byStem.set(rest, [...(byStem.get(rest) ?? []), name]);
  }
  const pairs: [string, string][] = [];
  for (const [rest, names] of byStem)
    names.forEach((name, index) => {
      const token =
        names.length === 1 ? rest : rest.replace("[hash]", `[hash#${index + 1}]`).replace("[id]", `[id#${index + 1}]`);
      const hash = BUNDLE.exec(name)?.[3] ?? "";
      pairs.push([name, token], [hash, `[hash of ${token}]`]);
    });
  const compilation = tree.files.get("page-data/app-data.json")?.bytes.toString("utf8");
  const compilationHash = compilation ? /"webpackCompilationHash":"([0-9a-f]+)"/.exec(compilation)?.[1] : undefined;
  if (compilationHash) pairs.push([compilationHash, "[webpackCompilationHash]"]);
  const names = (text: string) => replaceAll(rename(text), pairs);

  // Static queries → tokens for their normalised content.
  const staticQueries = new Map<string, string>();
  const queryPairs: [RegExp, string][] = [];
  for (const [file, { bytes }] of tree.files) {
    const hash = STATIC_QUERY.exec(file)?.[1];
    if (!hash) continue;
    const content = `sq-${digest(names(bytes.toString("utf8")))}`;
    // Two queries with one result keep two names (in order of their names).
    let token = content;
    for (let n = 2; staticQueries.has(token); n++) token = `${content}-${n}`;
    staticQueries.set(token, hash);
    queryPairs.push([new RegExp(`\\b${hash}\\b`, "g"), token]);
  }
  const queries = (text: string) =>
    queryPairs
      .reduce((result, [pattern, token]) => result.replace(pattern, token), text)
      .replace(
        /"staticQueryHashes":\[([^\]]*)\]/g,
        (_, list: string) => `"staticQueryHashes":[${list.split(",").sort().join(",")}]`,
      );

  // Inline scripts' CSP hashes → the hash of the normalised script.
  const scriptPairs: [string, string][] = [];
  for (const [file, { bytes }] of tree.files)
    if (file.endsWith(".html"))
      for (const script of inlineScriptTexts(bytes.toString("utf8"))) {
        const normalised = queries(names(script));
        if (normalised !== script) scriptPairs.push([`sha256-${scriptHash(script)}`, `sha256-[${scriptHash(normalised)}]`]);
      }

  return {
    name: (file) => {
      const query = STATIC_QUERY.exec(file)?.[1];
      if (query) return `page-data/sq/d/${[...staticQueries].find(([, hash]) => hash === query)?.[0]}.json`;
      return names(file);
    },
    text: (text) => sortScriptSources(replaceAll(queries(names(text)), scriptPairs)),
    staticQueries,
  };
}

// ---------------------------------------------------------------------------------------------
// Comparison

export interface Difference {
  category: Category;
  /** The file's name (the before name when it was renamed). */
  file: string;
  kind: "different" | "only before" | "only after";
  /** A unified diff of the normalised text (text files that differ). */
  diff?: string;
}

export interface Counts {
  compared: number;
  identical: number;
  different: number;
  onlyBefore: number;
  onlyAfter: number;
}

export interface Comparison {
  counts: Record<Category, Counts>;
  differences: Difference[];
  renamedChunks: [string, string][];
  /** Chunk names that changed in a way no rename explains. */
  chunkProblems: string[];
  /** Static queries whose name changed while their content did not: [before name, after name]. */
  renamedQueries: [string, string][];
  bundles: { before: { files: number; bytes: number }; after: { files: number; bytes: number } };
  compressed: { before: { files: number; bytes: number }; after: { files: number; bytes: number } };
  /** Whether Netlify's files and nginx were rendered (they need each commit's code). */
  rendered: boolean;
  identical: boolean;
}

/** Shown in a diff: a page broken after each tag and JSON after each field, long lines cut. */
function forDisplay(file: string, text: string): string {
  let shown = text;
  if (file.endsWith(".html") || file.endsWith(".xml")) shown = text.replace(/></g, ">\n<");
  else if (file.endsWith(".json") || file.endsWith(".webmanifest")) shown = text.replace(/,"/g, ',\n"');
  return shown
    .split("\n")
    .map((line) => (line.length > DIFF_LINE_CHARS ? `${line.slice(0, DIFF_LINE_CHARS)}…` : line))
    .join("\n");
}

/** The first lines of `diff -u` between two texts. */
export function unifiedDiff(file: string, before: string, after: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compare-diff-"));
  try {
    const [a, b] = [path.join(dir, "before"), path.join(dir, "after")];
    fs.writeFileSync(a, `${forDisplay(file, before)}\n`);
    fs.writeFileSync(b, `${forDisplay(file, after)}\n`);
    const result = spawnSync("diff", ["-u", "--label", `before/${file}`, "--label", `after/${file}`, a, b], { encoding: "utf8" });
    if (result.error) throw result.error;
    const lines = result.stdout.split("\n");
    const cut =
      lines.length > DIFF_LINES + 1 ? [...lines.slice(0, DIFF_LINES), `… (${lines.length - DIFF_LINES} more lines)`] : lines;
    return cut.join("\n").trimEnd();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function emptyCounts(): Record<Category, Counts> {
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, { compared: 0, identical: 0, different: 0, onlyBefore: 0, onlyAfter: 0 }]),
  ) as Record<Category, Counts>;
}

const sum = (items: { bytes: number }[]) => items.reduce((total, item) => total + item.bytes, 0);

export function compareSides(before: Side, after: Side): Comparison {
  const a = readTree(before);
  const b = readTree(after);
  const renames = chunkRenames(a, b);
  const normaliseA = normaliser(a, []);
  const normaliseB = normaliser(
    b,
    renames.chunks.map(([from, to]) => [to, from]),
  );
  const normalisedA = new Map([...a.files].map(([file, entry]) => [normaliseA.name(file), { file, ...entry }]));
  const normalisedB = new Map([...b.files].map(([file, entry]) => [normaliseB.name(file), { file, ...entry }]));

  const counts = emptyCounts();
  const differences: Difference[] = [];
  for (const name of [...new Set([...normalisedA.keys(), ...normalisedB.keys()])].sort()) {
    const x = normalisedA.get(name);
    const y = normalisedB.get(name);
    const category = (x ?? y)?.category ?? "other files";
    const count = counts[category];
    count.compared += 1;
    const shown = x?.file ?? y?.file ?? name;
    if (!x || !y) {
      count[x ? "onlyBefore" : "onlyAfter"] += 1;
      differences.push({ category, file: shown, kind: x ? "only before" : "only after" });
      continue;
    }
    let same: boolean;
    let diff: string | undefined;
    if (isText(x.file) || isText(y.file)) {
      const textA = normaliseA.text(x.bytes.toString("utf8"));
      const textB = normaliseB.text(y.bytes.toString("utf8"));
      same = textA === textB;
      if (!same) diff = unifiedDiff(shown, textA, textB);
    } else same = x.bytes.equals(y.bytes);
    if (same) count.identical += 1;
    else {
      count.different += 1;
      differences.push({ category, file: shown, kind: "different", diff });
    }
  }

  const renamedQueries: [string, string][] = [];
  for (const [token, name] of normaliseA.staticQueries) {
    const other = normaliseB.staticQueries.get(token);
    if (other !== undefined && other !== name) renamedQueries.push([name, other]);
  }
  const identical = differences.length === 0 && renames.problems.length === 0;
  return {
    counts,
    differences,
    renamedChunks: renames.chunks,
    chunkProblems: renames.problems,
    renamedQueries: renamedQueries.sort(),
    bundles: {
      before: { files: a.bundles.length, bytes: sum(a.bundles) },
      after: { files: b.bundles.length, bytes: sum(b.bundles) },
    },
    compressed: { before: a.compressed, after: b.compressed },
    rendered: Boolean(before.rendered && after.rendered),
    identical,
  };
}

// ---------------------------------------------------------------------------------------------
// The report

export interface Build {
  /** What was asked for ("4b5d678", "HEAD"), the commit it is, its subject; undefined for a folder alone. */
  rev?: { asked: string; sha: string; subject: string };
  publicDir: string;
  /** Seconds the build took; undefined when the folder was given. */
  seconds?: number;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const differenceCount = (comparison: Comparison) => comparison.differences.length + comparison.chunkProblems.length;
const bytes = (value: number) => `${value.toLocaleString("en-US")} bytes`;

export function reportText(comparison: Comparison, builds: { before: Build; after: Build }, date = new Date()): string {
  const describe = (build: Build) => {
    const commit = build.rev ? `\`${build.rev.sha.slice(0, 12)}\` (${build.rev.asked}): ${build.rev.subject}` : "no commit";
    const how =
      build.seconds === undefined ? `built folder \`${build.publicDir}\`` : `built here in ${Math.round(build.seconds)} s`;
    return `${commit}; ${how}`;
  };
  const lines = [
    "# Build comparison",
    "",
    `- Before: ${describe(builds.before)}`,
    `- After: ${describe(builds.after)}`,
    `- Date: ${date.toISOString()}`,
    `- Result: ${comparison.identical ? "**identical** (after the normalisations in scripts/compare-builds.ts)" : `**${plural(differenceCount(comparison), "difference")}**`}`,
    "",
    "| category | compared | identical | different | only before | only after |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...CATEGORIES.map((category) => {
      const c = comparison.counts[category];
      return `| ${category} | ${c.compared} | ${c.identical} | ${c.different} | ${c.onlyBefore} | ${c.onlyAfter} |`;
    }),
    "",
  ];
  if (!comparison.rendered)
    lines.push(
      "Netlify's `_headers`/`_redirects` and the nginx configuration were not rendered (no commit given for both sides), so not compared.",
      "",
    );
  lines.push(
    "Listed, not compared (their names carry content hashes; the pages that load them are compared):",
    "",
    "| | before | after |",
    "| --- | ---: | ---: |",
    `| bundles (scripts and styles) | ${plural(comparison.bundles.before.files, "file")}, ${bytes(comparison.bundles.before.bytes)} | ${plural(comparison.bundles.after.files, "file")}, ${bytes(comparison.bundles.after.bytes)} |`,
    `| .gz and .br copies | ${plural(comparison.compressed.before.files, "file")}, ${bytes(comparison.compressed.before.bytes)} | ${plural(comparison.compressed.after.files, "file")}, ${bytes(comparison.compressed.after.bytes)} |`,
    "",
  );
  if (comparison.renamedChunks.length > 0) {
    const accepted = comparison.identical ? "" : " (accepted only when nothing else differs: here other files differ)";
    lines.push(
      `## Renamed chunks${accepted}`,
      "",
      ...comparison.renamedChunks.map(([from, to]) => `- \`${from}\` → \`${to}\``),
      "",
    );
  }
  if (comparison.chunkProblems.length > 0)
    lines.push(
      "## Chunk names that changed, not one for one (differences)",
      "",
      ...comparison.chunkProblems.map((problem) => `- ${problem}`),
      "",
    );
  if (comparison.renamedQueries.length > 0)
    lines.push(
      "## Static queries renamed (same result under another name)",
      "",
      ...comparison.renamedQueries.map(([from, to]) => `- \`page-data/sq/d/${from}.json\` → \`page-data/sq/d/${to}.json\``),
      "",
    );
  if (comparison.differences.length > 0) {
    lines.push("## Differences", "");
    for (const difference of comparison.differences) {
      lines.push(`### ${difference.category}: \`${difference.file}\` (${difference.kind})`, "");
      if (difference.diff) lines.push("```diff", difference.diff, "```", "");
    }
  }
  return `${lines.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// Worktrees, builds and renders

function git(args: string[], cwd = CHECKOUT): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim() || `exit ${result.status}`}`);
  return result.stdout.trim();
}

function resolveRev(asked: string): NonNullable<Build["rev"]> {
  const sha = git(["rev-parse", "--verify", `${asked}^{commit}`]);
  return { asked, sha, subject: git(["log", "-1", "--format=%s", sha]) };
}

/** node_modules is shared: both commits must install exactly what this checkout installed. */
function checkSharedDependencies(revs: NonNullable<Build["rev"]>[]): void {
  const lock = fs.readFileSync(path.join(CHECKOUT, "package-lock.json"), "utf8");
  const patchesOf = (commit: string) =>
    spawnSync("git", ["rev-parse", `${commit}:patches`], { cwd: CHECKOUT, encoding: "utf8" }).stdout.trim();
  const patches = patchesOf("HEAD");
  for (const rev of revs) {
    if (git(["show", `${rev.sha}:package-lock.json`]) !== lock.trim())
      throw new Error(
        `${rev.asked} has another package-lock.json than this checkout: this script links one node_modules into both builds, which would build ${rev.asked} with the wrong dependencies. Compare builds made with their own npm ci (--before-public/--after-public) instead.`,
      );
    if (patchesOf(rev.sha) !== patches)
      throw new Error(
        `${rev.asked} has other patches/ than this checkout's HEAD: the shared node_modules is patched for this one.`,
      );
  }
}

/** The environment of both builds: this one, without what makes a build differ by host or editor. */
export function buildEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith("CMS_") && name !== "STATIC_HOST" && name !== "NETLIFY"),
  );
  return { ...clean, GATSBY_TELEMETRY_DISABLED: "1" };
}

function addWorktree(dir: string, rev: NonNullable<Build["rev"]>): void {
  git(["worktree", "add", "--detach", dir, rev.sha]);
  fs.symlinkSync(fs.realpathSync(path.join(CHECKOUT, "node_modules")), path.join(dir, "node_modules"));
}

function removeWorktree(dir: string): void {
  const result = spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: CHECKOUT, encoding: "utf8" });
  if (result.status !== 0) console.error(`Could not remove the worktree ${dir}: ${result.stderr.trim()}`);
  fs.rmSync(dir, { recursive: true, force: true });
  spawnSync("git", ["worktree", "prune"], { cwd: CHECKOUT });
}

function build(dir: string, rev: NonNullable<Build["rev"]>): number {
  console.log(`\n▶ gatsby build of ${rev.asked} (${rev.sha.slice(0, 12)}) in ${dir}`);
  const start = Date.now();
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: dir, env: buildEnvironment(), stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`gatsby build of ${rev.asked} failed (exit ${result.status ?? result.signal})`);
  return (Date.now() - start) / 1000;
}

/** Netlify's files and the nginx configuration, rendered by the worktree's own code from publicDir. */
function renderInWorktree(worktree: string, publicDir: string, label: string): Map<string, string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "compare-render-"));
  try {
    const result = spawnSync("npx", ["tsx", __filename, "--render-hosts", path.resolve(publicDir), out], {
      cwd: worktree,
      env: buildEnvironment(),
      encoding: "utf8",
    });
    if (result.status !== 0)
      throw new Error(`Rendering the host files of ${label} failed:\n${result.stderr.trim() || result.stdout.trim()}`);
    return new Map(listTree(out).map((file) => [file, fs.readFileSync(path.join(out, file), "utf8")]));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The child process: runs in a commit's worktree, with its code

/** The one source file of the worktree that exports `name` (tests and browser tests left out). */
function exporter(root: string, name: string): string {
  const files = git(["ls-files", "*.ts"], root)
    .split("\n")
    .filter((file) => file && !/^(__tests__|e2e|node_modules)\//.test(file));
  const pattern = new RegExp(`^export (?:async )?(?:function|const) ${name}\\b`, "m");
  const found = files.filter((file) => pattern.test(fs.readFileSync(path.join(root, file), "utf8")));
  if (found.length !== 1)
    throw new Error(
      found.length === 0
        ? `No file of ${root} exports ${name}`
        : `${found.length} files of ${root} export ${name} (${found.join(", ")}): which one renders?`,
    );
  return path.join(root, found[0]);
}

type Exports = Record<string, unknown>;

function exported<T>(root: string, name: string, load: (file: string) => Exports): T {
  const value = load(exporter(root, name))[name];
  if (typeof value !== "function") throw new Error(`${name} is not a function`);
  return value as T;
}

/** Copies a folder: hard links where possible (nothing here writes into a linked file: the two host files are unlinked first). */
function linkTree(from: string, to: string): void {
  for (const file of listTree(from)) {
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(from, file), target);
    } catch {
      fs.copyFileSync(path.join(from, file), target);
    }
  }
}

function renderHosts(publicDir: string, out: string): void {
  const root = process.cwd();
  const load = createRequire(path.join(root, "package.json")) as (file: string) => Exports;
  type LoadRedirects = (file: string) => unknown[];
  const loadRedirects = exported<LoadRedirects>(root, "loadRedirects", load);
  const rules = loadRedirects(path.join(root, "content/redirects/redirects.json"));

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "compare-hosts-"));
  try {
    // Netlify's flavour, written by the commit's own writer into a copy of the built folder.
    const copy = path.join(scratch, "public");
    linkTree(publicDir, copy);
    for (const file of ["_headers", "_redirects"]) fs.rmSync(path.join(copy, file), { force: true });
    process.env.STATIC_HOST = "netlify";
    const write = exported<(dir: string, rules: unknown[], host: string) => unknown>(root, "writeStaticHostFiles", load);
    write(copy, rules, "netlify");
    fs.mkdirSync(path.join(out, "netlify"));
    for (const file of ["_headers", "_redirects"]) fs.copyFileSync(path.join(copy, file), path.join(out, "netlify", file));

    // nginx, without and with brotli (its modules stand-ins, so the render does not depend on this machine's nginx).
    type Render = (options: Record<string, unknown>) => { config: string };
    const render = exported<Render>(root, "renderNginxConfig", load);
    const modules = path.join(scratch, "modules");
    fs.mkdirSync(modules);
    for (const module of ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"])
      fs.writeFileSync(path.join(modules, module), "");
    const runtime = path.join(scratch, "runtime");
    // Placeholders for the absolute paths the render embeds.
    const paths: [string, string][] = [
      [path.resolve(publicDir), "<public>"],
      [modules, "<modules>"],
      [runtime, "<runtime>"],
    ];
    const options = { root: publicDir, port: 8080, host: "127.0.0.1", runtime, rules, user: "www-data" };
    for (const [file, brotli] of [
      ["nginx.conf", { brotli: "off" }],
      ["nginx-brotli.conf", { brotli: "on", brotliModule: path.join(modules, "ngx_http_brotli_filter_module.so") }],
    ] as const)
      fs.writeFileSync(path.join(out, file), replaceAll(render({ ...options, ...brotli }).config, paths));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Command line

const USAGE =
  "Usage: npm run compare:builds -- <before-rev> [<after-rev>] [--before-public <dir>] [--after-public <dir>] [--save-builds <dir>] [--report <file>]";

/** Runs the comparison; returns the exit code (0 identical, 1 different). */
export function run(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      "before-public": { type: "string" },
      "after-public": { type: "string" },
      "save-builds": { type: "string" },
      report: { type: "string" },
    },
    allowPositionals: true,
  });
  if (positionals.length > 2) throw new UsageError(USAGE);
  const given = { before: values["before-public"], after: values["after-public"] };
  if (positionals.length === 0 && !(given.before && given.after))
    throw new UsageError(`${USAGE}\n(without a commit, give both --before-public and --after-public)`);
  for (const dir of [given.before, given.after])
    if (dir && !fs.existsSync(path.join(dir, "index.html"))) throw new Error(`${dir} holds no built site (no index.html)`);

  const revs =
    positionals.length > 0 ? { before: resolveRev(positionals[0]), after: resolveRev(positionals[1] ?? "HEAD") } : undefined;
  const builds: { before: Build; after: Build } = {
    before: { rev: revs?.before, publicDir: given.before ?? "" },
    after: { rev: revs?.after, publicDir: given.after ?? "" },
  };
  const sides: { before: Side; after: Side } = {
    before: { publicDir: "" },
    after: { publicDir: "" },
  };
  const scratch = revs ? fs.mkdtempSync(path.join(os.tmpdir(), "compare-builds-")) : undefined;
  const worktrees: string[] = [];
  const cleanUp = () => {
    for (const dir of worktrees.splice(0)) removeWorktree(dir);
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    if (revs && scratch) {
      const toBuild = (["before", "after"] as const).filter((side) => !given[side]).map((side) => revs[side]);
      checkSharedDependencies(toBuild);
      for (const side of ["before", "after"] as const) {
        const dir = path.join(scratch, side);
        addWorktree(dir, revs[side]);
        worktrees.push(dir);
        if (!given[side]) {
          builds[side].seconds = build(dir, revs[side]);
          builds[side].publicDir = path.join(dir, "public");
          if (values["save-builds"]) {
            const saved = path.resolve(values["save-builds"], revs[side].sha.slice(0, 7), "public");
            fs.rmSync(saved, { recursive: true, force: true });
            fs.cpSync(builds[side].publicDir, saved, { recursive: true });
            console.log(`Kept the build of ${revs[side].asked} in ${saved}`);
          }
        }
        sides[side].publicDir = builds[side].publicDir;
        sides[side].rendered = renderInWorktree(dir, builds[side].publicDir, revs[side].asked);
      }
    } else {
      sides.before.publicDir = builds.before.publicDir;
      sides.after.publicDir = builds.after.publicDir;
    }
    const comparison = compareSides(sides.before, sides.after);
    const report = path.resolve(values.report ?? path.join(CHECKOUT, DEFAULT_REPORT));
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, reportText(comparison, builds));
    const shown = path.relative(process.cwd(), report);
    console.log(
      comparison.identical
        ? `Identical: nothing a visitor or a host receives differs (${shown}).`
        : `${plural(differenceCount(comparison), "difference")}: see ${shown}.`,
    );
    return comparison.identical ? 0 : 1;
  } finally {
    cleanUp();
    process.removeListener("SIGINT", interrupted);
    process.removeListener("SIGTERM", interrupted);
  }
}

export class UsageError extends Error {}

if (require.main === module) {
  try {
    if (process.argv[2] === "--render-hosts") renderHosts(process.argv[3], process.argv[4]);
    else process.exitCode = run(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
