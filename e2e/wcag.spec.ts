/**
 * WCAG 2.2 level A and AA, criterion by criterion, in the production build: every test's name
 * starts with the criterion it covers (reports/accessibility.md lists them, and a jest test keeps
 * that table and these names in step). Each runs on every page template (home, a service page, an
 * about page with the map, a legal page, the error page) in English and in Spanish, or on the
 * widget it is about. Measurements come from computed styles and layout boxes (e2e/a11yProbe.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { Element as HtmlElement } from "domhandler";
import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue, textContent } from "domutils";
import { DESKTOP, expect, hydrated, PAGES, PHONE, settled, tabTo, test } from "./fixtures";
import { installProbe, probe, type FocusInfo } from "./a11yProbe";
import { ENGLISH_ROUTES, MAP_ROUTES, ROUTES, SERVICE_ROUTES, SETTINGS, SPANISH_ROUTES } from "../__tests__/routes";
import { LOCALE, localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";

// Each test walks whole pages at two sizes, by pointer and by keyboard.
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(path);
  await hydrated(page);
  await installProbe(page);
}

/** Back to the top of the page with nothing focused, as after a load. */
const rest = (page: Page) =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Tabs through the whole page once, from the top, and describes every element that took focus (`each` runs at every step). */
async function tabThrough(page: Page, limit = 250, each?: () => Promise<unknown>): Promise<FocusInfo[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen: FocusInfo[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const info = await probe(page, "focused");
    // Past the last element focus leaves the document (to the browser's own controls).
    if (!info) break;
    if (seen.length && info.label === seen[0].label && info.top === seen[0].top) break;
    seen.push(info);
    await each?.();
  }
  return seen;
}

// The styles of the text-spacing bookmarklet (WCAG 1.4.12's four values).
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

test.describe("1.4.10 Reflow", () => {
  for (const { label, path } of PAGES)
    test(`${label}: at 320 px wide and at 256 px tall nothing scrolls sideways, is cut off or overlaps`, async ({ page }) => {
      for (const size of [
        { width: 320, height: 720 },
        { width: 640, height: 256 },
      ]) {
        await open(page, path, size);
        expect(await horizontalOverflow(page), `${size.width}×${size.height}`).toBeLessThanOrEqual(0);
        expect(await probe(page, "clippedText"), `${size.width}×${size.height}`).toEqual([]);
        expect(await probe(page, "overlaps"), `${size.width}×${size.height}`).toEqual([]);
        // The sticky header leaves most of a short landscape screen to the page.
        const header = await page.getByRole("banner").boundingBox();
        expect(header?.height ?? 0).toBeLessThanOrEqual(size.height / 2);
      }
    });
});

test.describe("1.4.3 / 1.4.4 / 1.4.11 / 1.4.12 / 2.1.2 / 2.4.3 / 2.4.7 / 2.4.11 / 2.5.8 / 3.1.1 / 3.1.2 One load per page and width", () => {
  // Every measurement of a page at one width is made on one load of it, in an order where none
  // disturbs the next: at rest, then by keyboard, then under the pointer, then with text enlarged and
  // spaced (each style taken off again), then with the menus open.
  test.describe.configure({ timeout: 240_000 });

  for (const { label, path, lang } of PAGES)
    for (const size of [PHONE, DESKTOP])
      test(`${label} at ${size.width} px: contrast at rest, hovered, focused and in the open menus; text at 200% and spaced; the keyboard's whole way through and out; targets; languages`, async ({
        page,
      }) => {
        const at = `${size.width}px`;
        await open(page, path, size);

        // 3.1.1 Language of Page.
        await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[lang]);
        // 3.1.2 Language of Parts: the language switch, and the practice's English name where the components write it.
        const other = lang === "en" ? "es" : "en";
        const switches = page.locator("a[hreflang]");
        expect(await switches.count()).toBeGreaterThan(0);
        for (const link of await switches.all()) await expect(link).toHaveAttribute("lang", LOCALE[other]);
        const names = await page.evaluate(() => {
          const name = document.querySelector("footer h2")?.textContent?.trim() ?? "";
          return (
            Array.from(document.querySelectorAll("header, footer"))
              // An island's data block holds the name as JSON, not as text anyone reads.
              .flatMap((part) => Array.from(part.querySelectorAll("*:not(script)")))
              .filter((element) =>
                Array.from(element.childNodes).some(
                  (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(name),
                ),
              )
              .map((element) => element.closest("[lang]")?.getAttribute("lang") ?? "")
          );
        });
        expect(names.length).toBeGreaterThanOrEqual(2);
        for (const marked of names) expect(marked).toBe(LOCALE.en);

        // 2.5.8 Target Size (Minimum): every target at least 24×24 px or spaced, the main content's buttons at least
        // 44×44 px (the header's main actions are measured in e2e/header.spec.ts).
        expect(await probe(page, "smallTargets", 24, "body"), at).toEqual([]);
        for (const target of await page.locator("main button:visible").all()) {
          const box = await target.boundingBox();
          const name = await target.evaluate((element) => element.textContent?.trim() ?? "");
          expect(box?.width, `${name} at ${at}`).toBeGreaterThanOrEqual(44);
          expect(box?.height, `${name} at ${at}`).toBeGreaterThanOrEqual(44);
        }

        // 1.4.3 Contrast (Minimum), at rest: all text at least 4.5:1 (large text 3:1).
        expect(await probe(page, "lowTextContrast", "body"), `${at} at rest`).toEqual([]);

        // The keyboard's way through the page, forward and back, measured once for every criterion below.
        expect(await page.locator("[tabindex]:not([tabindex='0']):not([tabindex^='-'])").count(), "tabindex above 0").toBe(0);
        const reachable = await page.evaluate(
          () =>
            Array.from(document.querySelectorAll("a[href], button, summary, iframe, [tabindex]:not([tabindex='-1'])")).filter(
              (element) => (element as HTMLElement).checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]"),
            ).length,
        );
        const focusedLow: string[] = [];
        const forward = await tabThrough(page, 250, async () =>
          focusedLow.push(...(await probe(page, "lowTextContrast", ":focus")).map((found) => `focused ${found}`)),
        );
        const back: FocusInfo[] = [];
        for (let i = 0; i < forward.length; i += 1) {
          await page.keyboard.press("Shift+Tab");
          const info = await probe(page, "focused");
          if (info) back.push(info);
        }
        // 2.1.2 No Keyboard Trap: every visible control is reached, the footer's last one included, and then focus leaves.
        expect(forward.length, "controls reached").toBeGreaterThanOrEqual(reachable);
        expect(forward.at(-1)?.region).toBe("contentinfo");
        // 2.4.3 Focus Order: from the header to the main content to the footer, never back.
        const order = { banner: 0, main: 1, contentinfo: 2, other: 3 };
        const regions = forward.map((info) => order[info.region]);
        expect(regions).toEqual([...regions].sort((a, b) => a - b));
        expect(new Set(regions)).toEqual(new Set([0, 1, 2]));
        // 2.4.7 Focus Visible: every focused element shows a solid outline at least 2 px wide.
        expect(forward.length).toBeGreaterThan(5);
        const missing = forward
          .filter((info) => info.outlineStyle === "none" || info.outlineWidth < 2)
          .map((info) => `${info.label}: ${info.outlineStyle} ${info.outlineWidth}px`);
        expect(missing, `${at} outlines`).toEqual([]);
        // 2.4.11 Focus Not Obscured (Minimum): on screen, not under the sticky header, not covered, either way.
        const hidden = [...forward, ...back]
          .filter((info) => !info.inViewport || info.underHeader > 0 || info.covered)
          .map(
            (info) =>
              `${info.label}: ${info.inViewport ? "" : "off screen "}${info.underHeader}px under the header${info.covered ? ", covered" : ""}`,
          );
        expect(hidden, at).toEqual([]);
        // 1.4.11 Non-text Contrast of the focus outline, and 1.4.3 of focused text.
        const outlines = forward
          .filter((info) => info.outlineContrast < 3)
          .map((info) => `${info.label}: outline ${info.outlineContrast.toFixed(2)}:1`);
        expect(outlines, `${at} focus outlines`).toEqual([]);
        expect(focusedLow, `${at} focused`).toEqual([]);

        // Under the pointer: 1.4.11 control borders and icons at least 3:1 at rest and hovered; 1.4.3 hovered text.
        const selector = "a[href], button, summary";
        const lowParts: string[] = [];
        const hoveredLow: string[] = [];
        for (const index of await probe(page, "shownControls", selector)) {
          const control = page.locator(selector).nth(index);
          for (const state of ["at rest", "hovered"]) {
            if (state === "hovered") {
              await control.scrollIntoViewIfNeeded();
              await control.hover({ force: true });
              hoveredLow.push(
                ...(await probe(page, "lowTextContrast", `:is(${selector}):hover`)).map((found) => `hovered ${found}`),
              );
            }
            const parts = await probe(page, "partsContrast", selector, index);
            if (parts.border !== null && parts.border < 3)
              lowParts.push(`${parts.label} ${state}: border ${parts.border.toFixed(2)}:1`);
            for (const icon of parts.icons) if (icon < 3) lowParts.push(`${parts.label} ${state}: icon ${icon.toFixed(2)}:1`);
          }
        }
        expect(lowParts, at).toEqual([]);
        expect(hoveredLow, `${at} hovered`).toEqual([]);
        await page.mouse.move(0, 0);
        await rest(page);

        // 1.4.4 Resize Text: with text at 200% nothing is cut off, overlaps or scrolls sideways, and the menu still opens.
        const before = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
        const doubled = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
        expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(
          before * 2 - 0.5,
        );
        expect(await horizontalOverflow(page), `${at} at 200%`).toBeLessThanOrEqual(0);
        expect(await probe(page, "clippedText"), `${at} at 200%`).toEqual([]);
        expect(await probe(page, "overlaps"), `${at} at 200%`).toEqual([]);
        if (size === PHONE) {
          await page.locator('button[aria-controls="site-menu"]').click();
          await expect(page.getByRole("dialog").getByRole("link").first()).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(page.locator("dialog[open]")).toHaveCount(0);
        }
        await doubled.evaluate((element) => (element as Element).remove());
        await rest(page);

        // 1.4.12 Text Spacing: with the bookmarklet's spacing no text is cut off or overlaps.
        const spaced = await page.addStyleTag({ content: TEXT_SPACING });
        expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing)).not.toBe("normal");
        expect(await horizontalOverflow(page), `${at} spaced`).toBeLessThanOrEqual(0);
        expect(await probe(page, "clippedText"), `${at} spaced`).toEqual([]);
        expect(await probe(page, "overlaps"), `${at} spaced`).toEqual([]);
        await spaced.evaluate((element) => (element as Element).remove());
        await rest(page);

        // The menus open: their own text (1.4.3); on a phone, Escape leaves the drawer (2.1.2).
        if (size === PHONE) {
          await page.locator('button[aria-controls="site-menu"]').click();
          expect(await probe(page, "lowTextContrast", "dialog"), "drawer").toEqual([]);
          await page.keyboard.press("Escape");
          await expect(page.locator("dialog[open]")).toHaveCount(0);
          await page.keyboard.press("Tab");
          expect(await page.evaluate(() => document.activeElement?.closest("dialog"))).toBeNull();
        } else {
          const toggles = page.getByRole("navigation").first().locator("button[aria-controls]");
          for (let index = 0; index < (await toggles.count()); index += 1) {
            await toggles.nth(index).click();
            const panel = `#${await toggles.nth(index).getAttribute("aria-controls")}`;
            expect(await probe(page, "lowTextContrast", panel), panel).toEqual([]);
          }
        }
      });
});

test.describe("2.1.1 Keyboard", () => {
  for (const lang of ["en", "es"] as const) {
    const strings = STRINGS[lang];
    const at = (path: string) => localisePath(path, lang);

    test(`Insurance disclosure (${lang}): Enter shows its sentence, Escape hides it and returns focus`, async ({ page }) => {
      await open(page, at("/"), DESKTOP);
      const nav = page.getByRole("navigation", { name: strings.mainNavigation });
      const insurance = nav.locator("button[aria-controls]").last();
      await tabTo(page, insurance);
      await page.keyboard.press("Enter");
      const panel = page.locator(`#${await insurance.getAttribute("aria-controls")}`);
      await expect(panel.locator("p").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(insurance).toBeFocused();
    });

    test(`drawer (${lang}): Tab reaches the menu button, Enter opens it, a group opens with Enter, a link follows with Enter`, async ({
      page,
    }) => {
      await open(page, at(SERVICE_ROUTES[0]), PHONE);
      const button = page.getByRole("button", { name: strings.menu });
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: strings.menu });
      await expect(dialog).toBeVisible();
      const group = dialog.locator("button[aria-expanded]").first();
      await tabTo(page, group, 20);
      await page.keyboard.press("Enter");
      await expect(group).toHaveAttribute("aria-expanded", "true");
      const link = dialog
        .locator(`#${await group.getAttribute("aria-controls")}`)
        .getByRole("link")
        .first();
      const href = await link.getAttribute("href");
      await tabTo(page, link, 5);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("dialog")).toBeHidden();
    });

    test(`hero video (${lang}): Tab reaches the pause button and Enter pauses, then plays, the loop`, async ({ page }) => {
      await open(page, at("/"), DESKTOP);
      const pause = page.getByRole("button", { name: strings.pauseVideo });
      await expect(pause).toBeVisible();
      await tabTo(page, pause);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: strings.playVideo })).toBeFocused();
      expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: strings.pauseVideo })).toBeVisible();
    });

    test(`map on request (${lang}): Tab reaches the map button and Enter loads the map and moves focus to it`, async ({
      page,
    }) => {
      await open(page, at(MAP_ROUTES[0]), DESKTOP);
      const button = page.getByRole("button", { name: strings.showMap });
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await expect(page.locator("iframe")).toBeFocused();
    });

    test(`language switch (${lang}): Tab reaches it and Enter opens the same page in the other language`, async ({ page }) => {
      const other = lang === "en" ? "es" : "en";
      await open(page, at(SERVICE_ROUTES[0]), DESKTOP);
      const link = page.getByRole("banner").locator(`a[hreflang="${LOCALE[other]}"]`);
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${localisePath(SERVICE_ROUTES[0], other)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[other]);
    });

    test(`sidebar (${lang}): Tab reaches its links and Enter follows one`, async ({ page }) => {
      await open(page, at(SERVICE_ROUTES[0]), DESKTOP);
      const sidebar = page.locator("main nav[aria-labelledby]").first();
      const link = sidebar.locator("a:not([aria-current])").first();
      const href = await link.getAttribute("href");
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test(`call button (${lang}): Tab reaches it, on a phone and on a wide screen, and it dials the office`, async ({ page }) => {
      for (const size of [PHONE, DESKTOP]) {
        await open(page, at("/"), size);
        const call = page.getByRole("banner").getByRole("link", { name: new RegExp(`^${strings.call}`) });
        await tabTo(page, call);
        await expect(call).toHaveAttribute("href", `tel:${SETTINGS.phoneTel}`);
      }
    });
  }
});

test.describe("2.3.3 Animation from Interactions", () => {
  for (const { label, path, lang } of PAGES)
    test(`${label}: with reduced motion asked for, the background video does not start (its Play button shows) and no transition or animation runs`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, path, DESKTOP);
      await page.waitForLoadState("load");
      // A background loop (no controls of its own) stays still; a service video keeps its player's controls.
      await settled(page);
      for (const video of await page.locator("video:not([controls])").all()) {
        expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
        await expect(page.getByRole("button", { name: STRINGS[lang].playVideo })).toBeVisible();
      }
      // Hover and open what moves: nothing may take longer than a frame to change.
      const toggles = page.locator("header button[aria-controls]:visible");
      if (await toggles.count()) await toggles.first().click();
      const moving = await page.evaluate(() =>
        Array.from(document.querySelectorAll("*"))
          .filter((element) => {
            const style = getComputedStyle(element);
            const longest = (value: string) =>
              Math.max(...value.split(",").map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)));
            return (
              longest(style.transitionDuration) > 1 || (style.animationName !== "none" && longest(style.animationDuration) > 1)
            );
          })
          .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
      );
      expect(moving).toEqual([]);
    });
});

test.describe("1.4.11 / 2.4.7 Forced Colors", () => {
  for (const { label, path, lang } of PAGES)
    test(`${label}: in forced colours the controls, the focus outline and the menu stay visible`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: "active" });
      await open(page, path, PHONE);
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
      expect(await probe(page, "lowTextContrast", "body")).toEqual([]);
      // The menu button's icon keeps its lines, and the drawer opens with its text readable.
      const button = page.locator('button[aria-controls="site-menu"]');
      const parts = await probe(page, "partsContrast", 'button[aria-controls="site-menu"]', 0);
      expect(parts.icons.length).toBeGreaterThan(0);
      for (const icon of parts.icons) expect(icon).toBeGreaterThanOrEqual(3);
      await button.click();
      await expect(page.getByRole("dialog", { name: STRINGS[lang].menu })).toBeVisible();
      expect(await probe(page, "lowTextContrast", "dialog")).toEqual([]);
      await page.keyboard.press("Escape");
      const seen = await tabThrough(page);
      const invisible = seen.filter((info) => info.outlineStyle === "none" || info.outlineWidth < 2 || info.outlineContrast < 3);
      expect(invisible.map((info) => info.label)).toEqual([]);
    });
});

/** What a page says about its navigation, repeated controls and help, read from its HTML. */
async function repeatedParts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const document = parseDocument(html);
  const all = (test: (node: HtmlElement) => boolean) => findAll(test, document.children);
  const nav = all((node) => node.name === "nav" && node.attribs["aria-label"] !== undefined)[0];
  const header = all((node) => node.name === "header")[0];
  const footer = all((node) => node.name === "footer")[0];
  const links = (root: HtmlElement | undefined) =>
    root
      ? findAll((node) => node.name === "a" && !node.attribs.hreflang, [root]).map(
          (link) => `${textContent(link).replace(/\s+/g, " ").trim()} → ${getAttributeValue(link, "href")}`,
        )
      : [];
  const controls = (root: HtmlElement | undefined) =>
    root
      ? findAll((node) => ["a", "button", "summary"].includes(node.name), [root]).map(
          (control) => getAttributeValue(control, "aria-label") ?? textContent(control).replace(/\s+/g, " ").trim(),
        )
      : [];
  return {
    navigation: links(nav),
    headerControls: controls(header).filter((name) => !/^(English|Español)$/.test(name)),
    footerLinks: links(footer),
    help: footer
      ? findAll(
          (node) =>
            node.name === "address" || (node.name === "a" && /^(tel|mailto):/.test(getAttributeValue(node, "href") ?? "")),
          [footer],
        ).map((node) => textContent(node).replace(/\s+/g, " ").trim())
      : [],
    headerCall: links(header).filter((link) => / → tel:/.test(link)),
  };
}

for (const [lang, routes] of [
  ["en", ENGLISH_ROUTES],
  ["es", SPANISH_ROUTES],
] as const) {
  const every = [...routes, localisePath("/no-such-page", lang)];

  test.describe("3.2.3 Consistent Navigation", () => {
    test(`every ${lang} page (${every.length}): the same main navigation and footer links in the same order`, async ({
      request,
    }) => {
      const first = await repeatedParts(request, every[0]);
      expect(first.navigation.length).toBeGreaterThan(3);
      // The accessibility statement is one of the footer's links, on every page.
      expect(first.footerLinks).toContain(`${STRINGS[lang].accessibilityLink} → ${localisePath("/accessibility", lang)}`);
      for (const path of every.slice(1)) {
        const parts = await repeatedParts(request, path);
        expect(parts.navigation, path).toEqual(first.navigation);
        expect(parts.footerLinks, path).toEqual(first.footerLinks);
      }
    });
  });

  test.describe("3.2.4 Consistent Identification", () => {
    test(`every ${lang} page (${every.length}): the header's skip link, menu button, logo link and call button have the same names`, async ({
      request,
    }) => {
      const first = await repeatedParts(request, every[0]);
      expect(first.headerControls).toEqual(
        expect.arrayContaining([
          STRINGS[lang].skipToContent,
          STRINGS[lang].menu,
          expect.stringMatching(new RegExp(`^${STRINGS[lang].call}`)),
        ]),
      );
      for (const path of every.slice(1))
        expect((await repeatedParts(request, path)).headerControls, path).toEqual(first.headerControls);
    });
  });

  test.describe("3.2.6 Consistent Help", () => {
    test(`every ${lang} page (${every.length}): the office's address, phone and e-mail in the footer and the call button in the header, in the same order`, async ({
      request,
    }) => {
      const first = await repeatedParts(request, every[0]);
      expect(first.help.length).toBe(3);
      expect(first.headerCall.length).toBe(1);
      for (const path of every.slice(1)) {
        const parts = await repeatedParts(request, path);
        expect(parts.help, path).toEqual(first.help);
        expect(parts.headerCall, path).toEqual(first.headerCall);
      }
    });
  });
}

test("the page list covers every template in both languages", () => {
  expect(PAGES).toHaveLength(10);
  for (const { path } of PAGES.filter((entry) => !entry.path.endsWith("no-such-page"))) expect(ROUTES).toContain(path);
});
