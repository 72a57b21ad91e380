/** @jest-environment node */
import { JSDOM } from "jsdom";
import { deferScripts } from "../../gatsby/deferScripts";

const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head><body><div id="___gatsby"><h1>Hi</h1></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>`;
const page = gatsbyPage("/services/veneers");

/** The rewritten page in a DOM that runs its inline scripts (the external ones are not fetched). */
async function run(html: string): Promise<{ window: JSDOM["window"]; loaded: () => { src: string; async: boolean }[] }> {
  const dom = new JSDOM(html, { runScripts: "dangerously", url: "http://localhost/" });
  await new Promise((resolve) => dom.window.addEventListener("load", resolve));
  const loaded = () =>
    [...dom.window.document.querySelectorAll("script[src]")].map((script) => ({
      src: script.getAttribute("src") ?? "",
      async: (script as HTMLScriptElement).async,
    }));
  return { window: dom.window, loaded };
}

describe("deferScripts", () => {
  const out = deferScripts(page);

  it("removes the external scripts and loads them, in order, after the page has loaded", async () => {
    expect(out).not.toMatch(/<script src=/);
    const { window, loaded } = await run(out);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loaded()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"].map((src) => ({ src, async: false })));
    window.close();
  });

  it("still tells Gatsby which page it is, from one script whose text is the same on every page", async () => {
    const { window } = await run(out);
    expect((window as unknown as { pagePath: string }).pagePath).toBe("/services/veneers");
    window.close();
    const inline = (html: string) =>
      html.match(/<script(?: [^>]*)?>[^<]+<\/script>/g)?.map((tag) => tag.replace(/^<script[^>]*>/, ""));
    expect(inline(deferScripts(gatsbyPage("/es/about/occfad")))).toEqual(inline(out));
  });

  it("keeps the page and its JSON-LD as they were, the page's path before the loader", () => {
    expect(out).toContain('<div id="___gatsby"><h1>Hi</h1></div>');
    expect(out).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf('addEventListener("load"'));
  });

  it("changes nothing on a second run (a page Gatsby left from the last build)", () => {
    expect(deferScripts(out)).toBe(out);
  });

  it("writes a path with quotes or markup into the attribute safely", async () => {
    const { window } = await run(deferScripts(gatsbyPage('/a"b<c>&d')));
    expect((window as unknown as { pagePath: string }).pagePath).toBe('/a"b<c>&d');
    window.close();
  });

  it("stops with the page's name when Gatsby's page-path script changes its form", () => {
    const changed = page.replace("/*<![CDATA[*/window.pagePath=", "/*<![CDATA[*/window.pagePath =");
    expect(() => deferScripts(changed, "services/veneers.html")).toThrow(/services\/veneers\.html has Gatsby's page-path script/);
  });

  it("leaves a page without Gatsby's root and without async scripts (a redirect stub) unchanged", () => {
    const stub = '<html><body><a href="/x">x</a></body></html>';
    expect(deferScripts(stub)).toBe(stub);
  });

  it("stops with the page's name when a page Gatsby hydrates has no script to defer", () => {
    const changed = page.replace(/ async/g, " defer");
    expect(() => deferScripts(changed, "services/examplephoto.html")).toThrow(
      /services\/examplephoto\.html has Gatsby's root .* Gatsby's script markup has changed/,
    );
  });
});
