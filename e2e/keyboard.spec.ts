/**
 * WCAG 2.1.1 Keyboard: each widget used by keyboard alone, in English and in Spanish, on one load per page and width (a
 * link followed leads to the next page of the walk). The keyboard's whole way through every page template: wcag.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, hydrated, open, paused, PHONE, scriptsIn, tabTo, test } from "./fixtures";
import { MAP_ROUTES, MENU_ITEMS, MENU_PANEL, SERVICE_ROUTES, SETTINGS } from "../__tests__/routes";
import { LOCALE, localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";

// A walk follows links to further pages.
test.describe.configure({ timeout: 90_000 });

/** Tabs to a link, presses Enter and expects its page. */
async function follow(page: Page, link: Locator, limit?: number) {
  const href = await link.getAttribute("href");
  await tabTo(page, link, limit);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

/** The last link of the menu entry with the most groups of links: the wide-screen keyboard test's page. */
const MENU_PAGE = MENU_PANEL?.last.href ?? "/";

test.describe("2.1.1 Keyboard", () => {
  for (const lang of ["en", "es"] as const) {
    const strings = STRINGS[lang];
    const at = (path: string) => localisePath(path, lang);
    const other = lang === "en" ? "es" : "en";

    test(`mega menu (${lang}): Tab reaches an entry, Enter opens its panel and Tab its links, Escape closes it and returns focus, Space opens it and leaving closes it; Enter shows the Insurance sentence and Escape hides it; Enter follows a sidebar link, then a menu link`, async ({
      page,
    }) => {
      await open(page, at(MENU_PAGE), DESKTOP.width, DESKTOP.height);
      const nav = page.getByRole("navigation", { name: strings.mainNavigation });
      const toggle = nav.locator("button[aria-controls]").first();
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      const overview = panel.getByRole("link").first();
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(overview).toHaveAttribute("href", at(MENU_ITEMS.find((item) => item.groups?.length)?.href ?? ""));
      await page.keyboard.press("Tab");
      await expect(overview).toBeFocused();
      await expect(panel.getByRole("group").first()).toBeVisible();
      await expect(nav.locator(`a[href="${at(MENU_PAGE)}"]`)).toHaveAttribute("aria-current", "page");
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(overview).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press(" ");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Shift+Tab");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      // The entry without a page of its own (Insurance) discloses its sentence.
      const insurance = nav.locator("button[aria-controls]").last();
      await tabTo(page, insurance);
      await page.keyboard.press("Enter");
      const sentence = page.locator(`#${await insurance.getAttribute("aria-controls")}`);
      await expect(sentence.locator("p").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sentence).toBeHidden();
      await expect(insurance).toBeFocused();
      await follow(page, page.locator("main nav[aria-labelledby]").first().locator("a:not([aria-current])").first());
      await hydrated(page);
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      await follow(page, panel.locator("ul a").first(), 10);
    });

    test(`home page (${lang}): Tab reaches the language switch, the call button, which dials the office, and the hero's pause button, whose Enter pauses, then plays, the loop; Enter on the switch opens the page in the other language`, async ({
      page,
    }) => {
      await open(page, at("/"), DESKTOP.width, DESKTOP.height);
      const banner = page.getByRole("banner");
      const language = banner.locator(`a[hreflang="${LOCALE[other]}"]`);
      await tabTo(page, language);
      const call = banner.getByRole("link", { name: new RegExp(`^${strings.call}`) });
      await tabTo(page, call);
      await expect(call).toHaveAttribute("href", `tel:${SETTINGS.phoneTel}`);
      const pause = page.getByRole("button", { name: strings.pauseVideo });
      await tabTo(page, pause);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: strings.playVideo })).toBeFocused();
      expect(await paused(page.locator("video"))).toBe(true);
      await page.keyboard.press("Enter");
      await expect(pause).toBeVisible();
      await language.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === localisePath("/", other));
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[other]);
    });

    test(`drawer (${lang}): Tab reaches the menu button, Enter opens it, a group opens with Enter, a link follows with Enter`, async ({
      page,
    }) => {
      await open(page, at(SERVICE_ROUTES[0]), PHONE.width, PHONE.height);
      const button = page.getByRole("button", { name: strings.menu });
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: strings.menu });
      await expect(dialog).toBeVisible();
      const group = dialog.locator("button[aria-expanded]").first();
      await tabTo(page, group, 20);
      await page.keyboard.press("Enter");
      await expect(group).toHaveAttribute("aria-expanded", "true");
      const links = dialog.locator(`#${await group.getAttribute("aria-controls")}`).getByRole("link");
      await follow(page, links.first(), 5);
      await expect(page.getByRole("dialog")).toBeHidden();
    });
  }

  // The map loads only when the visitor asks: until its button is pressed no request leaves this site;
  // then the frame takes the placeholder's place at the same height, so nothing moves, and focus moves
  // to it. (Offline, Google itself does not answer; the frame still appears with its size.)
  for (const { route, lang } of [
    ...MAP_ROUTES.map((route) => ({ route, lang: "en" as const })),
    ...MAP_ROUTES.slice(0, 1).map((route) => ({ route: localisePath(route, "es"), lang: "es" as const })),
  ]) {
    test(`map on request (${route}): no request leaves the site until Tab and Enter on its button, then the frame fills the same box and takes focus`, async ({
      page,
      baseURL,
    }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      const origin = new URL(baseURL ?? "").origin;
      const offSite = () => requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"));

      await open(page, route, DESKTOP.width, DESKTOP.height);
      const button = page.getByRole("button", { name: STRINGS[lang].showMap });
      await tabTo(page, button);
      await page.waitForLoadState("networkidle");
      expect(offSite()).toEqual([]);
      await expect(page.locator("iframe")).toHaveCount(0);
      // The directions link sits below the map: it stays put when the frame replaces the placeholder.
      const directions = page.getByRole("main").getByRole("link", { name: new RegExp(`^${STRINGS[lang].getDirections}`) });
      await expect(directions).toBeVisible();
      const placeholder = await button.locator("xpath=..").boundingBox();
      const before = await directions.boundingBox();
      await page.keyboard.press("Enter");

      const frame = page.locator("iframe");
      await expect(frame).toBeFocused();
      expect(await frame.getAttribute("title")).toContain(STRINGS[lang].mapTitle(SETTINGS.name, "").trim());
      await expect(frame).toHaveAttribute("src", SETTINGS.mapEmbedUrl);
      await expect(frame).toHaveAttribute("height", "400");
      await expect(button).toHaveCount(0);
      const box = await frame.boundingBox();
      expect(box?.height).toBe(400);
      expect(placeholder?.height).toBe(400);
      expect(box?.y).toBeCloseTo(placeholder?.y ?? -1, 0);
      expect((await directions.boundingBox())?.y).toBe(before?.y);
      expect(offSite().some((url) => url.startsWith("https://www.google.com/maps"))).toBe(true);
    });
  }
});

test("a right-click on Menu before the header hydrates (its release taken by the context menu) leaves Enter on Menu opening the drawer", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(SERVICE_ROUTES[0], { waitUntil: "load" });
  await scriptsIn(page, 1);
  const menu = page.getByRole("banner").getByText("Menu", { exact: true });
  // A press of the other button whose pointerup never comes.
  await menu.dispatchEvent("pointerdown", { button: 2, buttons: 2, isPrimary: true });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});
