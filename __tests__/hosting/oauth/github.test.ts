/**
 * @jest-environment node
 *
 * The editor's sign-in handler in-process against a stand-in GitHub (e2e/signin.spec.ts runs it on Cloudflare's runtime).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { ROUTES_FILE, writeStaticHostFiles } from "../../../hosting/staticHosts";
import { AUTH_PATH, CALLBACK_PATH, authConfig, handleGitHubAuth, type AuthEnv } from "../../../hosting/oauth/github";
import { STAND_IN_CLIENT, startGitHubStandIn, type GitHubStandIn } from "../../support/githubStandIn";

const ORIGIN = "http://localhost:8788";
const DEPLOYED = "https://www.example.org";
/** The wait for GitHub's token service: short, for the GitHub that never answers, yet enough for the stand-in on a busy machine. */
const tokenTimeout = 2_000;
let standIn: GitHubStandIn;
let env: AuthEnv;

beforeAll(async () => (standIn = await startGitHubStandIn()));
afterAll(() => standIn.close());
beforeEach(() => {
  env = {
    GITHUB_CLIENT_ID: STAND_IN_CLIENT.id,
    GITHUB_CLIENT_SECRET: STAND_IN_CLIENT.secret,
    GITHUB_OAUTH_ORIGIN: standIn.origin,
  };
});

const get = (pathAndQuery: string, cookie?: string) =>
  handleGitHubAuth(new Request(`${ORIGIN}${pathAndQuery}`, { headers: cookie ? { Cookie: cookie } : {} }), env, { tokenTimeout });

/** Decap's first request: its provider and the editor's host name. */
const startPath = (siteId: string, extra = "") => `${AUTH_PATH}?provider=github&site_id=${siteId}&scope=repo${extra}`;

/** Starts a sign-in as the editor at localhost does: the address GitHub is asked at, the state it is given, the cookie. */
async function begin() {
  const response = await get(startPath("localhost"));
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  return { location, state: location.searchParams.get("state") ?? "", cookie };
}
type Begun = Awaited<ReturnType<typeof begin>>;

/** GitHub's consent to a sign-in begun: a code for its PKCE challenge; `hang`: its exchange never answered. */
function consent(begun: Begun, options?: { hang?: boolean }) {
  const code = standIn.issueCode(begun.location.searchParams.get("code_challenge") ?? "", options);
  return { code, callback: `${CALLBACK_PATH}?code=${code}&state=${encodeURIComponent(begun.state)}` };
}
const exchanged = (code: string) => standIn.exchanges.some((exchange) => exchange.code === code);

/** The signed-in page's hand-over: the origin it posts to and the message. */
async function handOver(response: Response): Promise<{ origin: string; message: string }> {
  const json = /<script id="sign-in" type="application\/json">([^<]*)<\/script>/.exec(await response.text())?.[1];
  return JSON.parse(json ?? "{}") as { origin: string; message: string };
}

/** A refusal with `status`, never stored, sending nowhere, holding no token nor Decap's success message; its page says `says`. */
async function refused(response: Response, status: number, says: RegExp | string = /./) {
  const body = await response.text();
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("location")).toBeNull();
  expect(textContent(parseDocument(body))).toMatch(says);
  expect(`${[...response.headers].join("\n")}\n${body}`).not.toMatch(/authorization:github:success|gho_standin/);
}

it("a sign-in goes to GitHub alone, with its own callback, the configured scope (repo when GITHUB_OAUTH_SCOPE says the repository is private), a fresh state and an S256 PKCE challenge, bound to a __Host- cookie (HttpOnly, Secure, SameSite, Path=/, no Domain)", async () => {
  const [first, second] = [await begin(), await begin()];
  const challenge = (begun: Begun) => begun.location.searchParams.get("code_challenge");
  // Decap asks for `repo`; the handler asks for what it is configured to.
  expect(first.location.searchParams.get("scope")).toBe("public_repo");
  expect(first.state.length).toBeGreaterThanOrEqual(43);
  expect(first.state).not.toBe(second.state);
  expect(first.location.searchParams.get("code_challenge_method")).toBe("S256");
  expect(challenge(first)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(challenge(first)).not.toBe(challenge(second));
  expect(first.cookie.startsWith(`__Host-decap_oauth_state=${first.state}.`)).toBe(true);
  // The verifier stays in the browser's cookie; GitHub sees its challenge alone.
  expect(first.location.toString()).not.toContain(first.cookie.split(".")[1]);
  // No open redirect: an address in the query changes nothing.
  const response = await get(startPath("localhost", "&redirect_uri=https://attacker.example/"));
  const setCookie = response.headers.get("set-cookie") ?? "";
  expect(setCookie.split("; ")).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]));
  expect(setCookie).not.toMatch(/domain=/i);
  for (const location of [first.location, new URL(response.headers.get("location") ?? "")]) {
    expect(location.origin + location.pathname).toBe(`${standIn.origin}/login/oauth/authorize`);
    expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}${CALLBACK_PATH}`);
  }
  expect(response.headers.get("cache-control")).toBe("no-store");
  env.GITHUB_OAUTH_SCOPE = "repo";
  expect((await begin()).location.searchParams.get("scope")).toBe("repo");
});

it("a callback or a forged error link with a missing or wrong state, without the browser's cookie, or with it planted without the __Host- prefix (as a sibling subdomain or a plain-http page can), is refused, its code never exchanged and the sign-in in progress left as it is, which then completes", async () => {
  const [begun, other] = [await begin(), await begin()];
  const { code, callback } = consent(begun);
  const planted = (cookie: string) => cookie.replace(/^__Host-/, "");
  for (const [path, sent] of [
    [callback, undefined],
    [`${CALLBACK_PATH}?code=${code}`, begun.cookie],
    [`${CALLBACK_PATH}?code=${code}&state=${other.state}`, begun.cookie],
    [callback, other.cookie],
    [callback, planted(begun.cookie)],
    [`${CALLBACK_PATH}?error=access_denied`, begun.cookie],
    [`${CALLBACK_PATH}?error=access_denied&state=${other.state}`, begun.cookie],
    [`${CALLBACK_PATH}?error=redirect_uri_mismatch&state=${other.state}x`, begun.cookie],
  ]) {
    const response = await get(path!, sent);
    expect(response.headers.get("set-cookie")).toBeNull();
    await refused(response, 403, /state does not match/);
    expect(exchanged(code)).toBe(false);
  }
  // A planted cookie sent first, as a browser sends a cookie of the parent domain, blocks nothing.
  const completed = await get(callback, `${planted(other.cookie)}; ${begun.cookie}`);
  expect(completed.status).toBe(200);
  expect(await handOver(completed)).toEqual({ origin: ORIGIN, message: expect.stringMatching(/^authorization:github:success:/) });
});

it("a code GitHub issued for another sign-in's PKCE challenge is not turned into a token", async () => {
  const victim = await begin();
  const { code } = consent(await begin());
  await refused(await get(`${CALLBACK_PATH}?code=${code}&state=${victim.state}`, victim.cookie), 502);
  expect(standIn.exchanges.find((exchange) => exchange.code === code)?.error).toBe("bad_verification_code");
});

it("a GitHub that never answers the token exchange is given up on, and the pop-up says GitHub did not answer and to try again", async () => {
  const begun = await begin();
  const { code, callback } = consent(begun, { hang: true });
  const response = await get(callback, begun.cookie);
  expect(exchanged(code)).toBe(true);
  await refused(response, 504, /GitHub did not answer[\s\S]*Try again/);
});

it("a replayed code is refused by GitHub and answered with no token, saying to sign in again; the signed-in page runs its one script only and keeps its opener", async () => {
  const begun = await begin();
  const { code, callback } = consent(begun);
  const first = await get(callback, begun.cookie);
  expect(first.status).toBe(200);
  expect(Object.fromEntries(first.headers)).toMatchObject({
    "cache-control": "no-store",
    "content-security-policy": expect.stringMatching(
      /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    ),
    "cross-origin-opener-policy": "unsafe-none",
    "referrer-policy": "no-referrer",
    "set-cookie": expect.stringMatching(/Max-Age=0/),
  });
  const { message } = await handOver(first);
  const { token } = JSON.parse(message.replace("authorization:github:success:", "")) as { token: string };
  expect(token).toBe(standIn.exchanges.find((exchange) => exchange.code === code)?.token);
  await refused(await get(callback, begun.cookie), 502, /already used or has expired/);
  expect(standIn.exchanges.filter((exchange) => exchange.code === code)).toHaveLength(2);
});

it("a callback carrying another origin as the editor's is refused, and a token goes only to the editor that asked", async () => {
  const begun = await begin();
  // The cookie's last part names the editor the sign-in was for: forged, it names another site.
  const forged = `${begun.cookie.split(".").slice(0, 2).join(".")}.https://attacker.example`;
  const { code, callback } = consent(begun);
  await refused(await get(callback, forged), 403);
  expect(exchanged(code)).toBe(false);
  expect((await handOver(await get(callback, begun.cookie))).origin).toBe(ORIGIN);
});

it.each<[string, () => Promise<Response>, number, RegExp]>([
  ["a token for a foreign site", () => get(startPath("attacker.example")), 403, /ALLOWED_ORIGINS/],
  ["a token for an unnamed site", () => get(startPath("")), 403, /ALLOWED_ORIGINS/],
  ["an address the handler does not serve", () => get(`${AUTH_PATH}/elsewhere`), 404, /answers \/api\/auth and/],
  ["a POST", () => handleGitHubAuth(new Request(`${ORIGIN}${AUTH_PATH}`, { method: "POST" }), env), 405, /not posted to/],
  ["another provider", () => get(`${AUTH_PATH}?provider=gitlab&site_id=www.example.org`), 400, /asked for gitlab/],
  [
    "a sign-in while the client ID and secret are not set",
    () => handleGitHubAuth(new Request(`${ORIGIN}${startPath("www.example.org")}`), { GITHUB_CLIENT_ID: " " }),
    500,
    /not set up.*GITHUB_CLIENT_ID is not set.*GITHUB_CLIENT_SECRET is not set.*README\.md, "The editor on the live site"/s,
  ],
])("%s is refused with a page that says why, before GitHub is asked", async (_, request, status, says) => {
  const exchangesBefore = standIn.exchanges.length;
  const response = await request();
  expect(response.headers.get("set-cookie")).toBeNull();
  await refused(response, status, says);
  expect(standIn.exchanges).toHaveLength(exchangesBefore);
});

it.each<[string, Partial<AuthEnv>, string, number, RegExp | string]>([
  ["GitHub's refusal (consent denied)", {}, "error=access_denied", 403, /access was denied/],
  [
    "an OAuth app whose callback URL is not the handler's, which GitHub refuses at its authorize page",
    {},
    "error=redirect_uri_mismatch&error_description=The+redirect_uri+MUST+match+the+registered+callback+URL.",
    403,
    `The OAuth app's "Authorization callback URL" must be ${ORIGIN}${CALLBACK_PATH}.`,
  ],
  [
    "a wrong client secret, which GitHub refuses",
    { GITHUB_CLIENT_SECRET: "an-old-secret" },
    "code=x",
    502,
    /incorrect_client_credentials.*GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET is wrong: set them to the OAuth app's client ID and a current client secret/s,
  ],
  ["GitHub out of reach", { GITHUB_OAUTH_ORIGIN: "http://127.0.0.1:9" }, "code=x", 502, "GitHub could not be reached"],
])("%s ends the sign-in with a page that says what went wrong and what to do", async (_, patch, query, status, says) => {
  Object.assign(env, patch);
  const { state, cookie } = await begin();
  const response = await get(`${CALLBACK_PATH}?${query}&state=${state}`, cookie);
  expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  await refused(response, status, says);
});

// Deployed, the Function and the Worker answer a sign-in and a callback with that refusal: e2e/signin.spec.ts.
it("malformed values, and the stand-in GitHub anywhere but on this machine, are each named", () => {
  const allowed = "www.example.org, http://www.example.org, https://a.org/path";
  expect(authConfig({ ...env, GITHUB_OAUTH_SCOPE: "admin:org", ALLOWED_ORIGINS: allowed }, ORIGIN)).toEqual({
    problems: [
      "GITHUB_OAUTH_SCOPE=admin:org is not a scope this sign-in asks for: use public_repo (a public repository) or repo (a private one).",
      "ALLOWED_ORIGINS holds www.example.org, which is not a web address: list origins such as https://www.example.org.",
      "ALLOWED_ORIGINS holds http://www.example.org, which must start with https://: list origins such as https://www.example.org.",
      "ALLOWED_ORIGINS holds https://a.org/path, which must be an origin alone (https://www.example.org), with no path: list origins such as https://www.example.org.",
    ],
  });
  const standInRefused =
    "GITHUB_OAUTH_ORIGIN is set: it points the sign-in at a stand-in for GitHub in the tests on one machine, and is refused anywhere else. Remove it from this service's settings.";
  expect(authConfig({ ...env, GITHUB_OAUTH_ORIGIN: "https://github.example" }, ORIGIN)).toEqual({ problems: [standInRefused] });
  expect(authConfig(env, DEPLOYED)).toEqual({ problems: [standInRefused] });
  const onGitHub = authConfig({ ...env, GITHUB_OAUTH_ORIGIN: "https://github.com" }, DEPLOYED);
  expect(onGitHub).toMatchObject({ githubOrigin: "https://github.com" });
  // A Worker's list (e2e/signin.spec.ts), spaces and a trailing slash allowed.
  const listed = authConfig({ ...env, ALLOWED_ORIGINS: " https://www.example.org, https://staging.example.org/ " }, ORIGIN);
  expect(listed).toMatchObject({ origins: [ORIGIN, "https://www.example.org", "https://staging.example.org"] });
});

it("runs the Function on the handler's addresses only on Cloudflare Pages (_routes.json), and writes no routes for Netlify", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"));
  try {
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
    writeStaticHostFiles(dir, [], "cloudflare");
    const routes = JSON.parse(fs.readFileSync(path.join(dir, ROUTES_FILE), "utf8")) as { include: string[] };
    // That the Function answers these (the callback included) and a near miss is a static file: e2e/signin.spec.ts.
    expect(routes).toEqual({ version: 1, include: [AUTH_PATH, `${AUTH_PATH}/*`], exclude: [] });
    writeStaticHostFiles(dir, [], "netlify");
    expect(fs.existsSync(path.join(dir, ROUTES_FILE))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
