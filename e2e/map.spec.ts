import { test, expect, open } from "./fixtures";
import { MAP_ROUTES, SETTINGS } from "../__tests__/routes";

/**
 * The map loads only when the visitor asks: until the button is pressed no request leaves this
 * site, and then the frame takes the placeholder's place at the same height, so nothing moves.
 * (Google itself is blocked by the fixture; the frame element still appears with its size.)
 */
for (const route of MAP_ROUTES) {
  test(`${route}: no request leaves the site until the map button is pressed, then the frame fills the same box`, async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const origin = new URL(baseURL ?? "").origin;
    const offSite = () => requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"));

    await open(page, route);
    const button = page.getByRole("button", { name: "Show the map (loads Google Maps)" });
    await button.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(offSite()).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: /Get directions/ })).toBeVisible();

    const placeholder = await button.locator("xpath=..").boundingBox();
    // The directions link sits below the map: it stays put when the frame replaces the placeholder.
    const directions = page.getByRole("main").getByRole("link", { name: /Get directions/ });
    const before = await directions.boundingBox();
    await button.click();

    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("title", /Map showing OC Center for Advanced Dentistry/);
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
