/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import {
  CMS_ENV,
  CmsSettingError,
  EDITOR_README_SECTION,
  cmsSettingFromEnv,
  editorNotConfiguredWarning,
  withSignInDefault,
} from "../../../plugins/gatsby-plugin-admin/cmsSetting";

const REPO = "occfad-example/website";

function problemWith(env: Record<string, string>): string {
  try {
    cmsSettingFromEnv(env);
  } catch (error) {
    if (error instanceof CmsSettingError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("unset", () => {
  it("is undefined with none of the variables, or only blank ones", () => {
    expect(cmsSettingFromEnv({})).toBeUndefined();
    expect(cmsSettingFromEnv({ [CMS_ENV.repo]: "", [CMS_ENV.branch]: "  ", [CMS_ENV.authUrl]: "" })).toBeUndefined();
    expect(cmsSettingFromEnv({ PATH: "/usr/bin", NODE_ENV: "production" })).toBeUndefined();
  });

  it("refuses a branch or sign-in address without the repository, naming what is missing", () => {
    expect(problemWith({ [CMS_ENV.branch]: "main" })).toMatch(/^CMS_BRANCH is set but CMS_GITHUB_REPO is not/);
    expect(problemWith({ [CMS_ENV.authUrl]: "https://auth.example.org", [CMS_ENV.branch]: "main" })).toMatch(
      /^CMS_BRANCH and CMS_AUTH_URL are set but CMS_GITHUB_REPO is not.*CMS_GITHUB_REPO=owner\/name/,
    );
  });
});

describe("set", () => {
  it("takes the repository and branch, trimmed of what a dashboard may add, with main and Netlify's sign-in by default", () => {
    expect(cmsSettingFromEnv({ [CMS_ENV.repo]: REPO })).toEqual({ repo: REPO, branch: "main" });
    expect(cmsSettingFromEnv({ [CMS_ENV.repo]: ` ${REPO}\n`, [CMS_ENV.branch]: "release/2026-spring" })).toEqual({
      repo: REPO,
      branch: "release/2026-spring",
    });
  });

  it("splits the sign-in address into the service's origin and its endpoint", () => {
    const auth = (url: string) => cmsSettingFromEnv({ [CMS_ENV.repo]: REPO, [CMS_ENV.authUrl]: url })?.auth;
    expect(auth("https://auth.example.org")).toEqual({ baseUrl: "https://auth.example.org" });
    expect(auth("https://auth.example.org/")).toEqual({ baseUrl: "https://auth.example.org" });
    expect(auth("https://www.example.org/api/auth/")).toEqual({ baseUrl: "https://www.example.org", endpoint: "api/auth" });
    expect(auth("https://Auth.Example.org:8443/auth")).toEqual({ baseUrl: "https://auth.example.org:8443", endpoint: "auth" });
  });

  it.each([
    [
      "on Cloudflare Pages, through the site's own service at /api/auth",
      undefined,
      "cloudflare",
      { baseUrl: "https://www.example.org", endpoint: "api/auth" },
    ],
    ["on Netlify, through Netlify's own (Decap's default)", undefined, "netlify", undefined],
    [
      "through CMS_AUTH_URL's when it is set",
      { baseUrl: "https://auth.example.org" },
      "cloudflare",
      { baseUrl: "https://auth.example.org" },
    ],
  ] as const)("signs staff in, %s", (_, auth, host, expected) => {
    const setting = { repo: REPO, branch: "main", ...(auth ? { auth } : {}) };
    expect(withSignInDefault(setting, "https://www.example.org/", host).auth).toEqual(expected);
  });

  it("accepts the names GitHub and git allow", () => {
    for (const repo of ["a/b", "Practice-1/site.v2", "x/.github", "org/my_site-2026"])
      expect(cmsSettingFromEnv({ [CMS_ENV.repo]: repo })?.repo).toBe(repo);
    for (const branch of ["main", "gh-pages", "feature/new.page", "v1.2_fix"])
      expect(cmsSettingFromEnv({ [CMS_ENV.repo]: REPO, [CMS_ENV.branch]: branch })?.branch).toBe(branch);
  });
});

describe("malformed", () => {
  it.each([
    ["OWNER", /is not owner\/name/],
    ["a/b/c", /is not owner\/name/],
    ["https://github.com/occfad-example/website", /is an address, not a repository/],
    ["github.com/occfad-example/website", /is an address/],
    ["git@github.com:occfad-example/website.git", /is an address/],
    ["occfad-example/website.git", /ends in \.git/],
    ["-occfad/website", /owner that is not a GitHub account name/],
    ["occ fad/website", /owner that is not a GitHub account name/],
    ["occfad/web site", /repository name GitHub does not allow/],
    ["occfad/..", /repository name GitHub does not allow/],
  ])("CMS_GITHUB_REPO=%j", (value, message) => {
    const problem = problemWith({ [CMS_ENV.repo]: value });
    expect(problem).toContain(`CMS_GITHUB_REPO=${JSON.stringify(value)}`);
    expect(problem).toMatch(message);
    expect(problem).toContain("owner/name");
  });

  it.each(["new branch", ..."-main feature..x feature/ /main a//b main. .hidden x/.y topic.lock HEAD ma~in a:b".split(" ")])(
    "CMS_BRANCH=%j",
    (value) => {
      const problem = problemWith({ [CMS_ENV.repo]: REPO, [CMS_ENV.branch]: value });
      expect(problem).toContain(`CMS_BRANCH=${JSON.stringify(value)}`);
      expect(problem).toMatch(/is not a branch name/);
    },
  );

  it.each([
    ["auth.example.org", /is not a web address/],
    ["http://auth.example.org", /must start with https:\/\//],
    ["ftp://auth.example.org", /must start with https:\/\//],
    ["https://user:secret@auth.example.org", /no user name, password/],
    ["https://auth.example.org/auth?provider=github", /\?query/],
    ["https://auth.example.org/#x", /#fragment/],
  ])("CMS_AUTH_URL=%j", (value, message) => {
    const problem = problemWith({ [CMS_ENV.repo]: REPO, [CMS_ENV.authUrl]: value });
    expect(problem).toContain(`CMS_AUTH_URL=${JSON.stringify(value)}`);
    expect(problem).toMatch(message);
  });

  it("names every malformed variable in one message", () => {
    const problem = problemWith({ [CMS_ENV.repo]: "website", [CMS_ENV.branch]: "a..b", [CMS_ENV.authUrl]: "http://x.org" });
    expect(problem.split("\n").filter((line) => /^ {2}CMS_/.test(line))).toHaveLength(3);
  });
});

it("warns a build without the setting that the editor is not configured, naming every variable and a README section that exists", () => {
  const warning = editorNotConfiguredWarning();
  expect(warning).toMatch(/^The content editor is NOT configured/);
  for (const name of Object.values(CMS_ENV)) expect(warning).toContain(name);
  expect(warning).toContain(`README.md, "${EDITOR_README_SECTION}"`);
  const readme = fs.readFileSync(path.resolve(__dirname, "../../../README.md"), "utf8");
  expect(readme).toMatch(new RegExp(`^#+ ${EDITOR_README_SECTION}$`, "m"));
});
