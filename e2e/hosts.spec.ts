import path from "node:path";
import { STRINGS } from "../src/i18n/dictionary";
import { LOCALE, PATH_PREFIX, type Lang } from "../src/i18n/languages";
import { axeViolations, expect, open, ROUTES, test, WIDTHS } from "./fixtures";
import { ADMIN_CSP } from "../hosting/adminHeaders";
import { loadRedirects } from "../hosting/redirects";

/**
 * What every host answers the same way, on nginx and Cloudflare's runtime; Netlify's rules are read by its
 * own parsers (__tests__/hosting/netlify.test.ts), as its local server does not run offline.
 */
test.describe("status codes and redirects", () => {
  // Every redirect rule, in every language.
  for (const { from, to } of loadRedirects(path.resolve(__dirname, "../content/redirects/redirects.json")))
    test(`${from} answers 301 to ${to}, which answers 200`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(to);
      expect((await request.get(response.headers()["location"], { maxRedirects: 0 })).status()).toBe(200);
    });

  test("a page URL with a trailing slash is sent to the URL without it in one hop", async ({ request }) => {
    const route = ROUTES.find((candidate) => candidate.split("/").length > 2) ?? "/";
    const response = await request.get(`${route}/`, { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(new URL(response.headers()["location"], "http://x").pathname).toBe(route);
  });

  for (const lang of Object.keys(STRINGS) as Lang[])
    test(`an unknown URL under "${PATH_PREFIX[lang] || "/"}" answers 404 with the error screen in ${LOCALE[lang]}, before and after the scripts run, with no axe violations`, async ({
      request,
      page,
      problems,
    }) => {
      const url = `${PATH_PREFIX[lang]}/no-such-page`;
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${LOCALE[lang]}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${STRINGS[lang].errorHeading}</h1>`));
      await open(page, url, WIDTHS.phone);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[lang]);
      await expect(page.getByRole("heading", { level: 1, name: STRINGS[lang].errorHeading })).toBeVisible();
      await expect(page.getByText(STRINGS[lang].errorApology)).toBeVisible();
      await expect(page.getByRole("link", { name: STRINGS[lang].goHome })).toHaveAttribute("href", PATH_PREFIX[lang] || "/");
      expect(problems).toEqual([]);
      // The same files on every host: axe-core's rules are run on one.
      if (test.info().project.name === "nginx") expect(await axeViolations(page)).toEqual([]);
    });
});

test.describe("headers", () => {
  test("HSTS comes from whoever ends TLS: Cloudflare Pages sends it, nginx leaves it to the terminator in front", async ({
    request,
  }) => {
    const hsts = (await request.get("/")).headers()["strict-transport-security"];
    if (test.info().project.name === "cloudflare") expect(hsts).toMatch(/max-age=\d{8,}/);
    else expect(hsts).toBeUndefined();
  });

  test("the content editor gets its own policy and noindex instead of the site's, and only it", async ({ request }) => {
    const response = await request.get("/admin/", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toBe(ADMIN_CSP);
    expect(ADMIN_CSP).toContain("'unsafe-eval'");
    expect(ADMIN_CSP).not.toContain("'sha256-");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    // Sign-in happens in a pop-up that must be able to hand the token back.
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    // That every page keeps the site's policy, without noindex: pages.spec.ts's expectSiteHeaders.
  });

  test("hashed assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const scripts = (/<script[^>]*data-deferred-scripts[^>]*data-src="([^"]+)"/.exec(html)?.[1] ?? "").split(" ").filter(Boolean);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect((await request.get(script)).headers()["cache-control"], script).toContain("immutable");
  });
});
