/**
 * Sign-in to the content editor: the GitHub OAuth handler for Decap's GitHub backend (state, PKCE and
 * the handshake: docs/hosting.md), as a Cloudflare Pages Function (functions/api/auth/) or a standalone
 * Worker (./worker.ts). Web platform APIs alone: it runs on workerd, and in Node for the tests.
 */

import { escapeHtml } from "../html";

export const AUTH_PATH = "/api/auth";
export const CALLBACK_PATH = `${AUTH_PATH}/callback`;

/**
 * Cloudflare Pages' `_routes.json`: Functions run on these addresses only, so every other request
 * stays a static file (with the site's `_headers`), and is never billed as a Function call.
 */
export const FUNCTION_ROUTES = { version: 1, include: [AUTH_PATH, `${AUTH_PATH}/*`], exclude: [] as string[] };

/**
 * The host's settings (docs/hosting.md): ALLOWED_ORIGINS, comma-separated origins besides the handler's
 * own whose editor may receive a token; GITHUB_OAUTH_ORIGIN, the tests' stand-in GitHub (see `authConfig`).
 */
export type AuthEnv = Partial<
  Record<"GITHUB_CLIENT_ID" | "GITHUB_CLIENT_SECRET" | "ALLOWED_ORIGINS" | "GITHUB_OAUTH_SCOPE" | "GITHUB_OAUTH_ORIGIN", string>
>;

const GITHUB = "https://github.com";
/** Binds GitHub's answer to the browser that asked; `__Host-`, so no sibling subdomain or plain-http page can plant one. */
const STATE_COOKIE = "__Host-decap_oauth_state";
const STATE_TTL_SECONDS = 600;
const README_SECTION = 'README.md, "The editor on the live site"';

type AuthConfig = Exclude<ReturnType<typeof authConfig>, { problems: string[] }>;

const isLoopback = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

/** An origin as a site's editor is served from: https, or http on this machine only. */
function originProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return "is not a web address";
  const url = new URL(value);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url))) return "must start with https://";
  if (url.origin !== value.replace(/\/$/, "")) return "must be an origin alone (https://www.example.org), with no path";
  return undefined;
}

/**
 * The handler's setting (`origins`: those whose editor may receive a token, the handler's own first), or every problem
 * with it (each names the variable and what it should hold).
 */
export function authConfig(env: AuthEnv, ownOrigin: string) {
  const read = (name: keyof AuthEnv) => env[name]?.trim() || undefined;
  const problems: string[] = [];
  const clientId = read("GITHUB_CLIENT_ID");
  const clientSecret = read("GITHUB_CLIENT_SECRET");
  if (!clientId) problems.push(`GITHUB_CLIENT_ID is not set: give it the client ID of the site's GitHub OAuth app.`);
  if (!clientSecret)
    problems.push(`GITHUB_CLIENT_SECRET is not set: give it a client secret of that app (as an encrypted secret).`);
  // The scopes the editorial workflow works with: `public_repo` for a public repository; a private one needs `repo`.
  const scope = read("GITHUB_OAUTH_SCOPE") ?? "public_repo";
  if (scope !== "public_repo" && scope !== "repo")
    problems.push(
      `GITHUB_OAUTH_SCOPE=${scope} is not a scope this sign-in asks for: use public_repo (a public repository) or repo (a private one).`,
    );
  // The stand-in GitHub: honoured only by a handler served on this machine, for a stand-in on it, so a
  // deployed handler refuses the setting rather than send the secret elsewhere.
  const githubOrigin = read("GITHUB_OAUTH_ORIGIN") ?? GITHUB;
  const onThisMachine = (value: string) => URL.canParse(value) && isLoopback(new URL(value));
  if (githubOrigin !== GITHUB && !(onThisMachine(githubOrigin) && onThisMachine(ownOrigin)))
    problems.push(
      `GITHUB_OAUTH_ORIGIN is set: it points the sign-in at a stand-in for GitHub in the tests on one machine, and is refused anywhere else. Remove it from this service's settings.`,
    );
  const listed = (read("ALLOWED_ORIGINS") ?? "").split(",").flatMap((part) => (part.trim() ? [part.trim()] : []));
  for (const origin of listed) {
    const problem = originProblem(origin);
    if (problem)
      problems.push(`ALLOWED_ORIGINS holds ${origin}, which ${problem}: list origins such as https://www.example.org.`);
  }
  if (problems.length > 0 || !clientId || !clientSecret) return { problems };
  return {
    clientId,
    clientSecret,
    scope,
    githubOrigin: new URL(githubOrigin).origin,
    origins: [ownOrigin, ...listed.map((origin) => new URL(origin).origin)],
  };
}

/**
 * The signed-in page's script, constant so its policy allows it by hash (the data is an inert JSON
 * block): the token goes to the opener only in answer to its "authorizing:github", from the origin
 * that started the sign-in.
 */
export const HANDSHAKE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById("sign-in").textContent);
  var status = document.getElementById("status");
  var opener = window.opener;
  if (!opener) {
    status.textContent = "This window was not opened by the content editor. Close it and press Login with GitHub in the editor.";
    return;
  }
  window.addEventListener("message", function (event) {
    if (event.source !== opener || event.origin !== data.origin || event.data !== "authorizing:github") return;
    opener.postMessage(data.message, data.origin);
    status.textContent = "Signed in. This window closes by itself.";
  });
  opener.postMessage("authorizing:github", data.origin);
})();`;

/** The handler's pages' own policy (no `_headers` rule reaches a Function's or a Worker's answer): only the handshake runs. */
export const authCsp = (scriptHash?: string) =>
  `default-src 'none'; ${scriptHash ? `script-src ${scriptHash}; ` : ""}base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** An answer with every page's headers: never stored, indexed or framed, no referrer; `unsafe-none`, so the pop-up keeps its opener. */
function respond(status: number, body: string | null, extra: Record<string, string> = {}, csp = authCsp()): Response {
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": csp,
    "Cross-Origin-Opener-Policy": "unsafe-none",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
  };
  return new Response(body, { status, headers: { ...headers, ...extra } });
}

const htmlDocument = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>
`;

/** A page that says what went wrong and what to do; it never holds a token. */
function problemPage(status: number, title: string, lines: string[], cookie?: string): Response {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  return respond(status, htmlDocument(title, body), cookie ? { "Set-Cookie": cookie } : {});
}

const startAgain = "Close this window and press Login with GitHub in the editor again.";

const base64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const urlSafe = (base64Text: string) => base64Text.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
/** A text's SHA-256 digest, in base64. */
const sha256 = async (text: string) => base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

const cookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
const clearedCookie = cookie("", 0);

const randomText = () => urlSafe(base64(crypto.getRandomValues(new Uint8Array(32))));

/** /api/auth: checks who asks, then sends the pop-up to GitHub with a fresh state and PKCE challenge. */
async function begin(url: URL, config: AuthConfig): Promise<Response> {
  const provider = url.searchParams.get("provider");
  if (provider !== "github")
    return problemPage(400, "Sign-in refused", [
      `This sign-in service signs in to GitHub only (provider=github); it was asked for ${provider ?? "no provider"}.`,
    ]);
  // Decap names the editor's host without its port (site_id); the origin it matches receives the token.
  const siteId = url.searchParams.get("site_id") ?? "";
  const origin = config.origins.find((candidate) => new URL(candidate).hostname === siteId);
  if (!origin)
    return problemPage(403, "Sign-in refused", [
      `This sign-in service does not sign in the editor of ${siteId || "an unnamed site"}.`,
      `If that is this site's editor, add its address (e.g. https://${siteId || "www.example.org"}) to ALLOWED_ORIGINS where this service runs.`,
    ]);
  const state = randomText();
  const verifier = randomText();
  const authorize = new URL("/login/oauth/authorize", config.githubOrigin);
  authorize.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
    scope: config.scope,
    state,
    code_challenge: urlSafe(await sha256(verifier)),
    code_challenge_method: "S256",
    allow_signup: "false",
  }).toString();
  const value = `${state}.${verifier}.${origin}`;
  return respond(302, null, { Location: authorize.toString(), "Set-Cookie": cookie(value, STATE_TTL_SECONDS) });
}

/** What GitHub said of a refusal (at its authorize page or at the code exchange), and what to do about it. */
function refusal(error: string | undefined, description: string | null | undefined, callback: string): string[] {
  if (error === "access_denied")
    return ["GitHub says access was denied: the sign-in was cancelled on GitHub's page (Authorize was not pressed).", startAgain];
  return [`GitHub answered: ${description ?? error ?? "no token"}${error ? ` (${error})` : ""}.`, advice(error, callback)];
}

function advice(error: string | undefined, callback: string): string {
  if (error === "bad_verification_code") return `The sign-in code was already used or has expired. ${startAgain}`;
  if (error === "incorrect_client_credentials")
    return `GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET is wrong: set them to the OAuth app's client ID and a current client secret (GitHub → Settings → Developer settings → OAuth Apps).`;
  if (error === "redirect_uri_mismatch") return `The OAuth app's "Authorization callback URL" must be ${callback}.`;
  return `${startAgain} If it happens again, see ${README_SECTION}.`;
}

/**
 * /api/auth/callback: the state first (a mismatch leaves the cookie, so a forged link cannot end a
 * sign-in in progress), then GitHub's answer; exchanges the code, and hands the token over.
 */
async function finish(request: Request, url: URL, config: AuthConfig, timeout: number): Promise<Response> {
  // The sign-in in progress, from the request's cookie: its state, PKCE verifier and the editor's origin (written as it
  // is: an origin holds no character a cookie value may not).
  const [, expected, verifier, origin] =
    new RegExp(`(?:^|;)\\s*${STATE_COOKIE}=([\\w-]+)\\.([\\w-]+)\\.([^;\\s]+)`).exec(request.headers.get("Cookie") ?? "") ?? [];
  const state = url.searchParams.get("state");
  // Compared by their hashes, so the time the comparison takes tells nothing of the state expected.
  if (!expected || !state || (await sha256(state)) !== (await sha256(expected)))
    return problemPage(403, "Sign-in refused", [
      "This answer from GitHub does not belong to a sign-in started in this browser (its state does not match), so it was not used.",
      startAgain,
    ]);
  // The answer is the sign-in's own: whatever it says, the sign-in ends here.
  const callback = `${url.origin}${CALLBACK_PATH}`;
  const fail = (status: number, title: string, lines: string[]) => problemPage(status, title, lines, clearedCookie);
  const error = url.searchParams.get("error");
  if (error) return fail(403, "GitHub did not sign you in", refusal(error, url.searchParams.get("error_description"), callback));
  // The allow-list may have changed since the sign-in began.
  if (!config.origins.includes(origin))
    return fail(403, "Sign-in refused", [`The editor at ${origin} is not one this service signs in.`]);
  const code = url.searchParams.get("code");
  if (!code) return fail(400, "Sign-in refused", ["GitHub's answer holds no code.", startAgain]);

  let answer: { access_token?: string; error?: string; error_description?: string };
  const signal = AbortSignal.timeout(timeout);
  try {
    const response = await fetch(new URL("/login/oauth/access_token", config.githubOrigin), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "decap-oauth-handler" },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        code_verifier: verifier,
        redirect_uri: callback,
      }),
      signal,
    });
    if (!response.ok)
      return fail(502, "GitHub did not sign you in", [`GitHub's token service answered ${response.status}.`, startAgain]);
    answer = (await response.json()) as typeof answer;
  } catch (reason) {
    if (signal.aborted)
      return fail(504, "GitHub did not answer", [
        `GitHub's token service did not answer within ${Math.round(timeout / 1000)} seconds, so you are not signed in.`,
        `Try again: ${startAgain}`,
      ]);
    return fail(502, "GitHub could not be reached", [`${String(reason)}.`, startAgain]);
  }
  if (answer.error || !answer.access_token)
    return fail(502, "GitHub did not sign you in", refusal(answer.error, answer.error_description, callback));

  const message = `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: "github" })}`;
  // Inert JSON: nothing in it may close the <script> element.
  const data = JSON.stringify({ origin, message }).replace(/</g, "\\u003c");
  const body = `<p id="status">Signing in to the content editor…</p>
<script id="sign-in" type="application/json">${data}</script>
<script>${HANDSHAKE_SCRIPT}</script>`;
  const csp = authCsp(`'sha256-${await sha256(HANDSHAKE_SCRIPT)}'`);
  return respond(200, htmlDocument("Signing in", body), { "Set-Cookie": clearedCookie }, csp);
}

/** The Pages Function's and the Worker's one entry; `tokenTimeout`: the wait (ms) for GitHub's token service. */
export async function handleGitHubAuth(
  request: Request,
  env: AuthEnv,
  { tokenTimeout = 10_000 }: { tokenTimeout?: number } = {},
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== AUTH_PATH && url.pathname !== CALLBACK_PATH)
    return problemPage(404, "Not found", [`This service answers ${AUTH_PATH} and ${CALLBACK_PATH} only.`]);
  if (request.method !== "GET") return problemPage(405, "Method not allowed", ["Sign-in pages are opened, not posted to."]);
  const config = authConfig(env, url.origin);
  if (config.problems)
    return problemPage(500, "Sign-in to the content editor is not set up", [
      ...config.problems,
      `Set them where this service runs (Cloudflare Pages: Settings → Variables and Secrets; a Worker: npx wrangler secret put NAME), then deploy again. ${README_SECTION} lists every value.`,
    ]);
  return url.pathname === AUTH_PATH ? begin(url, config) : finish(request, url, config, tokenTimeout);
}
