import type { Page } from "@playwright/test";
import { DESKTOP, expect, headerIsland, hydrated, PAGES, PHONE, setWidth, settled, tabTo, test, WIDTHS } from "./fixtures";
import { installProbe, probe } from "./a11yProbe";
import { localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";
import { MAP_ROUTES, MENU_ITEMS, MENU_PANEL } from "../__tests__/routes";

/**
 * The menu entry with the most groups of links, read from the menu file: the tests start on its last
 * link (in its last group) and open its first two groups, so the page's own group is not one of them.
 */
const PANEL = MENU_PANEL ?? { label: "", groups: [], first: { label: "", href: "/" }, last: { label: "", href: "/" } };
const MENU_PAGE = PANEL.last;
const OTHER_MENU_PAGE = PANEL.first;
const [FIRST_GROUP, SECOND_GROUP] = PANEL.groups;
const INSURANCE_NOTE = MENU_ITEMS.find((item) => item.note)?.note ?? "";
/** The first entry with a panel, whose first link is the entry's own page. */
const FIRST_PANEL_ENTRY = MENU_ITEMS.find((item) => item.groups?.length);

test.describe("wide screens: the mega menu", () => {
  test.beforeEach(async ({ page }) => {
    await setWidth(page, WIDTHS.desktop);
    await page.goto(MENU_PAGE.href);
    await hydrated(page);
  });

  test("shows the main navigation and no menu button", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const labels = await nav.locator(":scope > ul > li > a, :scope > ul > li > button").allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(MENU_ITEMS.map((item) => item.label));
    // An entry without a page of its own (Insurance) is a button, never an empty link.
    await expect(nav.locator('a[href=""], a:not([href])')).toHaveCount(0);
  });

  test("Space opens a panel too, and it closes when focus leaves it", async ({ page }) => {
    const meet = page.getByRole("button", { name: "Meet Us" });
    await meet.focus();
    await page.keyboard.press(" ");
    await expect(meet).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Shift+Tab");
    await expect(meet).toHaveAttribute("aria-expanded", "false");
  });

  test("by pointer: one panel at a time, the Insurance entry discloses its sentence, a click outside closes", async ({
    page,
  }) => {
    const meet = page.getByRole("button", { name: "Meet Us" });
    const insurance = page.getByRole("button", { name: "Insurance" });
    await meet.click();
    await expect(page.getByRole("link", { name: "Meet Us, Address" })).toBeVisible();
    await insurance.click();
    await expect(meet).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" }).getByText(INSURANCE_NOTE)).toBeVisible();
    await page.mouse.click(5, 880);
    await expect(insurance).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a link goes to its page", async ({ page }) => {
    await page.getByRole("button", { name: "Patient Care Services" }).click();
    await page.getByRole("link", { name: OTHER_MENU_PAGE.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${OTHER_MENU_PAGE.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the logo and name link home", async ({ page }) => {
    await page.getByRole("link", { name: "OC Center for Advanced Dentistry" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("narrow screens: the drawer", () => {
  test.beforeEach(async ({ page }) => {
    await setWidth(page, WIDTHS.phone);
    await page.goto(MENU_PAGE.href);
    await hydrated(page);
  });

  test("the main navigation is hidden and the menu button opens a modal dialog with focus inside", async ({ page }) => {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // The page behind a modal dialog is inert (out of the accessibility tree), so find the button by CSS.
    await expect(page.locator('button[aria-controls="site-menu"]')).toHaveAttribute("aria-expanded", "true");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByText(INSURANCE_NOTE)).toBeVisible();
    await expect(dialog.getByRole("link", { name: STRINGS.en.menuOverview(PANEL.label) })).toHaveAttribute(
      "href",
      MENU_ITEMS.find((item) => item.label === PANEL.label)?.href ?? "",
    );
  });

  test("Tab and Shift+Tab cycle inside the dialog", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    const close = dialog.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    expect(await inside()).toBe(true);
    await expect(close).not.toBeFocused();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
    }
  });

  for (const [how, close] of [
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["the close button", (page: Page) => page.getByRole("button", { name: "Close menu" }).click()],
    ["a click on the backdrop", (page: Page) => page.mouse.click(WIDTHS.phone - 10, 450)],
  ] as const)
    test(`${how} closes it and focus returns to the menu button`, async ({ page }) => {
      const button = page.getByRole("button", { name: "Menu" });
      await button.click();
      await close(page);
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });

  test("the page behind does not scroll while it is open", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("up to 768px its groups are an accordion with one group open at a time", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const surgery = dialog.getByRole("button", { name: FIRST_GROUP.heading });
    const implants = dialog.getByRole("button", { name: SECOND_GROUP.heading });
    await expect(surgery).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: FIRST_GROUP.links[0].label, exact: true })).toBeHidden();
    await surgery.click();
    await expect(dialog.getByRole("link", { name: FIRST_GROUP.links[0].label, exact: true })).toBeVisible();
    await implants.press("Enter");
    await expect(implants).toHaveAttribute("aria-expanded", "true");
    await expect(surgery).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: FIRST_GROUP.links[0].label, exact: true })).toBeHidden();
    await expect(dialog.getByRole("link", { name: SECOND_GROUP.links[0].label, exact: true })).toBeVisible();
  });

  test("choosing a link closes the drawer and goes to the page", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("button", { name: SECOND_GROUP.heading }).click();
    await dialog.getByRole("link", { name: SECOND_GROUP.links[0].label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${SECOND_GROUP.links[0].href}$`));
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("between 769px and 1023px", () => {
  test("the drawer shows every group expanded", async ({ page }) => {
    await setWidth(page, WIDTHS.tablet);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog.getByRole("button", { name: FIRST_GROUP.heading })).toHaveCount(0);
    for (const group of PANEL.groups)
      await expect(dialog.getByRole("link", { name: group.links[0].label, exact: true })).toBeVisible();
  });
});

test.describe("phones: one compact row", () => {
  for (const javaScriptEnabled of [true, false])
    for (const lang of ["en", "es"] as const)
      test.describe(`${lang === "en" ? "English" : "Spanish"}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
        test.use({ javaScriptEnabled });
        const strings = STRINGS[lang];

        test("at 390 px the header is one row about 64 px tall: menu button, logo, call button, each at least 44 px", async ({
          page,
        }) => {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(localisePath(MENU_PAGE.href, lang));
          if (javaScriptEnabled) await hydrated(page);
          const banner = page.getByRole("banner");
          const header = await banner.boundingBox();
          expect(header?.height).toBeGreaterThanOrEqual(56);
          expect(header?.height).toBeLessThanOrEqual(68);
          const parts = [
            banner.getByText(strings.menu, { exact: true }),
            banner.getByRole("link", { name: "OC Center for Advanced Dentistry" }),
            banner.getByRole("link", { name: new RegExp(`^${strings.call} \\(714\\) 555-0142$`) }),
          ];
          const boxes = [];
          for (const part of parts) {
            await expect(part).toBeVisible();
            const box = await part.boundingBox();
            expect(box?.width).toBeGreaterThanOrEqual(44);
            expect(box?.height).toBeGreaterThanOrEqual(44);
            boxes.push(box);
          }
          // One row, left to right, inside the header.
          for (const box of boxes) {
            expect(box?.y ?? 0).toBeGreaterThanOrEqual(header?.y ?? 0);
            expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
          }
          expect(boxes[0]?.x ?? 0).toBeLessThan(boxes[1]?.x ?? 0);
          expect(boxes[1]?.x ?? 0).toBeLessThan(boxes[2]?.x ?? 0);
          // The number shows on the call button; the language switch waits in the menu.
          await expect(banner.getByText("(714) 555-0142")).toBeVisible();
          await expect(banner.locator("a[hreflang]").filter({ visible: true })).toHaveCount(0);
          await banner.getByText(strings.menu, { exact: true }).click();
          const menu = javaScriptEnabled ? page.getByRole("dialog", { name: strings.menu }) : banner;
          const other = lang === "en" ? "Español" : "English";
          const language = menu.getByRole("link", { name: other });
          await expect(language).toBeVisible();
          expect((await language.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        });
      });
});

test.describe("wide screens: the main navigation on one row", () => {
  for (const lang of ["en", "es"] as const)
    test(`${lang === "en" ? "English" : "Spanish"}: at 1,280 px every entry fits, none takes more than two lines, and nothing overlaps`, async ({
      page,
    }) => {
      await setWidth(page, WIDTHS.desktop);
      await page.goto(localisePath(MENU_PAGE.href, lang));
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: STRINGS[lang].mainNavigation });
      const entries = nav.locator(":scope > ul > li > a, :scope > ul > li > button");
      const boxes = [];
      for (const entry of await entries.all()) {
        const lines = await entry.evaluate((element) => {
          const style = getComputedStyle(element.querySelector("span") ?? element);
          const range = document.createRange();
          range.selectNodeContents(element);
          return Math.round(range.getBoundingClientRect().height / parseFloat(style.lineHeight));
        });
        expect(lines).toBeLessThanOrEqual(2);
        boxes.push(await entry.boundingBox());
      }
      // All in one row, side by side, and no control on the page overlaps another.
      const tops = new Set(boxes.map((box) => Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2)));
      expect(tops.size).toBe(1);
      await installProbe(page);
      expect(await probe(page, "overlaps")).toEqual([]);
      expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThanOrEqual(88);
    });
});

test.describe("2.1.1 Keyboard: the mega menu", () => {
  for (const lang of ["en", "es"] as const)
    test(`${lang === "en" ? "English" : "Spanish"}: Tab reaches an entry, Enter opens its panel and Tab its links, Escape closes it and returns focus, Enter follows a link`, async ({
      page,
    }) => {
      const here = localisePath(MENU_PAGE.href, lang);
      await page.setViewportSize(DESKTOP);
      await page.goto(here);
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: STRINGS[lang].mainNavigation });
      const toggle = nav.locator("button[aria-controls]").first();
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      const overview = panel.getByRole("link").first();
      await expect(overview).toBeVisible();
      await expect(overview).toHaveAttribute("href", localisePath(FIRST_PANEL_ENTRY?.href ?? "", lang));
      await page.keyboard.press("Tab");
      await expect(overview).toBeFocused();
      await expect(panel.getByRole("group").first()).toBeVisible();
      await expect(nav.locator(`a[href="${here}"]`)).toHaveAttribute("aria-current", "page");
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(overview).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      const link = panel.locator("ul a").first();
      const href = await link.getAttribute("href");
      await tabTo(page, link, 10);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
});

test.describe("2.4.1 / 2.5.8 The header on every page", () => {
  for (const { label, path, lang } of PAGES)
    test(`${label}: the call button, the language switch and the menu button are at least 44×44 px; the first Tab shows the skip link, Enter moves focus to the main content, the next Tab stays in it`, async ({
      page,
    }) => {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(path);
        await hydrated(page);
        const banner = page.getByRole("banner");
        for (const targets of [
          banner.getByRole("link", { name: new RegExp(`^${STRINGS[lang].call}`) }),
          banner.locator("a[hreflang]:visible"),
          page.locator("header summary:visible, header button[aria-controls='site-menu']:visible"),
        ])
          for (const target of await targets.all()) {
            const box = await target.boundingBox();
            const name = await target.evaluate((element) => element.textContent?.trim() ?? "");
            expect(box?.width, `${name} at ${size.width}px`).toBeGreaterThanOrEqual(44);
            expect(box?.height, `${name} at ${size.width}px`).toBeGreaterThanOrEqual(44);
          }
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: STRINGS[lang].skipToContent });
        await expect(skip).toBeFocused();
        await expect(skip).toBeVisible();
        await expect(skip).toBeInViewport();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("main")).toBeFocused();
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
      }
    });
});

/**
 * The header's script runs only for a visitor about to use it: one who only reads spends no time on
 * it. The map's button (hydrated once the page's script has run) shows that the script is there.
 */
test.describe("the header hydrates when a visitor is about to use it, not before", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(MAP_ROUTES.length === 0, "no page shows the map");
    await setWidth(page, WIDTHS.phone);
    await page.goto(MAP_ROUTES[0]);
    await expect(page.getByRole("button", { name: STRINGS.en.showMap })).toBeVisible();
    await settled(page);
    await expect(headerIsland(page)).not.toHaveAttribute("data-hydrated");
  });

  test("a pointer moving onto it hydrates it", async ({ page }) => {
    const box = await headerIsland(page).boundingBox();
    if (!box) throw new Error("the header has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(headerIsland(page)).toHaveAttribute("data-hydrated", "true");
  });

  test("focus moving into it hydrates it, and focus stays where it went", async ({ page }) => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(headerIsland(page)).toHaveAttribute("data-hydrated", "true");
    await settled(page);
    await expect(skip).toBeFocused();
  });

  test("the first tap on the menu opens it, and Escape then closes it", async ({ page }) => {
    await page.getByText("Menu", { exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(headerIsland(page)).toHaveAttribute("data-hydrated", "true");
    await settled(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });
});
