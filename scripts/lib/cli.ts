import { once } from "node:events";
import net from "node:net";

/** "1 file", "3 files". */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * Runs a script's main() when its file is run directly (not when a test imports it). What main returns or
 * resolves to is the exit code (none: process.exitCode); an error is one line and exit code `failure`, or
 * the error's own `exitCode`.
 */
export function runWhenMain(module: NodeModule, main: () => number | void | Promise<number | void>, failure = 1): void {
  if (require.main !== module) return;
  Promise.resolve()
    .then(main)
    .then(
      (code) => process.exit(code ?? undefined),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit((error as { exitCode?: number }).exitCode ?? failure);
      },
    );
}

/** A free TCP port on this machine, so a server a script or a test starts never collides with another one. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}
