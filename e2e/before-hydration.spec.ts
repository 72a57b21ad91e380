import type { Page } from "@playwright/test";
import { expect, holdScripts, setWidth, settled, test, WIDTHS } from "./fixtures";
import { MENU_PANEL, SERVICE_ROUTES } from "../__tests__/routes";

/** A link of the menu's first group and one of its second, read from the menu file. */
const [FIRST_LINK, SECOND_LINK] = (MENU_PANEL?.groups ?? []).map((group) => group.links[0].label);

/**
 * A visitor acts in the moment between the first paint and the arrival of Gatsby's scripts
 * (on a phone that moment lasts seconds). The scripts are held back, the visitor acts, the scripts
 * are let through, and what the visitor did must still be there once the page is hydrated.
 */
test.describe("narrow screens: a menu opened before the scripts arrive", () => {
  test.beforeEach(async ({ page }) => {
    await setWidth(page, WIDTHS.phone);
  });

  test("stays open, with its links visible, and becomes the modal dialog with focus inside", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(SERVICE_ROUTES[0]);
    await page.getByText("Menu", { exact: true }).click();
    const link = page.getByRole("link", { name: FIRST_LINK, exact: true });
    await expect(link).toBeVisible();
    await release();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: FIRST_LINK, exact: true })).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await settled(page);
    await expect(dialog.getByRole("link", { name: FIRST_LINK, exact: true })).toBeVisible();
    // From here it is the hydrated menu: Escape closes it and focus returns to the menu button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });

  test("a link focused by keyboard in the open menu keeps focus", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(SERVICE_ROUTES[0]);
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("link", { name: SECOND_LINK, exact: true }).focus();
    await release();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: SECOND_LINK, exact: true })).toBeFocused();
  });

  test("a menu left closed stays closed", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(SERVICE_ROUTES[0]);
    await release();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("wide screens: a mega menu panel open when the scripts arrive", () => {
  test("stays open as the hydrated disclosure, with focus where it was", async ({ page }) => {
    await setWidth(page, WIDTHS.desktop);
    const release = await holdScripts(page);
    await page.goto(SERVICE_ROUTES[0]);
    const services = page.getByRole("button", { name: "Patient Care Services" });
    await services.focus();
    await expect(page.getByRole("link", { name: "Patient Care Services overview" })).toBeVisible();
    await release();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(services).toBeFocused();
    await expect(page.getByRole("link", { name: "Patient Care Services overview" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the Insurance sentence shown by hover stays shown", async ({ page }) => {
    await setWidth(page, WIDTHS.desktop);
    const release = await holdScripts(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Insurance" }).hover();
    const sentence = page.getByRole("navigation", { name: "Main" }).getByText(/in network for Medicare/);
    await expect(sentence).toBeVisible();
    await release();
    await expect(sentence).toBeVisible();
    await expect(page.getByRole("button", { name: "Insurance" })).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("the home hero's pause button", () => {
  const isPaused = (page: Page) =>
    page
      .locator("video")
      .first()
      .evaluate((video: HTMLVideoElement) => video.paused);

  test("pauses the loop before the scripts arrive, and the loop stays paused after", async ({ page }) => {
    await setWidth(page, WIDTHS.phone);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "load" });
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.getByRole("button", { name: "Pause background video" }).click();
    expect(await isPaused(page)).toBe(true);
    await release();
    expect(await isPaused(page)).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.getByRole("button", { name: "Pause background video" }).click();
    expect(await isPaused(page)).toBe(true);
  });

  test("a pause pressed before the page has loaded keeps the loop from starting", async ({ page }) => {
    await setWidth(page, WIDTHS.phone);
    // Hold the poster too, so the page's load event waits while the visitor presses pause.
    let releasePoster: () => void = () => undefined;
    const poster = new Promise<void>((resolve) => {
      releasePoster = resolve;
    });
    await page.route(/hero-poster\.jpg$/, async (route) => {
      await poster;
      await route.continue();
    });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const pause = page.getByRole("button", { name: "Pause background video" });
    await pause.click();
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    releasePoster();
    await page.waitForLoadState("load");
    await release();
    await settled(page);
    expect(await isPaused(page)).toBe(true);
  });

  test("the button keeps its size when its label changes", async ({ page }) => {
    await page.goto("/");
    const button = page.locator("section button").first();
    const before = await button.boundingBox();
    await button.click();
    const after = await button.boundingBox();
    expect(after).toEqual(before);
  });
});
