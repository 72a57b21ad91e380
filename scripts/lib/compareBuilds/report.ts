/** The comparison's report in Markdown: what was compared, counts per category, renames accepted, each difference. */
import type { Build } from "./build";
import type { Comparison } from "./compare";
import { CATEGORIES } from "./tree";
import { plural } from "../cli";

export const differenceCount = (comparison: Comparison) => comparison.differences.length + comparison.chunkProblems.length;
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
