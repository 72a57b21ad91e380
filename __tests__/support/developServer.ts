/** Servers the tests start as a maintainer would, each in its own process group, its output kept, stopped as a whole. */
import { spawn } from "node:child_process";
import http from "node:http";
import { setTimeout as wait } from "node:timers/promises";
import { stripVTControlCharacters as plain } from "node:util";

export const sleep = (ms: number) => wait(ms);

/** A GET as it goes on the wire (the path as given, no decompression, a connection of its own), and the raw answer. */
export const rawGet = (origin: string, pathAndQuery: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    http
      .get({ hostname, port, path: pathAndQuery, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

/** The development server's line once its first bundle is built: from then on its pages open. */
export const DEVELOP_READY = /success Building development bundle/;

/** A command's process, its output kept without colour codes. */
export type LoggedProcess = ReturnType<typeof runLogged>;

export function runLogged(command: string, args: string[], { cwd, env = {} }: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const environment: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env };
  delete environment.NODE_ENV; // a test runner's "test"; Gatsby sets its own
  let output = "";
  const child = spawn(command, args, { cwd, env: environment, detached: true });
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    output: () => plain(output),
    running,
    /** Its output from offset `from` on, once that matches `pattern`; fails if it stops first or `timeout` ms pass. */
    async waitFor(pattern: RegExp, what: string, timeout = 240_000, from = 0): Promise<string> {
      const deadline = Date.now() + timeout;
      while (!pattern.test(plain(output).slice(from))) {
        if (!running()) throw new Error(`${what} stopped; its output:\n${plain(output)}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} from ${what} in ${timeout} ms; its output:\n${plain(output)}`);
        await sleep(500);
      }
      return plain(output).slice(from);
    },
    async stop(): Promise<void> {
      if (child.pid && running()) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid, "SIGTERM");
        // A grace of 10 s whose timer holds no process open (a jest worker exits while it runs).
        await Promise.race([exited, wait(10_000, undefined, { ref: false })]);
        if (running()) process.kill(-child.pid, "SIGKILL");
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
}
