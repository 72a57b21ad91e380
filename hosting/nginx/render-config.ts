/**
 * `npx tsx hosting/nginx/render-config.ts <output nginx.conf> [--root public] [--port $PORT] …` (options:
 * hosting/README.md): the nginx configuration from nginx.conf.template, the hosting tables and the
 * built pages' inline-script hashes. Paths go into it quoted or checked; no location sets headers of its
 * own (add_header there would drop the server's), so per-path values come from maps.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ADMIN_HEADERS, ADMIN_PATH, ADMIN_PATTERN } from "../adminHeaders";
import { CACHE, CACHE_RULES, DEFAULT_CACHE, type CachePolicy } from "../cache";
import { LANGUAGE_ERROR_PAGES, SITE_ERROR_PAGE } from "../errorPages";
import { SECURITY_HEADERS, siteContentSecurityPolicy, siteScripts } from "../headers";
import { loadRedirects, type RedirectRule } from "../redirects";

const PROJECT = path.resolve(__dirname, "../..");
const TEMPLATE = path.join(__dirname, "nginx.conf.template");
const BROTLI_MODULE_DIRS = ["/usr/lib/nginx/modules", "/usr/share/nginx/modules", "/etc/nginx/modules"];

/**
 * The command line's options (hosting/README.md). `earlier`: the files of every release kept on the
 * server (scripts/nginx/release.sh), answering a hashed file or a picture `root` lacks; never a page.
 */
interface RenderOptions {
  root: string;
  port: number;
  host?: string;
  runtime: string;
  rules: RedirectRule[];
  brotli?: "auto" | "on" | "off";
  brotliModule?: string;
  user?: string;
  nginx?: string;
  connLimit?: number;
  exempt?: string[];
  earlier?: string;
}

/** A browser opens at most 6 connections per host over HTTP/1.1 (one over HTTP/2): ten times that is abuse. */
export const DEFAULT_CONN_LIMIT = 64;

/** A path for inside a double-quoted nginx string (spaces and # are fine there; quotes, $ and braces are not). */
function safePath(value: string): string {
  if (/["\\$;{}\n\r]/.test(value)) throw new Error(`Path ${JSON.stringify(value)} cannot be used in an nginx configuration`);
  return value;
}

/** A whole path as one nginx argument, quoted when it holds a space, # or '. */
const nginxPath = (value: string) => (/[\s#']/.test(safePath(value)) ? `"${value}"` : value);

export function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/usr/local/nginx/sbin"];
  return dirs.map((dir) => path.join(dir, "nginx")).find((file) => fs.existsSync(file));
}

/**
 * Brotli with this nginx: the modules to load (none when built in) and whether brotli_static is among
 * them (a module of its own in Debian); undefined when this nginx has no brotli.
 */
function brotliSupport(nginx: string | undefined, moduleFile?: string): { staticFiles: boolean; modules: string[] } | undefined {
  if (moduleFile && !fs.existsSync(moduleFile)) throw new Error(`--brotli-module ${moduleFile}: no such file`);
  if (!moduleFile && nginx) {
    const { stdout, stderr } = spawnSync(nginx, ["-V"], { encoding: "utf8" });
    if (/brotli/i.test(`${stdout}${stderr}`)) return { staticFiles: true, modules: [] };
  }
  const dirs = moduleFile ? [path.dirname(path.resolve(moduleFile))] : BROTLI_MODULE_DIRS;
  const find = (name: string) => dirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  const filter = moduleFile ? path.resolve(moduleFile) : find("ngx_http_brotli_filter_module.so");
  const staticModule = find("ngx_http_brotli_static_module.so");
  return filter ? { staticFiles: Boolean(staticModule), modules: staticModule ? [filter, staticModule] : [filter] } : undefined;
}

/**
 * Can a non-root worker read the site: every folder above and in it searchable by others, every file in it readable?
 * @public scripts/nginx/serve.sh asks it too (and serves a readable copy instead of refusing).
 */
export function readableByOthers(root: string): boolean {
  const site = path.resolve(root);
  const paths = [site, ...fs.readdirSync(site, { recursive: true, encoding: "utf8" }).map((name) => path.join(site, name))];
  while (paths[0] !== path.dirname(paths[0])) paths.unshift(path.dirname(paths[0]));
  return paths.every((file) => {
    const stat = fs.statSync(file);
    return (stat.mode & (stat.isDirectory() ? 0o001 : 0o004)) !== 0;
  });
}

/** The workers' `user` when nginx starts as root (none otherwise); never root, so a flaw in a worker cannot own the machine. */
export function workerUser(options: Pick<RenderOptions, "root" | "user">, isRoot = process.getuid?.() === 0): string | undefined {
  if (!isRoot) return undefined;
  if (options.user === "root" || options.user === "0")
    throw new Error("--user root: nginx's workers must not run as root; name an unprivileged user that can read the site");
  if (options.user) return options.user;
  const user = fs.existsSync("/etc/passwd") && /^www-data:/m.test(fs.readFileSync("/etc/passwd", "utf8")) ? "www-data" : "nobody";
  if (!readableByOthers(options.root)) {
    const root = path.resolve(options.root);
    throw new Error(`${root} is not readable by the unprivileged user nginx's workers run as (${user}), and they never run as root.
Either make the site readable by others:
  chmod -R o+rX ${root}   (and o+x on each folder above it)
or serve a copy from a readable place (PUBLIC_DIR=/srv/occfad/public), or name a user that can read it with --user.`);
  }
  return user;
}

/** The geo block's lines: the addresses exempt from the per-client connection limit (loopback, and --exempt's). */
function limitExemptions(extra: string[] = []): string {
  for (const address of extra)
    if (!/^[0-9A-Fa-f:.]+(?:\/\d{1,3})?$/.test(address)) throw new Error(`--exempt ${address}: not an IP address or CIDR range`);
  return ["127.0.0.0/8", "::1", ...extra].map((address) => `        ${address} 0;`).join("\n");
}

/** Each translation's error page for its unknown addresses (`/es/…` → es/404.html, status 404), reached only that way. */
const languageErrorPages = () =>
  LANGUAGE_ERROR_PAGES.map(
    ({ page, prefix, file }) => `        location = ${file} {
            error_page 404 ${file};
            internal;
        }
        location ~ ^${page}(?:/|$) {
            error_page 404 ${file};
            return 404;
        }
        location ${prefix}/ {
            error_page 404 ${file};
            try_files $uri $uri.html =404;
        }`,
  ).join("\n");

/** A map key for a regular expression: `~` (or `~*` ignoring case), quoted when nginx would split it. */
function mapRegex(pattern: string, ignoreCase = false): string {
  if (pattern.includes('"')) throw new Error(`Cache rule ${pattern}: a regular expression with " cannot be used`);
  const key = `${ignoreCase ? "~*" : "~"}${pattern}`;
  return /[\s{};]/.test(key) ? `"${key}"` : key;
}

/** A map's lines from the cache rules nginx applies, in the table's order: each policy's value, and the default's. */
function cacheRuleMap(value: (policy: CachePolicy) => string): string {
  const entries = [
    ["default", DEFAULT_CACHE.policy] as const,
    ...CACHE_RULES.filter((rule) => rule.nginx !== false).map(
      (rule) => [mapRegex(rule.path, rule.ignoreCase), rule.policy] as const,
    ),
  ];
  return entries.map(([key, policy]) => `        ${key.padEnd(Math.max(53, key.length + 2))}"${value(policy)}";`).join("\n");
}

/** Where `location /` looks when the live release lacks a file: the kept releases' files, for those kept across releases. */
const earlierReleases = (folder: string) => `        location @occfad_earlier {
            if ($occfad_kept_across_releases = 0) {
                return 404;
            }
            root "${safePath(path.resolve(folder))}";
            try_files $uri =404;
        }`;

/** Each redirect, its source with a trailing slash going straight to the target too (one hop, not two). */
const redirectLocations = (rules: RedirectRule[]) =>
  rules
    .flatMap(({ from, to }) => ["", "/"].map((slash) => `        location = ${from}${slash} { return 301 ${to}$is_args$args; }`))
    .join("\n");

export function renderNginxConfig(options: RenderOptions): { config: string; brotli: boolean; pages: number } {
  const root = path.resolve(options.root);
  const { pages } = siteScripts(root);
  const support = options.brotli === "off" ? undefined : brotliSupport(options.nginx ?? findNginx(), options.brotliModule);
  if (options.brotli === "on" && !support)
    throw new Error("--brotli on: this nginx has no brotli module (Debian: apt-get install -y libnginx-mod-http-brotli-filter)");

  const host = options.host ?? "127.0.0.1";
  if (!/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+|\*)$/.test(host))
    throw new Error(`--host ${host}: not an address nginx can listen on`);
  const user = workerUser(options);
  const connLimit = options.connLimit ?? DEFAULT_CONN_LIMIT;
  const earlier = options.earlier && earlierReleases(options.earlier);
  if (!Number.isInteger(connLimit) || connLimit < 1) throw new Error(`--conn-limit ${connLimit}: not a positive whole number`);
  const values: Record<string, string> = {
    MAIN: user ? `user ${user};` : "",
    RUNTIME: safePath(path.resolve(options.runtime)),
    LOAD_MODULES: (support?.modules ?? []).map((module) => `load_module ${nginxPath(module)};`).join("\n"),
    BROTLI: support
      ? [
          support.staticFiles
            ? "    brotli_static on;"
            : "    # brotli_static: module missing (Debian: apt-get install -y libnginx-mod-http-brotli-static); .br files unused.",
          "    brotli on;",
          "    brotli_comp_level 5;",
          "    brotli_min_length 256;",
          "    brotli_types text/css text/plain text/xml application/javascript application/json application/manifest+json",
          "                 application/xml image/svg+xml;",
        ].join("\n")
      : "    # brotli: not available in this nginx (Debian: apt-get install -y libnginx-mod-http-brotli-filter, then re-render).",
    CACHE_MAP: cacheRuleMap((policy) => CACHE[policy]),
    KEPT_MAP: cacheRuleMap((policy) => (policy === "immutable" || policy === "media" ? "1" : "0")),
    MISSING: earlier ? "@occfad_earlier" : "=404",
    EARLIER_RELEASES: earlier || "",
    LISTEN: `${host}:${options.port}`,
    ROOT: safePath(root),
    CSP: siteContentSecurityPolicy(root),
    ADMIN: ADMIN_PATH,
    ADMIN_PATTERN,
    ADMIN_CSP: ADMIN_HEADERS["Content-Security-Policy"],
    ADMIN_ROBOTS: ADMIN_HEADERS["X-Robots-Tag"],
    OPENER_POLICY: SECURITY_HEADERS["Cross-Origin-Opener-Policy"],
    ADMIN_OPENER_POLICY: ADMIN_HEADERS["Cross-Origin-Opener-Policy"],
    SECURITY_HEADERS: Object.entries(SECURITY_HEADERS)
      .filter(([name]) => name !== "Cross-Origin-Opener-Policy")
      .map(([name, value]) => `        add_header ${name} "${value}" always;`)
      .join("\n"),
    REDIRECTS: redirectLocations(options.rules),
    ERROR_PAGE: SITE_ERROR_PAGE.file,
    ERROR_PAGE_URL: SITE_ERROR_PAGE.page,
    LANGUAGE_ERROR_PAGES: languageErrorPages(),
    CONN_LIMIT: String(connLimit),
    LIMIT_EXEMPT: limitExemptions(options.exempt),
  };
  const config = fs.readFileSync(TEMPLATE, "utf8").replace(/\{\{([A-Z_]+)\}\}/g, (match, key: string) => {
    if (!(key in values)) throw new Error(`nginx.conf.template: unknown placeholder ${match}`);
    return values[key];
  });
  return { config, brotli: Boolean(support), pages };
}

function main() {
  const names = "root port host runtime redirects brotli brotli-module user nginx conn-limit earlier".split(" ");
  const { values, positionals } = parseArgs({
    options: {
      ...Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
      exempt: { type: "string", multiple: true },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error("Usage: render-config.ts <output nginx.conf> [--root public] [--port 8080] …");
  const flags = values as Record<string, string | undefined>;
  const output = path.resolve(positionals[0]);
  const runtime = path.resolve(flags.runtime ?? path.dirname(output));
  const port = Number(flags.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Port ${flags.port ?? process.env.PORT} is not a TCP port`);
  const brotli = (flags.brotli ?? "auto") as RenderOptions["brotli"];
  if (!["auto", "on", "off"].includes(brotli ?? "")) throw new Error("--brotli must be auto, on or off");
  const rules = loadRedirects(path.resolve(flags.redirects ?? path.join(PROJECT, "content/redirects/redirects.json")));

  // --host, --user, --nginx and --earlier as they are.
  const rendered = renderNginxConfig({
    ...flags,
    root: path.resolve(flags.root ?? path.join(PROJECT, "public")),
    port,
    runtime,
    rules,
    brotli,
    brotliModule: flags["brotli-module"],
    connLimit: flags["conn-limit"] === undefined ? undefined : Number(flags["conn-limit"]),
    exempt: values.exempt as string[] | undefined,
  });
  for (const dir of ["logs", "tmp"]) fs.mkdirSync(path.join(runtime, dir), { recursive: true });
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, rendered.config);
  const shown = path.relative(process.cwd(), output);
  console.log(
    `Wrote ${shown && !shown.startsWith("..") ? shown : output}: ${rules.length} redirects, one CSP for ${rendered.pages} pages, gzip${rendered.brotli ? " and brotli" : ""}.`,
  );
}

// Run from the command line (a test imports it); an error is one line and exit code 1.
if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
