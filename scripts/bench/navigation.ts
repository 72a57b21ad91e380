/**
 * `npm run bench -- nav [--runs 5] [--dwell 500] [--rtt 150] [--port 8590] [--host nginx|cloudflare]
 * [--server <port>] [--out navigation]`
 * (docs/developing.md): Chromium runs with no DevTools client, which turns prerendering off; a throwaway extension
 * (navigation/probe.js) reads the times in the pages, and xdotool rests the pointer on the link and clicks.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";
import { runWhenMain } from "../lib/cli";
import { ROOT, median, serve, stopGroup, utcMinute, waitForPort } from "./serve";

/** A start page and the link tapped on it: the first visible element the selector matches. */
const SCENARIOS = [
  {
    name: "Sidebar link: veneers → smile design",
    start: "/services/veneers",
    selector: 'main nav[aria-labelledby] a[href="/services/smiledesign"]',
  },
  // The desktop menu's one link outside a panel; the home page also has the background video.
  { name: "Menu link: veneers → home", start: "/services/veneers", selector: 'header nav[aria-label="Main"] a[href="/"]' },
];

/** Beside CHROMIUM_FLAGS: the probe may load from the command line; one window at the virtual screen's size. */
const WINDOW_FLAGS = [
  "--disable-features=DisableLoadExtensionCommandLineSwitch --no-default-browser-check --password-store=basic",
  "--force-device-scale-factor=1 --window-position=0,0 --window-size=1280,900",
].flatMap((flags) => flags.split(" "));
const STATES = ["before scripts", "hydrated"] as const;
type State = (typeof STATES)[number];

/** What probe.js reports (and more, kept in the .json), with the requests for one path repeated after the tap. */
type RunResult = Record<"tap" | "frameAt" | "layoutShift", number> & {
  fcpAt: number | null;
  how: string;
  prerender: { startedAfterHover: number | null; parsedBeforeTap: boolean | null } | null;
  repeated: string[];
};

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** What `promise` resolves to, or an error saying `message` after `ms`. */
const within = <T>(promise: Promise<T>, ms: number, message: string): Promise<T> =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(message)))]);

/** The throwaway extension: the probe, with this run's settings ahead of it; returns the flags that load it alone. */
function writeExtension(dir: string, scenario: (typeof SCENARIOS)[number], state: State): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    manifest_version: 3,
    name: "navigation benchmark probe",
    version: "1.0",
    permissions: ["storage"],
    content_scripts: [{ matches: ["http://127.0.0.1/*"], js: ["config.js", "probe.js"], run_at: "document_start" }],
  };
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  const config = { start: scenario.start, selector: scenario.selector, state, settleMs: state === "hydrated" ? 1500 : 1000 };
  fs.writeFileSync(path.join(dir, "config.js"), `var BENCH_CONFIG = ${JSON.stringify(config)};\n`);
  fs.copyFileSync(path.join(__dirname, "navigation", "probe.js"), path.join(dir, "probe.js"));
  return [`--load-extension=${dir}`, `--disable-extensions-except=${dir}`];
}

async function main(): Promise<void> {
  const runs = Number(option("runs", "5"));
  const dwellMs = Number(option("dwell", "500"));
  const roundTripMs = Number(option("rtt", "150"));
  const name = option("out", "navigation");
  if (!/^[\w-]+$/.test(name)) throw new Error(`--out ${name}: a report name of letters, digits and dashes`);
  const serverPort = Number(option("port", "8590"));
  const proxyPort = serverPort + 1;
  // --server <port>: measure a server that is already running instead of starting --host's on public/.
  const external = Number(option("server", "0"));
  if (!external && !fs.existsSync(path.join(ROOT, "public/index.html")))
    throw new Error("public/ has no build: run `npm run build` first");
  for (const tool of ["Xvfb", "xdotool"])
    if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) throw new Error(`${tool} is not installed`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nav-"));
  const children: ChildProcess[] = [];
  let stopServer = () => {};
  process.on("exit", () => [stopServer, ...children.map((child) => () => stopGroup(child))].forEach((stop) => stop()));
  process.on("SIGINT", () => process.exit(130));
  if (external) await waitForPort(external);
  else stopServer = await serve(option("host", "nginx"), serverPort, { NGINX_DIR: path.join(work, "nginx") });

  const proxy = await latencyProxy(proxyPort, external || serverPort, roundTripMs);

  // Xvfb takes a free display and names it on stdout once it accepts connections.
  const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  children.push(xvfb);
  const [display] = await within(once(xvfb.stdout, "data"), 10_000, "Xvfb did not start");
  const xenv = { ...process.env, DISPLAY: `:${String(display).trim()}` };
  const xdotool = (...args: string[]) => spawnSync("xdotool", args, { env: xenv });

  const origin = `http://127.0.0.1:${proxyPort}`;
  const results: { scenario: string; state: State; runs: RunResult[] }[] = [];
  for (const state of STATES)
    for (const scenario of SCENARIOS) {
      const entry = { scenario: scenario.name, state, runs: [] as RunResult[] };
      results.push(entry);
      for (let run = 0; run < runs; run += 1) {
        const label = `${state} · ${scenario.name} · run ${run + 1}`;
        proxy.withholdScripts = state === "before scripts";
        const runDir = path.join(work, `${state}-${scenario.start.replace(/\W/g, "")}-${results.length}-${run}`);
        const extensionFlags = writeExtension(path.join(runDir, "extension"), scenario, state);
        xdotool("mousemove", "2", "2");
        const ready = new Promise<Record<string, unknown>>((resolve) => (proxy.reports.ready = resolve));
        const profile = `--user-data-dir=${path.join(runDir, "profile")}`;
        const app = `--app=${origin}${scenario.start}`;
        const chromium = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, profile, ...extensionFlags, ...WINDOW_FLAGS, app], {
          env: xenv,
          stdio: "ignore",
          detached: true,
        });
        children.push(chromium);
        try {
          const where = await within(ready, 30_000, "the start page never reported ready");
          if (typeof where.error === "string") throw new Error(where.error);
          const result = new Promise<unknown>((resolve) => (proxy.reports.result = resolve)) as Promise<RunResult>;
          xdotool("mousemove", String(where.x), String(where.y));
          await sleep(dwellMs);
          proxy.requests = [];
          xdotool("click", "1");
          const measured = await within(result, 15_000, "the next page never reported");
          // A withheld script asked for again by the next page is no repeat: it never arrived.
          const { requests } = proxy;
          measured.repeated = [...new Set(requests.filter((logged, at) => requests.indexOf(logged) !== at))];
          entry.runs.push(measured);
          const began = measured.prerender?.startedAfterHover;
          const prerender = measured.prerender
            ? `; began ${typeof began === "number" ? Math.round(began) : "?"} ms after the pointer reached the link, ${measured.prerender.parsedBeforeTap ? "parsed" : "not yet parsed"} at the tap`
            : "";
          console.log(`${label}: ${Math.round(measured.frameAt - measured.tap)} ms (${measured.how}${prerender})`);
        } catch (error) {
          console.log(`${label}: failed: ${(error as Error).message}`);
        } finally {
          stopGroup(chromium);
          await sleep(500);
        }
      }
    }
  fs.rmSync(work, { recursive: true, force: true });

  const settings = { runs, dwellMs, roundTripMs };
  const dir = path.join(ROOT, "reports");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ settings, results }, null, 2)}\n`);
  const rows = results.map(({ scenario, state, runs }) => {
    const times = runs.map((run) => Math.round(run.frameAt - run.tap));
    const fcp = runs.flatMap((run) => (run.fcpAt === null ? [] : [Math.round(run.fcpAt - run.tap)]));
    const hows = [...new Set(runs.map((run) => run.how))]
      .map((how) => `${how} ×${runs.filter((run) => run.how === how).length}`)
      .join(", ");
    const shift = Math.max(0, ...runs.map((run) => run.layoutShift));
    const repeated = [...new Set(runs.flatMap((run) => run.repeated))].join(", ") || "none";
    return `| ${state} | ${scenario} | ${times.length ? `**${median(times)} ms**` : "no run"} | ${times.join(", ")} | ${fcp.length ? `${median(fcp)} ms` : "–"} | ${hows} | ${shift.toFixed(3)} | ${repeated} |`;
  });
  const table = [
    "| State | Link | Median tap → frame | Runs (ms) | Median tap → FCP | How the page was shown | Max layout shift after showing | Requests repeated after the tap |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
  const file = path.join(dir, `${name}.md`);
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const marker = /<!-- results -->[\s\S]*<!-- \/results -->/;
  const block = `<!-- results -->\n${table}\n\n${settings.runs} runs per row, ${settings.roundTripMs} ms round trip, pointer resting ${settings.dwellMs} ms on the link before the click. Measured ${utcMinute()} UTC.\n<!-- /results -->`;
  fs.writeFileSync(file, marker.test(previous) ? previous.replace(marker, block) : `# Navigation: tap → next page\n\n${block}\n`);
  console.log(`\n${table}\n\nWrote reports/${name}.md and reports/${name}.json`);
}

/**
 * A TCP proxy on `port` in front of `target` that adds the round trip (half each way, one more for a new connection's
 * handshake). From each request's first line: the probe's reports (/__bench/ready|result) it hands to `reports`; a
 * script while `withholdScripts` it answers 404; the rest it forwards, their paths logged in `requests`.
 */
async function latencyProxy(port: number, target: number, roundTripMs: number) {
  const proxy = {
    withholdScripts: false,
    requests: [] as string[],
    reports: {} as Record<string, (data: Record<string, unknown>) => void>,
  };
  const oneWay = roundTripMs / 2;
  const response = (status: string) =>
    Buffer.from(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nContent-Length: 2\r\n\r\n{}`);
  /** Writes chunks to a socket no sooner than `delayMs` after they arrived, in order. */
  const delayed = (socket: net.Socket) => {
    let releaseAt = 0;
    return (chunk: Buffer, delayMs: number) => {
      releaseAt = Math.max(Date.now() + delayMs, releaseAt);
      setTimeout(() => socket.destroyed || socket.write(chunk), releaseAt - Date.now());
    };
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target, "127.0.0.1");
    const [toServer, toClient] = [delayed(upstream), delayed(client)];
    let first = true;
    client.on("data", (chunk: Buffer) => {
      const requestPath = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n/.exec(chunk.subarray(0, 2048).toString("latin1"))?.[1];
      if (requestPath !== undefined) {
        const probe = /^\/__bench\/(ready|result)\?d=(.*)$/.exec(requestPath);
        if (probe) {
          proxy.reports[probe[1]]?.(JSON.parse(decodeURIComponent(probe[2])) as Record<string, unknown>);
          return void client.write(response("200 OK"));
        }
        if (proxy.withholdScripts && /\.js(\?|$)/.test(requestPath)) return void toClient(response("404 Not Found"), roundTripMs);
        proxy.requests.push(requestPath);
      }
      toServer(chunk, first ? oneWay + roundTripMs : oneWay);
      first = false;
    });
    upstream.on("data", (chunk: Buffer) => toClient(chunk, oneWay));
    const close = () => [client, upstream].forEach((socket) => socket.destroy());
    client.on("close", close).on("error", close);
    upstream.on("close", () => setTimeout(close, oneWay)).on("error", close);
  });
  await once(server.listen(port, "127.0.0.1"), "listening");
  return proxy;
}

runWhenMain(module, main, 2);
