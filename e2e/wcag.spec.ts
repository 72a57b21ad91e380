/**
 * WCAG 2.2 level A and AA, criterion by criterion: every group's name starts with the criteria it
 * covers (reports/accessibility.md cites them; a jest test keeps the two in step). Each runs on every
 * page template in English and in Spanish (e2e/fixtures.ts), or reads every page's HTML; each widget
 * used by keyboard alone is in e2e/keyboard.spec.ts; measurements come from e2e/a11yProbe.ts.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { Element as HtmlElement } from "domhandler";
import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue, textContent } from "domutils";
import { DESKTOP, expect, open, PAGES, paused, PHONE, settled, test } from "./fixtures";
import { probe, type ControlContrast, type FocusInfo } from "./a11yProbe";
import { ENGLISH_ROUTES, ROUTES, SPANISH_ROUTES } from "../__tests__/routes";
import { LOCALE, localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";

/** Back to the top of the page with nothing focused, as after a load. */
const rest = (page: Page) =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });

/** Tabs through the whole page once, from the top, and describes every element that took focus. */
async function tabThrough(page: Page): Promise<FocusInfo[]> {
  await rest(page);
  const seen: FocusInfo[] = [];
  for (let i = 0; i < 250; i += 1) {
    await page.keyboard.press("Tab");
    const info = await probe(page, "focused");
    // Past the last element focus leaves the document (to the browser's own controls).
    if (!info || (seen.length && info.label === seen[0].label && info.top === seen[0].top)) break;
    seen.push(info);
  }
  return seen;
}

/** The problems of these kinds found with each focused element, named by it. */
const focusProblems = (seen: FocusInfo[], kinds: ("outline" | "lowText" | "obscured")[]) =>
  seen.flatMap((info) => kinds.flatMap((kind) => info[kind]).map((problem) => `${info.label}: ${problem}`));

// The styles of the text-spacing bookmarklet (WCAG 1.4.12's four values).
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Every check on one load of a page, in an order where none disturbs the next: at rest, by keyboard, under the pointer,
 * with text enlarged and spaced (each style taken off again), with the menus open, then on a phone narrowed and turned,
 * on a wide screen in forced colours.
 */
async function oneLoad(page: Page, { path, lang }: (typeof PAGES)[number], size: typeof PHONE) {
  const at = `${size.width}px`;
  // On a wide screen with reduced motion asked for before the load (2.3.3): a background loop (no controls of its own)
  // does not start, its Play button shows; a service video keeps its player's controls.
  if (size === DESKTOP) await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, path, size.width, size.height);
  if (size === DESKTOP) {
    await settled(page);
    for (const video of await page.locator("video:not([controls])").all()) {
      expect(await paused(video)).toBe(true);
      await expect(page.getByRole("button", { name: STRINGS[lang].playVideo })).toBeVisible();
    }
  }

  // 3.1.1 Language of Page.
  await expect(page.locator("html")).toHaveAttribute("lang", LOCALE[lang]);
  // 3.1.2 Language of Parts: the practice's English name where the components write it (every language switch's
  // lang: __tests__/build/seo.test.ts).
  const names = await page.evaluate(() => {
    const name = document.querySelector("footer h2")?.textContent?.trim() ?? "";
    // An island's data block holds the name as JSON, not as text anyone reads.
    return Array.from(document.querySelectorAll("header *:not(script), footer *:not(script)"))
      .filter((element) =>
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(name)),
      )
      .map((element) => element.closest("[lang]")?.getAttribute("lang") ?? "");
  });
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const marked of names) expect(marked).toBe(LOCALE.en);

  // 2.5.8 Target Size (Minimum): every target at least 24×24 px or spaced; the main content's buttons and the
  // header's call button, language switch and menu button at least 44×44 px (on a phone, the logo link and the
  // drawer's language switch too).
  expect(await probe(page, "smallTargets"), at).toEqual([]);
  const large = async (selector: string) => {
    for (const target of await page.locator(selector).filter({ visible: true }).all()) {
      const box = await target.boundingBox();
      const name = `${await target.evaluate((element) => element.textContent?.trim())} at ${at}`;
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
  };
  const logo = size === PHONE ? ", header a:has(img)" : "";
  await large(`main button, header a[href^='tel:'], header a[hreflang], header button[aria-controls='site-menu']${logo}`);

  // 1.4.3 Contrast (Minimum), at rest: all text at least 4.5:1 (large text 3:1); nothing cut off or overlapping.
  expect(await probe(page, "lowTextContrast", "body"), `${at} at rest`).toEqual([]);
  expect(await probe(page, "layout"), `${at} at rest`).toEqual([]);

  // The keyboard's way through the page, forward and back, measured once for every criterion below.
  expect(await page.locator("[tabindex]:not([tabindex='0']):not([tabindex^='-'])").count(), "tabindex above 0").toBe(0);
  const focusable = page.locator("a[href], button, summary, iframe, [tabindex]:not([tabindex='-1'])");
  const reachable = await focusable.evaluateAll(
    (all) => all.filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]")).length,
  );
  const forward = await tabThrough(page);
  const back: FocusInfo[] = [];
  for (let i = 0; i < forward.length; i += 1) {
    await page.keyboard.press("Shift+Tab");
    const info = await probe(page, "focused");
    if (info) back.push(info);
  }
  // 2.4.1 Bypass Blocks: the first Tab shows the skip link (on screen and outlined: the checks below hold for it).
  expect(forward[0]?.label, "the first Tab").toContain(STRINGS[lang].skipToContent);
  // 2.1.2 No Keyboard Trap: every visible control is reached, the footer's last one included, and then focus leaves.
  expect(forward.length, "controls reached").toBeGreaterThanOrEqual(reachable);
  expect(forward.at(-1)?.region).toBe("footer");
  // 2.4.3 Focus Order: from the header to the main content to the footer, never back.
  const order = { header: 0, main: 1, footer: 2, other: 3 };
  const regions = forward.map((info) => order[info.region]);
  expect(regions).toEqual([...regions].sort((a, b) => a - b));
  expect(new Set(regions)).toEqual(new Set([0, 1, 2]));
  // 2.4.7 Focus Visible: every focused element shows a solid outline at least 2 px wide, of 3:1 (1.4.11), around
  // text of the contrast it needs (1.4.3); 2.4.11 Focus Not Obscured (Minimum): on screen, not under the sticky
  // header, not covered, either way.
  expect(forward.length).toBeGreaterThan(5);
  expect(focusProblems(forward, ["outline", "lowText"]), `${at} focused`).toEqual([]);
  expect(focusProblems([...forward, ...back], ["obscured"]), at).toEqual([]);
  // 2.4.1: the skip link (shown when focused: the first Tab above) moves focus to the main content, and the next Tab stays in it.
  await page.getByRole("link", { name: STRINGS[lang].skipToContent }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  await rest(page);

  // Under the pointer: 1.4.11 control borders and icons at least 3:1 at rest and hovered; 1.4.3 hovered text.
  const selector = "a[href], button, summary";
  const low = (state: string, controls: ControlContrast[]) =>
    controls.flatMap(({ label, border, icons, lowText }) =>
      [
        ...(border !== null && border < 3 ? [`border ${border.toFixed(2)}:1`] : []),
        ...icons.filter((icon) => icon < 3).map((icon) => `icon ${icon.toFixed(2)}:1`),
        ...(state === "hovered" ? lowText : []),
      ].map((problem) => `${label} ${state}: ${problem}`),
    );
  const shown = await probe(page, "controls", selector);
  const lowParts = low("at rest", shown);
  for (const { index } of shown) {
    const { x, y } = await probe(page, "centre", selector, index);
    await page.mouse.move(x, y);
    lowParts.push(...low("hovered", await probe(page, "controls", selector, index)));
  }
  expect(lowParts, at).toEqual([]);
  await page.mouse.move(0, 0);
  await rest(page);

  // 1.4.4 Resize Text: with text at 200% nothing is cut off, overlaps or scrolls sideways, and the menu still opens.
  const fontSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  const before = await fontSize();
  const doubled = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  expect(await fontSize()).toBeGreaterThanOrEqual(before * 2 - 0.5);
  expect(await probe(page, "layout"), `${at} at 200%`).toEqual([]);
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
  expect(await probe(page, "layout"), `${at} spaced`).toEqual([]);
  await spaced.evaluate((element) => (element as Element).remove());
  await rest(page);

  // The menus open: their own text (1.4.3); on a phone, Escape leaves the drawer (2.1.2).
  if (size === PHONE) {
    await page.locator('button[aria-controls="site-menu"]').click();
    expect(await probe(page, "lowTextContrast", "dialog"), "drawer").toEqual([]);
    await large("dialog a[hreflang]");
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog"))).toBeNull();
    await rest(page);
    // 1.4.10 Reflow (and 1.3.4 Orientation): at 320 px wide and at 256 px tall nothing scrolls sideways, is cut off
    // or overlaps, and the sticky header leaves most of a short landscape screen to the page.
    for (const small of [
      { width: 320, height: 720 },
      { width: 640, height: 256 },
    ]) {
      await page.setViewportSize(small);
      expect(await probe(page, "layout"), `${small.width}×${small.height}`).toEqual([]);
      expect((await page.getByRole("banner").boundingBox())?.height ?? 0).toBeLessThanOrEqual(small.height / 2);
    }
  } else {
    const toggles = page.getByRole("navigation").first().locator("button[aria-controls]");
    for (let index = 0; index < (await toggles.count()); index += 1) {
      await toggles.nth(index).click();
      const panel = `#${await toggles.nth(index).getAttribute("aria-controls")}`;
      expect(await probe(page, "lowTextContrast", panel), panel).toEqual([]);
      // 2.3.3: with the menu hovered and open, nothing takes longer than a frame to change.
      const moving = await page.evaluate(() => {
        const longest = (value: string) =>
          Math.max(...value.split(",").map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)));
        const moves = (style: CSSStyleDeclaration) =>
          longest(style.transitionDuration) > 1 || (style.animationName !== "none" && longest(style.animationDuration) > 1);
        return Array.from(document.querySelectorAll("*"))
          .filter((element) => moves(getComputedStyle(element)))
          .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      });
      expect(moving, panel).toEqual([]);
    }
    await page.keyboard.press("Escape");

    // Forced colours, on a phone: text, the menu button's icon and the drawer readable, every focus outline shown.
    await page.emulateMedia({ forcedColors: "active" });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
    expect(await probe(page, "lowTextContrast", "body"), "forced colours").toEqual([]);
    const button = 'button[aria-controls="site-menu"]';
    const [{ icons }] = await probe(page, "controls", button);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon).toBeGreaterThanOrEqual(3);
    await page.locator(button).click();
    await expect(page.getByRole("dialog", { name: STRINGS[lang].menu })).toBeVisible();
    expect(await probe(page, "lowTextContrast", "dialog"), "forced colours").toEqual([]);
    await page.keyboard.press("Escape");
    expect(focusProblems(await tabThrough(page), ["outline"]), "forced colours").toEqual([]);
  }
}

const CHECKS =
  "contrast at rest, hovered, focused and in the open menus; text at 200% and spaced; the skip link and the keyboard's whole way through and out; targets; languages";

test.describe("1.4.3 / 1.4.4 / 1.4.10 / 1.4.11 / 1.4.12 / 2.1.2 / 2.4.1 / 2.4.3 / 2.4.7 / 2.4.11 / 2.5.8 / 3.1.1 / 3.1.2 One load per page and width", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const entry of PAGES)
    test(`${entry.label} at ${PHONE.width} px: ${CHECKS}; reflow at 320 px wide and 256 px tall`, ({ page }) =>
      oneLoad(page, entry, PHONE));

  // The wide screen's load is this group's too.
  test.describe("1.4.11 / 2.3.3 / 2.4.7 Reduced Motion and Forced Colors", () => {
    for (const entry of PAGES)
      test(`${entry.label} at ${DESKTOP.width} px: ${CHECKS}; with reduced motion asked for, the background video does not start (its Play button shows) and no transition or animation runs; then in forced colours on a phone the controls, the focus outline and the menu stay visible`, ({
        page,
      }) => oneLoad(page, entry, DESKTOP));
  });
});

/** What a page repeats: its main navigation, its header's controls, its footer's links and help, read from its HTML. */
async function repeatedParts(request: APIRequestContext, path: string) {
  const document = parseDocument(await (await request.get(path)).text());
  const first = (name: string) => findAll((node) => node.name === name, document.children)[0];
  const text = (node: HtmlElement) => textContent(node).replace(/\s+/g, " ").trim();
  const all = (root: HtmlElement | undefined, test: (node: HtmlElement) => boolean, describe: (node: HtmlElement) => string) =>
    root ? findAll(test, [root]).map(describe) : [];
  const links = (root: HtmlElement | undefined) =>
    all(
      root,
      (node) => node.name === "a" && !node.attribs.hreflang,
      (link) => `${text(link)} → ${link.attribs.href}`,
    );
  const [header, footer] = [first("header"), first("footer")];
  return {
    navigation: links(findAll((node) => node.name === "nav" && node.attribs["aria-label"] !== undefined, document.children)[0]),
    headerControls: all(
      header,
      (node) => ["a", "button", "summary"].includes(node.name),
      (control) => getAttributeValue(control, "aria-label") ?? text(control),
    ).filter((name) => !/^(English|Español)$/.test(name)),
    footerLinks: links(footer),
    help: all(footer, (node) => node.name === "address" || /^(tel|mailto):/.test(getAttributeValue(node, "href") ?? ""), text),
    headerCall: links(header).filter((link) => / → tel:/.test(link)),
  };
}

test.describe("3.2.3 / 3.2.4 / 3.2.6 Consistent Navigation, Identification and Help", () => {
  for (const lang of ["en", "es"] as const) {
    const every = [...{ en: ENGLISH_ROUTES, es: SPANISH_ROUTES }[lang], localisePath("/no-such-page", lang)];
    test(`every ${lang} page (${every.length}): the same main navigation and footer links (the privacy policy, the Notice of Privacy Practices and the accessibility statement among them), the same names for the header's skip link, menu button, logo link and call button, and the office's address, phone and e-mail in the footer and the call button in the header, each in the same order`, async ({
      request,
    }) => {
      const first = await repeatedParts(request, every[0]);
      expect(first.navigation.length).toBeGreaterThan(3);
      // The legal pages: the privacy policy, the Notice of Privacy Practices and the accessibility statement.
      for (const legal of ["/privacypolicy", "/privacypractices", "/accessibility"])
        expect(first.footerLinks.filter((link) => link.endsWith(` → ${localisePath(legal, lang)}`))).toHaveLength(1);
      const strings = STRINGS[lang];
      expect(first.footerLinks).toContain(`${strings.accessibilityLink} → ${localisePath("/accessibility", lang)}`);
      const call = expect.stringMatching(new RegExp(`^${strings.call}`));
      expect(first.headerControls).toEqual(expect.arrayContaining([strings.skipToContent, strings.menu, call]));
      expect(first.help.length).toBe(3);
      expect(first.headerCall.length).toBe(1);
      for (const path of every.slice(1)) expect(await repeatedParts(request, path), path).toEqual(first);
    });
  }
});

test("the page list covers every template in both languages", () => {
  expect(PAGES).toHaveLength(10);
  for (const { path } of PAGES.filter((entry) => !entry.path.endsWith("no-such-page"))) expect(ROUTES).toContain(path);
});
