/**
 * The sign-in handler (hosting/oauth/github.ts) attacked at the level of requests, in jest and on
 * Cloudflare's runtime (e2e/signin.spec.ts); each scenario throws (node:assert) when the handler gives way.
 */
import assert from "node:assert/strict";
import { AUTH_PATH, CALLBACK_PATH, DEFAULT_SCOPE, STATE_COOKIE } from "../../hosting/oauth/github";
import type { GitHubStandIn } from "./githubStandIn";

/**
 * A handler to send GETs to (never following redirects), at `origin`, the editor's too, on this
 * machine; `getDeployed`: the same GET as received at a public address (www.example.org).
 */
export interface SignInTarget {
  origin: string;
  get(pathAndQuery: string, cookie?: string): Promise<Response>;
  getDeployed(pathAndQuery: string): Promise<Response>;
  standIn: GitHubStandIn;
}

/** Decap's first request: its provider and the editor's host name. */
export const startPath = (siteId: string, extra = "") => `${AUTH_PATH}?provider=github&site_id=${siteId}&scope=repo${extra}`;

/** What a browser would send back: the cookie's name=value from a Set-Cookie header. */
const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];

/** A cookie a sibling subdomain or a plain-http page can set: the state cookie's name without its prefix. */
const PLANTABLE_NAME = STATE_COOKIE.replace(/^__Host-/, "");

/** Asserts `response` is a refusal with `status`, never stored, holding no token nor Decap's success message, saying `says`. */
async function refused(target: SignInTarget, response: Response, status: number, what: string, says?: RegExp) {
  const { standIn } = target;
  assert.equal(response.status, status, what);
  const text = `${[...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n")}\n${await response.text()}`;
  assert.doesNotMatch(text, /authorization:github:success/, `${what}: the answer hands a token over`);
  for (const { token } of standIn.exchanges) if (token) assert.ok(!text.includes(token), `${what}: the answer holds a token`);
  assert.equal(response.headers.get("cache-control"), "no-store", `${what}: Cache-Control`);
  if (says) assert.match(text, says, what);
}

/** Starts a sign-in as the editor at `siteId` does: the address GitHub is asked at, the state it is given, the cookie. */
export async function begin(
  target: SignInTarget,
  siteId = new URL(target.origin).hostname,
): Promise<{ location: URL; state: string; cookie: string }> {
  const response = await target.get(startPath(siteId));
  assert.equal(response.status, 302, await response.clone().text());
  const location = new URL(response.headers.get("location") ?? "");
  return { location, state: location.searchParams.get("state") ?? "", cookie: cookieOf(response) };
}

/** GitHub's consent to a sign-in begun: a code for its PKCE challenge and the callback; `hang`: its exchange never answered. */
export function consent(target: SignInTarget, begun: { location: URL; state: string }, options?: { hang?: boolean }) {
  const code = target.standIn.issueCode(begun.location.searchParams.get("code_challenge") ?? "", options);
  return { code, callback: `${CALLBACK_PATH}?code=${code}&state=${encodeURIComponent(begun.state)}` };
}

const exchanged = (target: SignInTarget, code: string) => target.standIn.exchanges.some((exchange) => exchange.code === code);

/** The signed-in page's hand-over: the origin it posts to and the message. */
export async function handOver(response: Response): Promise<{ origin: string; message: string }> {
  const html = await response.text();
  const json = html.match(/<script id="sign-in" type="application\/json">([^<]*)<\/script>/)?.[1];
  assert.ok(json, `no hand-over in ${html}`);
  return JSON.parse(json) as { origin: string; message: string };
}

/** Completes a sign-in begun with the cookie it set (or `cookie`): it succeeds, for the handler's own origin. */
async function completes(target: SignInTarget, begun: { location: URL; state: string; cookie: string }, cookie = begun.cookie) {
  const response = await target.get(consent(target, begun).callback, cookie);
  assert.equal(response.status, 200);
  const { origin, message } = await handOver(response);
  assert.equal(origin, target.origin);
  assert.ok(message.startsWith("authorization:github:success:"), message);
}

const stateMismatch = /state does not match/;

export const SIGN_IN_ATTACKS: { name: string; run: (target: SignInTarget) => Promise<void> }[] = [
  {
    name: "a sign-in goes to GitHub alone, with its own callback, the configured scope, a fresh state and an S256 PKCE challenge, bound to a __Host- cookie (HttpOnly, Secure, SameSite, Path=/, no Domain)",
    run: async (target) => {
      const first = await begin(target);
      const second = await begin(target);
      const challenge = (begun: { location: URL }) => begun.location.searchParams.get("code_challenge") ?? "";
      // Decap asks for `repo`; the handler asks for what it is configured to, whatever the editor says.
      assert.equal(first.location.searchParams.get("scope"), DEFAULT_SCOPE);
      assert.ok(first.state.length >= 43, `state ${first.state} is shorter than 32 random bytes`);
      assert.notEqual(first.state, second.state);
      assert.equal(first.location.searchParams.get("code_challenge_method"), "S256");
      // A SHA-256 digest, base64url-encoded; each sign-in its own.
      assert.match(challenge(first), /^[A-Za-z0-9_-]{43}$/);
      assert.notEqual(challenge(first), challenge(second));
      assert.ok(STATE_COOKIE.startsWith("__Host-"), STATE_COOKIE);
      assert.ok(first.cookie.startsWith(`${STATE_COOKIE}=${first.state}.`), first.cookie);
      // The verifier stays in the browser's cookie; GitHub sees its challenge alone.
      assert.ok(!first.location.toString().includes(first.cookie.split(".")[1]), "the verifier is in GitHub's address");
      // No open redirect: an address in the query changes nothing.
      const response = await target.get(startPath(new URL(target.origin).hostname, "&redirect_uri=https://attacker.example/"));
      const setCookie = response.headers.get("set-cookie") ?? "";
      for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"])
        assert.ok(setCookie.split("; ").includes(attribute), `Set-Cookie lacks ${attribute}: ${setCookie}`);
      assert.doesNotMatch(setCookie, /domain=/i);
      for (const location of [first.location, new URL(response.headers.get("location") ?? "")]) {
        assert.equal(location.origin + location.pathname, `${target.standIn.origin}/login/oauth/authorize`);
        assert.equal(location.searchParams.get("redirect_uri"), `${target.origin}${CALLBACK_PATH}`);
      }
      assert.equal(response.headers.get("cache-control"), "no-store");
    },
  },
  {
    name: "a token requested for a foreign site is refused before GitHub is asked",
    run: async (target) => {
      for (const siteId of ["attacker.example", ""]) {
        const response = await target.get(startPath(siteId));
        assert.equal(response.headers.get("location"), null);
        assert.equal(response.headers.get("set-cookie"), null);
        await refused(target, response, 403, siteId, /ALLOWED_ORIGINS/);
      }
    },
  },
  {
    name: "a callback with a missing or wrong state, or without the browser's cookie, is refused, its code never exchanged and the sign-in in progress left as it is",
    run: async (target) => {
      const begun = await begin(target);
      const other = await begin(target);
      const { code, callback } = consent(target, begun);
      for (const [what, path, sent] of [
        ["no cookie", callback, undefined],
        ["no state", `${CALLBACK_PATH}?code=${code}`, begun.cookie],
        ["a wrong state", `${CALLBACK_PATH}?code=${code}&state=${other.state}`, begun.cookie],
        ["another sign-in's cookie", callback, other.cookie],
      ] as [string, string, string | undefined][]) {
        const response = await target.get(path, sent);
        assert.equal(response.headers.get("set-cookie"), null, `${what}: the browser's cookie is changed`);
        await refused(target, response, 403, what, stateMismatch);
        assert.ok(!exchanged(target, code), `${what}: the code was exchanged`);
      }
      // The sign-in the code belongs to is left as it was: it still completes.
      await completes(target, begun);
    },
  },
  {
    name: "a forged error link (no state, or a wrong one) changes nothing of a sign-in in progress, which then completes",
    run: async (target) => {
      const begun = await begin(target);
      const other = await begin(target);
      for (const [what, query] of [
        ["no state", "error=access_denied"],
        ["a wrong state", `error=access_denied&state=${other.state}`],
        ["a wrong state and GitHub's misconfiguration error", `error=redirect_uri_mismatch&state=${other.state}x`],
      ]) {
        const response = await target.get(`${CALLBACK_PATH}?${query}`, begun.cookie);
        assert.equal(response.headers.get("set-cookie"), null, `${what}: the sign-in's cookie is cleared`);
        await refused(target, response, 403, what, stateMismatch);
      }
      await completes(target, begun);
    },
  },
  {
    name: "a cookie planted without the __Host- prefix (as a sibling subdomain or a plain-http page can set one) is never read",
    run: async (target) => {
      const victim = await begin(target);
      // The attacker's own sign-in, whose cookie they plant under the name a sibling subdomain may set.
      const attacker = await begin(target);
      const planted = `${PLANTABLE_NAME}=${attacker.cookie.slice(STATE_COOKIE.length + 1)}`;
      const attackerCode = consent(target, attacker);
      await refused(target, await target.get(attackerCode.callback, planted), 403, "planted cookie alone");
      assert.ok(!exchanged(target, attackerCode.code), "the planted cookie's sign-in was exchanged");
      // Sent first, as a browser sends a cookie of the parent domain, it blocks nothing.
      await completes(target, victim, `${planted}; ${victim.cookie}`);
    },
  },
  {
    name: "a code GitHub issued for another sign-in's PKCE challenge is not turned into a token",
    run: async (target) => {
      const victim = await begin(target);
      // The attacker's code, carried into the victim's callback with the victim's own state.
      const { code } = consent(target, await begin(target));
      const response = await target.get(`${CALLBACK_PATH}?code=${code}&state=${victim.state}`, victim.cookie);
      await refused(target, response, 502, "another challenge's code");
      assert.equal(target.standIn.exchanges.find((exchange) => exchange.code === code)?.error, "bad_verification_code");
    },
  },
  {
    name: "a GitHub that never answers the token exchange is given up on, and the pop-up says GitHub did not answer and to try again",
    run: async (target) => {
      const begun = await begin(target);
      const { code, callback } = consent(target, begun, { hang: true });
      const response = await target.get(callback, begun.cookie);
      assert.ok(exchanged(target, code), "the code was never sent to GitHub");
      await refused(target, response, 504, "no answer", /GitHub did not answer[\s\S]*Try again/);
    },
  },
  {
    name: "deployed (at an address not on this machine), the handler refuses the tests' stand-in GitHub and never sends the sign-in there",
    run: async (target) => {
      const exchangesBefore = target.standIn.exchanges.length;
      for (const path of [startPath("www.example.org"), `${CALLBACK_PATH}?code=x&state=y`]) {
        const response = await target.getDeployed(path);
        assert.equal(response.headers.get("location"), null, path);
        await refused(target, response, 500, path, /GITHUB_OAUTH_ORIGIN is set/);
      }
      assert.equal(target.standIn.exchanges.length, exchangesBefore);
    },
  },
  {
    name: "a replayed code is refused by GitHub and answered with no token, saying to sign in again",
    run: async (target) => {
      const begun = await begin(target);
      const { code, callback } = consent(target, begun);
      const first = await target.get(callback, begun.cookie);
      assert.equal(first.status, 200);
      assert.equal(first.headers.get("cache-control"), "no-store");
      const { message } = await handOver(first);
      const { token } = JSON.parse(message.replace("authorization:github:success:", "")) as { token: string };
      assert.equal(token, target.standIn.exchanges.find((exchange) => exchange.code === code)?.token);
      await refused(target, await target.get(callback, begun.cookie), 502, "replay", /already used or has expired/);
      assert.equal(target.standIn.exchanges.filter((exchange) => exchange.code === code).length, 2);
    },
  },
  {
    name: "a callback carrying another origin as the editor's is refused, and a token goes only to the editor that asked",
    run: async (target) => {
      const begun = await begin(target);
      // The cookie's last part names the editor the sign-in was for: forged, it names another site.
      const forged = `${begun.cookie.split(".").slice(0, 2).join(".")}.${Buffer.from("https://attacker.example").toString("base64url")}`;
      const { code, callback } = consent(target, begun);
      await refused(target, await target.get(callback, forged), 403, "forged origin");
      assert.ok(!exchanged(target, code));
      assert.equal((await handOver(await target.get(callback, begun.cookie))).origin, target.origin);
    },
  },
  {
    name: "GitHub's refusal (consent denied), carrying the sign-in's state, is answered with a page that says so, and forgets the sign-in",
    run: async (target) => {
      const { state, cookie } = await begin(target);
      const response = await target.get(
        `${CALLBACK_PATH}?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`,
        cookie,
      );
      await refused(target, response, 403, "denied", /access was denied/);
      assert.match(response.headers.get("set-cookie") ?? "", /Max-Age=0/);
    },
  },
];
