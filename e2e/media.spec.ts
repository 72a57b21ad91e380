import { expect, holdBack, holdScripts, paused, scriptsIn, settled, test, WIDTHS } from "./fixtures";
import { ABOUT_ROUTES, SETTINGS, VIDEO_SERVICE, VIDEO_SERVICE_ROUTE } from "../__tests__/routes";
import { localisePath } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/dictionary";

test("a service video plays muted, looping and autoplaying, with controls, a poster and the fallback sentence; paused and given its sound before the page's script arrives it stays so after; with reduced motion the script stops its loop", async ({
  page,
}) => {
  test.skip(!VIDEO_SERVICE_ROUTE, "no service page has a video");
  const video = page.locator("article video");
  const state = () => video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, muted: element.muted }));
  const release = await holdBack(page);
  await page.goto(VIDEO_SERVICE_ROUTE!);
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute("poster", `/media/${VIDEO_SERVICE?.videoPoster}`);
  await expect(video.locator("source")).toHaveAttribute("src", `/media/${VIDEO_SERVICE?.imgSrc}`);
  await expect(video).toHaveText("Your browser does not support the video tag.");
  expect((await page.request.get(`/media/${VIDEO_SERVICE?.videoPoster}`)).status()).toBe(200);
  await expect.poll(state).toEqual({ paused: false, muted: true });
  await video.focus();
  await page.keyboard.press("Space");
  // The controls' sound button, as a finger or a mouse presses it.
  await video.evaluate((element: HTMLVideoElement) => (element.muted = false));
  release();
  await scriptsIn(page, 2);
  expect(await state()).toEqual({ paused: true, muted: false });
  // What the visitor did not touch is as the page gave it, once hydrated.
  for (const property of ["loop", "autoplay", "controls", "playsInline"]) await expect(video).toHaveJSProperty(property, true);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(VIDEO_SERVICE_ROUTE!);
  await scriptsIn(page, 2);
  await expect.poll(state).toEqual({ paused: true, muted: true });
});

test.describe("the home hero", () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 900 } });

  // By keyboard, on a wide screen, in e2e/keyboard.spec.ts ("home page").
  test.describe("2.2.2 Pause, Stop, Hide", () => {
    for (const lang of ["en", "es"] as const)
      test(`${lang}, on a phone: the page's script starts the muted loop; its visible button, one size whatever its label, pauses it before the scripts arrive and it stays paused (and the menu closed) after; then it plays and pauses it`, async ({
        page,
      }) => {
        const strings = STRINGS[lang];
        const release = await holdScripts(page);
        await page.goto(localisePath("/", lang));
        const video = page.locator("video").first();
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted && !element.paused)).toBe(true);
        const [pause, play] = [strings.pauseVideo, strings.playVideo].map((name) => page.getByRole("button", { name }));
        const size = await pause.boundingBox();
        await pause.click();
        expect(await paused(video)).toBe(true);
        expect(await play.boundingBox()).toEqual(size);
        await release();
        expect(await paused(video)).toBe(true);
        await expect(page.getByRole("dialog")).toBeHidden();
        await expect(page.getByRole("button", { name: strings.menu })).toHaveAttribute("aria-expanded", "false");
        await play.click();
        await expect.poll(() => paused(video)).toBe(false);
        await pause.click();
        expect(await paused(video)).toBe(true);
      });
  });

  for (const moment of ["while the video is still loading", "once it plays"] as const)
    test(`a pause and a play pressed in one moment, ${moment}, leave the loop playing, and the button offers to pause it`, async ({
      page,
    }) => {
      // The video's data held back: the start the page asked for at load is still pending when the pause interrupts it.
      const loading = moment === "while the video is still loading";
      if (loading) await holdBack(page, { url: /\/media\/home\/hero\.(webm|mp4)$/ });
      await page.goto("/");
      const video = page.locator("video").first();
      const started = (element: HTMLVideoElement, loading: boolean) => !element.paused && (loading || element.currentTime > 0);
      await expect.poll(() => video.evaluate(started, loading)).toBe(true);
      // Both presses land before the video's own "pause" event from the first one is delivered.
      await page.getByRole("button", { name: "Pause background video" }).evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      await settled(page);
      expect(await paused(video)).toBe(false);
      await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
    });

  for (const failure of ["aborted", "not found"] as const)
    test(`a video whose files cannot load (${failure}) is shown paused, and a press on play tries them again`, async ({
      page,
    }) => {
      let tries = 0;
      await page.route(/\/media\/home\/hero\.(webm|mp4)$/, (route) => {
        tries += 1;
        return failure === "aborted" ? route.abort() : route.fulfill({ status: 404, body: "" });
      });
      await page.goto("/");
      const play = page.getByRole("button", { name: "Play background video" });
      await expect(play).toBeVisible();
      await expect(page.locator("section[data-playing]").first()).toHaveAttribute("data-playing", "false");
      expect(await paused(page.locator("video").first())).toBe(true);
      const before = tries;
      await play.click();
      await expect.poll(() => tries).toBeGreaterThan(before);
      await expect(play).toBeVisible();
    });

  test("a pause pressed before the page has loaded keeps the loop from starting", async ({ page }) => {
    // Hold the poster too, so the page's load event waits while the visitor presses pause.
    const releasePoster = await holdBack(page, { url: /hero-poster\.jpg$/ });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    releasePoster();
    await page.waitForLoadState("load");
    await release();
    await settled(page);
    expect(await paused(page.locator("video"))).toBe(true);
  });
});

test("the footer shows the visitor's year once the page's script has run, when their clock reads later than the build's", async ({
  page,
}) => {
  const later = new Date().getFullYear() + 2;
  await page.clock.setFixedTime(new Date(`${later}-02-01T12:00:00`));
  await page.goto(ABOUT_ROUTES[0]);
  await expect(page.getByRole("contentinfo")).toContainText(`© ${later} ${SETTINGS.name}`);
});
