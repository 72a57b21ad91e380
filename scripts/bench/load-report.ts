/**
 * The load benchmark's report (`load-report.ts <runs.tsv> <report.md> [header line …]`, run by load.sh): reads
 * runs.tsv (per wrk run: URL, connections, Accept-Encoding or "", expected status, output file), combines the
 * repeats of a run, writes the report and fails when a run had errors or compression cost over 30% of the rate.
 */
import fs from "node:fs";
import path from "node:path";
import { runWhenMain } from "../lib/cli";

/** The compressed rate must be at least this share of the uncompressed one. */
export const MIN_COMPRESSED_SHARE = 0.7;

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  socketErrors: number;
  /** Answers with a status of 400 or more. */
  errorStatuses: number;
  transferPerSecond: string;
}

export interface Run {
  url: string;
  connections: number;
  encoding: string;
  expectedStatus: number;
  result: WrkResult;
  /** How many wrk runs were combined into this one. */
  repeats?: number;
}

const UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(value);
  if (!match) throw new Error(`wrk output: "${value}" is not a duration`);
  return Number(match[1]) * UNITS_MS[match[2]];
}

/** The figures of one `wrk --latency` run. */
export function parseWrk(output: string): WrkResult {
  const find = (pattern: RegExp, what: string): string => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk output has no ${what}:\n${output}`);
    return match[1];
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(find(/^\s*(\d+) requests in /m, "request count")),
    requestsPerSecond: Number(find(/^Requests\/sec:\s+([\d.]+)/m, "Requests/sec")),
    p50Ms: milliseconds(find(/^\s+50%\s+(\S+)/m, "50th percentile")),
    p99Ms: milliseconds(find(/^\s+99%\s+(\S+)/m, "99th percentile")),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    errorStatuses: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    transferPerSecond: find(/^Transfer\/sec:\s+(\S+)/m, "Transfer/sec"),
  };
}

/** Socket errors plus answers other than the expected one (wrk counts every status ≥ 400 alike). */
export function errors(run: Run): number {
  const unexpected = run.expectedStatus >= 400 ? run.result.requests - run.result.errorStatuses : run.result.errorStatuses;
  return run.result.socketErrors + unexpected;
}

const round = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export function reportMarkdown(runs: Run[], context: { header: string[] }): { markdown: string; failures: string[] } {
  const failures: string[] = [];
  for (const run of runs)
    if (errors(run) > 0)
      failures.push(`${run.url} at ${run.connections} connections (${run.encoding || "no compression"}): ${errors(run)} errors`);
  // For each URL and connection count: the compressed rate as a share of the uncompressed one.
  const comparisons = runs.flatMap((run) => {
    const plain = runs.find((r) => r.encoding === "" && r.url === run.url && r.connections === run.connections);
    if (run.encoding === "" || !plain) return [];
    const [compressed, uncompressed] = [run.result.requestsPerSecond, plain.result.requestsPerSecond];
    return [{ url: run.url, connections: run.connections, compressed, uncompressed, share: compressed / uncompressed }];
  });
  for (const c of comparisons)
    if (c.share < MIN_COMPRESSED_SHARE)
      failures.push(`${c.url} at ${c.connections} connections: compressed ${Math.round(c.share * 100)}% of uncompressed`);
  const lines = [
    "# Load benchmark: nginx serving the production build",
    "",
    ...context.header,
    "",
    "| URL | connections | Accept-Encoding | status | runs | requests/s | p50 | p99 | requests | errors | transfer/s |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...runs.map(
      (run) =>
        `| \`${run.url}\` | ${run.connections} | ${run.encoding ? `\`${run.encoding}\`` : "none"} | ${run.expectedStatus} | ${run.repeats ?? 1} | ${round(
          run.result.requestsPerSecond,
        )} | ${ms(run.result.p50Ms)} ms | ${ms(run.result.p99Ms)} ms | ${round(run.result.requests)} | ${errors(run)} | ${run.result.transferPerSecond} |`,
    ),
    "",
    `Compressed rate as a share of the uncompressed rate in this run (target ≥ ${MIN_COMPRESSED_SHARE * 100}%):`,
    "",
    "| URL | connections | compressed req/s | uncompressed req/s | share |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...comparisons.map(
      (c) =>
        `| \`${c.url}\` | ${c.connections} | ${round(c.compressed)} | ${round(c.uncompressed)} | ${Math.round(c.share * 100)}% |`,
    ),
    "",
    failures.length === 0
      ? "Result: no errors at any connection count, and every compressed rate within target."
      : `Result: FAILED\n\n${failures.map((failure) => `- ${failure}`).join("\n")}`,
    "",
  ];
  return { markdown: lines.join("\n"), failures };
}

/** Runs of the same URL, connections and encoding as one: the mean rate, the worse latencies, all errors. */
export function combine(runs: Run[]): Run[] {
  const groups = new Map<string, Run[]>();
  for (const run of runs) {
    const key = `${run.url}\t${run.connections}\t${run.encoding}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((group) => {
    const results = group.map((run) => run.result);
    const total = (field: "requests" | "requestsPerSecond" | "socketErrors" | "errorStatuses") =>
      results.reduce((sum, result) => sum + result[field], 0);
    const worst = (field: "p50Ms" | "p99Ms") => Math.max(...results.map((result) => result[field]));
    const result = {
      ...results[0],
      requests: total("requests"),
      requestsPerSecond: total("requestsPerSecond") / group.length,
      p50Ms: worst("p50Ms"),
      p99Ms: worst("p99Ms"),
      socketErrors: total("socketErrors"),
      errorStatuses: total("errorStatuses"),
    };
    return { ...group[0], repeats: group.length, result };
  });
}

/** runs.tsv → the runs with their parsed wrk output. */
export function readRuns(index: string): Run[] {
  return fs
    .readFileSync(index, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [url, connections, encoding, expectedStatus, file] = line.split("\t");
      return {
        url,
        connections: Number(connections),
        encoding,
        expectedStatus: Number(expectedStatus),
        result: parseWrk(fs.readFileSync(path.resolve(path.dirname(index), file), "utf8")),
      };
    });
}

runWhenMain(module, () => {
  const [index, report, ...header] = process.argv.slice(2);
  if (!index || !report) throw new Error("Usage: load-report.ts <runs.tsv> <report.md> [header line …]");
  const { markdown, failures } = reportMarkdown(combine(readRuns(index)), { header });
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.writeFileSync(report, markdown);
  console.log(markdown);
  return failures.length > 0 ? 1 : 0;
});
