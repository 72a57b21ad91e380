import type { Page } from "@playwright/test";
import { expect, holdScripts, setWidth, settled, test, WIDTHS } from "./fixtures";
import { MENU_PANEL, SERVICE_ROUTES } from "../__tests__/routes";

/** A link of the menu's first group and one of its second, read from the menu file. */
const [FIRST_LINK, SECOND_LINK] = (MENU_PANEL?.groups ?? []).map((group) => group.links[0].label);

/**
 * A visitor acts in the moment between the first paint and the arrival of the page's scripts (on a
 * phone that moment lasts seconds): the scripts are held back, the visitor acts, the scripts are let
 * through, and what the visitor did must still be there once the page is hydrated. (The home hero's
 * pause button, pressed in that moment, is in e2e/media.spec.ts.)
 */
async function loadWithoutScripts(page: Page, width: number, path = SERVICE_ROUTES[0]) {
  await setWidth(page, width);
  const release = await holdScripts(page);
  await page.goto(path);
  return release;
}

test.describe("narrow screens: a menu opened before the scripts arrive", () => {
  test("stays open, with its links visible, and becomes the modal dialog with focus inside", async ({ page }) => {
    const release = await loadWithoutScripts(page, WIDTHS.phone);
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("link", { name: FIRST_LINK, exact: true })).toBeVisible();
    await release();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const link = dialog.getByRole("link", { name: FIRST_LINK, exact: true });
    await expect(link).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await settled(page);
    await expect(link).toBeVisible();
    // From here it is the hydrated menu: Escape closes it and focus returns to the menu button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });

  test("a link focused by keyboard in the open menu keeps focus", async ({ page }) => {
    const release = await loadWithoutScripts(page, WIDTHS.phone);
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("link", { name: SECOND_LINK, exact: true }).focus();
    await release();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: SECOND_LINK, exact: true })).toBeFocused();
  });
});

test.describe("wide screens: a mega menu panel open when the scripts arrive", () => {
  test("stays open as the hydrated disclosure, with focus where it was", async ({ page }) => {
    const release = await loadWithoutScripts(page, WIDTHS.desktop);
    const services = page.getByRole("button", { name: "Patient Care Services" });
    const overview = page.getByRole("link", { name: "Patient Care Services overview" });
    await services.focus();
    await expect(overview).toBeVisible();
    await release();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(services).toBeFocused();
    await expect(overview).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the Insurance sentence shown by hover stays shown", async ({ page }) => {
    const release = await loadWithoutScripts(page, WIDTHS.desktop, "/");
    const insurance = page.getByRole("button", { name: "Insurance" });
    await insurance.hover();
    const sentence = page.getByRole("navigation", { name: "Main" }).getByText(/in network for Medicare/);
    await expect(sentence).toBeVisible();
    await release();
    await expect(sentence).toBeVisible();
    await expect(insurance).toHaveAttribute("aria-expanded", "true");
  });
});
