/**
 * @jest-environment node
 *
 * The editor's sign-in handler in-process, on a loopback origin against a stand-in GitHub: the attacks,
 * the allow-list, and each misconfiguration answered with a page that names what to set.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROUTES_FILE, writeStaticHostFiles } from "../../../hosting/staticHosts";
import {
  AUTH_PATH,
  CALLBACK_PATH,
  FUNCTION_ROUTES,
  authConfig,
  handleGitHubAuth,
  type AuthEnv,
} from "../../../hosting/oauth/github";
import { STAND_IN_CLIENT, startGitHubStandIn, type GitHubStandIn } from "../../support/githubStandIn";
import { SIGN_IN_ATTACKS, begin, consent, startPath, type SignInTarget } from "../../support/signInAttacks";

const ORIGIN = "http://localhost:8788";
/** The wait for GitHub's token service: short, for the GitHub that never answers, yet enough for the stand-in on a busy machine. */
const tokenTimeout = 2_000;
let standIn: GitHubStandIn;
let env: AuthEnv;

beforeAll(async () => (standIn = await startGitHubStandIn({})));
afterAll(() => standIn.close());
beforeEach(() => {
  env = {
    GITHUB_CLIENT_ID: STAND_IN_CLIENT.id,
    GITHUB_CLIENT_SECRET: STAND_IN_CLIENT.secret,
    GITHUB_OAUTH_ORIGIN: standIn.origin,
  };
});

/** The handler as a host runs it at `origin`. */
const target = (origin = ORIGIN): SignInTarget => ({
  origin,
  standIn,
  get: (pathAndQuery, cookie) =>
    handleGitHubAuth(new Request(`${origin}${pathAndQuery}`, { headers: cookie ? { Cookie: cookie } : {} }), env, {
      tokenTimeout,
    }),
  getDeployed: (pathAndQuery) => handleGitHubAuth(new Request(`https://www.example.org${pathAndQuery}`), env),
});

describe("attacks", () => {
  it.each(SIGN_IN_ATTACKS.map((attack) => [attack.name, attack]))("%s", (_, attack) => attack.run(target()));
});

it("asks for repo when GITHUB_OAUTH_SCOPE says the repository is private", async () => {
  env.GITHUB_OAUTH_SCOPE = "repo";
  expect((await begin(target())).location.searchParams.get("scope")).toBe("repo");
});

it("the signed-in page runs its one script only, and keeps its opener", async () => {
  const begun = await begin(target());
  const response = await target().get(consent(target(), begun).callback, begun.cookie);
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(
    /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
  );
  expect(response.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
});

describe("a misconfiguration is answered with a page that says what went wrong and what to set", () => {
  /** The page's text, as a reader sees it. */
  const ENTITIES: Record<string, string> = { "&#39;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  const text = async (response: Response) =>
    (await response.text()).replace(/<[^>]+>/g, "").replace(/&(#39|quot|lt|gt|amp);/g, (entity) => ENTITIES[entity]);

  it("a missing client ID or secret", async () => {
    env = { GITHUB_CLIENT_ID: " ", GITHUB_OAUTH_ORIGIN: standIn.origin };
    const response = await target().get(startPath("www.example.org"));
    expect(response.status).toBe(500);
    expect(response.headers.get("location")).toBeNull();
    const page = await text(response);
    expect(page).toContain("Sign-in to the content editor is not set up");
    expect(page).toContain("GITHUB_CLIENT_ID is not set");
    expect(page).toContain("GITHUB_CLIENT_SECRET is not set");
    expect(page).toContain('README.md, "The editor on the live site"');
  });

  it("a wrong client secret, which GitHub refuses", async () => {
    env.GITHUB_CLIENT_SECRET = "an-old-secret";
    const begun = await begin(target());
    const response = await target().get(consent(target(), begun).callback, begun.cookie);
    expect(response.status).toBe(502);
    expect(await text(response)).toMatch(
      /incorrect_client_credentials.*GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET is wrong: set them to the OAuth app's client ID and a current client secret/s,
    );
  });

  it("an OAuth app whose callback URL is not the handler's, which GitHub refuses at its authorize page", async () => {
    const { state, cookie } = await begin(target());
    const response = await target().get(
      `${CALLBACK_PATH}?error=redirect_uri_mismatch&error_description=The+redirect_uri+MUST+match+the+registered+callback+URL+for+this+application.&state=${state}`,
      cookie,
    );
    expect(response.status).toBe(403);
    expect(await text(response)).toContain(`The OAuth app's "Authorization callback URL" must be ${ORIGIN}${CALLBACK_PATH}.`);
  });

  it("GitHub out of reach", async () => {
    const { state, cookie } = await begin(target());
    env.GITHUB_OAUTH_ORIGIN = "http://127.0.0.1:9";
    const response = await target().get(`${CALLBACK_PATH}?code=x&state=${state}`, cookie);
    expect(response.status).toBe(502);
    expect(await text(response)).toContain("GitHub could not be reached");
  });

  it("malformed values", () => {
    expect(
      authConfig(
        {
          ...env,
          GITHUB_OAUTH_SCOPE: "admin:org",
          ALLOWED_ORIGINS: "www.example.org, http://www.example.org, https://a.org/path",
        },
        ORIGIN,
      ),
    ).toEqual({
      problems: [
        "GITHUB_OAUTH_SCOPE=admin:org is not a scope this sign-in asks for: use public_repo (a public repository) or repo (a private one).",
        "ALLOWED_ORIGINS holds www.example.org, which is not a web address: list origins such as https://www.example.org.",
        "ALLOWED_ORIGINS holds http://www.example.org, which must start with https://: list origins such as https://www.example.org.",
        "ALLOWED_ORIGINS holds https://a.org/path, which must be an origin alone (https://www.example.org), with no path: list origins such as https://www.example.org.",
      ],
    });
    // The stand-in is honoured only at an address on this machine, for a handler served on this machine.
    const refused = {
      problems: [
        "GITHUB_OAUTH_ORIGIN is set: it points the sign-in at a stand-in for GitHub in the tests on one machine, and is refused anywhere else. Remove it from this service's settings.",
      ],
    };
    expect(authConfig({ ...env, GITHUB_OAUTH_ORIGIN: "https://github.example" }, ORIGIN)).toEqual(refused);
    expect(authConfig(env, "https://www.example.org")).toEqual(refused);
    expect(authConfig({ ...env, GITHUB_OAUTH_ORIGIN: "https://github.com" }, "https://www.example.org")).toMatchObject({
      githubOrigin: "https://github.com",
    });
    // A Worker's list (signing in, on its own address, the editor of each site: e2e/signin.spec.ts), spaces and a trailing slash allowed.
    expect(
      authConfig({ ...env, ALLOWED_ORIGINS: " https://www.example.org, https://staging.example.org/ " }, ORIGIN),
    ).toMatchObject({
      origins: [ORIGIN, "https://www.example.org", "https://staging.example.org"],
    });
  });

  it("an address or a method the handler does not serve", async () => {
    expect((await target().get(`${AUTH_PATH}/elsewhere`)).status).toBe(404);
    const posted = await handleGitHubAuth(new Request(`${ORIGIN}${AUTH_PATH}`, { method: "POST" }), env);
    expect(posted.status).toBe(405);
    expect((await target().get(`${AUTH_PATH}?provider=gitlab&site_id=www.example.org`)).status).toBe(400);
  });
});

it("runs the Function on the handler's addresses only on Cloudflare Pages (_routes.json), and writes no routes for Netlify", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"));
  try {
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
    writeStaticHostFiles(dir, [], "cloudflare");
    const routes = JSON.parse(fs.readFileSync(path.join(dir, ROUTES_FILE), "utf8")) as typeof FUNCTION_ROUTES;
    expect(routes).toEqual({ version: 1, include: [AUTH_PATH, `${AUTH_PATH}/*`], exclude: [] });
    // Cloudflare's patterns: a path, or a prefix ending in /*.
    const covered = (pathname: string) =>
      routes.include.some((rule) => (rule.endsWith("/*") ? pathname.startsWith(rule.slice(0, -1)) : pathname === rule));
    expect([AUTH_PATH, CALLBACK_PATH].filter(covered)).toEqual([AUTH_PATH, CALLBACK_PATH]);
    expect(["/", "/admin/", "/api", "/api/authx", "/services/veneers", "/es"].filter(covered)).toEqual([]);
    writeStaticHostFiles(dir, [], "netlify");
    expect(fs.existsSync(path.join(dir, ROUTES_FILE))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
