/**
 * Signing in to the live editor on Cloudflare's runtime (the site's Function, on the build's server that playwright.config.ts
 * points at the stand-in GitHub, and the Worker) against a stand-in GitHub (attacks and refusals:
 * __tests__/hosting/oauth/github.test.ts). On 127.0.0.1, a secure origin to Chromium, the `__Host-` cookie works over plain http.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { writeAdmin } from "../plugins/gatsby-plugin-admin/adminFolder";
import { ADMIN_CSP, ADMIN_HEADERS } from "../hosting/adminHeaders";
import { AUTH_PATH, CALLBACK_PATH, authCsp } from "../hosting/oauth/github";
import { STAND_IN_CLIENT, STAND_IN_REPO, startGitHubStandIn, type GitHubStandIn } from "../__tests__/support/githubStandIn";
import { rawGet, runLogged, type LoggedProcess } from "../__tests__/support/developServer";
import { FIXTURE_CONTENT } from "../__tests__/support/contentCopy";
import { cloudflareURL as ORIGIN, standInGitHubPort } from "../playwright.config";

const ROOT = path.resolve(__dirname, "..");
const WORKER_PORT = Number(process.env.WORKER_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 6);

// One stand-in and one Worker for the file: its tests share a worker, in order.
test.describe.configure({ mode: "default" });

let standIn: GitHubStandIn;
let worker: LoggedProcess;
/** The production editor, set up to sign in at the build's server, and the Worker's state. */
let site: string;
/** The site whose editor the Worker signs in, from another origin than the Worker's. */
const WORKER_SITE = "https://www.example.org";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The stand-in's repository: the fixture site's files, at their paths in the repository (content/…).
  standIn = await startGitHubStandIn(standInGitHubPort, path.dirname(FIXTURE_CONTENT));
  site = fs.mkdtempSync(path.join(os.tmpdir(), "signin-site-"));
  await writeAdmin(path.join(site, "admin"), {
    mode: "production",
    setting: { repo: STAND_IN_REPO, branch: "main", auth: { baseUrl: ORIGIN, endpoint: AUTH_PATH.slice(1) } },
  });
  // The same handler as a standalone Worker (npm run deploy:auth-worker's configuration).
  worker = runLogged(
    path.join(ROOT, "node_modules/.bin/wrangler"),
    [
      ...["dev", "--config", "hosting/oauth/wrangler.toml", "--ip", "127.0.0.1", "--port", String(WORKER_PORT)],
      ...["--persist-to", path.join(site, ".worker-state"), "--show-interactive-dev-session=false"],
      ...["--var", `GITHUB_CLIENT_ID:${STAND_IN_CLIENT.id}`, "--var", `GITHUB_CLIENT_SECRET:${STAND_IN_CLIENT.secret}`],
      ...["--var", `GITHUB_OAUTH_ORIGIN:${standIn.origin}`, "--var", `ALLOWED_ORIGINS:${WORKER_SITE}`],
    ],
    { cwd: ROOT, env: { WRANGLER_SEND_METRICS: "false", WRANGLER_DISABLE_UPDATE_CHECK: "true" } },
  );
  await worker.waitFor(/Ready on http/, "wrangler dev (the sign-in Worker)", 90_000);
});

test.afterAll(async () => {
  await worker?.stop();
  await standIn?.close();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

const WORKER = `http://127.0.0.1:${WORKER_PORT}`;
const get = (url: string, cookie?: string) => fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });

test("deployed (the request's Host not on this machine), the Function and the Worker refuse the tests' stand-in GitHub", async () => {
  const exchangesBefore = standIn.exchanges.length;
  for (const origin of [ORIGIN, WORKER])
    for (const pathAndQuery of [`${AUTH_PATH}?provider=github&site_id=www.example.org`, `${CALLBACK_PATH}?code=x&state=y`]) {
      const answer = await rawGet(origin, pathAndQuery, { host: "www.example.org" });
      expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 500, location: undefined });
      expect(answer.body.toString()).toContain("GITHUB_OAUTH_ORIGIN is set");
    }
  expect(standIn.exchanges).toHaveLength(exchangesBefore);
});

test("a maintainer signs in through the pop-up, sees the collections and saves an edit, which reaches GitHub with the token", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The policy's refusals only, not Decap's own page errors: beside a busy process it once threw a bare object after a save.
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  // Offline (playwright.config.ts): the editor's calls to GitHub's API go to the stand-in.
  await page.context().route("https://api.github.com/**", async (route) => {
    const url = route.request().url().replace("https://api.github.com", standIn.origin);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  // The build's /admin/ is the editor not set up; this test's set-up editor takes its place, under the runtime's headers.
  await page.context().route(`${ORIGIN}/admin/**`, async (route) => {
    const file = path.join(site, new URL(route.request().url()).pathname.replace(/\/$/, "/index.html"));
    if (!file.endsWith("/admin/index.html")) return route.fulfill({ path: file });
    const { "content-length": _length, "content-encoding": _encoding, ...headers } = (await route.fetch()).headers();
    await route.fulfill({ path: file, headers });
  });
  const exchangesBefore = standIn.exchanges.length;
  const response = await page.goto(`${ORIGIN}/admin/`);
  expect(response?.headers()["content-security-policy"]).toBe(ADMIN_CSP);
  expect(response?.headers()["cross-origin-opener-policy"]).toBe(ADMIN_HEADERS["Cross-Origin-Opener-Policy"]);

  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Login with GitHub" }).click({ timeout: 60_000 }),
  ]);
  // Decap closes the pop-up once the token has come back.
  await expect.poll(() => popup.isClosed(), { timeout: 30_000 }).toBe(true);
  // One code exchanged for one token, by the handler on Cloudflare's runtime.
  const [exchange, ...more] = standIn.exchanges.slice(exchangesBefore);
  expect(more).toEqual([]);
  expect(exchange?.token).toMatch(/^gho_standin/);
  await expect(page.getByRole("link", { name: "Service pages", exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Practice settings", exact: true })).toBeVisible();
  expect(standIn.api.find((request) => request.path === "/user")?.authorization).toBe(`token ${exchange.token}`);

  await page.goto("about:blank");
  await page.goto(`${ORIGIN}/admin/#/collections/settings/entries/settings`);
  const phone = page.getByLabel("Phone display", { exact: true });
  await expect(phone).not.toHaveValue("", { timeout: 60_000 });
  await phone.fill("(949) 555-0123");
  await page.getByRole("button", { name: "Save" }).click();
  // The editorial workflow's first write: the edited file, as a blob of the new branch's commit.
  const postedBlob = () => standIn.api.find((request) => request.method === "POST" && request.path.endsWith("/git/blobs"));
  await expect.poll(postedBlob, { timeout: 30_000 }).toBeTruthy();
  const blob = postedBlob();
  expect(blob?.path).toBe(`/repos/${STAND_IN_REPO}/git/blobs`);
  expect(blob?.authorization).toBe(`token ${exchange.token}`);
  const saved = Buffer.from((JSON.parse(blob?.body ?? "{}") as { content: string }).content, "base64").toString("utf8");
  expect(JSON.parse(saved)).toMatchObject({ phoneDisplay: "(949) 555-0123" });
  expect(problems).toEqual([]);
  // The editor keeps calling the API after the save; those answers are no longer wanted.
  await page.context().unrouteAll({ behavior: "ignoreErrors" });
});

test("the build's Cloudflare runtime runs the sign-in on its own addresses, under its own policy, and the site's pages keep theirs", async ({
  request,
}) => {
  const signIn = await request.get(`${AUTH_PATH}?provider=github&site_id=127.0.0.1`, { maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers()["location"]).toMatch(new RegExp(`^${standIn.origin}/login/oauth/authorize\\?`));
  expect(signIn.headers()["content-security-policy"]).toBe(authCsp());
  expect(signIn.headers()["cache-control"]).toBe("no-store");
  const callback = await request.get(CALLBACK_PATH, { maxRedirects: 0 });
  expect(callback.headers()["content-security-policy"]).toBe(authCsp());
  // Every other address is a static file, with the site's headers (every page's on this runtime: pages.spec.ts).
  const elsewhere = await request.get("/api/authorize");
  expect(elsewhere.status()).toBe(404);
  expect(elsewhere.headers()["content-security-policy"]).not.toBe(authCsp());
});

test("the standalone Worker (npm run deploy:auth-worker's configuration) signs in the editor of a site in ALLOWED_ORIGINS", async () => {
  // The editor is the site's, on another origin than the Worker's; GitHub (the stand-in) consents at once.
  const begun = await get(`${WORKER}${AUTH_PATH}?provider=github&site_id=${new URL(WORKER_SITE).hostname}`);
  const authorize = new URL(begun.headers.get("location") ?? "");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${WORKER}${CALLBACK_PATH}`);
  const callback = (await get(authorize.toString())).headers.get("location") ?? "";
  const signedIn = await get(callback, (begun.headers.get("set-cookie") ?? "").split(";")[0]);
  expect(signedIn.status).toBe(200);
  expect(await signedIn.text()).toContain(`{"origin":"${WORKER_SITE}","message":"authorization:github:success:`);
});
