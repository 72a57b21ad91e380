/**
 * `gatsby develop` on a copy of the site (see siteCopy.ts), as `npm run cms` runs it beside the
 * editor: started in its own process group, its terminal output kept for the test to read and to
 * show when something goes wrong, and stopped as a whole afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

/** A free TCP port on this machine, so a server never collides with another one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The terminal's text without its colour and cursor codes. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DevelopServer {
  /** Where the site is served, e.g. http://127.0.0.1:8123. */
  url: string;
  /** Everything it printed so far, without colour codes. */
  output(): string;
  /** Whether the process is still running. */
  running(): boolean;
  /** Resolves once the first development bundle is built (the pages can be opened); fails if it stops or takes longer than `timeout` ms. */
  ready(timeout?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startDevelop(site: string, port?: number): Promise<DevelopServer> {
  const chosen = port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
  delete env.NODE_ENV; // a test runner's "test"; gatsby develop sets its own
  let output = "";
  const child: ChildProcess = spawn(
    path.join(site, "node_modules/.bin/gatsby"),
    ["develop", "--host", "127.0.0.1", "--port", String(chosen)],
    { cwd: site, env, detached: true },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${chosen}`,
    output: () => plain(output),
    running,
    async ready(timeout = 240_000) {
      const deadline = Date.now() + timeout;
      while (!/success Building development bundle/.test(plain(output))) {
        if (!running()) throw new Error(`gatsby develop stopped; its output:\n${plain(output)}`);
        if (Date.now() > deadline)
          throw new Error(`gatsby develop did not start in ${timeout} ms; its output:\n${plain(output)}`);
        await sleep(500);
      }
    },
    async stop() {
      if (child.pid && running()) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, sleep(10_000)]);
        if (running()) process.kill(-child.pid, "SIGKILL");
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
}
