/**
 * The content editor's screens checked for accessibility (axe-core's WCAG 2.2 A/AA rules, an edit by
 * keyboard alone with every focus stop shown and never under the sticky header or toolbar) and its
 * previews; e2e/admin.spec.ts runs these tests on its `npm run cms` (see cmsEditor.ts).
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { CONTENT_KINDS, type ContentKind } from "../src/content/kinds";
import { collectionName } from "../src/cms/browser/decapNames";
import { pathIn } from "../src/i18n/languages";
import { SOURCE_MESSAGES, TRANSLATION_MESSAGES } from "../src/cms/browser/translationWidget";
import { translationAge, translationVersion } from "../src/content/gate/translationVersion";
import { docsScreenshot, FORMATTED_TEXT, preview, type useCms } from "./cmsEditor";

/** The service page edited by keyboard. */
const SERVICE = "examplephoto";

/** axe-core's WCAG 2.2 A/AA violations on the page as it is now (the preview frame included), one line per element. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Options first: withTags adds to them, and options() would replace the tags.
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // axe.run in the page, which covers the same-origin preview frame without the default mode's extra blank page.
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(" ")}: ${node.html.slice(0, 120)} (${node.failureSummary?.replace(/\s+/g, " ")})`,
    ),
  );
}

/**
 * Run in the page: whether `target` is still drawn and has the focus, and why the focused element does not
 * show, or "": no outline or ring, off the screen, or something else (the sticky header or toolbar) over its middle.
 */
const focusState = (target: Element) => ({
  drawn: target.isConnected,
  reached: target === document.activeElement,
  problem: (() => {
    const element = document.activeElement;
    if (!element || element === document.body || element.tagName === "IFRAME") return "";
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 60)}"`;
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
    if (!ring) return `${name} shows no focus outline`;
    const box = element.getBoundingClientRect();
    // Its middle, or for a tall field (scrolled into view by its top) a point near its top.
    const x = box.left + Math.min(box.width / 2, 16);
    const y = box.top + Math.min(box.height / 2, 24);
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `${name} is off the screen`;
    const top = document.elementFromPoint(x, y);
    if (top && top !== element && !element.contains(top) && !top.contains(element))
      return `${name} is under ${top.tagName.toLowerCase()}.${String(top.className).slice(0, 80)}`;
    return "";
  })(),
});

/**
 * Presses Tab (or Shift+Tab, `back`) until `target` has the focus, checking at every stop that the focus shows, then the key
 * `press`, if any. The target is found once (a role query at every stop is slow), and again if the editor redraws it.
 */
async function tabTo(page: Page, target: Locator, { back = false, press = "" } = {}) {
  await expect(target).toBeAttached({ timeout: 30_000 });
  let element = await target.elementHandle();
  for (let step = 0; step < 200 && element; step += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    let state = await element.evaluate(focusState);
    if (!state.drawn) {
      element = await target.elementHandle();
      state = (await element?.evaluate(focusState)) ?? state;
    }
    expect(state.problem).toBe("");
    if (!state.reached) continue;
    if (press) await page.keyboard.press(press);
    return;
  }
  throw new Error(`${String(target)} was not reached in 200 presses of Tab`);
}

async function retitleFirstCard(page: Page, title: string) {
  // The card starts closed: its toggle opens it with Space, closes it with Enter and opens it again.
  const item = page.getByRole("button", { name: /^(Expand|Collapse) item 1 of / }).first();
  await tabTo(page, item);
  for (const key of ["Space", "Enter", "Space"]) {
    const open = key === "Space";
    await page.keyboard.press(key);
    await expect(item).toHaveAttribute("aria-expanded", String(open));
    await expect(item).toHaveAccessibleName(new RegExp(`^${open ? "Collapse" : "Expand"} item 1 of `));
  }
  // The drag handle between the toggle and Remove is out of the Tab order (the Move buttons move a card).
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAccessibleName(/^Remove item 1 of /);
  const field = page.getByLabel("Title", { exact: true }).first();
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(title);
}

async function publishByKeyboard(page: Page) {
  await tabTo(page, page.getByRole("button", { name: "Publish" }), { back: true, press: "Enter" });
  const now = page.getByRole("menuitem", { name: "Publish now" });
  await expect(now).toBeVisible();
  // The menu opened from the keyboard focuses its first item, a moment after it shows (an arrow key pressed before
  // then moves on to the second); the arrow keys move between items.
  await expect(now)
    .toBeFocused({ timeout: 2_000 })
    .catch(() => page.keyboard.press("ArrowDown"));
  await expect(now).toBeFocused();
  await page.keyboard.press("Enter");
}

/** Every picture of the previewed entry has loaded (the editor's copy of content/images/, the site's static/media/). */
async function expectPictures(page: Page, kind: ContentKind, data: Record<string, unknown>) {
  const frame = preview(page);
  const pictures = [
    ...(typeof data.imgSrc === "string" && !/\.(mp4|webm|ogg)$/i.test(data.imgSrc) ? [String(data.imgAlt ?? "")] : []),
    ...(Array.isArray(data.photos) ? (data.photos as { alt: string }[]).map((photo) => photo.alt) : []),
  ];
  for (const alt of pictures) {
    const image = frame.getByRole("img", { name: alt, exact: true }).first();
    await expect(image, `${kind.label}: ${alt}`).toBeVisible({ timeout: 30_000 });
    const loaded = () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
    await expect.poll(loaded, kind.label).toBeGreaterThan(0);
  }
  const poster = typeof data.videoPoster === "string" ? data.videoPoster : (data.hero as { poster?: string } | undefined)?.poster;
  if (poster) {
    await expect(frame.locator("main video").first(), kind.label).toHaveAttribute("poster", `/media/${poster}`);
    const file = await page.request.get(`${new URL(page.url()).origin}/media/${poster}`);
    expect(file.headers()["content-type"], kind.label).toMatch(/^image\//);
  }
}

/** Declares the tests, in the describe block that calls it, on the editor `cms` runs. */
export function accessibilityTests(cms: ReturnType<typeof useCms>) {
  const { test, readJson, openInEditor } = cms;
  // An office computer's screen.
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the sign-in screen has no axe violations; an edit by keyboard alone: sign in, open a service, close and open a card, change it, move a card up and then down to the end, add and remove a list item, save, then the same in the Spanish entry, opened from its link in a new tab, which says it is older than the English page and is marked up to date; the English address put into that tab opens the English entry", async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const english = `content/services/${SERVICE}.json`;
    const spanish = `content/es/services/${SERVICE}.json`;
    const cards = (file: string) => readJson(file).sectionOneData as { title: string }[];
    const before = cards(english);
    const age = () => translationAge(readJson(english), readJson(spanish));
    // The Spanish page records the English version it translates, as "Mark as up to date" leaves it.
    cms.writeJson(spanish, { ...readJson(spanish), translatedFrom: translationVersion(readJson(english)) });
    expect(age()).toBe("current");
    const spanishBefore = readJson(spanish);

    const response = await page.goto(`${cms.adminOrigin}/admin/`);
    expect(response?.status()).toBe(200);
    const login = page.getByRole("button", { name: "Login" });
    await expect(login).toBeVisible({ timeout: 60_000 });
    expect(await axeViolations(page), "sign-in").toEqual([]);
    await docsScreenshot(page, "editing-login.png");
    await tabTo(page, login, { press: "Enter" });
    await tabTo(page, page.getByRole("link", { name: "Service pages", exact: true }), { press: "Enter" });
    await tabTo(page, page.locator(`a[href$="#/collections/services/entries/${SERVICE}"]`), { press: "Enter" });
    await expect(page.getByRole("button", { name: "Publish" })).toBeVisible({ timeout: 60_000 });
    const toSpanish = page.getByRole("link", { name: `Open the Spanish version in a new tab (${spanish})` });
    const translation = page.getByRole("status").filter({ has: toSpanish });
    await expect(translation).toContainText(SOURCE_MESSAGES.current);

    // The formatted text's toolbar is named after its field, and its buttons work from the keyboard.
    const field = page.getByRole("group", { name: FORMATTED_TEXT, exact: true }).first();
    const bold = field.getByRole("toolbar", { name: `Formatting of ${FORMATTED_TEXT}` }).getByRole("button", { name: "Bold" });
    await tabTo(page, bold);
    await page.keyboard.press("Space");
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await expect(field.getByRole("textbox", { name: FORMATTED_TEXT })).toBeFocused();
    const title = "Stains whitening cannot lift";
    await retitleFirstCard(page, title);
    // The second card (closed) moves up by its own button; the focus stays on the moved card's buttons: at the top, on its
    // Move down (its Move up is disabled), which then moves it down to the last place, where the focus goes to its Move up.
    const card = (action: string, index: number) =>
      page.getByRole("button", { name: `${action} item ${index} of Section one cards` });
    const said = (text: string) => page.getByRole("status").filter({ hasText: text });
    const moved = (to: number) => said(`Moved to position ${to} of ${before.length}`);
    await tabTo(page, card("Move up", 2), { press: "Enter" });
    await expect(card("Move down", 1)).toBeFocused();
    await expect(card("Move up", 1)).toBeDisabled();
    await expect(moved(1)).toBeAttached();
    for (let to = 2; to <= before.length; to += 1) {
      await page.keyboard.press("Space");
      await expect(moved(to)).toBeAttached();
      await expect(card(to < before.length ? "Move down" : "Move up", to)).toBeFocused();
    }
    await expect(card("Move down", before.length)).toBeDisabled();
    // Each card keeps its fields and whether it is open.
    await expect(card("Collapse", 1)).toBeVisible();
    await expect(card("Expand", before.length)).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true }).filter({ visible: true }).first()).toHaveValue(title);
    expect(await axeViolations(page), "a card moved").toEqual([]);
    const items = page.getByRole("button", { name: /^Remove item \d+ of Section one cards$/ });
    const count = await items.count();
    // The list's Add button is above its items.
    await tabTo(page, page.getByRole("button", { name: /^Add section one card/i }), { back: true, press: "Enter" });
    await expect(items).toHaveCount(count + 1);
    // The focus goes to the new card, at the list's end, and after its removal to the card before it, each said (it stayed
    // on Add, then fell to the page's top).
    await expect(card("Collapse", count + 1)).toBeFocused();
    await expect(said(`Added item ${count + 1} of Section one cards`)).toBeAttached();
    await tabTo(page, items.last(), { press: "Enter" });
    await expect(items).toHaveCount(count);
    await expect(card("Expand", count).or(card("Collapse", count))).toBeFocused();
    await expect(said(`Removed item ${count + 1} of Section one cards; ${count} left`)).toBeAttached();
    // The Spanish version is older than the text in the form, then than the saved file.
    await expect(translation).toContainText(`Spanish version ${SOURCE_MESSAGES.older}`);
    await publishByKeyboard(page);
    const edited = [{ ...before[0], title }, ...before.slice(2), before[1]];
    await expect.poll(() => cards(english), { timeout: 30_000 }).toEqual(edited);
    // The focus goes back to the menu's button (it fell to the page's body with the menu).
    await expect(page.getByRole("button", { name: /^Publish/ })).toBeFocused();
    expect(age()).toBe("older");

    await tabTo(page, toSpanish);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")]);
    cms.watch(tab, "new tab: ");
    await expect(tab).toHaveURL(new RegExp(`#/collections/es-services/entries/${SERVICE}$`));
    const toEnglish = tab.getByRole("link", { name: `Open the English page in a new tab (${english})` });
    await expect(toEnglish).toBeVisible({ timeout: 60_000 });
    await expect(toEnglish).toHaveAttribute("href", `#/collections/services/entries/${SERVICE}`);
    const mainTitle = tab.getByLabel("Main title text", { exact: true });
    await expect(mainTitle).toHaveValue(String(spanishBefore.mainTitleText));
    await expect(tab.getByText(TRANSLATION_MESSAGES.older)).toBeVisible();
    expect(cms.checkContent().output).toContain(`${spanish} is older than a change to ${english}`);
    const mark = tab.getByRole("button", { name: "Mark as up to date" });
    await tabTo(tab, mark, { press: "Enter" });
    await expect(tab.getByText(TRANSLATION_MESSAGES.current)).toBeVisible();
    await expect(mark).toBeHidden();
    const spanishTitle = "Manchas que el blanqueamiento no quita";
    await retitleFirstCard(tab, spanishTitle);
    await publishByKeyboard(tab);
    // The card and the recorded version changed, nothing else: none of the English page's text came along.
    const [first, ...rest] = spanishBefore.sectionOneData as { title: string }[];
    const translated = { ...spanishBefore, sectionOneData: [{ ...first, title: spanishTitle }, ...rest] };
    await expect
      .poll(() => readJson(spanish), { timeout: 30_000 })
      .toEqual({ ...translated, translatedFrom: translationVersion(readJson(english)) });
    const check = cms.checkContent();
    expect(check.status).toBe(0);
    expect(check.output).not.toContain(spanish);
    // The English entry's address put into this tab (pasted, or a bookmark) opens the English entry; Decap alone
    // kept the Spanish form under the English name, and a save wrote it into the English file.
    await tab.evaluate((hash) => (window.location.hash = hash), `#/collections/services/entries/${SERVICE}`);
    await expect(mainTitle).toHaveValue(String(readJson(english).mainTitleText), { timeout: 60_000 });
    await tab.close();
  });

  test("the collection lists staff use and the media library have no axe violations; a picture uploaded there is saved among the site's pictures", async ({
    page,
  }) => {
    await cms.logIn(page);
    for (const kind of ["services", "about", "legal", "notices", "settings"]) {
      const label = CONTENT_KINDS.find((candidate) => collectionName(candidate) === kind)?.label ?? kind;
      await page.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#/collections/${kind}$`));
      await expect(page.locator(`a[href*="#/collections/${kind}/entries/"]`).first()).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page), kind).toEqual([]);
    }
    await page.getByRole("button", { name: "Media", exact: true }).click();
    const library = page.getByRole("dialog").or(page.getByText(/Media assets/i));
    await expect(library.first()).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page), "media library").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Media", exact: true }).click();
    const picture = fs.readFileSync("content/images/services/veneers.jpg");
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByText("Upload", { exact: true }).click()]);
    await chooser.setFiles({ name: "smile-photo.jpg", mimeType: "image/jpeg", buffer: picture });
    const saved = path.join(cms.site(), "content/images/smile-photo.jpg");
    await expect.poll(() => fs.existsSync(saved) && fs.readFileSync(saved).equals(picture), { timeout: 30_000 }).toBe(true);
    await expect(page.getByRole("dialog").getByText("smile-photo.jpg")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    fs.rmSync(saved);
  });

  test("every collection previews in the site's look and its language, in a frame titled with the page, with no markup shown as text; the service entry, the notices and the Spanish service entry have no axe violations, as drawn and with their lists opened; the main menu previews in the site's header as typed", async ({
    page,
  }) => {
    test.setTimeout(CONTENT_KINDS.length * 60_000 + 480_000);
    await cms.logIn(page);
    for (const kind of CONTENT_KINDS) {
      const folder = "folder" in kind.layout ? `content/${kind.layout.folder}` : "";
      const files = folder ? fs.readdirSync(path.join(cms.site(), folder)) : [];
      const [first] = files.filter((name) => name.endsWith(".json")).sort();
      const entry = folder ? `${folder}/${first}` : `content/${"file" in kind.layout ? kind.layout.file : ""}`;
      const hash = `collections/${collectionName(kind)}/entries/${folder ? path.basename(first, ".json") : kind.name}`;
      await openInEditor(page, hash);
      const frame = preview(page);
      const main = frame.getByRole("main");
      const title = readJson(entry).mainTitleText;
      if (typeof title === "string") await expect(frame.getByRole("heading", { level: 1 }), kind.label).toHaveText(title);
      const named = typeof title === "string" ? title : kind.label;
      await expect(page.locator("#preview-pane"), kind.label).toHaveAttribute("title", `Preview: ${named}`);
      await expect(main, kind.label).toHaveAttribute("lang", kind.name.startsWith("es-") ? "es" : "en");
      await expect(frame.locator("body"), kind.label).toHaveCSS("font-family", /sans-serif/);
      expect(await main.innerText(), kind.label).not.toMatch(/<\/?(p|a|strong|em|ul|ol|li|h3|br)\b/);
      await expectPictures(page, kind, readJson(entry));
      // The service entry, the notices and the Spanish service entry, drawn with every list item closed, then with
      // all open: an item's two states.
      if (!["services", "notices", "es-services"].includes(collectionName(kind))) continue;
      expect(await axeViolations(page), hash).toEqual([]);
      // Each list's own toggle ("Expand", exact) opens all its items, once; an empty list's stays as it is.
      const lists = page.getByRole("button", { name: "Expand", exact: true }).filter({ visible: true });
      for (let count = await lists.count(); count > 0; count -= 1) await lists.first().click();
      expect(await axeViolations(page), `${hash}, lists opened`).toEqual([]);
    }

    // The main menu as typed, left unsaved, in a laptop's window: the preview is as narrow as a phone.
    await page.setViewportSize({ width: 1100, height: 720 });
    for (const [collection, menuButton] of Object.entries({ navigation: "Menu", "es-navigation": "Menú" })) {
      await openInEditor(page, `collections/${collection}/entries/${collection}`);
      await page.getByRole("button", { name: "Expand" }).first().click();
      const label = page.getByLabel("Label", { exact: true }).first();
      const typed = `${await label.inputValue()} and more`;
      await label.fill(typed);
      // The preview is as narrow as a phone: its menu button opens the menu, as on the site.
      await preview(page).getByRole("button", { name: menuButton }).click();
      // The typed item links the home page in the entry's language, as the site's header does.
      const typedLink = preview(page).getByRole("dialog").getByRole("link", { name: typed, exact: true });
      await expect(typedLink).toBeVisible();
      await expect(typedLink).toHaveAttribute("href", pathIn("/", collection === "navigation" ? "en" : "es"));
      if (collection === "navigation") await docsScreenshot(page, "editing-menu.png");
    }
  });
}
