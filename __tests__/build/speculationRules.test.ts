/**
 * @jest-environment node
 *
 * Every page of the production build in public/ asks the browser to prerender the site's pages on
 * hover or press, and the Content-Security-Policy sent with it (by nginx and in `_headers`) lets the
 * browser read those rules.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { findAll } from "domutils";
import type { Element } from "domhandler";
import { SPECULATION_RULES_TEXT } from "../../src/lib/speculationRules";
import { isPageFile, listHtmlFiles, pageUrl } from "../../hosting/pageFiles";
import { loadRedirects } from "../../hosting/redirects";
import { siteContentSecurityPolicy, scriptHash } from "../../hosting/headers";
import { ROUTES } from "../routes";
import { PUBLIC } from "../support/builtPages";

const ROOT = path.resolve(__dirname, "../..");

/** The pages (redirect stubs answer with a redirect, not a page). */
function pageFiles(): string[] {
  const redirected = new Set(loadRedirects(path.join(ROOT, "content/redirects/redirects.json")).map((rule) => rule.from));
  return listHtmlFiles(PUBLIC).filter((file) => isPageFile(file) && !redirected.has(pageUrl(file)));
}

function speculationRules(file: string): string[] {
  const document = parseDocument(fs.readFileSync(path.join(PUBLIC, file), "utf8"));
  return findAll((node: Element) => node.name === "script" && node.attribs.type === "speculationrules", document.children).map(
    (node) => (node.children[0] && "data" in node.children[0] ? String(node.children[0].data) : ""),
  );
}

/** The Content-Security-Policy `_headers` gives every page (the site-wide rule). */
function headersPolicy(): string {
  const text = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8");
  const block = text.split(/\n(?=\S)/).find((entry) => entry.split("\n")[0] === "/*");
  return /Content-Security-Policy: (.+)/.exec(block ?? "")?.[1] ?? "";
}

it("covers every route of the site", () => {
  const urls = pageFiles().map(pageUrl);
  for (const route of ROUTES) expect(urls).toContain(route);
});

it.each(pageFiles())("%s carries the rules once, in its <head>", (file) => {
  expect(speculationRules(file)).toEqual([SPECULATION_RULES_TEXT]);
  const html = fs.readFileSync(path.join(PUBLIC, file), "utf8");
  expect(html.indexOf('type="speculationrules"')).toBeLessThan(html.indexOf("</head>"));
});

it("the site's Content-Security-Policy admits the rules by their hash, in _headers and as nginx sends it", () => {
  const hash = scriptHash(SPECULATION_RULES_TEXT);
  const admits = new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, "\\$&")}`);
  expect(headersPolicy()).toMatch(admits);
  // nginx sends the policy computed the same way (hosting/nginx/render-config.ts).
  expect(siteContentSecurityPolicy(PUBLIC)).toMatch(admits);
});
