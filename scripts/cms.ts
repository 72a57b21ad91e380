/**
 * `npm run cms`: edit the content in a browser. Writes the local editor into static/admin/, starts
 * Decap's local backend (decap-server, which saves into this working copy's content/) and the
 * preview site (gatsby develop), and stops both together. Open http://localhost:8000/admin/.
 * DECAP_PORT (default 8081) and PORT (default 8000) choose the ports.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { DEFAULT_DECAP_PORT } from "../src/cms/decapConfig";

const root = path.resolve(__dirname, "..");
const decapPort = process.env.DECAP_PORT ?? String(DEFAULT_DECAP_PORT);
const sitePort = process.env.PORT ?? "8000";
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const written = spawnSync(bin("tsx"), [path.join(root, "scripts/admin.ts"), "--local", "--port", decapPort], {
  stdio: "inherit",
});
if (written.status !== 0) process.exit(written.status ?? 1);

const children: ChildProcess[] = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: decapPort, GIT_REPO_DIRECTORY: root },
  }),
  spawn(bin("gatsby"), ["develop", "--port", sitePort], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  }),
];
console.log(`Content editor: http://localhost:${sitePort}/admin/ (saves through decap-server on port ${decapPort})`);

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
