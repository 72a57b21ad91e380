/**
 * @jest-environment node
 *
 * The post-build check on a small site written for each test: a C0 control character (but tab, LF, CR)
 * in a text file or in its `.gz` / `.br` copy fails the build, naming the file, the offset and the text around it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  assertNoControlBytes,
  controlByteOffsets,
  scanControlBytes,
} from "../../plugins/gatsby-plugin-site-postbuild/controlBytes";
import { finishSite } from "../../plugins/gatsby-plugin-site-postbuild/finishSite";

const REDIRECTS = path.resolve(__dirname, "../../content/redirects/redirects.json");

const SPANISH = '<!DOCTYPE html><html lang="es-US"><body><p>La atención comienza cuando usted nos visita.</p></body></html>';
/** The same page as React 18's streaming renderer could write it: a NUL just before the "ó" of "atención". */
const WITH_NUL = SPANISH.replace("atención", "atenci\0ón");
const NUL_OFFSET = Buffer.byteLength(WITH_NUL.slice(0, WITH_NUL.indexOf("\0")));

let site: string;
const write = (rel: string, content: string | Buffer) => {
  const full = path.join(site, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "control-bytes-"));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

it("controlByteOffsets finds NUL and every other C0 control character, and takes tab, LF, CR and UTF-8 for text", () => {
  const controls = Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code));
  for (const code of controls) expect(controlByteOffsets(Buffer.from(`ab${String.fromCharCode(code)}c`))).toEqual([2]);
  expect(controlByteOffsets(Buffer.from("a\tb\nc\r\nAtención, niños — ¿sí? ¡Sí! 😀"))).toEqual([]);
});

describe("scanControlBytes on a built site", () => {
  it("passes text files that hold only text, tabs and line breaks of either kind, and leaves scripts alone (a bundled library may hold a control character in a string)", () => {
    write("es/privacypolicy/index.html", SPANISH.replace("<p>", "\t<p>\r\n"));
    write("_headers", "/*\n  X-Frame-Options: DENY\r\n");
    write("_redirects", "/old /new 301\n");
    write("admin/decap-cms.js", 'const bell = "\u0007";');
    expect(scanControlBytes(site)).toEqual({ files: ["_headers", "_redirects", "es/privacypolicy/index.html"], findings: [] });
    expect(assertNoControlBytes(site)).toBe(3);
  });

  it.each([
    ["es/privacypolicy/index.html", WITH_NUL, 0x00, "NUL"],
    ["page-data/es/privacypolicy/page-data.json", '{"text":"escape \u001b[0m"}', 0x1b, "ESC"],
    ["sitemap-0.xml", "<urlset>\u000b</urlset>", 0x0b, "VT"],
    ["robots.txt", "User-agent: *\u0007\n", 0x07, "BEL"],
    ["_headers", "/*\n  X-Frame-Options: DENY\u000c\n", 0x0c, "FF"],
    ["_redirects", "/old /new\u0001 301\n", 0x01, "SOH"],
    ["manifest.webmanifest", '{"name":"\u001f"}', 0x1f, "US"],
  ])("finds a control character in %s", (file, text, code, name) => {
    write(file, text);
    expect(scanControlBytes(site).findings).toEqual([
      expect.stringContaining(
        `${file}: byte ${Buffer.from(text).indexOf(code)} is U+${code.toString(16).toUpperCase().padStart(4, "0")} ${name} in "`,
      ),
    ]);
  });

  it("reads the text of .gz and .br copies, whose bytes differ from the file's", () => {
    write("es/about/occfad/index.html", SPANISH);
    write("es/about/occfad/index.html.gz", zlib.gzipSync(WITH_NUL));
    write("es/about/occfad/index.html.br", zlib.brotliCompressSync(WITH_NUL));
    const { files, findings } = scanControlBytes(site);
    expect(files).toEqual(["es/about/occfad/index.html", "es/about/occfad/index.html.br", "es/about/occfad/index.html.gz"]);
    expect(findings).toEqual(
      [".br", ".gz"].map((suffix) =>
        expect.stringContaining(`es/about/occfad/index.html${suffix}: byte ${NUL_OFFSET} of the decompressed text is U+0000 NUL`),
      ),
    );
  });

  it("counts every control character of a file and shows the first", () => {
    write("index.html", "<p>a\0b</p><p>c\0d</p>");
    expect(scanControlBytes(site).findings).toEqual([
      'index.html: byte 4 is U+0000 NUL in "<p>a\\u0000b</p><p>c\\u0000d</p>" (2 control characters in the file)',
    ]);
  });

  it("keeps whole characters at the ends of the text it shows", () => {
    write("index.html", `${"ñ".repeat(30)}\0${"ó".repeat(30)}`);
    expect(scanControlBytes(site).findings).toEqual([
      `index.html: byte 60 is U+0000 NUL in ${JSON.stringify(`${"ñ".repeat(20)}\0${"ó".repeat(20)}`)}`,
    ]);
  });
});

it("the post-build step fails the build when a page holds a NUL, naming the page as served, its compressed copies with it", async () => {
  write("index.html", '<!DOCTYPE html><html lang="en-US"><body><p>Home</p></body></html>');
  write("es/privacypolicy/index.html", `${WITH_NUL}${"<p>Texto que se repite, como en las páginas. </p>".repeat(40)}`);
  const run = finishSite(site, REDIRECTS, "https://www.example.org", { info: jest.fn() });
  await expect(run).rejects.toThrow(/^Control characters in 3 files under /);
  // The page as the site serves it (Gatsby's es/privacypolicy/index.html, moved by the step before), as scanControlBytes names it.
  await expect(run).rejects.toThrow(`\n  es/privacypolicy.html: byte ${NUL_OFFSET} is U+0000 NUL in "`);
});
