import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue } from "domutils";
import { expect, ROUTES, test } from "./fixtures";
import { MENU_PANEL } from "../__tests__/routes";

/**
 * Without JavaScript navigation reaches every page. (Each page's HTML holds its heading and text,
 * __tests__/build/site.test.ts, shown before any script runs, pages.spec.ts; the phone's menu opens
 * and its links work, header.spec.ts.)
 */
test.use({ javaScriptEnabled: false });

test("following links from the home page reaches every page", async ({ request }) => {
  const seen = new Set<string>(["/"]);
  for (const route of seen) {
    const document = parseDocument(await (await request.get(route)).text());
    for (const anchor of findAll((node) => node.name === "a", document.children)) {
      const href = getAttributeValue(anchor, "href") ?? "";
      if (href.startsWith("/") && !href.startsWith("//")) seen.add(new URL(href, "http://x").pathname);
    }
  }
  for (const route of ROUTES) expect(seen, route).toContain(route);
});

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
