import { test as base, expect } from "@playwright/test";
import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue } from "domutils";
import { ROUTES } from "./fixtures";
import { MENU_PANEL } from "../__tests__/routes";

/** A menu entry with groups of links, and its first and last link, read from the menu file. */
const panel = MENU_PANEL ?? { label: "", first: { label: "", href: "/" }, last: { label: "", href: "/" } };
const endsWith = (route: string) => new RegExp(`${route}$`);

/** Without JavaScript: every page reads whole and navigation reaches every page. */
const test = base.extend({
  javaScriptEnabled: false,
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.route(
    (url) => !url.href.startsWith(baseURL ?? ""),
    (route) => route.abort(),
  );
});

/**
 * Each page's HTML holds its heading and its text (__tests__/build/site.test.ts), shown before any
 * script runs (pages.spec.ts); its plain links lead to every other page.
 */
test("following links from the home page reaches every page", async ({ request }) => {
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const route = queue.shift() as string;
    const response = await request.get(route);
    const document = parseDocument(await response.text());
    for (const anchor of findAll((node) => node.name === "a", document.children)) {
      const href = getAttributeValue(anchor, "href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = new URL(href, "http://x").pathname;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  for (const route of ROUTES) expect(seen, route).toContain(route);
});

test("on a phone, the menu opens without scripts and its links work", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByText("Menu", { exact: true }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: panel.last.label, exact: true }).click();
  await expect(page).toHaveURL(endsWith(panel.last.href));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("on a wide screen, a panel opens on focus without scripts", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: panel.label }).focus();
  const link = page.getByRole("link", { name: panel.first.label, exact: true });
  await expect(link).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await link.click();
  await expect(page).toHaveURL(endsWith(panel.first.href));
});
