/**
 * Netlify's files and the nginx configuration of a built folder, rendered by the commit's own code: this
 * tool's entry, run with --render-hosts in the commit's worktree, loads whichever modules export the renderers.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { buildEnvironment, CHECKOUT, git } from "./build";
import { replaceAll } from "./normalise";
import { listTree } from "../../../hosting/pageFiles";

/** The command-line entry, run again as the child process. */
const ENTRY = path.join(CHECKOUT, "scripts", "compare-builds.ts");

export function renderInWorktree(worktree: string, publicDir: string, label: string): Map<string, string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "compare-render-"));
  try {
    const result = spawnSync("npx", ["tsx", ENTRY, "--render-hosts", path.resolve(publicDir), out], {
      cwd: worktree,
      env: buildEnvironment(),
      encoding: "utf8",
    });
    if (result.status !== 0)
      throw new Error(`Rendering the host files of ${label} failed:\n${result.stderr.trim() || result.stdout.trim()}`);
    return new Map(listTree(out).map((file) => [file, fs.readFileSync(path.join(out, file), "utf8")]));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

type Exports = Record<string, unknown>;

/** The function `name` of the worktree, from the one source file that exports it (tests and browser tests left out). */
function exported<T>(root: string, name: string, load: (file: string) => Exports): T {
  const files = git(["ls-files", "*.ts"], root)
    .split("\n")
    .filter((file) => file && !/^(__tests__|e2e|node_modules)\//.test(file));
  const pattern = new RegExp(`^export (?:async )?(?:function|const) ${name}\\b`, "m");
  const found = files.filter((file) => pattern.test(fs.readFileSync(path.join(root, file), "utf8")));
  if (found.length !== 1)
    throw new Error(
      found.length === 0
        ? `No file of ${root} exports ${name}`
        : `${found.length} files of ${root} export ${name} (${found.join(", ")}): which one renders?`,
    );
  const value = load(path.join(root, found[0]))[name];
  if (typeof value !== "function") throw new Error(`${name} is not a function`);
  return value as T;
}

export function renderHosts(publicDir: string, out: string): void {
  const root = process.cwd();
  const load = createRequire(path.join(root, "package.json")) as (file: string) => Exports;
  const loadRedirects = exported<(file: string) => unknown[]>(root, "loadRedirects", load);
  const rules = loadRedirects(path.join(root, "content/redirects/redirects.json"));

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "compare-hosts-"));
  try {
    // Netlify's flavour, written by the commit's own writer into a copy of the built folder.
    const copy = path.join(scratch, "public");
    fs.cpSync(publicDir, copy, { recursive: true });
    for (const file of ["_headers", "_redirects"]) fs.rmSync(path.join(copy, file), { force: true });
    process.env.STATIC_HOST = "netlify";
    const write = exported<(dir: string, rules: unknown[], host: string) => unknown>(root, "writeStaticHostFiles", load);
    write(copy, rules, "netlify");
    fs.mkdirSync(path.join(out, "netlify"));
    for (const file of ["_headers", "_redirects"]) fs.copyFileSync(path.join(copy, file), path.join(out, "netlify", file));

    // nginx, without and with brotli (its modules stand-ins, so the render does not depend on this machine's nginx).
    const render = exported<(options: Record<string, unknown>) => { config: string }>(root, "renderNginxConfig", load);
    const modules = path.join(scratch, "modules");
    fs.mkdirSync(modules);
    for (const module of ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"])
      fs.writeFileSync(path.join(modules, module), "");
    const runtime = path.join(scratch, "runtime");
    // Placeholders for the absolute paths the render embeds.
    const paths: [string, string][] = [
      [path.resolve(publicDir), "<public>"],
      [modules, "<modules>"],
      [runtime, "<runtime>"],
    ];
    const options = { root: publicDir, port: 8080, host: "127.0.0.1", runtime, rules, user: "www-data" };
    for (const [file, brotli] of [
      ["nginx.conf", { brotli: "off" }],
      ["nginx-brotli.conf", { brotli: "on", brotliModule: path.join(modules, "ngx_http_brotli_filter_module.so") }],
    ] as const)
      fs.writeFileSync(path.join(out, file), replaceAll(render({ ...options, ...brotli }).config, paths));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
