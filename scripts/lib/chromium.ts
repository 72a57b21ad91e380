/** Debian's Chromium, as the browser tests and the benchmark start it on this closed network. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * --no-sandbox because CI runs as root; the rest keep Chromium from calling home (component updates,
 * sync, first-run pings), which floods a machine without outside network access with refused requests.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
