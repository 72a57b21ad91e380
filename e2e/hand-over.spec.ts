import type { Locator, Page } from "@playwright/test";
import { expect, headerIsland, holdBack, holdScripts, hydrated, scriptsIn, setWidth, settled, test, WIDTHS } from "./fixtures";
import { MAP_ROUTES, MENU_ITEMS, MENU_PANEL, SERVICE_ROUTES } from "../__tests__/routes";
import { STRINGS } from "../src/i18n/dictionary";

/**
 * The header works without script and hydrates when a visitor is about to use it: a visitor's first
 * click, tap or key on one of its controls must do what it does on a hydrated page, whatever the
 * moment it arrives (before the page's script, while the header hydrates, or after). Each way of
 * acting is tried many times, at a few moments: a race lost once in twenty is a visitor's tap lost.
 */
const RUNS = 20;
const runs = Array.from({ length: RUNS }, (_, index) => index);

/** When the visitor acts: as the page finishes loading, or once the page's script has run. */
type Moment = "at load" | "with the script in";
const momentOf = (run: number): Moment => (run % 2 ? "with the script in" : "at load");

const INSURANCE = MENU_ITEMS.find((item) => item.note);
const SERVICES = MENU_ITEMS.find((item) => item.groups?.length);
const FIRST_GROUP = MENU_PANEL?.groups[0]?.heading ?? "";
const OTHER_PAGE = SERVICE_ROUTES[0];

async function openAt(page: Page, path: string, moment: Moment): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
  if (moment === "with the script in") await scriptsIn(page, 1);
}

async function headerSettled(page: Page): Promise<void> {
  await expect(headerIsland(page)).toHaveAttribute("data-hydrated", "true");
  await settled(page);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The open drawer is the hydrated one, and stays open as the header hydrates. */
async function expectRealDrawer(page: Page, closeWith: "Escape" | "the close button"): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  await headerSettled(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const group = dialog.getByRole("button", { name: FIRST_GROUP, exact: true });
  await expect(group).toHaveAttribute("aria-expanded", /^(true|false)$/);
  const expanded = await group.getAttribute("aria-expanded");
  await group.click();
  await expect(group).toHaveAttribute("aria-expanded", expanded === "true" ? "false" : "true");
  if (closeWith === "Escape") await page.keyboard.press("Escape");
  else await dialog.getByRole("button", { name: "Close menu" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
}

test.describe("wide screens: the pointer", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!INSURANCE, "no menu entry has a sentence");
    await setWidth(page, WIDTHS.desktop);
  });

  // The pointer reaches the entry on this page, or rests where the entry will be while the page loads.
  for (const way of [
    "over an entry, then a click 100 ms later,",
    "a click arriving with the pointer, resting there since the last page,",
  ])
    for (const run of runs)
      test(`${way} opens its panel (${momentOf(run)}, run ${run + 1} of ${RUNS})`, async ({ page }) => {
        const resting = way.includes("resting");
        const nav = page.getByRole("navigation", { name: "Main" });
        const insurance = nav.getByRole("button", { name: INSURANCE?.label });
        if (resting) await page.goto(OTHER_PAGE);
        else await openAt(page, "/", momentOf(run));
        const { x, y } = await centre(insurance);
        await page.mouse.move(x, y);
        if (resting) await openAt(page, "/", momentOf(run));
        else await page.waitForTimeout(100);
        // Held down as long as a person's click.
        await page.mouse.click(x, y, { delay: 60 });
        // Open as on a hydrated page: expanded, its sentence shown, and a second click closes it.
        await headerSettled(page);
        await expect(insurance).toHaveAttribute("aria-expanded", "true");
        await expect(nav.getByText(INSURANCE?.note ?? "")).toBeVisible();
        await insurance.click();
        await expect(insurance).toHaveAttribute("aria-expanded", "false");
        await expect(nav.getByText(INSURANCE?.note ?? "")).toBeHidden();
      });

  test("a panel shown by the pointer alone closes when the pointer leaves; one clicked open stays", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const insurance = nav.getByRole("button", { name: INSURANCE?.label });
    const sentence = nav.getByText(INSURANCE?.note ?? "");
    await insurance.hover();
    await hydrated(page);
    await settled(page);
    await expect(sentence).toBeVisible();
    await page.mouse.move(5, 880);
    await expect(sentence).toBeHidden();
    await expect(insurance).toHaveAttribute("aria-expanded", "false");
    await insurance.click();
    await page.mouse.move(5, 880);
    await settled(page);
    await expect(sentence).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(insurance).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("phones: a tap on the menu button", () => {
  test.use({ hasTouch: true, viewport: { width: WIDTHS.phone, height: 800 } });

  // Right after load, the tap races the page's script; once the script is in, it races the header's hydration.
  for (const [moment, count] of [
    ["at load", RUNS],
    ["with the script in", RUNS / 2],
  ] as const)
    for (const run of runs.slice(0, count))
      test(`opens the hydrated drawer (${moment}, run ${run + 1} of ${count})`, async ({ page }) => {
        await openAt(page, OTHER_PAGE, moment);
        await page.getByRole("banner").getByText("Menu", { exact: true }).click();
        await expectRealDrawer(page, run % 2 ? "the close button" : "Escape");
      });
});

test.describe("the keyboard: Enter on the focused control before the header has hydrated", () => {
  for (const screen of ["on a phone", "on a wide screen"] as const)
    for (const run of runs)
      test(`${screen}, opens the ${screen === "on a phone" ? "hydrated drawer" : "panel"} (${run % 2 ? "script held back" : "with the script in"}, run ${run + 1} of ${RUNS})`, async ({
        page,
      }) => {
        const phone = screen === "on a phone";
        test.skip(!phone && !SERVICES, "no menu entry has groups");
        await setWidth(page, phone ? WIDTHS.phone : WIDTHS.desktop);
        // Released without a pointer event: the key alone must bring the hydrated header.
        const release = run % 2 ? await holdBack(page) : null;
        await openAt(page, OTHER_PAGE, release ? "at load" : "with the script in");
        const toggle = phone
          ? page.getByRole("banner").getByText("Menu", { exact: true })
          : page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: SERVICES?.label });
        await toggle.focus();
        await page.keyboard.press("Enter");
        release?.();
        if (phone) return expectRealDrawer(page, run % 4 < 2 ? "Escape" : "the close button");
        await headerSettled(page);
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(toggle).toBeFocused();
        // The Enter opened it, as on a hydrated page: the next Enter closes it.
        await page.keyboard.press("Enter");
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await page.keyboard.press("Enter");
        await page.keyboard.press("Escape");
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(toggle).toBeFocused();
      });
});

test.describe("phones: a mouse press on the menu button held while the page's script arrives", () => {
  for (const run of runs)
    test(`opens the hydrated drawer on release (run ${run + 1} of ${RUNS})`, async ({ page }) => {
      await setWidth(page, WIDTHS.phone);
      const release = await holdBack(page);
      await page.goto(OTHER_PAGE, { waitUntil: "load" });
      const { x, y } = await centre(page.getByRole("banner").getByText("Menu", { exact: true }));
      await page.mouse.move(x, y);
      await page.mouse.down();
      release();
      await scriptsIn(page, 1);
      // The pointer wobbles while pressed, as a hand does.
      await page.mouse.move(x + 2, y + 1);
      await settled(page);
      await page.mouse.up();
      await expectRealDrawer(page, run % 2 ? "the close button" : "Escape");
    });
});

test.describe("while the header's components are still on their way (its first script in, the module held back)", () => {
  async function moduleHeld(page: Page, width: number): Promise<() => void> {
    await setWidth(page, width);
    const release = await holdBack(page, { passing: 1 });
    await page.goto(OTHER_PAGE, { waitUntil: "load" });
    await scriptsIn(page, 1);
    return release;
  }

  test("on a wide screen, Escape pressed on a link in a panel closes the panel and returns focus to its button", async ({
    page,
  }) => {
    const release = await moduleHeld(page, WIDTHS.desktop);
    const services = page.getByRole("button", { name: SERVICES?.label });
    await services.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    release();
    await headerSettled(page);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });

  test("on a phone, a tap on Menu opens the drawer where the page was scrolled to, and it stays there", async ({ page }) => {
    const release = await moduleHeld(page, WIDTHS.phone);
    await page.evaluate(() => window.scrollTo(0, 40));
    // Pressed on its visible part (a locator's click would first scroll the whole button into view).
    const box = await page.getByRole("banner").getByText("Menu", { exact: true }).boundingBox();
    if (!box) throw new Error("no menu button");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
    // Shown as taken while the components are on their way.
    await expect(page.getByRole("banner").locator("summary")).toHaveAttribute("aria-busy", "true");
    release();
    await expectRealDrawer(page, "Escape");
    expect(await page.evaluate(() => window.scrollY)).toBe(40);
  });

  test("on a phone, a tap on Menu whose components never arrive opens the menu the page has without them", async ({ page }) => {
    await setWidth(page, WIDTHS.phone);
    let fetched = 0;
    await page.route(/\/islands-[0-9a-f]+\.js$/, (route) => (fetched++ ? route.abort() : route.continue()));
    await page.goto(OTHER_PAGE, { waitUntil: "load" });
    await scriptsIn(page, 1);
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("banner").locator("details")).toHaveAttribute("open", "");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toBeVisible();
    expect(fetched).toBe(2);
  });
});

/**
 * The map's link (before its island hydrates) becomes a button that loads the map: the first click or
 * tap on it shows the map whatever the moment, and nothing is asked of Google before it.
 */
test.describe("the map: a visitor's first click shows it", () => {
  const WAYS = ["a press held while the map hydrates", "a click as the map's script arrives", "a click once hydrated"] as const;
  for (const way of WAYS) {
    // Not the header's: half the header's runs, at each width in turn; a click on the hydrated button races nothing.
    const count = way === WAYS[2] ? 2 : RUNS / 2;
    for (const run of runs.slice(0, count))
      test(`${way} (run ${run + 1} of ${count})`, async ({ page }) => {
        test.skip(MAP_ROUTES.length === 0, "no page shows the map");
        await setWidth(page, run % 2 ? WIDTHS.phone : WIDTHS.desktop);
        const google: string[] = [];
        await page.route(/google/, (route) => (google.push(route.request().url()), route.abort()));
        const release = way === WAYS[0] ? await holdBack(page) : null;
        // The second of the islands' scripts, the components' module, asked for once the first has run.
        let scripts = 0;
        const moduleAsked = page.waitForRequest((request) => /\/islands-[0-9a-f]+\.js$/.test(request.url()) && ++scripts === 2);
        await page.goto(MAP_ROUTES[0], { waitUntil: "load" });
        const map = page.getByRole("region", { name: STRINGS.en.findUs });
        // The link, or the button once the island has hydrated (in the same place).
        const control = map
          .getByRole("link", { name: STRINGS.en.openMap })
          .or(map.getByRole("button", { name: STRINGS.en.showMap }));
        if (way === WAYS[2]) await expect(control).toHaveRole("button");
        let [x, y] = [0, 0];
        // Again if the link was swapped for the button while it was measured (a removed link has no box).
        await expect(async () => {
          [x, y] = await control.evaluate((element) => {
            element.scrollIntoView({ block: "center" });
            const box = element.getBoundingClientRect();
            return [box.x + box.width / 2, box.y + box.height / 2];
          });
          expect(x).toBeGreaterThan(0);
        }).toPass();
        await page.mouse.move(x, y);
        if (release) {
          await page.mouse.down();
          release();
          // Both scripts in, and whatever they scheduled run, before the release.
          await scriptsIn(page, 2);
          await page.mouse.move(x + 2, y + 1);
          expect(google).toEqual([]);
          await page.mouse.up();
        } else {
          if (way === WAYS[1]) await moduleAsked;
          await page.mouse.click(x, y, { delay: 60 });
        }
        await expect(map.locator("iframe")).toHaveCount(1);
        expect(new URL(page.url()).pathname).toBe(MAP_ROUTES[0]);
        await expect.poll(() => google.length).toBeGreaterThan(0);
      });
  }
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
    await headerIsland(page).hover();
    await expect(headerIsland(page)).toHaveAttribute("data-hydrated", "true");
  });

  test("focus moving into it hydrates it, and focus stays where it went", async ({ page }) => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await headerSettled(page);
    await expect(skip).toBeFocused();
  });
});

test("a page whose islands all wait fetches no component: the map hydrates only as it nears the screen", async ({ page }) => {
  test.skip(MAP_ROUTES.length === 0, "no page shows the map");
  await page.setViewportSize({ width: WIDTHS.phone, height: 300 });
  await page.goto(MAP_ROUTES[0]);
  expect(await scriptsIn(page, 1)).toBe(1);
  const map = page.getByRole("region", { name: STRINGS.en.findUs });
  expect((await map.boundingBox())?.y).toBeGreaterThan(2 * 300);
  await expect(map.getByRole("link", { name: STRINGS.en.openMap })).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole("button", { name: STRINGS.en.showMap })).toBeVisible();
  expect(await scriptsIn(page, 2)).toBe(2);
});

/**
 * What a visitor did while the page's script was held back (on a phone that moment lasts seconds) is
 * still there once the page is hydrated. (The home hero's pause button, pressed then, is in e2e/media.spec.ts.)
 */
test.describe("acted on before the scripts arrive", () => {
  const FIRST_LINK = MENU_PANEL?.groups[0]?.links[0].label ?? "";
  const SECOND_LINK = MENU_PANEL?.groups[1]?.links[0].label ?? "";
  async function held(page: Page, width: number, path = OTHER_PAGE) {
    await setWidth(page, width);
    const release = await holdScripts(page);
    await page.goto(path);
    return release;
  }

  test("on a phone, a menu opened by a click stays open with its links visible and is the hydrated drawer", async ({ page }) => {
    const release = await held(page, WIDTHS.phone);
    await page.getByText("Menu", { exact: true }).click();
    const link = page.getByRole("link", { name: FIRST_LINK, exact: true });
    await expect(link).toBeVisible();
    await release();
    await headerSettled(page);
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: FIRST_LINK, exact: true })).toBeVisible();
    await expectRealDrawer(page, "Escape");
  });

  test("on a phone, a link focused by keyboard in the open menu keeps focus", async ({ page }) => {
    const release = await held(page, WIDTHS.phone);
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("link", { name: SECOND_LINK, exact: true }).focus();
    await release();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: SECOND_LINK, exact: true })).toBeFocused();
  });

  test("on a wide screen, a panel opened by focus stays open as the hydrated disclosure, with focus where it was", async ({
    page,
  }) => {
    const release = await held(page, WIDTHS.desktop);
    const services = page.getByRole("button", { name: MENU_PANEL?.label });
    const overview = page.getByRole("link", { name: STRINGS.en.menuOverview(MENU_PANEL?.label ?? "") });
    await services.focus();
    await expect(overview).toBeVisible();
    await release();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(services).toBeFocused();
    await expect(overview).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the map's link, reached by keyboard, hands focus to the button that replaces it", async ({ page }) => {
    test.skip(MAP_ROUTES.length === 0, "no page shows the map");
    await setWidth(page, WIDTHS.desktop);
    const release = await holdBack(page);
    await page.goto(MAP_ROUTES[0]);
    await page.getByRole("link", { name: STRINGS.en.openMap }).focus();
    release();
    await expect(page.getByRole("button", { name: STRINGS.en.showMap })).toBeFocused();
  });

  test("on a wide screen, the Insurance sentence shown by hover stays shown", async ({ page }) => {
    const release = await held(page, WIDTHS.desktop, "/");
    const insurance = page.getByRole("button", { name: INSURANCE?.label });
    const sentence = page.getByRole("navigation", { name: "Main" }).getByText(INSURANCE?.note ?? "");
    await insurance.hover();
    await expect(sentence).toBeVisible();
    await release();
    await expect(sentence).toBeVisible();
    await expect(insurance).toHaveAttribute("aria-expanded", "true");
  });
});
