/**
 * The Lighthouse benchmark (`npm run bench`): a production build, served compressed on 127.0.0.1,
 * measured by Lighthouse (mobile form factor, default simulated throttling) several times per route,
 * with every external host blocked. Writes reports/lighthouse.md and reports/lighthouse.json, prints
 * the tables and exits 1 when a budget is missed (2 when the benchmark itself could not run).
 *
 *   npx tsx scripts/bench/lighthouse.ts [--public <dir>] [--runs <n>] [--build auto|always|never]
 *       [--server auto|nginx|gatsby]
 *
 * The same settings from the environment: BENCH_PUBLIC_DIR (default public/), BENCH_RUNS (3),
 * BENCH_BUILD (auto: rebuild only when public/ is missing or older than the sources), BENCH_SERVER
 * (auto: the project's nginx configuration via scripts/nginx/serve.sh when nginx is installed, else
 * `gatsby serve` with gzip requested, as production sends it). Also CHROME_PATH
 * (default /usr/bin/chromium), BENCH_REPORT_DIR (default reports/) and BENCH_LHR_DIR (keep every run's
 * full Lighthouse result there, for digging into an audit).
 *
 * Everything above main() is pure and unit-tested in __tests__/bench/budget.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";

/** The budgets of issue 5, checked against the median of the runs. Sizes in KiB (1024 bytes), as Lighthouse reports them. */
export interface Budgets {
  /** Minimum category scores, 0–100 as Lighthouse displays them. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Maximum largest contentful paint and total blocking time, in milliseconds. */
  lcpMs: number;
  tbtMs: number;
  /** Maximum cumulative layout shift. */
  cls: number;
  /** Maximum bytes transferred on load, less images/video and less third-party requests (the map frame). */
  bytesKiB: number;
  /** Maximum JavaScript transferred (compressed, as served). */
  jsKiB: number;
}

export const BUDGETS: Budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  bytesKiB: 250,
  jsKiB: 90,
};

/** The routes the budgets apply to. */
export const BENCH_ROUTES = ["/", "/services/veneers", "/services/implanttreatment", "/about/meetthedoctors", "/privacypolicy"];

const CATEGORY_IDS = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORY_IDS)[number];

// ---------------------------------------------------------------------------------------------------
// Statistics

export interface Stats {
  median: number;
  min: number;
  max: number;
}

/** The median (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function stats(values: readonly number[]): Stats {
  if (values.length === 0) throw new Error("stats of no values");
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

// ---------------------------------------------------------------------------------------------------
// Isolation: no request may leave 127.0.0.1

/**
 * Lighthouse's blockedUrlPatterns (Chrome's Network.setBlockedURLs: `*` wildcards; this Chromium matches
 * a pattern anywhere in the URL, older ones from the start, and every pattern here works either way).
 * They cover every http(s) URL whose host is not 127.x: all of https (the bench serves plain http),
 * and http hosts by their first characters. Chrome applies them to the page's own requests, not to an
 * iframe's navigation, so the browser is also started with HOST_RESOLVER_RULES; blocking here as well
 * makes Chrome report the requests as blocked by the client, which Lighthouse does not count as
 * console errors.
 */
export function blockedUrlPatterns(): string[] {
  const patterns = ["https://*", "ws://*", "wss://*"];
  for (const c of "abcdefghijklmnopqrstuvwxyz023456789[") patterns.push(`http://${c}*`);
  for (const c of "013456789.:") patterns.push(`http://1${c}*`); // 1x… other than 12…
  for (const c of "012345689.:") patterns.push(`http://12${c}*`); // 12x… other than 127…
  return patterns;
}

/** The network-level catch-all: no host name resolves (iframes and Chrome's own traffic included). */
export const HOST_RESOLVER_RULES = "MAP * ~NOTFOUND , EXCLUDE 127.0.0.1";

/** Chrome's wildcard match (`*` any run of characters); `anchored` false is the match-anywhere form. */
export function matchesUrlPattern(url: string, pattern: string, anchored: boolean): boolean {
  const body = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(anchored ? `^${body}$` : body).test(url);
}

/** Is this request the benchmarked site's own (same origin) rather than third-party? data:/blob: count as own. */
export function isFirstParty(url: string, origin: string): boolean {
  if (!/^(?:https?|wss?):/i.test(url)) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading a Lighthouse result (only the fields used here, so that tests can build small fakes)

export interface LhrNetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  statusCode?: number;
}

export interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: unknown[] };
}

export interface LhrSubset {
  requestedUrl?: string;
  finalDisplayedUrl: string;
  lighthouseVersion?: string;
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  runWarnings?: unknown[];
  categories: Partial<Record<CategoryId, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>>;
  audits: Record<string, LhrAudit>;
}

export const METRIC_KEYS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "speedIndexMs",
  "budgetBytes",
  "jsBytes",
  "documentBytes",
  "cssBytes",
  "fontBytes",
  "dataBytes",
  "otherBytes",
  "mediaBytes",
  "thirdPartyBytes",
  "totalBytes",
  "requests",
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];
export type RunMetrics = Record<MetricKey, number>;

export interface RunResult {
  metrics: RunMetrics;
  /** Requests to hosts other than the site's, as [url, outcome]; each must have been blocked. */
  external: { url: string; blocked: boolean }[];
}

type ByteGroup = "jsBytes" | "documentBytes" | "cssBytes" | "fontBytes" | "dataBytes" | "otherBytes" | "mediaBytes";

function byteGroup(request: LhrNetworkRequest): ByteGroup {
  const type = request.resourceType ?? "";
  const mime = request.mimeType ?? "";
  if (type === "Image" || type === "Media" || /^(?:image|video|audio)\//.test(mime)) return "mediaBytes";
  if (type === "Script") return "jsBytes";
  if (type === "Document") return "documentBytes";
  if (type === "Stylesheet") return "cssBytes";
  if (type === "Font") return "fontBytes";
  if (type === "XHR" || type === "Fetch") return "dataBytes";
  return "otherBytes";
}

function score(lhr: LhrSubset, id: CategoryId): number {
  const value = lhr.categories[id]?.score;
  // Lighthouse displays Math.round(score × 100); a category it could not score counts as 0.
  return typeof value === "number" ? Math.round(value * 100) : 0;
}

function numeric(lhr: LhrSubset, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== "number") throw new Error(`Lighthouse result has no numeric value for ${id}`);
  return value;
}

/** One run's figures. `origin` is the benchmarked server's (http://127.0.0.1:port). */
export function extractRunMetrics(lhr: LhrSubset, origin: string): RunResult {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as LhrNetworkRequest[];
  const groups: Record<ByteGroup, number> = {
    jsBytes: 0,
    documentBytes: 0,
    cssBytes: 0,
    fontBytes: 0,
    dataBytes: 0,
    otherBytes: 0,
    mediaBytes: 0,
  };
  let thirdPartyBytes = 0;
  let totalBytes = 0;
  const external: RunResult["external"] = [];
  for (const request of requests) {
    const bytes = request.transferSize ?? 0;
    totalBytes += bytes;
    if (isFirstParty(request.url, origin)) {
      groups[byteGroup(request)] += bytes;
    } else {
      thirdPartyBytes += bytes;
      external.push({ url: request.url, blocked: bytes === 0 && !((request.statusCode ?? 0) > 0) });
    }
  }
  const { mediaBytes, ...budgeted } = groups;
  return {
    metrics: {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndexMs: numeric(lhr, "speed-index"),
      budgetBytes: Object.values(budgeted).reduce((sum, n) => sum + n, 0),
      ...groups,
      mediaBytes,
      thirdPartyBytes,
      totalBytes,
      requests: requests.length,
    },
    external,
  };
}

// ---------------------------------------------------------------------------------------------------
// Audits that cost points

export interface AuditFinding {
  category: CategoryId;
  id: string;
  title: string;
  score: number | null;
  /** The audit's weight in its category (0 for performance diagnostics, which only explain the metrics). */
  weight: number;
  displayValue?: string;
  /** A few of the audit's items (URLs, elements), for a first look. */
  examples: string[];
}

function describeItem(item: unknown, origin?: string): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const node = record.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  const source = record.source as { url?: string; line?: number } | undefined;
  const candidates = [
    typeof record.url === "string" ? record.url : undefined,
    source?.url ? `${source.url}${source.line !== undefined ? `:${source.line}` : ""}` : undefined,
    node?.snippet,
    node?.selector,
    typeof record.description === "string" ? record.description : undefined,
    typeof record.label === "string" ? record.label : undefined,
    typeof record.value === "string" ? record.value : undefined,
  ];
  const text = candidates.find((value) => value && value.trim());
  if (!text) return undefined;
  // The server's port changes from run to run: show the site's own URLs as paths.
  const collapsed = text.replace(/\s+/g, " ").trim();
  const oneLine = origin ? collapsed.split(origin).join("") : collapsed;
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}…` : oneLine;
}

/**
 * The audits that cost this run points: in accessibility, best practices and SEO every weighted audit
 * scoring below 1; in performance the metrics scoring below 1 and the diagnostics Lighthouse shows as
 * failing (score below 0.9). With `origin`, the site's own URLs in the examples are shown as paths.
 */
export function costlyAudits(lhr: LhrSubset, origin?: string): AuditFinding[] {
  const findings: AuditFinding[] = [];
  const scored = new Set(["binary", "numeric", "metricSavings"]);
  for (const category of CATEGORY_IDS) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || !scored.has(audit.scoreDisplayMode)) continue;
      const costly =
        category === "performance"
          ? ref.group === "metrics"
            ? ref.weight > 0 && audit.score < 1
            : ref.group === "diagnostics" && audit.score < 0.9
          : ref.weight > 0 && audit.score < 1;
      if (!costly) continue;
      const examples = (audit.details?.items ?? [])
        .map((item) => describeItem(item, origin))
        .filter((text): text is string => Boolean(text));
      findings.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        examples: [...new Set(examples)].slice(0, 4),
      });
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------------
// Summaries and budgets

export interface MetricDef {
  key: MetricKey;
  label: string;
  unit: "score" | "ms" | "cls" | "bytes" | "count";
  /** The budget on the median, when the metric has one. */
  budget?: (budgets: Budgets) => { op: ">=" | "<="; limit: number };
}

export const METRICS: MetricDef[] = [
  { key: "performance", label: "Performance", unit: "score", budget: (b) => ({ op: ">=", limit: b.performance }) },
  { key: "accessibility", label: "Accessibility", unit: "score", budget: (b) => ({ op: ">=", limit: b.accessibility }) },
  { key: "bestPractices", label: "Best practices", unit: "score", budget: (b) => ({ op: ">=", limit: b.bestPractices }) },
  { key: "seo", label: "SEO", unit: "score", budget: (b) => ({ op: ">=", limit: b.seo }) },
  { key: "fcpMs", label: "First contentful paint", unit: "ms" },
  { key: "lcpMs", label: "Largest contentful paint", unit: "ms", budget: (b) => ({ op: "<=", limit: b.lcpMs }) },
  { key: "tbtMs", label: "Total blocking time", unit: "ms", budget: (b) => ({ op: "<=", limit: b.tbtMs }) },
  { key: "cls", label: "Cumulative layout shift", unit: "cls", budget: (b) => ({ op: "<=", limit: b.cls }) },
  { key: "speedIndexMs", label: "Speed index", unit: "ms" },
  {
    key: "budgetBytes",
    label: "Bytes, less media and third-party",
    unit: "bytes",
    budget: (b) => ({ op: "<=", limit: b.bytesKiB * 1024 }),
  },
  { key: "jsBytes", label: "JavaScript", unit: "bytes", budget: (b) => ({ op: "<=", limit: b.jsKiB * 1024 }) },
  { key: "documentBytes", label: "HTML", unit: "bytes" },
  { key: "cssBytes", label: "CSS", unit: "bytes" },
  { key: "fontBytes", label: "Fonts", unit: "bytes" },
  { key: "dataBytes", label: "Page data (JSON)", unit: "bytes" },
  { key: "otherBytes", label: "Other (manifest, …)", unit: "bytes" },
  { key: "mediaBytes", label: "Images and video (not budgeted)", unit: "bytes" },
  { key: "thirdPartyBytes", label: "Third-party (blocked)", unit: "bytes" },
  { key: "totalBytes", label: "Total byte weight", unit: "bytes" },
  { key: "requests", label: "Requests", unit: "count" },
];

export type RouteSummary = Record<MetricKey, Stats>;

export function summarize(runs: readonly RunMetrics[]): RouteSummary {
  if (runs.length === 0) throw new Error("no runs to summarize");
  return Object.fromEntries(METRIC_KEYS.map((key) => [key, stats(runs.map((run) => run[key]))])) as RouteSummary;
}

export interface Miss {
  route: string;
  metric: MetricKey | "isolation" | "error";
  message: string;
}

export function formatValue(unit: MetricDef["unit"], value: number): string {
  switch (unit) {
    case "score":
      return String(Math.round(value));
    case "ms":
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    case "cls":
      return value.toFixed(3);
    case "bytes":
      return `${(value / 1024).toFixed(1)} KiB`;
    case "count":
      return String(Math.round(value));
  }
}

function budgetText(def: MetricDef, budgets: Budgets): string {
  if (!def.budget) return "";
  const { op, limit } = def.budget(budgets);
  return `${op === ">=" ? "≥" : "≤"} ${formatValue(def.unit, limit)}`;
}

/** Every budget the route's medians miss. */
export function checkBudgets(route: string, summary: RouteSummary, budgets: Budgets = BUDGETS): Miss[] {
  const misses: Miss[] = [];
  for (const def of METRICS) {
    if (!def.budget) continue;
    const { op, limit } = def.budget(budgets);
    const value = summary[def.key].median;
    const ok = op === ">=" ? value >= limit : value <= limit;
    if (!ok)
      misses.push({
        route,
        metric: def.key,
        message: `${route}: ${def.label} ${formatValue(def.unit, value)} (median; min ${formatValue(def.unit, summary[def.key].min)}, max ${formatValue(def.unit, summary[def.key].max)}), budget ${budgetText(def, budgets)}`,
      });
  }
  return misses;
}

/** External requests that were not blocked make the whole measurement invalid. */
export function checkIsolation(route: string, runs: readonly RunResult[]): Miss[] {
  const leaked = [
    ...new Set(runs.flatMap((run) => run.external.filter((request) => !request.blocked).map((request) => request.url))),
  ];
  return leaked.map((url) => ({ route, metric: "isolation", message: `${route}: external request not blocked: ${url}` }));
}

export interface AggregatedFinding extends AuditFinding {
  /** In how many of the route's runs the audit cost points. */
  runs: number;
}

export function aggregateFindings(perRun: readonly AuditFinding[][]): AggregatedFinding[] {
  const byKey = new Map<string, AggregatedFinding>();
  for (const findings of perRun)
    for (const finding of findings) {
      const key = `${finding.category}/${finding.id}`;
      const seen = byKey.get(key);
      if (seen) seen.runs += 1;
      else byKey.set(key, { ...finding, runs: 1 });
    }
  const order = (f: AggregatedFinding) => CATEGORY_IDS.indexOf(f.category) * 1000 - f.weight;
  return [...byKey.values()].sort((a, b) => order(a) - order(b) || b.runs - a.runs);
}

// ---------------------------------------------------------------------------------------------------
// The report

export interface RouteReport {
  route: string;
  runs: RunResult[];
  summary: RouteSummary;
  findings: AggregatedFinding[];
  warnings: string[];
}

export interface BenchReport {
  generatedAt: string;
  durationSeconds: number;
  lighthouseVersion: string;
  browser: string;
  server: string;
  publicDir: string;
  runsPerRoute: number;
  budgets: Budgets;
  notes: string[];
  routes: RouteReport[];
  misses: Miss[];
}

export function routeTable(report: RouteReport, budgets: Budgets = BUDGETS): string {
  const misses = new Set(checkBudgets(report.route, report.summary, budgets).map((miss) => miss.metric));
  const lines = ["| Metric | Median | Min | Max | Budget | |", "| --- | ---: | ---: | ---: | ---: | :-: |"];
  for (const def of METRICS) {
    const s = report.summary[def.key];
    const verdict = def.budget ? (misses.has(def.key) ? "❌" : "✅") : "";
    lines.push(
      `| ${def.label} | ${formatValue(def.unit, s.median)} | ${formatValue(def.unit, s.min)} | ${formatValue(def.unit, s.max)} | ${budgetText(def, budgets)} | ${verdict} |`,
    );
  }
  return lines.join("\n");
}

export function renderMarkdown(report: BenchReport): string {
  const out: string[] = [
    "# Lighthouse benchmark",
    "",
    `Generated by \`npm run bench\` (scripts/bench/lighthouse.ts) on ${report.generatedAt} in ${Math.round(report.durationSeconds)} s.`,
    `Lighthouse ${report.lighthouseVersion}, ${report.browser}; mobile form factor, default simulated throttling;`,
    `median, min and max of ${report.runsPerRoute} runs per route. Served by ${report.server} from \`${report.publicDir}\`.`,
    "Every host other than 127.0.0.1 is blocked. Sizes are transferred (compressed) bytes in KiB; the byte budget",
    "counts everything but images/video and third-party requests (the map frame).",
    ...report.notes.map((note) => `\n> ${note}`),
    "",
    report.misses.length === 0 ? "**Every budget is met.**" : `**${report.misses.length} budget(s) missed:**`,
    ...report.misses.map((miss) => `- ${miss.message}`),
  ];
  for (const route of report.routes) {
    out.push("", `## ${route.route}`, "", routeTable(route, report.budgets));
    const external = [...new Set(route.runs.flatMap((run) => run.external.map((request) => request.url)))];
    if (external.length) out.push("", `Blocked external requests: ${external.map((url) => `\`${url}\``).join(", ")}.`);
    if (route.findings.length) {
      out.push("", "Audits costing points:");
      for (const f of route.findings) {
        const value = f.displayValue ? ` — e.g. ${f.displayValue}` : "";
        const where = f.examples.length ? ` (${f.examples.map((e) => `\`${e.replace(/`/g, "'")}\``).join(", ")})` : "";
        out.push(
          `- ${f.category} › \`${f.id}\` ${f.title}${value}; score ${f.score}, weight ${f.weight}, in ${f.runs}/${route.runs.length} runs${where}`,
        );
      }
    }
    if (route.warnings.length) out.push("", ...route.warnings.map((warning) => `- Lighthouse warning: ${warning}`));
  }
  return `${out.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------------
// The run (build, serve, measure): not unit-tested.

const PROJECT = path.resolve(__dirname, "../..");
/** Attempts per run when Lighthouse cannot record the page. */
const MAX_ATTEMPTS = 3;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS, "--no-proxy-server", `--host-resolver-rules=${HOST_RESOLVER_RULES}`];

interface Options {
  publicDir: string;
  runs: number;
  build: "auto" | "always" | "never";
  /** auto: the project's nginx configuration (scripts/nginx/serve.sh) when nginx is installed, else gatsby serve. */
  server: "auto" | "nginx" | "gatsby";
  chromePath: string;
  reportDir: string;
  lhrDir?: string;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(public|runs|build|server)(?:=(.*))?$/.exec(argv[i]);
    if (!match)
      throw new Error(
        `Unknown argument ${argv[i]} (use --public <dir>, --runs <n>, --build auto|always|never, --server auto|nginx|gatsby)`,
      );
    flags.set(match[1], match[2] ?? argv[++i] ?? "");
  }
  const build = flags.get("build") ?? env.BENCH_BUILD ?? "auto";
  if (build !== "auto" && build !== "always" && build !== "never")
    throw new Error(`--build must be auto, always or never, not ${build}`);
  const server = flags.get("server") ?? env.BENCH_SERVER ?? "auto";
  if (server !== "auto" && server !== "nginx" && server !== "gatsby")
    throw new Error(`--server must be auto, nginx or gatsby, not ${server}`);
  const runs = Number(flags.get("runs") ?? env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  return {
    publicDir: path.resolve(flags.get("public") ?? env.BENCH_PUBLIC_DIR ?? path.join(PROJECT, "public")),
    runs,
    build,
    server,
    chromePath: env.CHROME_PATH || CHROMIUM_PATH,
    reportDir: path.resolve(env.BENCH_REPORT_DIR ?? path.join(PROJECT, "reports")),
    lhrDir: env.BENCH_LHR_DIR ? path.resolve(env.BENCH_LHR_DIR) : undefined,
  };
}

function routeFile(publicDir: string, route: string): string {
  return path.join(publicDir, route === "/" ? "index.html" : `${route.replace(/^\//, "")}/index.html`);
}

const SOURCE_ENTRIES = [
  "src",
  "content",
  "static",
  "plugins",
  "gatsby-config.ts",
  "gatsby-config.js",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "package-lock.json",
];
const GENERATED = new Set(["gatsby-types.d.ts"]);

function newestSource(siteRoot: string): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file))
        if (entry !== "node_modules" && !entry.startsWith(".")) visit(path.join(file, entry));
    } else if (!GENERATED.has(path.basename(file)) && (!newest || stat.mtimeMs > newest.mtimeMs)) {
      newest = { file, mtimeMs: stat.mtimeMs };
    }
  };
  for (const entry of SOURCE_ENTRIES) visit(path.join(siteRoot, entry));
  return newest;
}

/** Why the build in publicDir cannot be used as it is, or undefined when it is a complete, fresh production build. */
function staleReason(publicDir: string, siteRoot: string): string | undefined {
  // webpack.stats.json is written by `gatsby build` only (not by `gatsby develop`).
  const artifacts = [path.join(publicDir, "webpack.stats.json"), ...BENCH_ROUTES.map((route) => routeFile(publicDir, route))];
  const missing = artifacts.find((file) => !fs.existsSync(file));
  if (missing) return `${path.relative(siteRoot, missing)} is missing`;
  const builtAt = Math.min(...artifacts.map((file) => fs.statSync(file).mtimeMs));
  const newest = newestSource(siteRoot);
  if (newest && newest.mtimeMs > builtAt) return `${path.relative(siteRoot, newest.file)} is newer than the build`;
  return undefined;
}

function ensureBuild(options: Options): string {
  const siteRoot = path.dirname(options.publicDir);
  const reason = options.build === "always" ? "--build always" : staleReason(options.publicDir, siteRoot);
  if (!reason || options.build === "never") {
    if (reason) console.warn(`warning: using the build in ${options.publicDir} although ${reason} (--build never)`);
    else console.log(`Using the production build in ${options.publicDir} (newer than every source file).`);
    return reason ? `existing build, although ${reason}` : "existing build (fresh)";
  }
  if (path.basename(options.publicDir) !== "public" || !fs.existsSync(path.join(siteRoot, "package.json")))
    throw new Error(`${options.publicDir} needs a build (${reason}) but is not the public/ folder of a Gatsby project`);
  console.log(`Building (${reason}): npm run build in ${siteRoot}`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: siteRoot,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  return `fresh build (${reason})`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 5000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`timeout fetching ${url}`)));
    request.on("error", reject);
  });
}

function decode(fetched: Fetched): Buffer {
  switch (fetched.headers["content-encoding"]) {
    case "gzip":
      return zlib.gunzipSync(fetched.body);
    case "br":
      return zlib.brotliDecompressSync(fetched.body);
    case "deflate":
      return zlib.inflateSync(fetched.body);
    default:
      return fetched.body;
  }
}

interface Server {
  origin: string;
  description: string;
  /** Request headers Lighthouse's browser sends on every request (to get gzip from a server that prefers brotli). */
  extraHeaders?: Record<string, string>;
  stop(): Promise<void>;
}

function startProcessGroup(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop, output: () => output };
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetchRaw(`${origin}/`);
      if (response.status === 200) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer on ${origin} within ${seconds} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Does the server answer with this build's pages, compressed? Returns notes for the report. */
async function verifyServer(server: Server, publicDir: string): Promise<string[]> {
  const notes: string[] = [];
  const acceptEncoding = server.extraHeaders?.["Accept-Encoding"] ?? "gzip, deflate, br, zstd";
  for (const route of BENCH_ROUTES) {
    const fetched = await fetchRaw(`${server.origin}${route}`, { "Accept-Encoding": acceptEncoding });
    if (fetched.status !== 200) throw new Error(`${server.description} answered ${route} with HTTP ${fetched.status}`);
    if (!decode(fetched).equals(fs.readFileSync(routeFile(publicDir, route))))
      throw new Error(`${server.description} does not serve ${routeFile(publicDir, route)} for ${route} (another build?)`);
  }
  const html = fs.readFileSync(routeFile(publicDir, "/"), "utf8");
  const script = /<script src="(\/[^"]+\.js)"/.exec(html)?.[1];
  for (const url of ["/", ...(script ? [script] : [])]) {
    const fetched = await fetchRaw(`${server.origin}${url}`, { "Accept-Encoding": acceptEncoding });
    const encoding = fetched.headers["content-encoding"];
    if (!encoding) notes.push(`Warning: ${url} was served uncompressed.`);
    else if (url !== "/") notes.push(`Scripts served with Content-Encoding: ${encoding}.`);
  }
  return notes;
}

function nginxInstalled(): boolean {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/usr/local/nginx/sbin"];
  return dirs.some((dir) => dir && fs.existsSync(path.join(dir, "nginx")));
}

async function startServer(publicDir: string, choice: Options["server"]): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: "1" };
  const nginxScript = path.join(PROJECT, "scripts/nginx/serve.sh");
  const useNginx = choice === "nginx" || (choice === "auto" && fs.existsSync(nginxScript) && nginxInstalled());
  if (useNginx) {
    // The production configuration, rendered for this build into a folder of its own (not .nginx/, which
    // a running `serve:nginx` may be using).
    const runtime = fs.mkdtempSync(path.join(os.tmpdir(), "occfad-bench-nginx-"));
    const proc = startProcessGroup("bash", [nginxScript], PROJECT, {
      ...env,
      PUBLIC_DIR: publicDir,
      NGINX_DIR: runtime,
      HOST: "127.0.0.1",
    });
    const stop = async () => {
      await proc.stop();
      fs.rmSync(runtime, { recursive: true, force: true });
    };
    try {
      await waitUntilServing(origin, proc.child, proc.output, 90);
      return { origin, description: "nginx (scripts/nginx/serve.sh)", stop };
    } catch (error) {
      await stop();
      throw new Error(`scripts/nginx/serve.sh did not serve ${publicDir}: ${(error as Error).message}`);
    }
  }
  // gatsby serve compresses with brotli when the browser accepts it; production nginx sends gzip, so the
  // browser is told to accept gzip only.
  const siteRoot = path.dirname(publicDir);
  if (path.basename(publicDir) !== "public" || !fs.existsSync(path.join(siteRoot, "node_modules")))
    throw new Error(`gatsby serve can only serve the public/ folder of a Gatsby project, not ${publicDir}`);
  const proc = startProcessGroup(
    "npx",
    ["--no-install", "gatsby", "serve", "--host", "127.0.0.1", "--port", String(port)],
    siteRoot,
    env,
  );
  await waitUntilServing(origin, proc.child, proc.output, 90).catch(async (error) => {
    await proc.stop();
    throw error;
  });
  return {
    origin,
    description: "gatsby serve (compression middleware; gzip requested)",
    extraHeaders: { "Accept-Encoding": "gzip, deflate" },
    stop: proc.stop,
  };
}

function slug(route: string): string {
  return route === "/" ? "home" : route.replace(/^\//, "").replace(/\//g, "_");
}

async function main(): Promise<number> {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2), process.env);
  const buildNote = ensureBuild(options);

  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");

  const server = await startServer(options.publicDir, options.server);
  const cleanups: (() => Promise<void>)[] = [server.stop];
  const onSignal = (signal: NodeJS.Signals) => {
    void Promise.allSettled(cleanups.map((cleanup) => cleanup())).then(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const notes = [`Build: ${buildNote}.`];
  const routes: RouteReport[] = [];
  const misses: Miss[] = [];
  let lighthouseVersion = "";
  let browser = "";
  try {
    notes.push(...(await verifyServer(server, options.publicDir)));
    console.log(`Serving ${options.publicDir} with ${server.description} on ${server.origin}`);
    const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    cleanups.push(async () => chrome.kill());
    // The user agent Lighthouse records is reduced (Chrome/156.0.0.0); DevTools knows the full version.
    browser = await fetchRaw(`http://127.0.0.1:${chrome.port}/json/version`)
      .then((fetched) => String((JSON.parse(fetched.body.toString()) as { Browser?: string }).Browser ?? ""))
      .catch(() => "");
    const config = {
      extends: "lighthouse:default" as const,
      settings: {
        onlyCategories: [...CATEGORY_IDS],
        formFactor: "mobile" as const,
        throttlingMethod: "simulate" as const,
        blockedUrlPatterns: blockedUrlPatterns(),
        ...(server.extraHeaders ? { extraHeaders: server.extraHeaders } : {}),
        // The full-page screenshot is for the HTML report only; skipping it saves time per run.
        disableFullPageScreenshot: true,
      },
    };
    if (options.lhrDir) fs.mkdirSync(options.lhrDir, { recursive: true });
    // One discarded run first: the first load after starting Chrome and the server is slower than the rest.
    const warmUpStarted = Date.now();
    await lighthouse(`${server.origin}/`, { port: chrome.port, output: "json", logLevel: "error" }, config).catch(
      () => undefined,
    );
    console.log(`Warm-up run done (${((Date.now() - warmUpStarted) / 1000).toFixed(1)} s, not counted).`);
    const total = BENCH_ROUTES.length * options.runs;
    let done = 0;
    try {
      for (const route of BENCH_ROUTES) {
        const runs: RunResult[] = [];
        const findings: AuditFinding[][] = [];
        const warnings = new Set<string>();
        for (let i = 1; i <= options.runs; i++) {
          const runStarted = Date.now();
          // Lighthouse occasionally fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: retry that run.
          let measured: { lhr: LhrSubset; run: RunResult } | undefined;
          for (let attempt = 1; !measured; attempt++) {
            try {
              const result = await lighthouse(
                `${server.origin}${route}`,
                { port: chrome.port, output: "json", logLevel: "error" },
                config,
              );
              if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
              const lhr = result.lhr as unknown as LhrSubset;
              if (options.lhrDir)
                fs.writeFileSync(path.join(options.lhrDir, `${slug(route)}-${i}.json`), JSON.stringify(result.lhr));
              measured = { lhr, run: extractRunMetrics(lhr, server.origin) };
            } catch (error) {
              if (attempt >= MAX_ATTEMPTS) throw error;
              const message = error instanceof Error ? error.message : String(error);
              console.warn(`  retrying ${route} run ${i}: ${message}`);
              warnings.add(`run ${i} retried after: ${message}`);
            }
          }
          const { lhr, run } = measured;
          lighthouseVersion = lhr.lighthouseVersion ?? lighthouseVersion;
          browser ||= lhr.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "";
          runs.push(run);
          findings.push(costlyAudits(lhr, server.origin));
          for (const warning of lhr.runWarnings ?? [])
            warnings.add(typeof warning === "string" ? warning : JSON.stringify(warning));
          done += 1;
          const m = run.metrics;
          console.log(
            `[${done}/${total}] ${route} run ${i}: perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo}, ` +
              `LCP ${formatValue("ms", m.lcpMs)}, TBT ${formatValue("ms", m.tbtMs)}, CLS ${formatValue("cls", m.cls)}, ` +
              `JS ${formatValue("bytes", m.jsBytes)}, bytes ${formatValue("bytes", m.budgetBytes)} (${((Date.now() - runStarted) / 1000).toFixed(1)} s)`,
          );
        }
        const summary = summarize(runs.map((run) => run.metrics));
        misses.push(...checkBudgets(route, summary), ...checkIsolation(route, runs));
        routes.push({ route, runs, summary, findings: aggregateFindings(findings), warnings: [...warnings] });
      }
    } finally {
      chrome.kill();
    }
  } finally {
    await server.stop();
  }

  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
    lighthouseVersion,
    browser,
    server: server.description,
    publicDir: path.relative(PROJECT, options.publicDir) || ".",
    runsPerRoute: options.runs,
    budgets: BUDGETS,
    notes,
    routes,
    misses,
  };
  if (report.publicDir.startsWith("..")) report.publicDir = options.publicDir;
  const markdown = renderMarkdown(report);
  fs.mkdirSync(options.reportDir, { recursive: true });
  fs.writeFileSync(path.join(options.reportDir, "lighthouse.md"), markdown);
  fs.writeFileSync(path.join(options.reportDir, "lighthouse.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${markdown}`);
  console.log(
    `Wrote ${path.relative(process.cwd(), path.join(options.reportDir, "lighthouse.md"))} and lighthouse.json in ${Math.round(report.durationSeconds)} s.`,
  );
  if (misses.length) {
    console.error(`\n${misses.length} budget(s) missed:\n${misses.map((miss) => `  - ${miss.message}`).join("\n")}`);
    return 1;
  }
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
