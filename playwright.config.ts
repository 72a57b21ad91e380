import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium";
import { STAND_IN_CLIENT } from "./__tests__/support/githubStandIn";

/**
 * Browser tests against the production build in public/, in Debian's Chromium, served two ways:
 * - "nginx": the project's nginx configuration (status codes, redirects and headers as in
 *   production); every spec runs here.
 * - "cloudflare": Cloudflare Pages' own runtime (`wrangler pages dev`, workerd, offline), which reads
 *   the build's `_headers` and `_redirects`; the specs about serving run here too: every page's one
 *   answer over HTTP (its status, headers, bytes and a CSP that allows its inline scripts) and one page
 *   of each template hydrated in the browser, redirects, error pages, the editor's headers and a tap to
 *   the next page; and the editor's sign-in, the site's one Function (e2e/signin.spec.ts).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
// port + 1 to + 6 are the content editor's tests' (e2e/admin.spec.ts, e2e/signin.spec.ts).
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? port + 10);
export const baseURL = `http://127.0.0.1:${port}`;
export const cloudflareURL = `http://127.0.0.1:${cloudflarePort}`;
/** The stand-in GitHub e2e/signin.spec.ts starts, which the sign-in Function on Cloudflare's runtime is set up for. */
export const standInGitHubPort = Number(process.env.GITHUB_E2E_PORT ?? port + 4);

/** The specs whose subject is how the site is served, run against every host. */
const HOST_SPECS = ["pages.spec.ts", "hosts.spec.ts", "speculation.spec.ts"];
/** The editor's sign-in, which runs as a Cloudflare Pages Function: on Cloudflare's runtime only. */
const CLOUDFLARE_SPECS = ["signin.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a test that fails is run once more: a two-core machine beside another busy process
  // sometimes starves the browser (one keyboard test lost the map's focus once in hundreds of runs
  // and never again when repeated). The summary names every test that needed it.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["./e2e/summary-reporter.ts"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // No host name resolves but this machine's: every test is offline (the map's frame included), with
      // no request routed through the test process for it.
      args: [
        ...CHROMIUM_FLAGS,
        "--autoplay-policy=no-user-gesture-required",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  projects: [
    // Every page is loaded in the browser once, on nginx; other hosts fetch each page's answer over HTTP
    // and load one page of each template in the browser (e2e/pages.spec.ts).
    { name: "nginx", use: { baseURL }, testIgnore: CLOUDFLARE_SPECS, grepInvert: /@every-page-over-http/ },
    {
      name: "cloudflare",
      use: { baseURL: cloudflareURL },
      testMatch: [...HOST_SPECS, ...CLOUDFLARE_SPECS],
      grepInvert: /@every-page-in-browser/,
    },
  ],
  webServer: [
    {
      // E2E_SERVER_COMMAND lets a developer try the suite against another server (e.g. gatsby serve).
      command: process.env.E2E_SERVER_COMMAND ?? `PORT=${port} bash scripts/nginx/serve.sh`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: [
        `PORT=${cloudflarePort} bash scripts/cloudflare/serve.sh`,
        `--binding GITHUB_CLIENT_ID=${STAND_IN_CLIENT.id} --binding GITHUB_CLIENT_SECRET=${STAND_IN_CLIENT.secret}`,
        `--binding GITHUB_OAUTH_ORIGIN=http://127.0.0.1:${standInGitHubPort}`,
      ].join(" "),
      url: `${cloudflareURL}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
