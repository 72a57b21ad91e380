/** What the benchmarks share: the project root, the median, the minute a report is written, and a host serving a build. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = path.resolve(__dirname, "../..");

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "2026-11-27 07:30": a report's time, in UTC. */
export const utcMinute = (date = new Date()) => date.toISOString().slice(0, 16).replace("T", " ");

/** Waits until something answers HTTP on the port, `seconds` at most. */
export async function waitForPort(port: number, seconds = 20): Promise<void> {
  for (let attempt = 0; attempt < seconds * 10; attempt += 1) {
    if (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined)) return;
    await sleep(100);
  }
  throw new Error(`nothing answers on ${port}`);
}

/** Stops a process started `detached` and what it started. */
export function stopGroup(child: ChildProcess): void {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

/** scripts/<host>/serve.sh on `port` with `env` (NGINX_DIR, PUBLIC_DIR), once it answers; the function returned stops it. */
export async function serve(host: string, port: number, env: Record<string, string>): Promise<() => void> {
  if (host !== "nginx" && host !== "cloudflare") throw new Error(`--host ${host}: use nginx or cloudflare`);
  const server = spawn("bash", [path.join(ROOT, "scripts", host, "serve.sh")], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => stopGroup(server);
  // Cloudflare's runtime takes a while to start.
  await waitForPort(port, host === "nginx" ? 20 : 120).catch((error: unknown) => {
    stop();
    throw error;
  });
  return stop;
}
