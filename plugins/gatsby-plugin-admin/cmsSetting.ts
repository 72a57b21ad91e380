/**
 * Where the live editor saves (the GitHub repository and branch) and signs staff in, from the build's
 * environment rather than content/: it belongs to a deployment, and the editor cannot break it.
 */
import { AUTH_PATH } from "../../hosting/oauth/github";
import type { StaticHost } from "../../hosting/staticHosts";

export const CMS_ENV = { repo: "CMS_GITHUB_REPO", branch: "CMS_BRANCH", authUrl: "CMS_AUTH_URL" } as const;

/** The README section that says what to set on each host (named by the build's warning and /admin). */
export const EDITOR_README_SECTION = "The editor on the live site";

export const DEFAULT_BRANCH = "main";

export interface CmsSetting {
  /** `owner/name` of the GitHub repository the editor saves to, and the branch saves become pull requests against. */
  repo: string;
  branch: string;
  /** Decap's `base_url` (an origin) and `auth_endpoint` (`auth` when absent); absent: Netlify's own sign-in. */
  auth?: { baseUrl: string; endpoint?: string };
}

/** A build variable that is set but malformed, or set without the repository. */
export class CmsSettingError extends Error {
  override name = "CmsSettingError";
}

function repoProblem(value: string): string | undefined {
  const expected = "write it as owner/name, the part of the repository's address after github.com/";
  if (/^(https?:\/\/|git@|github\.com)/i.test(value)) return `is an address, not a repository: ${expected}`;
  if (value.endsWith(".git")) return `ends in .git: ${expected}`;
  const [owner, name, ...rest] = value.split("/");
  if (rest.length > 0 || name === undefined) return `is not owner/name: ${expected}`;
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?$/.test(owner))
    return `has an owner that is not a GitHub account name (letters, digits and dashes): ${expected}`;
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(name) || name === "." || name === "..")
    return `has a repository name GitHub does not allow (letters, digits, ".", "_" and "-"): ${expected}`;
}

/** A branch name by git's rules (`git check-ref-format --branch`), in characters a host's settings page shows plainly. */
function branchProblem(value: string): string | undefined {
  const rule = 'a branch name uses letters, digits, ".", "_", "-" and "/" between parts, e.g. main';
  if (!/^[A-Za-z0-9._/-]{1,255}$/.test(value)) return `is not a branch name: ${rule}`;
  const badPart = value.split("/").some((part) => part === "" || part.startsWith(".") || part.endsWith(".lock"));
  if (value === "HEAD" || value.startsWith("-") || value.includes("..") || value.endsWith(".") || badPart)
    return `is not a branch name git allows: ${rule}`;
}

function authProblem(value: string): string | undefined {
  const expected =
    "give the https:// address of the OAuth service, e.g. https://auth.example.org or https://www.example.org/api/auth";
  if (!URL.canParse(value)) return `is not a web address: ${expected}`;
  const url = new URL(value);
  if (url.protocol !== "https:") return `must start with https:// (staff sign in through it): ${expected}`;
  if (url.username || url.password || url.search || url.hash)
    return `may hold no user name, password, ?query or #fragment: ${expected}`;
}

/**
 * The editor's setting from the build's environment: undefined when CMS_GITHUB_REPO is unset (/admin then says
 * what to set). Blank values count as unset (host dashboards often keep an emptied variable).
 */
export function cmsSettingFromEnv(env: Record<string, string | undefined>): CmsSetting | undefined {
  const read = (name: string) => env[name]?.trim() || undefined;
  const [repo, branch, authUrl] = [CMS_ENV.repo, CMS_ENV.branch, CMS_ENV.authUrl].map(read);

  if (repo === undefined) {
    const orphans = [CMS_ENV.branch, CMS_ENV.authUrl].filter((name) => read(name) !== undefined);
    if (orphans.length === 0) return undefined;
    throw new CmsSettingError(
      `${orphans.join(" and ")} ${orphans.length > 1 ? "are" : "is"} set but ${CMS_ENV.repo} is not: the content editor needs the GitHub repository too (${CMS_ENV.repo}=owner/name), or unset ${orphans.join(" and ")}.`,
    );
  }
  const checks = { [CMS_ENV.repo]: repoProblem, [CMS_ENV.branch]: branchProblem, [CMS_ENV.authUrl]: authProblem };
  const problems = Object.entries(checks).flatMap(([name, problemOf]) => {
    const value = read(name);
    const problem = value === undefined ? undefined : problemOf(value);
    return problem ? [`${name}=${JSON.stringify(value)} ${problem}`] : [];
  });
  if (problems.length > 0) throw new CmsSettingError(`The content editor's setting is malformed:\n  ${problems.join("\n  ")}`);

  if (!authUrl) return { repo, branch: branch ?? DEFAULT_BRANCH };
  // Decap wants the origin, and the path (if any) as the endpoint.
  const url = new URL(authUrl);
  const endpoint = url.pathname.replace(/^\/+|\/+$/g, "");
  return { repo, branch: branch ?? DEFAULT_BRANCH, auth: { baseUrl: url.origin, ...(endpoint ? { endpoint } : {}) } };
}

/**
 * Where staff sign in when CMS_AUTH_URL is unset: on Netlify, Netlify's own OAuth service (Decap's
 * default); on Cloudflare Pages, the site's own handler (functions/api/auth/) at the site's address.
 * A site served elsewhere (nginx) sets CMS_AUTH_URL to the handler deployed as a Worker.
 */
export function withSignInDefault(setting: CmsSetting, siteUrl: string, host: StaticHost): CmsSetting {
  if (setting.auth || host === "netlify") return setting;
  return { ...setting, auth: { baseUrl: new URL(siteUrl).origin, endpoint: AUTH_PATH.slice(1) } };
}

/** What a production build says when the setting is absent (printed as a warning, loud, twice). */
export const editorNotConfiguredWarning = () =>
  `The content editor is NOT configured: ${CMS_ENV.repo} is not set, so /admin on this build is a page that says what to set, not the editor.
  To publish the editor, build with ${CMS_ENV.repo}=owner/name (the site's GitHub repository),
  ${CMS_ENV.branch} if the site is built from a branch other than ${DEFAULT_BRANCH}, and ${CMS_ENV.authUrl} (the sign-in service) where it is not the site's own (the nginx server).
  README.md, "${EDITOR_README_SECTION}", says what each host needs.`;
