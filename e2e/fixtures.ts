import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { LEGAL_ROUTES, MAP_ROUTES, ROUTES, SERVICE_ROUTES } from "../__tests__/routes";
import { localisePath, type Lang } from "../src/i18n/languages";

/** The page's CSP violations and errors, collected as it runs. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await use(problems);
  },
});

export { expect, ROUTES };

export const WIDTHS = { phone: 375, tablet: 900, desktop: 1280 } as const;

export const setWidth = (page: Page, width: number) => page.setViewportSize({ width, height: 900 });

/** A phone's and a wide screen's size, at which the accessibility tests load each page. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** One page of each template (the error page included), in English and in Spanish. */
export const PAGES = [
  { name: "home page", path: "/" },
  { name: "service page", path: SERVICE_ROUTES[0] },
  { name: "about page with the map", path: MAP_ROUTES[0] },
  { name: "legal page", path: LEGAL_ROUTES[0] },
  { name: "error page", path: "/no-such-page" },
].flatMap(({ name, path }) =>
  (["en", "es"] as const).map((lang) => ({
    label: `${name} in ${lang === "en" ? "English" : "Spanish"} (${localisePath(path, lang)})`,
    path: localisePath(path, lang),
    lang: lang as Lang,
  })),
);

/** Whether a video is paused now. */
export const paused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

/** Presses Tab until `target` has focus (and fails if it never does); `target` may appear on the way, as an island hydrates. */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    if ((await target.count()) > 0 && (await target.evaluate((element) => element === document.activeElement))) return;
  }
  throw new Error(`${target} never took focus by Tab`);
}

/** Loads a page (at a width, when one is given) and waits for its header to hydrate. */
export async function open(page: Page, path: string, width?: number, height = 900): Promise<void> {
  if (width) await page.setViewportSize({ width, height });
  await page.goto(path);
  await hydrated(page);
}

/** The header island: the header followed by its data block. */
export const headerIsland = (page: Page) => page.locator('header:has(+ script[data-island="header"])');

/**
 * Waits until the header's island has hydrated. It hydrates when a visitor is about to use it, so this
 * does what a mouse entering it does (a pointerover, which opens and moves nothing) until it has.
 */
export async function hydrated(page: Page): Promise<void> {
  const header = headerIsland(page);
  const hydratedYet = async () => {
    if ((await header.getAttribute("data-hydrated")) !== null) return true;
    await header.dispatchEvent("pointerover");
    return false;
  };
  // Asked again soon: hydration takes a moment once the script is in, and every page load waits for it.
  await expect.poll(hydratedYet, { intervals: [50] }).toBe(true);
}

/** The islands' scripts: the page's one script, then the components' module it asks for when an island hydrates. */
const ISLANDS = /\/islands-[0-9a-f]+\.js$/;

/** Waits until the page has fetched `count` or more of the islands' scripts and run what they scheduled; returns how many. */
export async function scriptsIn(page: Page, count: 1 | 2): Promise<number> {
  const fetched = () =>
    page.evaluate(
      (islands) => performance.getEntriesByType("resource").filter((entry) => new RegExp(islands).test(entry.name)).length,
      ISLANDS.source,
    );
  await expect.poll(fetched, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await settled(page);
  return fetched();
}

/** Holds back the requests for `url` (the islands' scripts unless given) after the first `passing`, until released. */
export async function holdBack(page: Page, { url = ISLANDS, passing = 0 } = {}): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route(url, (route) => (seen++ < passing ? route.continue() : released.then(() => route.continue())));
  return release;
}

/**
 * Holds the page's script back until the returned function is called, which lets it through and waits
 * for hydration: the moment after the first paint (seconds on a phone) in which a visitor reads and acts.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const release = await holdBack(page);
  return async () => {
    release();
    await hydrated(page);
  };
}

/**
 * Waits until whatever the page's scripts scheduled has run (a frame, then two turns of the idle queue,
 * each step ending after a second on a machine too busy for either): where a test proves that something
 * does not happen (a menu closing by itself, a video starting), it waits for the page, not a delay.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frame = () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => done());
        setTimeout(done, 1000);
      });
    const idle = () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 }));
    return frame().then(idle).then(idle);
  });
}

/**
 * axe-core's violations on the page as it is now, one line each: every rule axe runs by default (its
 * WCAG 2.2 A/AA rules and best practices). `contrast: false` leaves out its text-contrast rule (two
 * thirds of its time) where e2e/a11yProbe.ts measures contrast at that size and axe judged it at another.
 */
export async function axeViolations(page: Page, { contrast = true } = {}): Promise<string[]> {
  // axe-core is put into a document once (the builder's own source otherwise, twice per run).
  const axeSource = (await page.evaluate(() => "axe" in window)) ? ";" : undefined;
  const results = await new AxeBuilder({ page, axeSource })
    // Only violations: axe skips building the much longer lists of passes. (`options` goes first: it
    // replaces what the builder has set so far.)
    .options({ resultTypes: ["violations"] })
    .disableRules(contrast ? [] : ["color-contrast"])
    // The map's frame is a third party's (and blocked offline).
    .exclude("iframe")
    // axe.run in the page itself: with no frame to test, the default mode's extra blank page, opened to
    // merge frames' results, only costs time.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
