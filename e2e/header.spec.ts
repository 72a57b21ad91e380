import { expect, headerIsland, hydrated, open, setWidth, settled, test, WIDTHS } from "./fixtures";
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

test.describe("wide screens: the mega menu", () => {
  test("shows the main navigation and no menu button; by pointer one panel opens at a time, the Insurance entry discloses its sentence and a click outside closes; a link goes to its page, whose logo and name link home", async ({
    page,
  }) => {
    await open(page, MENU_PAGE.href, WIDTHS.desktop);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const labels = await nav.locator(":scope > ul > li > a, :scope > ul > li > button").allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(MENU_ITEMS.map((item) => item.label));
    // An entry without a page of its own (Insurance) is a button, never an empty link.
    await expect(nav.locator('a[href=""], a:not([href])')).toHaveCount(0);

    const meet = page.getByRole("button", { name: "Meet Us" });
    const insurance = page.getByRole("button", { name: "Insurance" });
    await meet.click();
    await expect(page.getByRole("link", { name: "Meet Us, Address" })).toBeVisible();
    await insurance.click();
    await expect(meet).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByText(INSURANCE_NOTE)).toBeVisible();
    await page.mouse.click(5, 880);
    await expect(insurance).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Patient Care Services" }).click();
    await page.getByRole("link", { name: OTHER_MENU_PAGE.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${OTHER_MENU_PAGE.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "OC Center for Advanced Dentistry" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("narrow screens: the drawer", () => {
  test.beforeEach(async ({ page }) => {
    await open(page, MENU_PAGE.href, WIDTHS.phone);
  });

  test("the main navigation is hidden and the menu button opens a modal dialog with focus inside, where Tab and Shift+Tab cycle, and the page behind does not scroll; Escape, the close button and a click on the backdrop each close it and return focus to the menu button", async ({
    page,
  }) => {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // The page behind a modal dialog is inert (out of the accessibility tree), so find the button by CSS.
    await expect(page.locator('button[aria-controls="site-menu"]')).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByText(INSURANCE_NOTE)).toBeVisible();
    await expect(dialog.getByRole("link", { name: STRINGS.en.menuOverview(PANEL.label) })).toHaveAttribute(
      "href",
      MENU_ITEMS.find((item) => item.label === PANEL.label)?.href ?? "",
    );
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).toBe("hidden");
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

    for (const [how, shut] of [
      ["Escape", () => page.keyboard.press("Escape")],
      ["the close button", () => close.click()],
      ["a click on the backdrop", () => page.mouse.click(WIDTHS.phone - 10, 450)],
    ] as const) {
      if (how !== "Escape") await button.click();
      await shut();
      await expect(page.getByRole("dialog"), how).toBeHidden();
      await expect(button, how).toBeFocused();
      await expect(button, how).toHaveAttribute("aria-expanded", "false");
    }
    expect(await overflow()).not.toBe("hidden");
  });

  test("up to 768px its groups are an accordion with one group open at a time, and choosing a link closes the drawer and goes to the page; between 769px and 1023px the drawer shows every group expanded", async ({
    page,
  }) => {
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
    await dialog.getByRole("link", { name: SECOND_GROUP.links[0].label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${SECOND_GROUP.links[0].href}$`));
    await expect(page.getByRole("dialog")).toBeHidden();

    await setWidth(page, WIDTHS.tablet);
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
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

        test("at 390 px the header is one row about 64 px tall: menu button, logo, call button, each at least 44 px; the language switch in the menu opens the page in the other language", async ({
          page,
          problems,
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
          await language.click();
          await expect(page).toHaveURL((url) => url.pathname === localisePath(MENU_PAGE.href, lang === "en" ? "es" : "en"));
          expect(problems).toEqual([]);
        });
      });
});

test.describe("wide screens: the main navigation on one row", () => {
  for (const lang of ["en", "es"] as const)
    test(`${lang === "en" ? "English" : "Spanish"}: at 1,280 px every entry fits on one row and none takes more than two lines`, async ({
      page,
    }) => {
      await open(page, localisePath(MENU_PAGE.href, lang), WIDTHS.desktop);
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
      // All in one row, side by side (that nothing overlaps is measured on every page in e2e/wcag.spec.ts).
      const tops = new Set(boxes.map((box) => Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2)));
      expect(tops.size).toBe(1);
      expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThanOrEqual(88);
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
