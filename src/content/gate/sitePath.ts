/**
 * A path inside this site, e.g. `/services/veneers`: letters, digits and dashes between single
 * slashes, no slash at the end. Nothing in it can make a browser read it as another host
 * (`//host`, `/\host`, or a tab or line break that browsers drop).
 */
export const SITE_PATH = /^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/;
export const SITE_PATH_MESSAGE =
  "must be a site path such as /services/veneers (letters, digits and dashes between single slashes, no slash at the end)";

export function sitePathProblem(value: string): string | undefined {
  if (value.includes("\\")) return "must not contain a backslash (\\); browsers read /\\host as another website";
  if (/[\s\p{Cc}\p{Cf}]/u.test(value))
    return "must not contain spaces, tabs, line breaks or invisible characters (browsers drop some of them and may reach another website)";
  if (value.startsWith("//")) return "must not start with //; browsers read //host as another website";
  if (!SITE_PATH.test(value)) return SITE_PATH_MESSAGE;
  return undefined;
}
