/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkLinks, formatLinkReport, srcsetUrls } from "../../scripts/lib/linkCheck";

const MAP = "https://www.google.com/maps?q=3070+Bristol+Street&output=embed";

const page = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

const GOOD_HOME = page(
  `<a href="/about">About</a> <a href="/about#team">Team</a> <a href="#top-of-page" id="top-of-page">Top</a>
   <a href="/services/examplephoto">Veneers</a> <a href="/old">Moved</a>
   <a href="https://www.example.com/privacy">Outbound</a> <a href="mailto:a@b.example">Mail</a> <a href="tel:+17145550142">Call</a>
   <img src="/logo.svg" alt="">
   <picture><source type="image/webp" srcset="/static/a/1.webp 360w,/static/a/2.webp 720w"><img src="/static/a/1.jpg" srcset="/static/a/1.jpg 1x, /static/a/2.jpg 2x" alt=""></picture>
   <img src="data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E" alt="">
   <video poster="/media/clip-poster.jpg" muted><source src="/media/clip.webm" type="video/webm"></video>
   <iframe src="${MAP}" title="Map" height="400"></iframe>
   <script src="/app.js"></script>`,
  `<link rel="stylesheet" href="/styles.css"><link rel="icon" href="/logo.svg"><link rel="canonical" href="https://www.occfad.example/">`,
);

function write(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

const goodSite = (): Record<string, string> => ({
  "index.html": GOOD_HOME,
  "about.html": page(`<h2 id="team">Team</h2><a href="/">Home</a>`),
  "services/examplephoto.html": page(`<a href="/">Home</a>`),
  // A redirect source on a static host: the meta-refresh stub written after the build.
  "old.html": page(`<a href="/about">moved</a>`, `<meta http-equiv="refresh" content="0; url=/about">`),
  "logo.svg": "<svg/>",
  // Empty files the home page names.
  ...Object.fromEntries(
    "app.js styles.css static/a/1.webp static/a/2.webp static/a/1.jpg static/a/2.jpg media/clip-poster.jpg media/clip.webm"
      .split(" ")
      .map((file) => [file, ""]),
  ),
});

let root: string;
beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), "linkcheck-"))));
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

// The home page calls https://www.occfad.example canonical.
const check = () => checkLinks(root, ["https://occfad.example", "not a URL"]);
const messages = () => check().problems.map((problem) => `${problem.page} ${problem.message}`);

it("checkLinks passes a site whose links, images, video, scripts and map frame all resolve", () => {
  write(goodSite());
  const result = check();
  expect(result).toMatchObject({ problems: [], pages: 4 });
  expect(result.references).toBeGreaterThan(15);
  expect(formatLinkReport(result, "public")).toMatch(/4 pages, \d+ internal references, no problems\./);
});

it("checkLinks reports a broken link, a missing image and third-party loads with the page, allowing only the map host in frames and outbound links", () => {
  write({
    ...goodSite(),
    "broken.html": page(
      `<a href="/services/missing">Gone</a> <img src="/images/missing.png" alt=""> <script src="https://cdn.example.net/lib.js"></script>
       <a href="https://occfad.example/gone">Given origin</a> <img src="https://www.occfad.example/gone.png" alt="Canonical origin">`,
    ),
    "frames.html": page(
      `<iframe src="https://www.youtube.com/embed/x" title="v"></iframe><iframe src="${MAP}" title="m"></iframe>
       <img src="https://images.example.org/a.png" alt=""><a href="https://www.youtube.com/">Outbound is fine</a>`,
      `<link rel="preconnect" href="https://fonts.example.net"><style>body{background:url("https://img.example.org/b.png")}</style>`,
    ),
  });
  expect(messages()).toEqual([
    expect.stringMatching(/^\/broken <a href> "\/services\/missing" does not resolve/),
    expect.stringMatching(/^\/broken <img src> "\/images\/missing.png" does not resolve/),
    expect.stringMatching(/^\/broken <script src> loads https:\/\/cdn.example.net\/lib.js from another host/),
    expect.stringMatching(/^\/broken <a href> "https:\/\/occfad.example\/gone" does not resolve/),
    expect.stringMatching(/^\/broken <img src> "https:\/\/www.occfad.example\/gone.png" does not resolve/),
    expect.stringMatching(/^\/frames <link rel="preconnect"> loads https:\/\/fonts.example.net/),
    expect.stringMatching(/^\/frames <style> url\(…\) loads https:\/\/img.example.org\/b.png/),
    expect.stringMatching(/^\/frames <iframe src> loads https:\/\/www.youtube.com\/embed\/x from another host/),
    expect.stringMatching(/^\/frames <img src> loads https:\/\/images.example.org\/a.png from another host/),
  ]);
});

it("checkLinks reports a missing srcset candidate, poster, stylesheet and fragment, a trailing slash, a wrong case, and a redirect source whose file is gone", () => {
  const site = goodSite();
  for (const file of ["static/a/2.webp", "media/clip-poster.jpg", "styles.css", "old.html"]) delete site[file];
  site["about.html"] = page(
    `<h2>Team</h2><a href="/about/">Slash</a> <a href="/Services/examplephoto">Case</a> <a href="/services/examplephoto?x=1#top">Query</a>`,
  );
  write(site);
  // Pages in file order (about.html, then index.html), each in document order.
  expect(messages()).toEqual([
    expect.stringMatching(/^\/about <a href> "\/about\/" ends in a slash/),
    expect.stringMatching(/^\/about <a href> "\/Services\/examplephoto" does not resolve/),
    expect.stringMatching(/^\/ <link rel="stylesheet" href> "\/styles.css" does not resolve/),
    expect.stringMatching(/^\/ <a href> "\/about#team": \/about has no element with id "team"/),
    expect.stringMatching(/^\/ <a href> "\/old" does not resolve/),
    expect.stringMatching(/^\/ <source srcset> "\/static\/a\/2.webp" does not resolve/),
    expect.stringMatching(/^\/ <video poster> "\/media\/clip-poster.jpg" does not resolve/),
  ]);
});

it("checkLinks refuses a folder without a built site", () => {
  expect(() => check()).toThrow(/no built site/);
});

it("srcsetUrls reads candidates with and without spaces after commas", () => {
  expect(srcsetUrls("/a.jpg 360w,/b.jpg 720w")).toEqual(["/a.jpg", "/b.jpg"]);
  expect(srcsetUrls(" /a.jpg 1x , /b.jpg 2x ")).toEqual(["/a.jpg", "/b.jpg"]);
  expect(srcsetUrls("/only.jpg")).toEqual(["/only.jpg"]);
  expect(srcsetUrls("/a,b.jpg 1x, /c.jpg 2x")).toEqual(["/a,b.jpg", "/c.jpg"]);
});
