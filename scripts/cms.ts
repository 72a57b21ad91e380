/** `npm run cms`: the editor, Decap's local backend and the preview site together (docs/developing.md). */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeAdmin } from "../plugins/gatsby-plugin-admin/adminFolder";
import { adminCsp } from "../hosting/adminHeaders";
import { DEFAULT_DECAP_PORT } from "../plugins/gatsby-plugin-admin/decapConfig";
import { createAdminServer } from "../plugins/gatsby-plugin-admin/serveAdmin";

const root = path.resolve(__dirname, "..");
const adminPort = Number(process.env.CMS_PORT ?? 8001);
const decapPort = process.env.DECAP_PORT ?? String(DEFAULT_DECAP_PORT);
const sitePort = process.env.PORT ?? "8000";
const withPreview = process.env.CMS_PREVIEW !== "off";
const backendUrl = `http://localhost:${decapPort}/api/v1`;
/** A command of node_modules/.bin in the checkout, its output shown, with `env` added to this one. */
const start = (name: string, args: string[], env: Record<string, string>) =>
  spawn(path.join(root, "node_modules/.bin", name), args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });

const adminDir = fs.mkdtempSync(path.join(os.tmpdir(), "occfad-admin-"));
const server = createAdminServer(adminDir, adminCsp([new URL(backendUrl).origin]), {
  staticDir: path.join(root, "static"),
  imagesDir: path.join(root, "content/images"),
});
// The editor is served once every file of it is written.
writeAdmin(adminDir, { mode: "local", localBackendUrl: backendUrl, siteUrl: `http://localhost:${sitePort}` }).then(
  () =>
    server.listen(adminPort, "localhost", () =>
      console.log(
        `Content editor: http://localhost:${adminPort}/admin/ (preview: ${withPreview ? `http://localhost:${sitePort}` : "off"})`,
      ),
    ),
  (error: unknown) => {
    console.error(error);
    stopAll(1);
  },
);

// Decap's backend writes whatever it is sent into the working copy: only this computer may reach it.
const children = [start("decap-server", [], { PORT: decapPort, BIND_HOST: "localhost", GIT_REPO_DIRECTORY: root })];
if (withPreview) children.push(start("gatsby", ["develop", "--port", sitePort], { GATSBY_TELEMETRY_DISABLED: "1" }));

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  server.close();
  fs.rmSync(adminDir, { recursive: true, force: true });
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
