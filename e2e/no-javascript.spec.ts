import { expect, test } from "./fixtures";
import { MENU_PANEL } from "../__tests__/routes";

/**
 * Without JavaScript a wide screen's menu opens on focus and its links work. (Every page is reached by
 * following links from the home page, __tests__/build/site.test.ts; each page's heading and text are shown
 * before any script runs, pages.spec.ts; the phone's menu opens and its links work, header.spec.ts.)
 */
test.use({ javaScriptEnabled: false });

test("on a wide screen, a panel opens on focus without scripts", async ({ page, problems }) => {
  const { label, first } = MENU_PANEL ?? { label: "", first: { label: "", href: "/" } };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: label }).focus();
  const link = page.getByRole("link", { name: first.label, exact: true });
  await expect(link).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${first.href}$`));
  expect(problems).toEqual([]);
});
