import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, headerIsland, holdScripts, hydrated, open, PHONE, scriptsIn, setWidth, test, WIDTHS } from "./fixtures";
import { localisePath, type Lang } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";
import { MENU_ITEMS, MENU_PANEL } from "../__tests__/routes";

/**
 * The menu entry with the most groups of links, read from the menu file: the tests start on its last
 * link (in its last group) and open its first two groups, so the page's own group is not one of them.
 */
const PANEL = MENU_PANEL ?? { label: "", groups: [], first: { label: "", href: "/" }, last: { label: "", href: "/" } };
const MENU_PAGE = PANEL.last;
const OTHER_MENU_PAGE = PANEL.first;
const [FIRST_GROUP, SECOND_GROUP] = PANEL.groups;
const INSURANCE_NOTE = MENU_ITEMS.find((item) => item.note)?.note ?? "";

/** The main navigation's entries at 1,280 px: one row, none over two lines, the header at most 88 px tall; returns their labels. */
async function oneRow(page: Page, lang: Lang): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: STRINGS[lang].mainNavigation });
  const entries = nav.locator(":scope > ul > li > a, :scope > ul > li > button");
  const rows = new Set<number>();
  for (const entry of await entries.all()) {
    const [lines, middle] = await entry.evaluate((element) => {
      const [range, box] = [document.createRange(), element.getBoundingClientRect()];
      range.selectNodeContents(element);
      const line = parseFloat(getComputedStyle(element.querySelector("span") ?? element).lineHeight);
      return [Math.round(range.getBoundingClientRect().height / line), Math.round(box.y + box.height / 2)];
    });
    expect(lines).toBeLessThanOrEqual(2);
    rows.add(middle);
  }
  // Side by side (that nothing overlaps is measured on every page in e2e/wcag.spec.ts).
  expect(rows.size).toBe(1);
  expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThanOrEqual(88);
  return (await entries.allInnerTexts()).map((label) => label.trim());
}

/** A menu link opened in a new tab (Ctrl or ⌘ and a click) leaves its panel, or the drawer, open. */
async function inNewTab(page: Page, link: Locator): Promise<void> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  await tab.close();
  await expect(link).toBeVisible();
}

test.describe("wide screens: the mega menu", () => {
  test("shows the main navigation on one row (each entry at most two lines) and no menu button; by pointer one panel opens at a time, the Insurance entry discloses its sentence, which a click on it leaves open and a click outside closes; a link opened in a new tab leaves its panel open, and clicked goes to its page, whose logo and name link home; in Spanish too the navigation is on one row", async ({
    page,
  }) => {
    await open(page, MENU_PAGE.href, WIDTHS.desktop);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await oneRow(page, "en")).toEqual(MENU_ITEMS.map((item) => item.label));
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    // An entry without a page of its own (Insurance) is a button, never an empty link.
    await expect(nav.locator('a[href=""], a:not([href])')).toHaveCount(0);

    const meet = page.getByRole("button", { name: "Meet Us" });
    const insurance = page.getByRole("button", { name: "Insurance" });
    await meet.click();
    await expect(page.getByRole("link", { name: "Meet Us, Address" })).toBeVisible();
    await insurance.click();
    await expect(meet).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByText(INSURANCE_NOTE)).toBeVisible();
    // A press on the panel's own text (to read or select it) leaves it open.
    await nav.getByText(INSURANCE_NOTE).click();
    await page.mouse.move(5, 880);
    await expect(nav.getByText(INSURANCE_NOTE)).toBeVisible();
    await page.mouse.click(5, 880);
    await expect(insurance).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Patient Care Services" }).click();
    const link = nav.getByRole("link", { name: OTHER_MENU_PAGE.label, exact: true });
    await inNewTab(page, link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${OTHER_MENU_PAGE.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "OC Center for Advanced Dentistry" }).first().click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(localisePath(MENU_PAGE.href, "es"));
    expect((await oneRow(page, "es")).length).toBe(MENU_ITEMS.length);
  });

  test.describe("a tablet's touch screen at 1,024 px", () => {
    test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

    test("the tap that wakes the header opens an entry's panel, and a second tap closes it", async ({ page }) => {
      await page.goto(OTHER_MENU_PAGE.href);
      // The page's script in: the tap is what hydrates the header, while its button is still :active from the tap.
      await scriptsIn(page, 1);
      const entry = page.getByRole("button", { name: PANEL.label });
      await entry.tap();
      await expect(headerIsland(page)).toHaveAttribute("data-hydrated", "true");
      await expect(entry).toHaveAttribute("aria-expanded", "true");
      await entry.tap();
      await expect(entry).toHaveAttribute("aria-expanded", "false");
    });
  });

  // Without JavaScript every page is reached by links (__tests__/build/site.test.ts) and reads whole (pages.spec.ts);
  // the phone's menu works too ("phones: one compact row" below).
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: DESKTOP });

    test("a panel shown by the pointer stays while the pointer moves straight down into it; one opened by focus too, and its links work", async ({
      page,
      problems,
    }) => {
      await page.goto("/");
      const entry = page.getByRole("button", { name: PANEL.label });
      const link = page.getByRole("link", { name: OTHER_MENU_PAGE.label, exact: true });
      const box = await entry.boundingBox();
      if (!box) throw new Error("no menu entry");
      for (let y = box.y + box.height / 2; y < box.y + box.height + 40; y += 3) await page.mouse.move(box.x + box.width / 2, y);
      await expect(link).toBeVisible();
      await page.mouse.move(5, 880);
      await expect(link).toBeHidden();
      await entry.focus();
      await expect(link).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${OTHER_MENU_PAGE.href}$`));
      expect(problems).toEqual([]);
    });
  });
});

test("narrow screens, the drawer: the main navigation is hidden and the menu button opens a modal dialog with focus inside, where Tab and Shift+Tab cycle, and the page behind does not scroll; Escape, the close button and a click on the backdrop each close it and return focus to the menu button; up to 768px its groups are an accordion with one group open at a time, and choosing a link closes the drawer and goes to the page; between 769px and 1023px the drawer shows every group expanded, and a link opened there in a new tab leaves it open", async ({
  page,
}) => {
  await open(page, MENU_PAGE.href, WIDTHS.phone);
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
  const overview = dialog.getByRole("link", { name: STRINGS.en.menuOverview(PANEL.label) });
  await expect(overview).toHaveAttribute("href", MENU_ITEMS.find((item) => item.label === PANEL.label)?.href ?? "");
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

  // Up to 768 px its groups are an accordion; between 769 and 1023 px every group is shown.
  await button.click();
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
  await inNewTab(page, dialog.getByRole("link", { name: OTHER_MENU_PAGE.label, exact: true }));
  // The other language's link shuts it too, so the page comes Back with it shut (the page stays here: the click's default is prevented once the drawer has had it).
  await page.evaluate(() => addEventListener("click", (event) => event.preventDefault()));
  await dialog.locator("a[hreflang]").click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("turned or widened with the drawer open: focus on a group stays in that group when its toggle becomes a heading, and past 1,023 px the drawer closes and the page is usable again", async ({
  page,
}) => {
  await open(page, MENU_PAGE.href, WIDTHS.phone);
  await page.getByRole("button", { name: "Menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await dialog.getByRole("button", { name: FIRST_GROUP.heading }).click();
  await setWidth(page, WIDTHS.tablet);
  await expect(dialog.getByRole("link", { name: FIRST_GROUP.links[0].label, exact: true })).toBeFocused();
  await setWidth(page, WIDTHS.desktop);
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  // The page behind a modal dialog is inert, out of reach of a click and of the accessibility tree.
  await page.getByRole("button", { name: "Insurance" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByText(INSURANCE_NOTE)).toBeVisible();
});

test("on a phone, the menu opened and scrolled down before the scripts arrive is the drawer, scrolled to the same link at the same height", async ({
  page,
}) => {
  await setWidth(page, WIDTHS.phone);
  const release = await holdScripts(page);
  await page.goto(MENU_PAGE.href);
  await page.getByRole("banner").getByText("Menu", { exact: true }).click();
  const label = SECOND_GROUP.links[0].label;
  // Scrolled (as a finger does, without focus) until that link is the first in sight.
  const menu = page.getByRole("navigation", { name: "Main" });
  const top = await menu.getByRole("link", { name: label, exact: true }).evaluate((link) => {
    const nav = link.closest("nav") ?? link;
    nav.scrollTop += link.getBoundingClientRect().top - nav.getBoundingClientRect().top - 10;
    return link.getBoundingClientRect().top;
  });
  await release();
  const link = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: label, exact: true });
  expect((await link.boundingBox())?.y).toBeCloseTo(top, 0);
});

test.describe("phones: one compact row", () => {
  for (const javaScriptEnabled of [true, false])
    for (const lang of ["en", "es"] as const)
      test.describe(`${lang === "en" ? "English" : "Spanish"}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
        test.use({ javaScriptEnabled, viewport: PHONE });
        const strings = STRINGS[lang];

        test("at 390 px the header is one row about 64 px tall: menu button, logo, call button, each at least 44 px; the language switch in the menu opens the page in the other language", async ({
          page,
          problems,
        }) => {
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
          // One row, left to right, inside the header; with scripts, e2e/wcag.spec.ts measures each header target's size.
          const large = (box: { width: number; height: number } | null) => {
            if (javaScriptEnabled) return;
            expect(box?.width).toBeGreaterThanOrEqual(44);
            expect(box?.height).toBeGreaterThanOrEqual(44);
          };
          let left = -1;
          for (const part of parts) {
            await expect(part).toBeVisible();
            const box = await part.boundingBox();
            large(box);
            expect(box?.x).toBeGreaterThan(left);
            expect(box?.y).toBeGreaterThanOrEqual(header?.y ?? 0);
            expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
            left = box?.x ?? Infinity;
          }
          // The number shows on the call button; the language switch waits in the menu.
          await expect(banner.getByText("(714) 555-0142")).toBeVisible();
          await expect(banner.locator("a[hreflang]").filter({ visible: true })).toHaveCount(0);
          await banner.getByText(strings.menu, { exact: true }).click();
          const menu = javaScriptEnabled ? page.getByRole("dialog", { name: strings.menu }) : banner;
          const language = menu.getByRole("link", { name: lang === "en" ? "Español" : "English" });
          await expect(language).toBeVisible();
          large(await language.boundingBox());
          await language.click();
          await expect(page).toHaveURL((url) => url.pathname === localisePath(MENU_PAGE.href, lang === "en" ? "es" : "en"));
          expect(problems).toEqual([]);
        });
      });
});
