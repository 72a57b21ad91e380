/**
 * Writes reports/hosts.md from `npm run bench:hosts`: the Lighthouse medians of each route on nginx and on
 * Cloudflare Pages' runtime side by side, whether LHCI's budgets held on each, and the tap → next page
 * medians of each (reports/hosts-nav-<host>.json, written by navigation.ts).
 *
 *   npx tsx scripts/bench/hosts-report.ts [.lighthouseci-hosts]
 */
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { runWhenMain } from "../lib/cli";
import { FIGURES, stats, withResourceSummary, type Lhr } from "./report";
import type { RunResult } from "./navigation";

const HOSTS = [
  ["nginx", "nginx (the shipped configuration)"],
  ["cloudflare", "Cloudflare Pages runtime (wrangler pages dev, workerd)"],
] as const;
const ROOT = path.resolve(__dirname, "../..");

function lighthouseRuns(dir: string): Map<string, Lhr[]> {
  const byRoute = new Map<string, Lhr[]>();
  for (const name of fs.readdirSync(dir).filter((file) => /^lhr-.*\.json$/.test(file))) {
    const lhr = withResourceSummary(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Lhr);
    const route = new URL(lhr.requestedUrl).pathname;
    byRoute.set(route, [...(byRoute.get(route) ?? []), lhr]);
  }
  return byRoute;
}

interface NavigationReport {
  settings: { runs: number; roundTripMs: number };
  results: { scenario: string; state: string; runs: RunResult[] }[];
}

function main(): void {
  const dir = process.argv[2] ?? ".lighthouseci-hosts";
  const runs = Object.fromEntries(HOSTS.map(([host]) => [host, lighthouseRuns(path.join(dir, host))]));
  const first = [...runs.nginx.values()][0]?.[0];
  if (!first) throw new Error(`no Lighthouse results in ${dir}/nginx: run npm run bench:hosts`);
  const perRoute = [...runs.nginx.values()][0].length;
  const lines = [
    "# The same build on each host",
    "",
    `\`npm run bench:hosts\` on ${first.fetchTime.slice(0, 16).replace("T", " ")} UTC, one run after the other on one machine`,
    `(${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end of the run): Lighthouse ${first.lighthouseVersion},`,
    `${first.environment.hostUserAgent.replace(/.*(Chrome\/[\d.]+).*/, "$1")}, mobile, simulated throttling, every other host blocked; medians of ${perRoute} runs per route.`,
    "The budgets are lighthouserc.cjs's (performance ≥ 98; accessibility, best practices, SEO 100; LCP ≤ 1.5 s; TBT ≤ 50 ms on",
    "every run; CLS ≤ 0.02; JavaScript ≤ 30 KiB). Both servers run on 127.0.0.1, so the network is Lighthouse's simulated one:",
    "what differs between them is what each server answers (status, redirects, headers, compression).",
    "",
    "## Budgets",
    "",
    "| host | LHCI assert |",
    "| --- | --- |",
  ];
  for (const [host, label] of HOSTS) {
    // LHCI colours its output; the report keeps the words.
    const assert = fs
      .readFileSync(path.join(dir, host, "assert.txt"), "utf8")
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "");
    const verdict = /all budgets met/.test(assert)
      ? "all budgets met"
      : (assert.match(/^.*(failure|✘).*$/gim) ?? ["missed (see the run's output)"]).slice(0, 6).join("; ");
    lines.push(`| ${label} | ${verdict.replace(/\|/g, "/")} |`);
  }
  for (const route of runs.nginx.keys()) {
    lines.push("", `## ${route}`, "", `| figure | ${HOSTS.map(([, label]) => label).join(" | ")} |`, "| --- | ---: | ---: |");
    for (const figure of FIGURES) {
      if ([...runs.nginx.values()].flat().every((lhr) => Number.isNaN(figure.value(lhr)))) continue;
      const cells = HOSTS.map(([host]) => {
        const hostRuns = runs[host].get(route);
        return hostRuns ? figure.format(stats(hostRuns.map(figure.value)).median) : "not measured";
      });
      lines.push(`| ${figure.label} | ${cells.join(" | ")} |`);
    }
  }
  lines.push("", "## Tap → next page (`npm run bench:nav`, a real Chromium under Xvfb)", "");
  lines.push(`| state | link | ${HOSTS.map(([, label]) => label).join(" | ")} |`, "| --- | --- | ---: | ---: |");
  const navigation = Object.fromEntries(
    HOSTS.map(([host]) => [
      host,
      JSON.parse(fs.readFileSync(path.join(ROOT, "reports", `hosts-nav-${host}.json`), "utf8")) as NavigationReport,
    ]),
  );
  for (const row of navigation.nginx.results) {
    const cells = HOSTS.map(([host]) => {
      const match = navigation[host].results.find((other) => other.scenario === row.scenario && other.state === row.state);
      const times = (match?.runs ?? []).map((run) => Math.round(run.frameAt - run.tap));
      return times.length ? `${stats(times).median} ms (${times.join(", ")})` : "no run";
    });
    lines.push(`| ${row.state} | ${row.scenario} | ${cells.join(" | ")} |`);
  }
  const nav = navigation.nginx.settings;
  lines.push("", `${nav.runs} runs per row, ${nav.roundTripMs} ms round trip added by a proxy in front of each server.`);
  const out = path.join(ROOT, "reports", "hosts.md");
  fs.writeFileSync(out, `${lines.join("\n")}\n`);
  console.log(`hosts report: wrote ${path.relative(process.cwd(), out)}`);
}

runWhenMain(module, main);
