/**
 * What differs between two builds of the same site without anything a visitor or a host receives
 * differing, taken out of both trees alike before comparing (the list: docs/developing.md, "Comparing two builds").
 */
import crypto from "node:crypto";
import { scriptHash } from "../../../hosting/headers";
import { escapeRegExp } from "../../../src/content/gate/terms";
import { BUNDLE, isText, STATIC_QUERY, type Tree } from "./tree";

export function replaceAll(text: string, pairs: [string, string][]): string {
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

/** The raw text of every inline <script> (the ones a CSP hash can allow, and others: extra ones do no harm). */
const inlineScriptTexts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1]))
    .map((match) => match[2]);

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

/**
 * The template chunks renamed between the trees: pages in both whose chunk name changed, one for one (`chunks`: before
 * name → after name); `problems`: chunk names that changed but not one for one (left as they are, so they show as differences).
 */
export function chunkRenames(before: Tree, after: Tree) {
  const [a, b] = [componentChunks(before), componentChunks(after)];
  const forward = new Map<string, Set<string>>();
  for (const [page, name] of a) {
    const other = b.get(page);
    if (other !== undefined && other !== name) forward.set(name, (forward.get(name) ?? new Set<string>()).add(other));
  }
  const sources = (to: string) => [...forward.values()].filter((targets) => targets.has(to)).length;
  const stillUsed = (names: Map<string, string>, name: string) => [...names.values()].includes(name);
  const chunks: [string, string][] = [];
  const problems: string[] = [];
  for (const [from, [to, ...more]] of forward) {
    // One for one, leaving no page on the old name after, nor on the new name before.
    if (more.length === 0 && sources(to) === 1 && !stillUsed(b, from) && !stillUsed(a, to)) chunks.push([from, to]);
    else problems.push(`${from} → ${[to, ...more].join(", ")}`);
  }
  return { chunks: chunks.sort(), problems };
}

const sortScriptSources = (text: string) =>
  text.replace(/'sha256-[^']+'(?: 'sha256-[^']+')+/g, (run) => run.split(" ").sort().join(" "));

/**
 * The normalisation of one tree. `renames` (after name → before name) is applied first, to the after
 * tree only, so both trees then use the before names.
 */
export function normaliser(tree: Tree, renames: [string, string][]) {
  const renamePattern = renames.length > 0 ? chunkNamePattern(renames.map(([from]) => from)) : undefined;
  const renameMap = new Map(renames);
  const rename = (text: string) => (renamePattern ? text.replace(renamePattern, (name) => renameMap.get(name) ?? name) : text);

  const texts = [...tree.files]
    .filter(([file]) => isText(file))
    .map(([, { bytes }]) => rename(bytes.toString("utf8")))
    .join("\n");
  const bundles = tree.bundles.map(({ name }) => rename(name)).filter((name) => BUNDLE.test(name));
  // Where each name first appears; a name that appears nowhere comes last.
  const position = new Map(bundles.map((name) => [name, texts.indexOf(name) + 1 || Infinity]));
  const byStem = new Map<string, string[]>();
  for (const name of bundles.sort((x, y) => position.get(x)! - position.get(y)! || x.localeCompare(y))) {
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
  const names = (text: string) =>
    replaceAll(rename(text), pairs).replace(/"buildTime":"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"buildTime":"[build time]"');

  const staticQueries = new Map<string, string>(); // token → original name
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

  const scriptPairs: [string, string][] = [];
  for (const [file, { bytes }] of tree.files)
    if (file.endsWith(".html"))
      for (const script of inlineScriptTexts(bytes.toString("utf8"))) {
        const normalised = queries(names(script));
        // 'sha256-…' → 'sha256-[…]', the quotes kept.
        if (normalised !== script) scriptPairs.push([scriptHash(script), scriptHash(normalised).replace(/-(.*)'$/, "-[$1]'")]);
      }

  return {
    name: (file: string) => {
      const query = STATIC_QUERY.exec(file)?.[1];
      if (query) return `page-data/sq/d/${[...staticQueries].find(([, hash]) => hash === query)?.[0]}.json`;
      return names(file);
    },
    text: (text: string) => sortScriptSources(replaceAll(queries(names(text)), scriptPairs)),
    staticQueries,
  };
}
