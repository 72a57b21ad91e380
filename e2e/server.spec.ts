import { expect, hydrated, ROUTES, test } from "./fixtures";

test.describe("status codes and redirects from the production server", () => {
  test("every route of the specification answers 200", async ({ request }) => {
    for (const route of ROUTES) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
    }
  });

  for (const [from, to] of [
    ["/services", "/services/smiledesign"],
    ["/about", "/about/occfad"],
    ["/services/fluoridetreatments", "/services/flouridetreatments"],
    ["/services/3ddentalprinters", "/services/3DDentalPrinters"],
    ["/services/gingivalgumcontouring", "/services/Gingivalgumcontouring"],
    ["/services/veneers/", "/services/veneers"],
  ]) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(to);
    });
  }

  test("an unknown URL answers 404 with the error screen", async ({ request, page }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Sorry, an unexpected error has occurred.")).toBeVisible();
    await expect(page.getByText("Not Found")).toBeVisible();
  });

  test("in the browser /services and /about reach their targets", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveURL(/\/services\/smiledesign$/);
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about\/occfad$/);
  });

  test("the static-host redirect files work on their own", async ({ request }) => {
    const html = await (await request.get("/services/index.html", { maxRedirects: 0 })).text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services/smiledesign">');
  });
});

test.describe("headers", () => {
  test("pages carry the security headers and are not cached stale", async ({ request }) => {
    const headers = (await request.get("/services/veneers")).headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("frame-src https://www.google.com");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["cache-control"]).toContain("no-cache");
  });

  test("hashed assets are cached for a year and compressed", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator('script[src^="/app-"]').first().getAttribute("src");
    expect(script).toBeTruthy();
    const response = await request.get(script as string, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("pages run under the Content-Security-Policy without violations", async ({ page, problems }) => {
    for (const route of ["/", "/services/crowns", "/about/address", "/privacypolicy"]) {
      await page.goto(route);
      await hydrated(page);
    }
    expect(problems).toEqual([]);
  });
});
