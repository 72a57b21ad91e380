/** @jest-environment node */
import { CMS_ENV, CmsSettingError, cmsSettingFromEnv, withSignInDefault } from "../../../plugins/gatsby-plugin-admin/cmsSetting";

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
  it("takes the repository and branch GitHub and git allow, trimmed of what a dashboard may add, with main and Netlify's sign-in by default", () => {
    expect(cmsSettingFromEnv({ [CMS_ENV.repo]: REPO })).toEqual({ repo: REPO, branch: "main" });
    expect(cmsSettingFromEnv({ [CMS_ENV.repo]: ` ${REPO}\n`, [CMS_ENV.branch]: "release/2026-spring" })).toEqual({
      repo: REPO,
      branch: "release/2026-spring",
    });
    for (const repo of ["a/b", "Practice-1/site.v2", "x/.github", "org/my_site-2026"])
      expect(cmsSettingFromEnv({ [CMS_ENV.repo]: repo })?.repo).toBe(repo);
    for (const branch of ["main", "gh-pages", "feature/new.page", "v1.2_fix"])
      expect(cmsSettingFromEnv({ [CMS_ENV.repo]: REPO, [CMS_ENV.branch]: branch })?.branch).toBe(branch);
  });

  it("splits the sign-in address into the service's origin and its endpoint", () => {
    const auth = (url: string) => cmsSettingFromEnv({ [CMS_ENV.repo]: REPO, [CMS_ENV.authUrl]: url })?.auth;
    expect(auth("https://auth.example.org")).toEqual({ baseUrl: "https://auth.example.org" });
    expect(auth("https://auth.example.org/")).toEqual({ baseUrl: "https://auth.example.org" });
    expect(auth("https://www.example.org/api/auth/")).toEqual({ baseUrl: "https://www.example.org", endpoint: "api/auth" });
    expect(auth("https://Auth.Example.org:8443/auth")).toEqual({ baseUrl: "https://auth.example.org:8443", endpoint: "auth" });
  });

  // On Cloudflare Pages (the default host), through the site's own service: adminFolder.test.ts.
  it("signs staff in on Netlify through Netlify's own service (Decap's default), and through CMS_AUTH_URL's when it is set", () => {
    const setting = { repo: REPO, branch: "main" };
    expect(withSignInDefault(setting, "https://www.example.org/", "netlify").auth).toBeUndefined();
    const auth = { baseUrl: "https://auth.example.org" };
    expect(withSignInDefault({ ...setting, auth }, "https://www.example.org/", "cloudflare").auth).toEqual(auth);
  });
});

describe("malformed", () => {
  // A malformed repository's message says how to write it: owner/name.
  const repo = (message: RegExp) => new RegExp(`${message.source}.*owner/name`);
  it.each([
    ["CMS_GITHUB_REPO", "OWNER", repo(/is not owner\/name/)],
    ["CMS_GITHUB_REPO", "a/b/c", repo(/is not owner\/name/)],
    ["CMS_GITHUB_REPO", "https://github.com/occfad-example/website", repo(/is an address, not a repository/)],
    ["CMS_GITHUB_REPO", "github.com/occfad-example/website", repo(/is an address/)],
    ["CMS_GITHUB_REPO", "git@github.com:occfad-example/website.git", repo(/is an address/)],
    ["CMS_GITHUB_REPO", "occfad-example/website.git", repo(/ends in \.git/)],
    ["CMS_GITHUB_REPO", "-occfad/website", repo(/owner that is not a GitHub account name/)],
    ["CMS_GITHUB_REPO", "occ fad/website", repo(/owner that is not a GitHub account name/)],
    ["CMS_GITHUB_REPO", "occfad/web site", repo(/repository name GitHub does not allow/)],
    ["CMS_GITHUB_REPO", "occfad/..", repo(/repository name GitHub does not allow/)],
    ..."new branch,-main,feature..x,feature/,/main,a//b,main.,.hidden,x/.y,topic.lock,HEAD,ma~in,a:b"
      .split(",")
      .map((branch) => ["CMS_BRANCH", branch, /is not a branch name/] as const),
    ["CMS_AUTH_URL", "auth.example.org", /is not a web address/],
    ["CMS_AUTH_URL", "http://auth.example.org", /must start with https:\/\//],
    ["CMS_AUTH_URL", "ftp://auth.example.org", /must start with https:\/\//],
    ["CMS_AUTH_URL", "https://user:secret@auth.example.org", /no user name, password/],
    ["CMS_AUTH_URL", "https://auth.example.org/auth?provider=github", /\?query/],
    ["CMS_AUTH_URL", "https://auth.example.org/#x", /#fragment/],
  ] as const)("%s=%j", (name, value, message) => {
    const problem = problemWith({ [CMS_ENV.repo]: REPO, [name]: value });
    expect(problem).toContain(`${name}=${JSON.stringify(value)}`);
    expect(problem).toMatch(message);
  });

  it("names every malformed variable in one message", () => {
    const problem = problemWith({ [CMS_ENV.repo]: "website", [CMS_ENV.branch]: "a..b", [CMS_ENV.authUrl]: "http://x.org" });
    expect(problem.split("\n").filter((line) => /^ {2}CMS_/.test(line))).toHaveLength(3);
  });
});
