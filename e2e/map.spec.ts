import { test, expect, open, tabTo } from "./fixtures";
import { MAP_ROUTES, SETTINGS } from "../__tests__/routes";
import { localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";

/**
 * The map loads only when the visitor asks: until its button is pressed (by keyboard: 2.1.1) no request
 * leaves this site; then the frame takes the placeholder's place at the same height, so nothing moves,
 * and focus moves to it. (The fixture blocks Google itself; the frame still appears with its size.)
 */
const MAP_PAGES = [
  ...MAP_ROUTES.map((route) => ({ route, lang: "en" as const })),
  ...MAP_ROUTES.slice(0, 1).map((route) => ({ route: localisePath(route, "es"), lang: "es" as const })),
];

for (const { route, lang } of MAP_PAGES) {
  test(`${route}: no request leaves the site until Tab and Enter on the map button, then the frame fills the same box and takes focus`, async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const origin = new URL(baseURL ?? "").origin;
    const offSite = () => requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"));

    await open(page, route, 1280, 800);
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
