/**
 * `npm run bench -- load` (docs/developing.md): BENCH_DURATION (5s), BENCH_CONNECTIONS ("64 2000"), BENCH_THREADS (2),
 * BENCH_PORT, BENCH_REPORT, PUBLIC_DIR, NGINX_DIR (.nginx/bench).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findNginx } from "../../hosting/nginx/render-config";
import { freePort, runWhenMain } from "../lib/cli";
import { ROOT, serve, utcMinute } from "./serve";

const MIN_COMPRESSED_SHARE = 0.7;

export type WrkResult = ReturnType<typeof parseWrk>;
/** One wrk run, or `repeats` of them combined. */
export type Run = {
  url: string;
  connections: number;
  encoding: string;
  expectedStatus: number;
  result: WrkResult;
  repeats?: number;
};

/** The figures of one `wrk --latency` run (errorStatuses: answers of 400 or more). */
export function parseWrk(output: string) {
  const find = (pattern: RegExp, what: string): string => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk output has no ${what}:\n${output}`);
    return match[1];
  };
  const milliseconds = (value: string) => {
    const [, number, unit] = /^([\d.]+)(us|ms|s|m|h)$/.exec(value) ?? [];
    if (!unit) throw new Error(`wrk output: "${value}" is not a duration`);
    const perUnit: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    return Number(number) * perUnit[unit];
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

export function reportMarkdown(runs: Run[], header: string[]): { markdown: string; failures: string[] } {
  const failures = runs
    .filter((run) => errors(run) > 0)
    .map((run) => `${run.url} at ${run.connections} connections (${run.encoding || "no compression"}): ${errors(run)} errors`);
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
    ...header,
    "",
    "| URL | connections | Accept-Encoding | status | runs | requests/s | p50 | p99 | requests | errors | transfer/s |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...runs.map((run) => {
      const { url, encoding, result } = run;
      return `| \`${url}\` | ${run.connections} | ${encoding ? `\`${encoding}\`` : "none"} | ${run.expectedStatus} | ${run.repeats ?? 1} | ${round(result.requestsPerSecond)} | ${ms(result.p50Ms)} ms | ${ms(result.p99Ms)} ms | ${round(result.requests)} | ${errors(run)} | ${result.transferPerSecond} |`;
    }),
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
  const key = (run: Run) => `${run.url}\t${run.connections}\t${run.encoding}`;
  const groups = [...new Set(runs.map(key))].map((each) => runs.filter((run) => key(run) === each));
  return groups.map((group) => {
    const all = (field: Exclude<keyof WrkResult, "transferPerSecond">) => group.map((run) => run.result[field]);
    const total = (field: Parameters<typeof all>[0]) => all(field).reduce((sum, value) => sum + value, 0);
    const [requests, socketErrors, errorStatuses] = [total("requests"), total("socketErrors"), total("errorStatuses")];
    const rate = {
      requestsPerSecond: total("requestsPerSecond") / group.length,
      p50Ms: Math.max(...all("p50Ms")),
      p99Ms: Math.max(...all("p99Ms")),
    };
    return { ...group[0], repeats: group.length, result: { ...group[0].result, requests, socketErrors, errorStatuses, ...rate } };
  });
}

const URLS = Object.entries({ "/": 200, "/services/veneers": 200, "/es/services/veneers": 200, "/no-such-page": 404 });
const COMPRESSED = "gzip, br";

/** A tool's output, or a failure naming the package that has it. */
function tool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error)
    throw new Error(`${command} is not installed. On Debian or Ubuntu: sudo apt-get install -y ${path.basename(command)}`);
  return `${result.stdout}${result.stderr}`;
}

async function main(): Promise<number> {
  const env = process.env;
  const publicDir = path.resolve(env.PUBLIC_DIR ?? path.join(ROOT, "public"));
  const duration = env.BENCH_DURATION ?? "5s";
  const connections = (env.BENCH_CONNECTIONS ?? "64 2000").split(/\s+/).filter(Boolean).map(Number);
  const threads = env.BENCH_THREADS ?? "2";
  const report = path.resolve(env.BENCH_REPORT ?? path.join(ROOT, "reports/load.md"));
  const runtime = path.resolve(env.NGINX_DIR ?? path.join(ROOT, ".nginx/bench"));
  const wrkVersion = tool("wrk", ["-v"]).split(/\s+/).slice(0, 2).join(" ");
  const nginxVersion = tool(findNginx() ?? "nginx", ["-v"]).replace(/^nginx version: |\s+$/g, "");
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`no built site in ${publicDir}. Run npm run build first.`);
  if (!fs.existsSync(path.join(publicDir, "index.html.gz")))
    throw new Error(`${publicDir} has no precompressed files (index.html.gz). Run npm run build again.`);
  // wrk needs a file descriptor per connection; Node raised its own limit to the hard one, and wrk inherits it.
  const descriptors = Number(spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout);
  if (descriptors <= Math.max(...connections) + 64)
    throw new Error(`ulimit -n is ${descriptors}: too few file descriptors for ${Math.max(...connections)} connections`);

  const port = Number(env.BENCH_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const stop = await serve("nginx", port, { NGINX_DIR: runtime, PUBLIC_DIR: publicDir });
  try {
    for (const [url, expected] of URLS) {
      const { status, headers } = await fetch(`${base}${url}`, { headers: { "Accept-Encoding": COMPRESSED } });
      if (status !== expected) throw new Error(`${url} answers ${status}, not ${expected}`);
      if (!headers.get("content-encoding")) throw new Error(`${url} is not compressed for Accept-Encoding: ${COMPRESSED}`);
    }
    // Each pair twice, compressed-uncompressed-uncompressed-compressed: a machine that gets busier or quieter
    // during the pair favours neither side (the report combines the two runs of each).
    const runs: Run[] = [];
    for (const count of connections)
      for (const [url, expectedStatus] of URLS)
        for (const encoding of [COMPRESSED, "", "", COMPRESSED]) {
          const header = encoding ? ["-H", `Accept-Encoding: ${encoding}`] : [];
          const args = [`-t${threads}`, `-c${count}`, `-d${duration}`, "--latency", ...header, `${base}${url}`];
          const wrk = spawnSync("wrk", args, { encoding: "utf8" });
          if (wrk.status !== 0) throw new Error(`wrk failed on ${url}:\n${wrk.stdout}${wrk.stderr}`);
          const result = parseWrk(wrk.stdout);
          console.error(
            `bench load: ${url.padEnd(20)} ${String(count).padStart(5)} connections, ${(encoding || "uncompressed").padEnd(14)} ${result.requestsPerSecond} requests/s`,
          );
          runs.push({ url, connections: count, encoding, expectedStatus, result });
        }
    const brotli = fs.readFileSync(path.join(runtime, "nginx.conf"), "utf8").match(/^\s*brotli_static on;/m)
      ? "gzip and brotli"
      : "gzip only, as this nginx has no brotli module";
    const { markdown, failures } = reportMarkdown(combine(runs), [
      `${utcMinute()} UTC, ${os.availableParallelism()} CPUs, ${nginxVersion}, ${wrkVersion}; nginx sends the build's precompressed files: ${brotli}.`,
      `Each run: \`wrk -t${threads} -c<connections> -d${duration} --latency\` on 127.0.0.1, with \`-H 'Accept-Encoding: ${COMPRESSED}'\` or without it; each pair twice in the order compressed, uncompressed, uncompressed, compressed, and the two runs combined (mean rate, worse p50/p99, all errors). Client and server share the machine.`,
      "Errors: socket errors (connect, read, write, timeout) plus answers other than the URL's status.",
    ]);
    fs.mkdirSync(path.dirname(report), { recursive: true });
    fs.writeFileSync(report, markdown);
    console.log(`${markdown}\nbench load: wrote ${path.relative(ROOT, report)}`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    stop();
  }
}

runWhenMain(module, main);
