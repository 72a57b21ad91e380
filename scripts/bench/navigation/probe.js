/**
 * The navigation benchmark's probe, a content script (every page, prerendered ones too, outside the page's CSP); times
 * are performance.timeOrigin + a timestamp, one clock in both documents. The start page reports where the link is; a
 * pointerdown records the tap; the next page is shown at the first animation frame after its heading is in the shown
 * document (activated prerender or parsed page: a built page has no client-side router). Reports go to the proxy's /__bench/*.
 */
/* global BENCH_CONFIG */
(() => {
  const config = BENCH_CONFIG;
  const clock = (stamp) => performance.timeOrigin + stamp;
  const report = (kind, data) => fetch(`/__bench/${kind}?d=${encodeURIComponent(JSON.stringify(data))}`, { cache: "no-store" });
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  let fcp = null;
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: "layout-shift", buffered: true });

  const prerendered = document.prerendering;
  /** The first animation frame that shows the page: after activation, or once its heading is parsed. */
  const shown = new Promise((resolve) => {
    if (prerendered)
      return void document.addEventListener("prerenderingchange", () => requestAnimationFrame(resolve), { once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector("h1")) return;
      observer.disconnect();
      requestAnimationFrame(resolve);
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  /** Reports the page shown after the tap, and its layout shift and state a second after it was shown. */
  async function asNextPage() {
    const frame = await shown;
    const { tap } = await chrome.storage.local.get("tap");
    if (!tap || tap.from === location.pathname) return;
    await chrome.storage.local.remove("tap");
    const entry = performance.getEntriesByType("navigation")[0];
    const activationStart = entry?.activationStart ?? 0;
    // A prerendered page: when the browser began it after the pointer reached the link, and whether it was parsed at the tap.
    const prerender = prerendered
      ? {
          startedAfterHover: tap.hoverAt === null ? null : performance.timeOrigin - tap.hoverAt,
          parsedBeforeTap: entry ? clock(entry.domContentLoadedEventEnd) <= tap.at : null,
        }
      : null;
    for (let i = 0; i < 50 && fcp === null; i += 1) await wait(20);
    const shownAt = prerendered ? activationStart : 0;
    await wait(1000);
    await report("result", {
      tap: tap.at,
      frameAt: clock(frame),
      path: location.pathname,
      fcpAt: fcp === null ? null : clock(fcp),
      how: prerendered ? "prerender activated" : "page load",
      activationStart,
      prerender,
      layoutShift: shifts.filter((shift) => shift.at >= shownAt).reduce((sum, shift) => sum + shift.value, 0),
      videos: [...document.querySelectorAll("video")].map((video) => ({ paused: video.paused, time: video.currentTime })),
      title: document.title,
      scrollY: window.scrollY,
      focus: document.activeElement ? `${document.activeElement.tagName.toLowerCase()}#${document.activeElement.id}` : null,
    });
  }

  async function asStartPage() {
    // The header hydrates when a visitor is about to use it: what a mouse entering it does, until it has.
    if (config.state === "hydrated")
      while (!document.querySelector("header[data-hydrated]")) {
        document.querySelector('header:has(+ script[data-island="header"])')?.dispatchEvent(new PointerEvent("pointerover"));
        await wait(50);
      }
    else await new Promise((resolve) => (document.readyState === "complete" ? resolve() : addEventListener("load", resolve)));
    await wait(config.settleMs);
    const link = [...document.querySelectorAll(config.selector)].find((element) => element.getClientRects().length > 0);
    if (!link) return report("ready", { error: `no visible ${config.selector} on ${location.pathname}` });
    link.scrollIntoView({ block: "center" });
    await wait(300);
    const box = link.getBoundingClientRect();
    let hoverAt = null;
    link.addEventListener("pointerover", (event) => (hoverAt ??= clock(event.timeStamp)));
    addEventListener(
      "pointerdown",
      (event) => void chrome.storage.local.set({ tap: { at: clock(event.timeStamp), from: location.pathname, hoverAt } }),
      { capture: true, once: true },
    );
    await report("ready", {
      x: Math.round(window.screenX + (window.outerWidth - window.innerWidth) + box.left + box.width / 2),
      y: Math.round(window.screenY + (window.outerHeight - window.innerHeight) + box.top + box.height / 2),
    });
  }

  if (location.pathname === config.start && !document.prerendering) void asStartPage();
  else void asNextPage();
})();
