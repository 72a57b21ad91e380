/**
 * Writes reports/lighthouse.md from the runs Lighthouse CI kept in .lighthouseci/ (`npm run bench`):
 * per route the median, minimum and maximum of each figure, and Lighthouse's script bootup time
 * (the main-thread cost of each script). LHCI asserts the budgets on medians; this adds the one it
 * cannot express, bytes less media, and exits 1 when that budget is missed.
 *
 *   npx tsx scripts/bench/report.ts [--lhci-dir .lighthouseci] [--out reports/lighthouse.md] [--title "…"]
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runWhenMain } from "../lib/cli";

/** Transferred bytes less images/video and less other hosts (the map frame), in KiB. */
const BYTES_LESS_MEDIA_KIB = 250;

export interface Lhr {
  requestedUrl: string;
  finalUrl?: string;
  lighthouseVersion: string;
  fetchTime: string;
  environment: { hostUserAgent: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

export interface Figure {
  label: string;
  value: (lhr: Lhr) => number;
  format: (value: number) => string;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
const numeric = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue ?? NaN;
// NaN for a category the run left out (the alternating comparison times performance only): no row then.
const score = (id: string) => (lhr: Lhr) => (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : Number.NaN);
const items = (lhr: Lhr, id: string) => lhr.audits[id]?.details?.items ?? [];

function ownBytes(lhr: Lhr, media: boolean): number {
  const origin = new URL(lhr.requestedUrl).origin;
  return items(lhr, "network-requests")
    .filter((item) => String(item.url).startsWith(origin))
    .filter((item) => ["Image", "Media"].includes(String(item.resourceType)) === media)
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

export const FIGURES: Figure[] = [
  { label: "Performance", value: score("performance"), format: String },
  { label: "Accessibility", value: score("accessibility"), format: String },
  { label: "Best practices", value: score("best-practices"), format: String },
  { label: "SEO", value: score("seo"), format: String },
  { label: "Largest contentful paint", value: numeric("largest-contentful-paint"), format: ms },
  { label: "Total blocking time", value: numeric("total-blocking-time"), format: ms },
  { label: "Cumulative layout shift", value: numeric("cumulative-layout-shift"), format: (v) => v.toFixed(3) },
  { label: "Script bootup (total)", value: numeric("bootup-time"), format: ms },
  { label: "DOM elements", value: numeric("dom-size"), format: String },
  { label: "Bytes less media and other hosts", value: (l) => ownBytes(l, false), format: kib },
  { label: "JavaScript", value: numeric("resource-summary:script:size"), format: kib },
  { label: "Images and video (not budgeted)", value: (l) => ownBytes(l, true), format: kib },
];
// resource-summary is an audit whose items hold the sizes; expose the script line as a number.
export function withResourceSummary(lhr: Lhr): Lhr {
  const script = items(lhr, "resource-summary").find((item) => item.resourceType === "script");
  lhr.audits["resource-summary:script:size"] = { numericValue: Number(script?.transferSize ?? 0) };
  return lhr;
}

export function stats(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Median bootup per script (main-thread ms: evaluation plus parse/compile) over the runs. */
function bootupTable(runs: Lhr[]): string[] {
  const perScript = new Map<string, number[]>();
  for (const lhr of runs)
    for (const item of items(lhr, "bootup-time")) {
      const name = String(item.url).replace(/^https?:\/\/127\.0\.0\.1:\d+/, "");
      perScript.set(name, [...(perScript.get(name) ?? []), Number(item.total ?? 0)]);
    }
  const rows = [...perScript].map(([name, values]) => ({ name, ...stats(values) })).sort((a, b) => b.median - a.median);
  return [
    "| script | median | min | max |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map((r) => `| \`${r.name}\` | ${ms(r.median)} | ${ms(r.min)} | ${ms(r.max)} |`),
  ];
}

function main(): void {
  const { values } = parseArgs({
    options: {
      "lhci-dir": { type: "string", default: ".lighthouseci" },
      out: { type: "string", default: "reports/lighthouse.md" },
      title: { type: "string", default: "Lighthouse benchmark" },
    },
  });
  const dir = values["lhci-dir"];
  const runs = fs
    .readdirSync(dir)
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => withResourceSummary(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Lhr));
  if (runs.length === 0) throw new Error(`no Lighthouse results in ${dir}: run \`npx lhci collect\` first`);
  const byRoute = new Map<string, Lhr[]>();
  for (const lhr of runs) {
    const route = new URL(lhr.requestedUrl).pathname;
    byRoute.set(route, [...(byRoute.get(route) ?? []), lhr]);
  }
  const misses: string[] = [];
  const lines = [
    `# ${values.title}`,
    "",
    `\`npm run bench\` (Lighthouse CI, lighthouserc.cjs) on ${runs[0].fetchTime}: Lighthouse ${runs[0].lighthouseVersion},`,
    `${runs[0].environment.hostUserAgent.replace(/.*(Chrome\/[\d.]+).*/, "$1")}, mobile, simulated throttling; nginx on 127.0.0.1, every other host blocked.`,
    `Median, min and max of ${runs.length / byRoute.size} runs per route. LHCI asserts the budgets on the medians (and TBT on the worst run).`,
  ];
  for (const [route, routeRuns] of byRoute) {
    lines.push("", `## ${route}`, "", "| figure | median | min | max |", "| --- | ---: | ---: | ---: |");
    for (const figure of FIGURES) {
      if (routeRuns.every((lhr) => Number.isNaN(figure.value(lhr)))) continue;
      const s = stats(routeRuns.map(figure.value));
      lines.push(`| ${figure.label} | ${figure.format(s.median)} | ${figure.format(s.min)} | ${figure.format(s.max)} |`);
      if (figure.label.startsWith("Bytes less media") && s.median > BYTES_LESS_MEDIA_KIB * 1024)
        misses.push(`${route}: bytes less media ${kib(s.median)} > ${BYTES_LESS_MEDIA_KIB} KiB`);
    }
    lines.push("", "Script bootup (main-thread time per script):", "", ...bootupTable(routeRuns));
  }
  fs.mkdirSync(path.dirname(values.out), { recursive: true });
  fs.writeFileSync(values.out, `${lines.join("\n")}\n`);
  console.log(`report: wrote ${values.out}`);
  for (const miss of misses) console.error(`report: budget missed: ${miss}`);
  if (misses.length) process.exitCode = 1;
}

runWhenMain(module, main);
