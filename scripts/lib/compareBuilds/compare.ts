/**
 * Two built sites compared file by file once both are normalised, with a short unified diff of each text
 * that differs, and the report in Markdown.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Build } from "./build";
import { chunkRenames, normaliser } from "./normalise";
import { CATEGORIES, type Category, isText, readTree, type Side } from "./tree";
import { plural } from "../cli";

/** The lines of a diff shown, and the longest line (a page's inline CSS is one). */
const DIFF_LINES = 40;
const DIFF_LINE_CHARS = 240;

/** `file`: the before name when it was renamed; `diff`: of the normalised texts. */
type Difference = { category: Category; file: string; kind: "different" | "only before" | "only after"; diff?: string };

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

function unifiedDiff(file: string, before: string, after: string): string {
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

const sum = (items: { bytes: number }[]) => items.reduce((total, item) => total + item.bytes, 0);

type Comparison = ReturnType<typeof compareSides>;

export function compareSides(before: Side, after: Side) {
  const [a, b] = [readTree(before), readTree(after)];
  const renames = chunkRenames(a, b);
  // The after tree's chunks under their before names.
  const toBefore = renames.chunks.map(([from, to]): [string, string] => [to, from]);
  const [normaliseA, normaliseB] = [normaliser(a, []), normaliser(b, toBefore)];
  const byName = (tree: typeof a, normalise: typeof normaliseA) =>
    new Map([...tree.files].map(([file, entry]) => [normalise.name(file), { file, ...entry }]));
  const [normalisedA, normalisedB] = [byName(a, normaliseA), byName(b, normaliseB)];

  const counts = Object.fromEntries(
    CATEGORIES.map((category) => [category, { compared: 0, identical: 0, different: 0, onlyBefore: 0, onlyAfter: 0 }]),
  ) as Record<Category, Record<"compared" | "identical" | "different" | "onlyBefore" | "onlyAfter", number>>;
  const differences: Difference[] = [];
  for (const name of [...new Set([...normalisedA.keys(), ...normalisedB.keys()])].sort()) {
    const [x, y] = [normalisedA.get(name), normalisedB.get(name)];
    const category = (x ?? y)?.category ?? "other files";
    const count = counts[category];
    count.compared += 1;
    const shown = x?.file ?? y?.file ?? name;
    if (!x || !y) {
      count[x ? "onlyBefore" : "onlyAfter"] += 1;
      differences.push({ category, file: shown, kind: x ? "only before" : "only after" });
      continue;
    }
    // Texts compared once normalised (and shown as a diff when they differ), other files byte for byte.
    const texts =
      isText(x.file) || isText(y.file) ? [normaliseA.text(String(x.bytes)), normaliseB.text(String(y.bytes))] : undefined;
    if (texts ? texts[0] === texts[1] : x.bytes.equals(y.bytes)) count.identical += 1;
    else {
      count.different += 1;
      differences.push({ category, file: shown, kind: "different", diff: texts && unifiedDiff(shown, texts[0], texts[1]) });
    }
  }

  // Static queries whose name changed while their content did not: [before name, after name].
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

export const differenceCount = (comparison: Comparison) => comparison.differences.length + comparison.chunkProblems.length;
/** "3 files, 1,024 bytes". */
const files = (sum: { files: number; bytes: number }) =>
  `${plural(sum.files, "file")}, ${sum.bytes.toLocaleString("en-US")} bytes`;

/** The report: what was compared, counts per category, renames accepted, each difference. */
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
    `- Result: ${comparison.identical ? "**identical** (after the normalisations in scripts/lib/compareBuilds/normalise.ts)" : `**${plural(differenceCount(comparison), "difference")}**`}`,
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
    `| bundles (scripts and styles) | ${files(comparison.bundles.before)} | ${files(comparison.bundles.after)} |`,
    `| .gz and .br copies | ${files(comparison.compressed.before)} | ${files(comparison.compressed.after)} |`,
    "",
  );
  const section = (title: string, items: string[]) => {
    if (items.length > 0) lines.push(`## ${title}`, "", ...items.map((item) => `- ${item}`), "");
  };
  section(
    `Renamed chunks${comparison.identical ? "" : " (accepted only when nothing else differs: here other files differ)"}`,
    comparison.renamedChunks.map(([from, to]) => `\`${from}\` → \`${to}\``),
  );
  section("Chunk names that changed, not one for one (differences)", comparison.chunkProblems);
  section(
    "Static queries renamed (same result under another name)",
    comparison.renamedQueries.map(([from, to]) => `\`page-data/sq/d/${from}.json\` → \`page-data/sq/d/${to}.json\``),
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
