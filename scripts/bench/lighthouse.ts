/** `npm run bench -- lighthouse|hosts|compare [<other build>]` (docs/developing.md); `compare` runs BENCH_ROUNDS rounds. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listHtmlFiles } from "../../hosting/pageFiles";
import { runWhenMain } from "../lib/cli";
import { ROOT, median, utcMinute } from "./serve";

const WORK = path.join(ROOT, ".lighthouseci-bench"); // every run's LHR, kept (LHCI_DIR holds the last column's)
const LHCI_DIR = path.join(ROOT, ".lighthouseci");
const BYTES_LESS_MEDIA_KIB = 250; // transferred bytes less images, video and other hosts (the map frame)
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><main><h1>Floor</h1><p>A heading and a paragraph: what any page costs.</p></main></body></html>\n';

type Lhr = { requestedUrl: string; lighthouseVersion: string; fetchTime: string; environment: { hostUserAgent: string } } & {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
};
/** A build on a host with one throttling method under a load: how LHCI is started for it, and its runs by route. */
type Column = { label: string; env: Record<string, string>; busy?: boolean; runs: Map<string, Lhr[]> };

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
const items = (lhr: Lhr, id: string) => lhr.audits[id]?.details?.items ?? [];
const numeric = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue ?? Number.NaN;
// NaN for a category the run left out (compare times performance only): no row then.
const score = (id: string) => (lhr: Lhr) => (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : Number.NaN);
const scriptBytes = (lhr: Lhr) =>
  Number(items(lhr, "resource-summary").find((item) => item.resourceType === "script")?.transferSize ?? 0);
const tbt = numeric("total-blocking-time");
/** Bytes from the page's own origin, media or not. */
const ownBytes = (media: boolean) => (lhr: Lhr) =>
  items(lhr, "network-requests")
    .filter((item) => String(item.url).startsWith(new URL(lhr.requestedUrl).origin))
    .filter((item) => ["Image", "Media"].includes(String(item.resourceType)) === media)
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);

const FIGURES: [string, (lhr: Lhr) => number, (value: number) => string][] = [
  ["Performance", score("performance"), String],
  ["Accessibility", score("accessibility"), String],
  ["Best practices", score("best-practices"), String],
  ["SEO", score("seo"), String],
  ["Largest contentful paint", numeric("largest-contentful-paint"), ms],
  ["Total blocking time", tbt, ms],
  ["Cumulative layout shift", numeric("cumulative-layout-shift"), (value) => value.toFixed(3)],
  ["Script bootup (total)", numeric("bootup-time"), ms],
  ["DOM elements", numeric("dom-size"), String],
  [`Bytes less media and other hosts (budget ${BYTES_LESS_MEDIA_KIB} KiB)`, ownBytes(false), kib],
  ["JavaScript", scriptBytes, kib],
  ["Images and video (not budgeted)", ownBytes(true), kib],
];

/** "median (min–max)", or the one value; a run Lighthouse could not time (NaN) is left out. */
function spread(all: number[], format: (value: number) => string): string {
  const values = all.filter((value) => !Number.isNaN(value));
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return values.length === 0 ? "" : min === max ? format(min) : `${format(median(values))} (${format(min)}–${format(max)})`;
}

const lhci = (command: "collect" | "assert", env: Record<string, string>, quiet = false) =>
  spawnSync("npx", ["--no-install", "lhci", command, "--config=lighthouserc.cjs"], {
    cwd: ROOT,
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    env: { ...process.env, ...env },
  }).status === 0;

/** Each column in turn (a busy one beside a CPU-bound process), `rounds` times; with `verdicts`, LHCI's assertions. */
function collect(columns: Column[], rounds: number, verdicts?: Map<string, boolean>): void {
  fs.rmSync(WORK, { recursive: true, force: true });
  let hog: ChildProcess | undefined;
  try {
    for (let round = 1; round <= rounds; round += 1)
      for (const column of columns) {
        if (column.busy && !hog) hog = spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
        if (!column.busy) hog = void hog?.kill();
        console.log(`bench: round ${round} of ${rounds}, ${column.label}`);
        fs.rmSync(LHCI_DIR, { recursive: true, force: true });
        if (!lhci("collect", column.env, rounds > 1)) throw new Error(`lhci collect failed (${column.label})`);
        verdicts?.set(column.label, lhci("assert", column.env));
        fs.mkdirSync(path.join(WORK, column.label), { recursive: true });
        for (const name of fs.readdirSync(LHCI_DIR).filter((file) => /^lhr-.*\.json$/.test(file))) {
          fs.copyFileSync(path.join(LHCI_DIR, name), path.join(WORK, column.label, `round${round}-${name}`));
          const lhr = JSON.parse(fs.readFileSync(path.join(LHCI_DIR, name), "utf8")) as Lhr;
          const route = new URL(lhr.requestedUrl).pathname;
          column.runs.set(route, [...(column.runs.get(route) ?? []), lhr]);
        }
      }
  } finally {
    hog?.kill();
  }
}

/** The report: how it was measured, `budgets`, total blocking time per column, and a table per route. */
function report(file: string, title: string, columns: Column[], budgets: string[]): void {
  const first = [...columns[0].runs.values()][0][0];
  const lines = [
    `# ${title}`,
    "",
    `\`npm run bench -- ${process.argv.slice(2).join(" ")}\` on ${utcMinute(new Date(first.fetchTime))} UTC, ${os.cpus().length} cores`,
    `(load average ${os.loadavg()[0].toFixed(1)} at the end): Lighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.replace(/.*(Chrome\/[\d.]+).*/, "$1")},`,
    "mobile, every other host blocked (lighthouserc.cjs); applied = Chromium slowing its CPU 4× for real (`devtools`),",
    "simulated = Lighthouse's computed slow phone; busy = beside a CPU-bound process. Each cell: the median (minimum–maximum) of the runs.",
    ...budgets,
    "",
    "| build, host | runs with TBT ≤ 50 ms | TBT, all runs | routes with a run over 50 ms | script bootup | JavaScript |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { label, runs } of columns) {
    const all = [...runs.values()].flat();
    const over = [...runs.values()].filter((routeRuns) => routeRuns.some((lhr) => tbt(lhr) > 50)).length;
    const within = `${all.filter((lhr) => tbt(lhr) <= 50).length} of ${all.length}`;
    const cells = [within, spread(all.map(tbt), ms), `${over} of ${runs.size}`, spread(all.map(numeric("bootup-time")), ms)];
    lines.push(`| ${[label, ...cells, spread(all.map(scriptBytes), kib)].join(" | ")} |`);
  }
  const tableHead = [`| figure | ${columns.map((c) => c.label).join(" | ")} |`, `| --- |${" ---: |".repeat(columns.length)}`];
  for (const route of new Set(columns.flatMap((column) => [...column.runs.keys()]))) {
    const runs = columns.map((column) => column.runs.get(route) ?? []);
    lines.push("", `## ${route}`, "", ...tableHead);
    for (const [label, value, format] of FIGURES) {
      const cells = runs.map((each) => spread(each.map(value), format));
      if (cells.some(Boolean)) lines.push(`| ${label} | ${cells.join(" | ")} |`);
    }
    const scriptOf = (item: Record<string, unknown>) => String(item.url).replace(/^https?:\/\/127\.0\.0\.1:\d+/, "");
    for (const name of new Set(runs.flat().flatMap((lhr) => items(lhr, "bootup-time").map(scriptOf)))) {
      const bootups = (lhr: Lhr) =>
        items(lhr, "bootup-time").flatMap((item) => (scriptOf(item) === name ? [Number(item.total ?? 0)] : []));
      lines.push(`| bootup of \`${name}\` | ${runs.map((each) => spread(each.flatMap(bootups), ms)).join(" | ")} |`);
    }
  }
  fs.mkdirSync(path.dirname(path.resolve(ROOT, file)), { recursive: true });
  fs.writeFileSync(path.resolve(ROOT, file), `${lines.join("\n")}\n`);
  console.log(`bench: wrote ${file}`);
}

const methodColumns = (host: string, env: Record<string, string>, busy = false, build = ""): Column[] =>
  Object.entries({ applied: "devtools", simulated: "simulate" }).map(([method, throttling]) => ({
    label: `${build}${host} ${method}${busy ? " busy" : ""}`,
    env: { BENCH_HOST: host, BENCH_THROTTLING: throttling, ...env },
    busy,
    runs: new Map(),
  }));

/** `lighthouse` and `hosts`: every route on each host with both methods, LHCI's assertions, and the report. */
function measure(mode: "lighthouse" | "hosts"): number {
  const build = path.resolve(ROOT, process.env.PUBLIC_DIR ?? "public", "index.html");
  if (!fs.existsSync(build) && spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" }).status) return 2;
  const hosts = mode === "hosts" ? ["nginx", "cloudflare"] : ["nginx"];
  const columns = hosts.flatMap((host) => methodColumns(host, { BENCH_RUNS: process.env.BENCH_RUNS ?? "3" }));
  const verdicts = new Map<string, boolean>();
  collect(columns, 1, verdicts);
  const over = columns.flatMap(({ label, runs }) =>
    [...runs]
      .filter(([, lhrs]) => median(lhrs.map(ownBytes(false))) > BYTES_LESS_MEDIA_KIB * 1024)
      .map(([route]) => `${label} ${route}`),
  );
  const budgets = [...verdicts].map(
    ([label, met]) => `LHCI's budgets on ${label}: ${met ? "all met" : "missed (see its output)"}.`,
  );
  if (over.length) budgets.push(`Bytes less media over ${BYTES_LESS_MEDIA_KIB} KiB: ${over.join(", ")}.`);
  const title = mode === "hosts" ? "The same build on each host" : "Lighthouse benchmark";
  report(process.env.BENCH_OUT ?? `reports/${mode}.md`, title, columns, ["", ...budgets]);
  return [...verdicts.values()].includes(false) || over.length ? 1 : 0;
}

/** `compare`: the site, the floor and another build, alternately, with both methods, quiet and busy. */
function compare(other?: string): number {
  const site = path.resolve(process.env.PUBLIC_DIR ?? "public");
  const floor = fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
  process.on("exit", () => fs.rmSync(floor, { recursive: true, force: true }));
  fs.cpSync(site, floor, { recursive: true, filter: (file) => !/\.html\.(br|gz)$/.test(file) });
  for (const file of listHtmlFiles(floor)) fs.writeFileSync(path.join(floor, file), FLOOR_PAGE);
  const builds: Record<string, string> = { site, floor };
  if (other) builds[path.basename(path.resolve(other))] = path.resolve(other);
  const host = process.env.BENCH_HOST ?? "nginx";
  const columns = [false, true].flatMap((busy) =>
    Object.entries(builds).flatMap(([build, dir]) =>
      methodColumns(host, { PUBLIC_DIR: dir, BENCH_RUNS: "1", BENCH_ONLY_PERFORMANCE: "1" }, busy, `${build}, `),
    ),
  );
  collect(columns, Number(process.env.BENCH_ROUNDS ?? 3));
  report(process.env.BENCH_OUT ?? "reports/lighthouse-compare.md", "The site beside the floor", columns, []);
  return 0;
}

function main(): number {
  const [mode, ...args] = process.argv.slice(2);
  Object.assign(process.env, { GATSBY_TELEMETRY_DISABLED: "1", WRANGLER_SEND_METRICS: "false" });
  if (mode === "lighthouse" || mode === "hosts") return measure(mode);
  if (mode === "compare") return compare(args[0]);
  throw new Error("bench: use lighthouse, hosts or compare [<another public folder>]");
}

runWhenMain(module, main, 2);
