/**
 * @jest-environment node
 *
 * The redirects are written once, in English paths; each language follows them under its prefix,
 * and a static host answers a translation's unknown addresses with its own error page.
 */
import { languageRedirects, redirectPage, serverOnlyTarget } from "../../hosting/redirects";
import { redirectsFile } from "../../hosting/staticHosts";

const rules = [
  { from: "/services", to: "/services/exampledesign" },
  { from: "/services/example3d", to: "/services/Example3D", serverOnly: true },
];

it("gives every rule a Spanish copy, keeping serverOnly", () => {
  expect(languageRedirects(rules)).toEqual([
    ...rules,
    { from: "/es/services", to: "/es/services/exampledesign" },
    { from: "/es/services/example3d", to: "/es/services/Example3D", serverOnly: true },
  ]);
});

it("writes the Spanish redirect stub in Spanish", () => {
  const html = redirectPage("/es/services/exampledesign", "https://www.occfad.org");
  expect(html).toContain('<html lang="es-US">');
  expect(html).toContain('Esta página ahora está en <a href="/es/services/exampledesign">');
});

it("sends Netlify's unknown /es/ addresses to the Spanish error page, after every redirect", () => {
  const lines = redirectsFile(languageRedirects(rules), "netlify").trim().split("\n");
  expect(lines.at(-1)).toBe("/es/* /es/404 404");
  expect(lines).toContain("/es/services /es/services/exampledesign 301!");
});

it("leaves Cloudflare Pages' unknown /es/ addresses to its nearest-404.html rule (es/404.html), which a 404 line would break", () => {
  const lines = redirectsFile(languageRedirects(rules), "cloudflare").trim().split("\n");
  expect(lines).toContain("/es/services /es/services/exampledesign 301");
  expect(lines.filter((line) => / 404$/.test(line))).toEqual([]);
});

it("sends the preview site's lower-case addresses, in every language, to the page with capitals, keeping the query", () => {
  expect(serverOnlyTarget(rules, "/services/example3d")).toBe("/services/Example3D");
  expect(serverOnlyTarget(rules, "/es/services/example3d?utm_source=editor")).toBe("/es/services/Example3D?utm_source=editor");
});

it("leaves to the preview site every address no server-only rule names: the page itself, other rules, near misses", () => {
  for (const url of [
    "/services/Example3D",
    "/services",
    "/services/example3d/",
    "/services/example3dx",
    "/en/services/example3d",
  ])
    expect(serverOnlyTarget(rules, url)).toBeUndefined();
});
