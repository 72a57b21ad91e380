import { test, expect, hydrated } from "./fixtures";
import { SIDEBAR_TAP } from "../__tests__/routes";

/** Two pages of one sidebar category, read from the content. */
const tap = SIDEBAR_TAP ?? { category: "", from: "/", to: "/", label: "", title: "" };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The next page opens at its top, under its own title, with focus at its start (the next Tab reaches the skip link), once
 * hydrated and before the scripts (a full navigation, as a prerendered page is shown). Prerendering itself cannot be
 * watched while Playwright is attached: `npm run bench -- nav` measures it; every page's rules are checked in pages.spec.ts.
 */
test.describe("after a tap on a sidebar link", () => {
  test.skip(!SIDEBAR_TAP, "no sidebar category has two pages");

  for (const when of ["once hydrated", "before the scripts arrive"] as const)
    test(when, async ({ page, problems }) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      if (when === "before the scripts arrive") await page.route(/\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto(tap.from);
      if (when === "once hydrated") await hydrated(page);

      const link = page.getByRole("navigation", { name: tap.category }).getByRole("link", { name: tap.label, exact: true });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${escape(tap.to)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tap.title ?? "");

      await expect(page).toHaveTitle(new RegExp(`^${escape(tap.title ?? "")}`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
      if (when === "before the scripts arrive") expect(await page.locator("header[data-hydrated]").count()).toBe(0);
      expect(problems).toEqual([]);
    });
});
