/**
 * What a blind visitor hears on the key journeys, in both languages, from @guidepup/virtual-screen-reader's browser build
 * (which speaks the accessibility tree as a screen reader does): key phrases (role, name, state), not whole transcripts.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DESKTOP, expect, hydrated, PHONE, test } from "./fixtures";
import { MAP_ROUTES, SETTINGS } from "../__tests__/routes";
import { LOCALE, localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";

/** The screen reader's browser build: one ES module, which exports `virtual`. */
const READER = fs.readFileSync(
  path.resolve(__dirname, "../node_modules/@guidepup/virtual-screen-reader/lib/esm/index.browser.js"),
  "utf8",
);

// The reader is injected as a page script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

declare global {
  interface Window {
    __virtual: typeof import("@guidepup/virtual-screen-reader").virtual;
  }
}

/** Starts the screen reader at the top of the current page. */
async function listen(page: Page) {
  await hydrated(page);
  const url = await page.evaluate((source) => URL.createObjectURL(new Blob([source], { type: "text/javascript" })), READER);
  await page.addScriptTag({ content: `import { virtual } from "${url}"; window.__virtual = virtual;`, type: "module" });
  await page.waitForFunction(() => "__virtual" in window);
  await page.evaluate(() => window.__virtual.start({ container: document.body }));
}

/** Moves on phrase by phrase until one is `phrase` (or matches it); returns everything heard on the way. */
async function readUntil(page: Page, phrase: string | RegExp): Promise<string[]> {
  const found = await page.evaluate(async (wanted) => {
    for (let i = 0; i < 400; i += 1) {
      await window.__virtual.next();
      const spoken = await window.__virtual.lastSpokenPhrase();
      if (typeof wanted === "string" ? spoken === wanted : wanted.test(spoken)) return true;
    }
    return false;
  }, phrase);
  const log = await heard(page);
  expect(found, `never heard ${phrase}; last heard: ${log.slice(-8).join(" | ")}`).toBe(true);
  return log;
}

const heard = (page: Page) => page.evaluate(() => window.__virtual.spokenPhraseLog());
/** Presses the control the reader is on (Enter, or a double tap), then waits for what follows. */
const act = (page: Page) => page.evaluate(() => window.__virtual.act());

test.describe("4.1.2 / 1.3.1 Screen reader", () => {
  for (const lang of ["en", "es"] as const) {
    const strings = STRINGS[lang];
    const call = `${strings.call} ${SETTINGS.phoneDisplay}`;
    const menuButton = `button, ${strings.menu}, 1 control, not expanded, has popup dialog`;

    test(`${lang}: on a phone, home → open the menu → a service page → call the office`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(localisePath("/", lang));
      await listen(page);
      const top = await readUntil(page, /^button, /);
      expect(top).toEqual(expect.arrayContaining(["banner", `link, ${strings.skipToContent}`]));
      expect(top.at(-1)).toBe(menuButton);
      await act(page);
      await expect(page.getByRole("dialog", { name: strings.menu })).toBeVisible();
      expect(await heard(page)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^dialog, ${strings.menu}`))]));
      // The first group of the menu opens, and its first link leads to a service page.
      const group = await readUntil(page, /^button, .*, not expanded$/);
      const groupName = group.at(-1)?.split(", ")[1] ?? "";
      await act(page);
      expect(await page.getByRole("button", { name: groupName }).getAttribute("aria-expanded")).toBe("true");
      const link = (await readUntil(page, /^link, /)).at(-1)?.replace(/^link, /, "") ?? "";
      // Following the link loads the next page whole, and the reader goes with the page it read.
      const menuPage = page.url();
      await Promise.all([page.waitForURL((url) => url.href !== menuPage), act(page).catch(() => undefined)]);
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await listen(page);
      const service = await readUntil(page, `link, ${call}`);
      expect(service).toEqual(expect.arrayContaining(["banner", menuButton]));
      expect(link.length).toBeGreaterThan(2);
      const main = await readUntil(page, /^heading, .*, level 1$/);
      expect(main).toEqual(expect.arrayContaining(["main"]));
    });

    test(`${lang}: the language switch is heard in its own language and leads to the other language's page, where asking for the map is heard as a button and the map then takes its place`, async ({
      page,
    }) => {
      const other = lang === "en" ? "es" : "en";
      const switchTo = { en: "link, English", es: "link, Español" };
      await page.setViewportSize(DESKTOP);
      await page.goto(localisePath(MAP_ROUTES[0], lang));
      await listen(page);
      await readUntil(page, switchTo[other]);
      // A plain link: the other language's page loads whole (the reader goes with the old page).
      await Promise.all([page.waitForURL(localisePath(MAP_ROUTES[0], other)), act(page).catch(() => undefined)]);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[other]);
      await listen(page);
      expect(await readUntil(page, `link, ${STRINGS[other].skipToContent}`)).toEqual(expect.arrayContaining(["banner"]));
      await readUntil(page, switchTo[lang]);
      // Focus moves to the map, and the reader says what it shows.
      const showMap = `button, ${STRINGS[other].showMap}`;
      await readUntil(page, showMap);
      await act(page);
      await expect(page.locator("iframe")).toBeFocused();
      const after = await heard(page);
      expect(after.at(-2)).toBe(showMap);
      expect(after.at(-1)).toMatch(new RegExp(`^${STRINGS[other].mapTitle(SETTINGS.name, "").trim()} \\S`));
    });
  }
});
