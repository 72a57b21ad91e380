/** @jest-environment node */
import { JSDOM } from "jsdom";
import { islandScripts, LOADER_SCRIPT } from "../../plugins/gatsby-plugin-site-postbuild/islandScripts";

const ISLANDS = "/islands-0123456789abcdef0123.js";

/** A page as Gatsby writes it: its root, its data scripts and its runtime, `body` inside the root. */
const gatsbyPage = (body = '<header>h</header><script type="application/json" data-island="header">{}</script>') =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head><body><div id="___gatsby">${body}</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/services/veneers";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="f5bc";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const page = gatsbyPage();
const out = islandScripts(page, ISLANDS);

it("takes Gatsby's runtime and its data scripts out, and loads the islands script after the page has loaded", async () => {
  expect(out).not.toMatch(/<script[^>]* src=/);
  expect(out).not.toMatch(/pagePath|___chunkMapping|___webpackCompilationHash/);
  // In a DOM that runs its inline scripts (the external ones are not fetched).
  const { window } = new JSDOM(out, { runScripts: "dangerously", url: "http://localhost/" });
  await new Promise((resolve) => window.addEventListener("load", resolve));
  const loaded = () => [...window.document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src") ?? "");
  expect(loaded()).toEqual([]);
  // The loader waits for the browser to be idle after the load: poll for the script, never a fixed time.
  for (const deadline = Date.now() + 5_000; loaded().length === 0 && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(loaded()).toEqual([ISLANDS]);
  window.close();
});

it("keeps the page, its JSON-LD, its islands' data and Gatsby's slice markers as they were, and writes between those one inline script, the same on every page", () => {
  expect(out).toContain(
    '<div id="___gatsby"><header>h</header><script type="application/json" data-island="header">{}</script></div>',
  );
  expect(out).toContain('<script type="application/ld+json">{"a":1}</script>');
  const loader = `<script data-deferred-scripts data-src="${ISLANDS}">${LOADER_SCRIPT}</script>`;
  expect(out).toContain(`<!-- slice-start id="_gatsby-scripts-1" -->${loader}<!-- slice-end`);
  expect(out.match(/<script data-deferred-scripts/g)).toHaveLength(1);
});

it("changes nothing on a second run, and moves a page of an earlier build to this build's script", () => {
  expect(islandScripts(out, ISLANDS)).toBe(out);
  expect(islandScripts(out, "/islands-ffff.js")).toBe(out.replace(ISLANDS, "/islands-ffff.js"));
});

it("gives a page without islands no script at all, and leaves a page without Gatsby's root and scripts (a redirect stub) unchanged", () => {
  const plain = islandScripts(gatsbyPage("<h1>Hi</h1>"), ISLANDS);
  expect(plain).not.toContain("<script data-deferred-scripts");
  expect(plain).not.toMatch(/<script[^>]* src=/);
  expect(islandScripts(plain, ISLANDS)).toBe(plain);
  const stub = '<html><body><a href="/x">x</a></body></html>';
  expect(islandScripts(stub, ISLANDS)).toBe(stub);
});

it("stops with the page's name when Gatsby's script markup is not the one this step knows", () => {
  const changed = page.replace(/ async/g, " defer");
  expect(() => islandScripts(changed, ISLANDS, "services/examplephoto.html")).toThrow(
    /services\/examplephoto\.html has Gatsby's root .* Gatsby's script markup has changed/,
  );
});
