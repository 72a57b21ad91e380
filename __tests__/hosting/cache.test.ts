/**
 * @jest-environment node
 *
 * hosting/cache.ts is the one source of Cache-Control for every host: for each rule, a path of its kind
 * gets the rule's value from the rendered nginx configuration and from `_headers` (or nothing from
 * `_headers` where the table leaves it to the hosts' default), both read back from the rendered text.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CACHE, CACHE_RULES, DEFAULT_CACHE, cacheRulePattern, type CacheRule } from "../../hosting/cache";
import { headersFile } from "../../hosting/cloudflare";
import { renderNginxConfig } from "../../hosting/nginx/render-config";

interface MapEntry {
  /** The regular expression as written, without nginx's `~`/`~*` and quotes. */
  pattern: string;
  match: RegExp;
  value: string;
}

let site: string;
let nginxDefault: string;
let nginxEntries: MapEntry[];
let headerBlocks: { match: RegExp; headers: [string, string][] }[];

/** nginx's map from the served path to Cache-Control: the first matching expression, else the default. */
function parseNginxCacheMap(config: string): { fallback: string; entries: MapEntry[] } {
  const body = /map \$uri \$occfad_cache_control \{\n([\s\S]*?)\n\s*\}$/m.exec(config)?.[1];
  if (body === undefined) throw new Error("no Cache-Control map in the nginx configuration");
  let fallback = "";
  const entries: MapEntry[] = [];
  for (const line of body.split("\n")) {
    const [, key, value] = /^\s*("[^"]+"|\S+)\s+"([^"]*)";$/.exec(line) ?? [];
    if (key === undefined) throw new Error(`unreadable map line: ${line}`);
    const unquoted = key.replace(/^"(.*)"$/, "$1");
    if (unquoted === "default") fallback = value;
    else {
      const [, flag, pattern] = /^(~\*?)(.*)$/.exec(unquoted) ?? [];
      entries.push({ pattern, match: new RegExp(pattern, flag === "~*" ? "i" : ""), value });
    }
  }
  return { fallback, entries };
}

/** `_headers` rules: a path pattern (`*` for anything) and its header lines. */
function parseHeadersFile(text: string) {
  return text
    .split(/\n\n+/)
    .map((block) => block.split("\n").filter((line) => line !== "" && !line.startsWith("#")))
    .filter((lines) => lines.length > 0)
    .map(([pattern, ...lines]) => ({
      match: new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`),
      headers: lines
        .map((line) => /^ {2}([^:!\s][^:]*): (.*)$/.exec(line))
        .filter((found): found is RegExpExecArray => found !== null)
        .map(([, name, value]): [string, string] => [name, value]),
    }));
}

const nginxCacheControl = (url: string) => nginxEntries.find((entry) => entry.match.test(url))?.value ?? nginxDefault;
/** Every Cache-Control a static host sends for a path (each matching rule adds its own). */
const headersCacheControl = (url: string) =>
  headerBlocks
    .filter((block) => block.match.test(url))
    .flatMap((block) => block.headers.filter(([name]) => name === "Cache-Control").map(([, value]) => value));

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "cache-site-"));
  fs.chmodSync(site, 0o755);
  const write = (url: string, text: string) => {
    const file = path.join(site, ...url.split("/"));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write("/index.html", "<!doctype html><title>Home</title><h1>Home</h1>");
  // A file at every example, so that the rules `_headers` states file by file and the editor's rule are written.
  for (const { example } of [...CACHE_RULES, DEFAULT_CACHE]) write(example, "x");
  const { config } = renderNginxConfig({
    root: site,
    port: 8399,
    runtime: path.join(site, "..", "runtime"),
    rules: [],
    brotli: "off",
    user: "nobody",
  });
  const map = parseNginxCacheMap(config);
  nginxDefault = map.fallback;
  nginxEntries = map.entries;
  headerBlocks = parseHeadersFile(headersFile(site).text);
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

it("gives nginx the table's rules, in its order, and nothing else", () => {
  expect(nginxEntries.map((entry) => entry.pattern)).toEqual(
    CACHE_RULES.filter((rule) => rule.nginx !== false).map((rule) => rule.path),
  );
});

describe.each(CACHE_RULES.map((rule): [string, CacheRule] => [rule.what, rule]))("%s", (_what, rule) => {
  it("covers its example", () => {
    expect(cacheRulePattern(rule).test(rule.example)).toBe(true);
  });

  it("is what nginx sends for it", () => {
    if (rule.nginx === false) expect(nginxEntries.map((entry) => entry.pattern)).not.toContain(rule.path);
    else expect(nginxCacheControl(rule.example)).toBe(CACHE[rule.policy]);
  });

  it("is what `_headers` sends for it, or nothing where the hosts' default applies", () => {
    expect(headersCacheControl(rule.example)).toEqual(rule.staticHosts === "host default" ? [] : [CACHE[rule.policy]]);
  });
});

it("sends the default for every other path: nginx its own, static hosts theirs", () => {
  expect(CACHE_RULES.some((rule) => cacheRulePattern(rule).test(DEFAULT_CACHE.example))).toBe(false);
  expect(nginxCacheControl(DEFAULT_CACHE.example)).toBe(CACHE[DEFAULT_CACHE.policy]);
  expect(headersCacheControl(DEFAULT_CACHE.example)).toEqual([]);
});
