import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium";

/**
 * Browser tests against the production build in public/, served by the project's nginx
 * configuration (status codes, redirects and headers as in production), in Debian's Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["./e2e/summary-reporter.ts"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--autoplay-policy=no-user-gesture-required"],
    },
  },
  webServer: {
    // E2E_SERVER_COMMAND lets a developer try the suite against another server (e.g. gatsby serve).
    command: process.env.E2E_SERVER_COMMAND ?? `PORT=${port} bash scripts/nginx/serve.sh`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
