/**
 * @jest-environment node
 *
 * `_headers` and `_redirects` must stay within what Cloudflare Pages reads (100 header rules, 2,000
 * characters a line, 2,000 static and 100 dynamic redirects, statuses 200/301/302/303/307/308): past
 * that it silently skips the rest, so the build refuses to write such files.
 */
import fc from "fast-check";
import { staticHostLimitProblems, STATIC_HOST_LIMITS } from "../../hosting/cloudflare";
import { redirectsFile, staticHostFromEnv } from "../../hosting/staticHosts";
import type { RedirectRule } from "../../hosting/redirects";

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
          expect(
            staticHostLimitProblems({
              headers: headersText(rules, valueLength),
              redirects: redirectsText(staticRedirects, dynamic),
            }),
          ).toEqual([]);
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

describe("the redirects file", () => {
  const rules: RedirectRule[] = [
    { from: "/services", to: "/services/smiledesign" },
    { from: "/services/3ddentalprinters", to: "/services/3DDentalPrinters", serverOnly: true },
  ];
  const lines = (text: string) => text.split("\n").filter((line) => line && !line.startsWith("#"));

  it("for Cloudflare Pages uses only the statuses it accepts and leaves error pages to its 404.html lookup", () => {
    expect(lines(redirectsFile(rules, "cloudflare"))).toEqual([
      "/services /services/smiledesign 301",
      "/services/3ddentalprinters /services/3DDentalPrinters 301",
    ]);
  });

  it("for Netlify forces the rules that have a stub file and sends each language's unknown addresses to its error page", () => {
    expect(lines(redirectsFile(rules, "netlify"))).toEqual([
      "/services /services/smiledesign 301!",
      "/services/3ddentalprinters /services/3DDentalPrinters 301",
      "/es/* /es/404 404",
    ]);
  });

  it("is written for the host the environment names, Cloudflare Pages unless told otherwise", () => {
    expect(staticHostFromEnv({})).toBe("cloudflare");
    expect(staticHostFromEnv({ NETLIFY: "true" })).toBe("netlify");
    expect(staticHostFromEnv({ STATIC_HOST: "Netlify" })).toBe("netlify");
    expect(staticHostFromEnv({ STATIC_HOST: "cloudflare", NETLIFY: "true" })).toBe("cloudflare");
    expect(() => staticHostFromEnv({ STATIC_HOST: "vercel" })).toThrow('STATIC_HOST="vercel": use "cloudflare" or "netlify"');
  });
});
