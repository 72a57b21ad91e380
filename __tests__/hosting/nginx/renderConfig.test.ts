/**
 * @jest-environment node
 *
 * The rendered nginx configuration: sized for load and abuse, never a root worker, a per-client limit loopback is exempt from.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { DEFAULT_CONN_LIMIT, findNginx, renderNginxConfig, workerUser } from "../../../hosting/nginx/render-config";
import { freePort } from "../../../scripts/lib/cli";
import { rawGet } from "../../support/developServer";

jest.setTimeout(60_000);

let site: string;

function makeSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx site #"));
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  fs.writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Oops!</title><h1>Oops!</h1>");
  // Far larger than the socket buffers, so a client that stops reading keeps its request in progress.
  fs.writeFileSync(path.join(dir, "large.txt"), "");
  fs.truncateSync(path.join(dir, "large.txt"), 512 * 1024 * 1024);
  for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o644);
  return dir;
}

function render(options: Partial<Parameters<typeof renderNginxConfig>[0]> = {}) {
  const runtime = path.join(site, "..", "runtime");
  return renderNginxConfig({ root: site, port: 8399, runtime, rules: [], brotli: "off", ...options }).config;
}

beforeAll(() => (site = makeSite()));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

it.each([
  // Room for thousands of connections per worker, and the file descriptors for them.
  [/worker_connections (\d+);/, 4096],
  [/worker_rlimit_nofile (\d+);/, 8192],
  // Idle and slow clients dropped quickly; at most one byte range answered.
  [/keepalive_timeout (15)s;/, 15],
  [/client_header_timeout (10)s;/, 10],
  [/client_body_timeout (10)s;/, 10],
  [/send_timeout (\d+)s;/, 1],
  [/max_ranges (1);/, 1],
  // Each client address but loopback limited to 64 connections in progress.
  [/limit_conn occfad_per_client (64);/, DEFAULT_CONN_LIMIT],
])("the configuration holds %s, at least %d", (pattern, least) => {
  expect(Number(pattern.exec(render())?.[1])).toBeGreaterThanOrEqual(least);
});

it("exempts loopback alone from the per-client limit of 64", () => {
  const geo = /geo \$occfad_limited_client \{([^}]*)\}/.exec(render())?.[1] ?? "";
  expect(geo.trim().split(/\s*\n\s*/)).toEqual(["default 1;", "127.0.0.0/8 0;", "::1 0;"]);
});

it("runs nginx's workers as an unprivileged user when it starts as root, never root, and as whoever started it otherwise", () => {
  expect(workerUser({ root: site }, true)).toMatch(/^(www-data|nobody)$/);
  expect(render()).not.toMatch(/^\s*user\s+root\b/m);
  expect(() => workerUser({ root: site, user: "root" }, true)).toThrow(/must not run as root/);
  expect(workerUser({ root: site }, false)).toBeUndefined();
});

it.each([
  ["folder", (dir: string) => fs.chmodSync(dir, 0o700)],
  ["subfolder", (dir: string) => fs.mkdirSync(path.join(dir, "media"), { mode: 0o700 })],
  ["page file", (dir: string) => fs.chmodSync(path.join(dir, "404.html"), 0o600)],
])("stops, with instructions, at a site whose %s others cannot read", (_, hide) => {
  const hidden = makeSite();
  try {
    hide(hidden);
    expect(() => workerUser({ root: hidden }, true)).toThrow(/not readable by the unprivileged user[\s\S]*chmod -R o\+rX/);
  } finally {
    fs.rmSync(hidden, { recursive: true, force: true });
  }
});

const nginx = findNginx();
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

/** nginx listening on `host` ("*": every address), run from a folder named with a space and #, once it answers on loopback. */
async function startNginx(host: string, port: number) {
  const runtime = fs.mkdtempSync(path.join(os.tmpdir(), "nginx runtime #"));
  for (const dir of ["logs", "tmp"]) fs.mkdirSync(path.join(runtime, dir));
  const config = render({ host, port, runtime });
  fs.writeFileSync(path.join(runtime, "nginx.conf"), config);
  const args = ["-p", `${runtime}/`, "-c", path.join(runtime, "nginx.conf"), "-e", path.join(runtime, "logs/error.log")];
  const child = spawn(nginx as string, args, { stdio: "ignore" });
  child.on("exit", () => fs.rmSync(runtime, { recursive: true, force: true }));
  for (let i = 0; i < 100; i++) {
    if ((await status("127.0.0.1", port, "/").catch(() => 0)) === 200) return { child, config, runtime };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`nginx did not start on ${host}:${port}`);
}

const status = async (host: string, port: number, urlPath: string) => (await rawGet(`http://${host}:${port}`, urlPath)).status;

/** One more request's status while 64 clients at `host` ask for the large file and stop reading once the answer has begun. */
async function extraConnectionStatus(host: string, port: number): Promise<number> {
  const stalledDownload = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ host, port }, () => socket.write(`GET /large.txt HTTP/1.1\r\nHost: ${host}\r\n\r\n`));
      socket.once("data", () => resolve(socket.pause()));
      socket.on("error", reject);
    });
  const stalled = await Promise.all(Array.from({ length: DEFAULT_CONN_LIMIT }, stalledDownload));
  try {
    return await status(host, port, "/");
  } finally {
    for (const socket of stalled) socket.destroy();
  }
}

const runs = nginx !== undefined && spawnSync(nginx, ["-v"]).status === 0;

(runs ? describe : describe.skip)("nginx running the configuration, and its per-client connection limit", () => {
  // One server, on the machine's outside address (limited) and on loopback (exempt).
  let server: Awaited<ReturnType<typeof startNginx>> | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startNginx(outside ? "*" : "127.0.0.1", port);
  });
  afterAll(() => server?.child.kill());

  it("runs a configuration with every path whole, the site and runtime in folders named with a space and #, warning of nothing", () => {
    expect(server?.config).toContain(`root "${site}";`);
    expect(server?.config).toContain(`pid "${server?.runtime}/nginx.pid";`);
    expect(fs.readFileSync(path.join(server?.runtime ?? "", "logs/error.log"), "utf8")).toBe("");
  });

  (outside ? it : it.skip)("answers 429 to a client address beyond 64 connections in progress", async () => {
    const host = outside as string;
    expect(await extraConnectionStatus(host, port)).toBe(429);
    expect(await status(host, port, "/")).toBe(200);
  });

  it("does not apply to loopback", async () => {
    expect(await extraConnectionStatus("127.0.0.1", port)).toBe(200);
  });
});
