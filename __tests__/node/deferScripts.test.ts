/** @jest-environment node */
import { deferScripts } from "../../src/node/deferScripts";

const page = `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head><body><div id="___gatsby"><h1>Hi</h1></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>`;

describe("deferScripts", () => {
  const out = deferScripts(page);

  it("removes the external scripts and loads them, in order, after the page has loaded", () => {
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain('addEventListener("load"');
    expect(out).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(out).toContain("e.async=false");
  });

  it("keeps the page, its data scripts and its JSON-LD as they were", () => {
    expect(out).toContain('<div id="___gatsby"><h1>Hi</h1></div>');
    expect(out).toContain('<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>');
    expect(out).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf('addEventListener("load"'));
  });

  it("leaves a page without Gatsby's root and without async scripts (a redirect stub) unchanged", () => {
    const stub = '<html><body><a href="/x">x</a></body></html>';
    expect(deferScripts(stub)).toBe(stub);
  });

  it("stops with the page's name when a page Gatsby hydrates has no script to defer", () => {
    const changed = page.replace(/ async/g, " defer");
    expect(() => deferScripts(changed, "services/examplephoto/index.html")).toThrow(
      /services\/examplephoto\/index\.html has Gatsby's root .* Gatsby's script markup has changed/,
    );
  });
});
