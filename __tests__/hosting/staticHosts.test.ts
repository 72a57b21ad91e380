/**
 * @jest-environment node
 *
 * `_redirects` in every language and the host's flavour, and both files within Cloudflare's limits (past them it skips the rest).
 */
import fc from "fast-check";
import { staticHostLimitProblems, STATIC_HOST_LIMITS } from "../../hosting/cloudflare";
import { languageRedirects, redirectPage, serverOnlyTarget, type RedirectRule } from "../../hosting/redirects";
import { redirectsFile, staticHostFromEnv } from "../../hosting/staticHosts";

const headerRule = (i: number, valueLength: number) => `/rule-${i}\n  X-Test: ${"v".repeat(valueLength)}\n`;
const headersText = (rules: number, valueLength = 10) =>
  Array.from({ length: rules }, (_, i) => headerRule(i, valueLength)).join("\n");
const redirectsText = (staticRules: number, dynamic = 0) =>
  [
    ...Array.from({ length: staticRules }, (_, i) => `/old-${i} /new-${i} 301`),
    ...Array.from({ length: dynamic }, (_, i) => `/section-${i}/* /new/:splat 301`),
  ].join("\n");

describe("the limits check", () => {
  it("accepts any files within every limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: STATIC_HOST_LIMITS.headerRules }),
        fc.integer({ min: 1, max: STATIC_HOST_LIMITS.lineLength - 20 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: STATIC_HOST_LIMITS.dynamicRedirects }),
        (rules, valueLength, staticRedirects, dynamic) => {
          const files = { headers: headersText(rules, valueLength), redirects: redirectsText(staticRedirects, dynamic) };
          expect(staticHostLimitProblems(files)).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("names every limit a file goes past", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: STATIC_HOST_LIMITS.headerRules + 1, max: 400 }),
        fc.integer({ min: STATIC_HOST_LIMITS.lineLength + 1, max: 5000 }),
        fc.integer({ min: STATIC_HOST_LIMITS.dynamicRedirects + 1, max: 200 }),
        (rules, lineLength, dynamic) => {
          const problems = staticHostLimitProblems({
            headers: headersText(rules - 1) + "\n" + headerRule(rules, lineLength),
            redirects: redirectsText(1, dynamic),
          });
          expect(problems).toEqual([
            `_headers has ${rules} rules; Cloudflare Pages reads at most 100`,
            expect.stringMatching(/^_headers has a \d+-character line; Cloudflare Pages allows 2000$/),
            `_redirects has ${dynamic} rules with * or :placeholders; Cloudflare Pages allows 100`,
          ]);
        },
      ),
      { numRuns: 30 },
    );
    expect(staticHostLimitProblems({ headers: headersText(1), redirects: redirectsText(2001) })).toEqual([
      "_redirects has 2001 static rules; Cloudflare Pages allows 2000",
    ]);
  });
});

const rules: RedirectRule[] = [
  { from: "/services", to: "/services/exampledesign" },
  { from: "/services/example3d", to: "/services/Example3D", serverOnly: true },
];

// Netlify's flavour: __tests__/hosting/netlify.test.ts, read with Netlify's parser.
it("gives every rule a Spanish copy, keeping serverOnly, and writes `_redirects` for Cloudflare Pages with only the 301s (a 404 line would break its nearest-404.html lookup)", () => {
  const all = languageRedirects(rules);
  expect(all).toEqual([
    ...rules,
    { from: "/es/services", to: "/es/services/exampledesign" },
    { from: "/es/services/example3d", to: "/es/services/Example3D", serverOnly: true },
  ]);
  const lines = redirectsFile(all, "cloudflare").split("\n");
  expect(lines.filter((line) => line && !line.startsWith("#"))).toEqual(all.map(({ from, to }) => `${from} ${to} 301`));
});

it("is written for the host the environment names, Cloudflare Pages unless told otherwise", () => {
  expect(staticHostFromEnv({})).toBe("cloudflare");
  expect(staticHostFromEnv({ NETLIFY: "true" })).toBe("netlify");
  expect(staticHostFromEnv({ STATIC_HOST: "Netlify" })).toBe("netlify");
  expect(staticHostFromEnv({ STATIC_HOST: "cloudflare", NETLIFY: "true" })).toBe("cloudflare");
  expect(() => staticHostFromEnv({ STATIC_HOST: "vercel" })).toThrow('STATIC_HOST="vercel": use "cloudflare" or "netlify"');
});

it("writes the Spanish redirect stub in Spanish", () => {
  const html = redirectPage("/es/services/exampledesign", "https://www.occfad.org");
  expect(html).toContain('<html lang="es-US">');
  expect(html).toContain('Esta página ahora está en <a href="/es/services/exampledesign">');
});

it.each<[string, string | undefined]>([
  // The preview site's lower-case addresses, in every language, go to the page with capitals, query kept.
  ["/services/example3d", "/services/Example3D"],
  ["/es/services/example3d?utm_source=editor", "/es/services/Example3D?utm_source=editor"],
  // Every address no server-only rule names is left to the preview site: the page, other rules, near misses.
  ...["/services/Example3D", "/services", "/services/example3d/", "/services/example3dx", "/en/services/example3d"].map(
    (url): [string, undefined] => [url, undefined],
  ),
])("the preview site sends %s to %s", (url, target) => {
  expect(serverOnlyTarget(rules, url)).toBe(target);
});
