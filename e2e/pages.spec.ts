import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, holdScripts, ROUTES, setWidth, test, WIDTHS } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe-core's WCAG 2.2 A/AA violations on the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // The third-party map frame is blocked offline; its own content is not ours to check.
    .exclude("iframe")
    // Only violations are wanted: axe skips building the (much longer) lists of passes.
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself: with no frame to test (the map's is excluded above and loads only on
    // request), the default mode's extra blank page, opened to merge frames' results, only costs time.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/**
 * Every page of the site, loaded once per host (each Playwright project), and every page-level check
 * run on that one load:
 * - the server's answer: 200 at the canonical URL with no redirect, the security headers and one
 *   Content-Security-Policy, revalidated on every visit;
 * - before Gatsby's scripts arrive (they are held back): the page reads whole, its heading and text
 *   shown, and it carries one set of speculation rules that Chromium accepts;
 * - once the scripts have run: hydrated with no CSP violation, console error or page error;
 * - on nginx (the same files on every host), axe-core's WCAG 2.2 A/AA rules at phone and desktop width.
 */
test.describe.configure({ timeout: 90_000 });

/**
 * E2E_ROUTES (comma-separated) narrows the pass to the pages a content-only change touched
 * (scripts/test.sh); a route the site does not have is a mistake, not a skip.
 */
const only = process.env.E2E_ROUTES?.split(",").filter(Boolean);
const unknown = only?.filter((route) => !ROUTES.includes(route)) ?? [];
if (unknown.length > 0) throw new Error(`E2E_ROUTES names pages the site does not have: ${unknown.join(", ")}`);
const PAGES = only ? ROUTES.filter((route) => only.includes(route)) : ROUTES;

for (const route of PAGES)
  test(`${route} answers 200 with the site's headers, reads whole before its scripts, hydrates cleanly and has no axe violations`, async ({
    page,
    problems,
  }, testInfo) => {
    const speculation: string[] = [];
    page.on("console", (message) => {
      if (/speculation/i.test(message.text())) speculation.push(`${message.type()}: ${message.text()}`);
    });
    await setWidth(page, WIDTHS.phone);
    const release = await holdScripts(page);
    const response = await page.goto(route, { waitUntil: "load" });

    expect(response?.status(), "status").toBe(200);
    expect(response?.request().redirectedFrom(), "redirected").toBeNull();
    const headers = (await response?.allHeaders()) ?? {};
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://www.google.com");
    expect(csp.split(",").length, "one policy, not several joined").toBe(1);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cache-control"]).toMatch(/no-cache|max-age=0/);

    // Before the scripts: what a visitor on a slow phone (or with scripts off) reads.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(150);
    expect(await page.locator("header[data-hydrated]").count(), "hydrated too early").toBe(0);
    const rules = await page.evaluate(() => ({
      supported: HTMLScriptElement.supports?.("speculationrules") ?? false,
      blocks: [...document.querySelectorAll('script[type="speculationrules"]')].map(
        (script) => JSON.parse(script.textContent ?? "") as { prerender?: { eagerness?: string }[] },
      ),
    }));
    expect(rules.supported).toBe(true);
    expect(rules.blocks).toHaveLength(1);
    expect(rules.blocks[0].prerender?.map((rule) => rule.eagerness)).toEqual(["moderate"]);

    await release();
    expect(speculation).toEqual([]);
    expect(problems).toEqual([]);

    if (testInfo.project.name !== "nginx") return;
    expect(await axeViolations(page), `${WIDTHS.phone}px`).toEqual([]);
    await setWidth(page, WIDTHS.desktop);
    expect(await axeViolations(page), `${WIDTHS.desktop}px`).toEqual([]);
    expect(problems).toEqual([]);
  });

test("the error screen has no axe violations", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "nginx", "the same files on every host");
  await setWidth(page, WIDTHS.phone);
  await page.goto("/no-such-page");
  await page.locator("header[data-hydrated]").waitFor({ state: "attached" });
  expect(await axeViolations(page)).toEqual([]);
});
