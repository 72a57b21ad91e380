/**
 * @jest-environment node
 *
 * Each cache rule's example path gets its Cache-Control from the rendered nginx configuration and from `_headers`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { CACHE, CACHE_RULES, DEFAULT_CACHE, cacheRulePattern } from "../../hosting/cache";
import { headersFile } from "../../hosting/cloudflare";
import { renderNginxConfig } from "../../hosting/nginx/render-config";

let site: string;
let nginxMap: { pattern: string; match: RegExp; value: string }[];
/** `_headers` as Netlify's own parser reads it (netlify.test.ts reads the real build's so). */
let headerRules: { forRegExp: RegExp; values: Record<string, string> }[];
let headerPatterns: string[];

/** nginx's map from the served path to Cache-Control, in order, its default last (the regular expressions unquoted, without `~`/`~*`). */
function parseNginxCacheMap(config: string) {
  const body = /map \$uri \$occfad_cache_control \{\n([\s\S]*?)\n\s*\}$/m.exec(config)?.[1] ?? "";
  const entries = body.split("\n").map((line) => {
    const [, key, value] = /^\s*("[^"]+"|\S+)\s+"([^"]*)";$/.exec(line) ?? [];
    if (key === undefined) throw new Error(`unreadable map line: ${line}`);
    const [, flag, pattern] = /^(~\*?|)(.*)$/.exec(key.replace(/^"(.*)"$/, "$1")) ?? [];
    return { pattern, match: flag ? new RegExp(pattern, flag === "~*" ? "i" : "") : /(?:)/, value };
  });
  // The default answers what no expression matches: it goes last.
  return [...entries.filter((entry) => entry.pattern !== "default"), ...entries.filter((entry) => entry.pattern === "default")];
}

const nginxCacheControl = (url: string) => nginxMap.find((entry) => entry.match.test(url))?.value;
/** Every Cache-Control a static host sends for a path (on Cloudflare Pages each matching rule adds its own). */
const headersCacheControl = (url: string) =>
  headerRules.filter((rule) => rule.forRegExp.test(url)).flatMap((rule) => rule.values["Cache-Control"] ?? []);

beforeAll(async () => {
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
  const runtime = path.join(site, "..", "runtime");
  const { config } = renderNginxConfig({ root: site, port: 8399, runtime, rules: [], brotli: "off", user: "nobody" });
  nginxMap = parseNginxCacheMap(config);
  const text = headersFile(site);
  headerPatterns = text.split("\n").filter((line) => line.startsWith("/"));
  fs.writeFileSync(path.join(site, "_headers"), text);
  const parsed = await parseAllHeaders({ headersFiles: [path.join(site, "_headers")], configHeaders: undefined, minimal: false });
  expect(parsed.errors).toEqual([]);
  headerRules = parsed.headers as typeof headerRules;
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

it("gives nginx the table's rules, in its order, and nothing else", () => {
  expect(nginxMap.map((entry) => entry.pattern)).toEqual([
    ...CACHE_RULES.filter((rule) => rule.nginx !== false).map((rule) => rule.path),
    "default",
  ]);
});

it.each(CACHE_RULES)("$what: covers its example; nginx and `_headers` (bar the hosts' default) send it its value", (rule) => {
  expect(cacheRulePattern(rule).test(rule.example)).toBe(true);
  if (rule.nginx === false) expect(nginxMap.map((entry) => entry.pattern)).not.toContain(rule.path);
  else expect(nginxCacheControl(rule.example)).toBe(CACHE[rule.policy]);
  expect(headersCacheControl(rule.example)).toEqual(rule.staticHosts === "host default" ? [] : [CACHE[rule.policy]]);
});

it("sends the default for every other path: nginx its own, static hosts theirs (a page's address included)", () => {
  expect(CACHE_RULES.some((rule) => cacheRulePattern(rule).test(DEFAULT_CACHE.example))).toBe(false);
  expect(nginxCacheControl(DEFAULT_CACHE.example)).toBe(CACHE[DEFAULT_CACHE.policy]);
  for (const url of [DEFAULT_CACHE.example, "/services/veneers"]) expect(headersCacheControl(url)).toEqual([]);
});

it("states each `_headers` path once (the parser would hide a block written twice; Cloudflare Pages would join the values)", () => {
  expect(new Set(headerPatterns).size).toBe(headerPatterns.length);
});
