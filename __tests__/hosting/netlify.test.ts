/**
 * @jest-environment node
 *
 * The build's Netlify files read with Netlify's own parsers (its local server does not run offline); a
 * URL's headers are the matching rules' values, later rules replacing earlier ones, as netlify-cli does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { ADMIN_HEADERS } from "../../hosting/adminHeaders";
import { PATH_PREFIX, TRANSLATIONS } from "../../src/i18n/languages";
import { headersFile } from "../../hosting/cloudflare";
import { siteContentSecurityPolicy } from "../../hosting/headers";
import { redirectsFile } from "../../hosting/staticHosts";
import { loadRedirects } from "../../hosting/redirects";
import { isPageFile, listHtmlFiles, pageUrl } from "../../hosting/pageFiles";
import { PUBLIC } from "../support/builtPages";

const ROOT = path.resolve(__dirname, "../..");
const RULES = loadRedirects(path.join(ROOT, "content/redirects/redirects.json"));

let headers: { forRegExp: RegExp; values: Record<string, string> }[];
let redirects: { from: string; to: string; status: number; force: boolean }[];

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-"));
  const [headersFiles, redirectsFiles] = [[path.join(dir, "_headers")], [path.join(dir, "_redirects")]];
  fs.writeFileSync(headersFiles[0], headersFile(PUBLIC));
  fs.writeFileSync(redirectsFiles[0], redirectsFile(RULES, "netlify"));
  const netlifyConfigPath = path.join(ROOT, "netlify.toml");
  const parsedHeaders = await parseAllHeaders({ headersFiles, netlifyConfigPath, configHeaders: undefined, minimal: false });
  const parsedRedirects = await parseAllRedirects({ redirectsFiles, netlifyConfigPath, configRedirects: [], minimal: false });
  fs.rmSync(dir, { recursive: true, force: true });
  expect([...parsedHeaders.errors, ...parsedRedirects.errors]).toEqual([]);
  headers = parsedHeaders.headers as typeof headers;
  redirects = parsedRedirects.redirects as typeof redirects;
});

const headersFor = (url: string): Record<string, string> =>
  Object.assign({}, ...headers.filter((rule) => rule.forRegExp.test(url)).map((rule) => rule.values)) as Record<string, string>;

it("reads every page's headers: the site's one policy and the security headers", () => {
  const policy = siteContentSecurityPolicy(PUBLIC);
  for (const url of listHtmlFiles(PUBLIC).filter(isPageFile).map(pageUrl)) {
    const sent = headersFor(url);
    expect(sent["Content-Security-Policy"]).toBe(policy);
    expect(sent["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/);
    expect(sent["X-Frame-Options"]).toBe("DENY");
    expect(sent["X-Content-Type-Options"]).toBe("nosniff");
    expect(sent["X-Robots-Tag"]).toBeUndefined();
  }
});

it("gives the content editor its own policies instead of the site's, and keeps it out of search engines", () => {
  for (const url of ["/admin", "/admin/", "/admin/config.yml"])
    expect(headersFor(url)).toMatchObject({ ...ADMIN_HEADERS, "X-Robots-Tag": "noindex, nofollow" });
});

it("forces each redirect whose source has a stub file, so the 301 wins over the file, then sends each language's unknown addresses to its own error page", () => {
  expect(redirects.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
    ...RULES.map((rule) => [rule.from, rule.to, 301, !rule.serverOnly]),
    ...TRANSLATIONS.map((lang) => [`${PATH_PREFIX[lang]}/*`, `${PATH_PREFIX[lang]}/404`, 404, false]),
  ]);
  for (const lang of TRANSLATIONS) expect(fs.existsSync(path.join(PUBLIC, `${PATH_PREFIX[lang].slice(1)}/404.html`))).toBe(true);
});

it("builds with the Netlify flavour and the site's folder as netlify.toml says", () => {
  const toml = fs.readFileSync(path.join(ROOT, "netlify.toml"), "utf8");
  expect(toml).toMatch(/^\s*publish = "public"$/m);
  expect(toml).toMatch(/^\s*command = "npm run build"$/m);
  expect(toml).toMatch(/^\s*STATIC_HOST = "netlify"$/m);
});
