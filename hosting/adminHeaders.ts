/**
 * The content editor's own headers under /admin (the editor itself is written by plugins/gatsby-plugin-admin/adminFolder.ts).
 * Sent instead of the site's policy and opener policy, never beside them: hosts would join the values.
 */

/**
 * The admin page's Content-Security-Policy, only as wide as Decap needs (checked in the browser
 * test, which fails on any violation): its bundle, init scripts and the editor's own bundle and
 * stylesheet (previews, rich-text widget; the site data they read is inert JSON) from this site, 'unsafe-eval'
 * (Decap compiles its configuration's schema with ajv at start-up), its inline styles (emotion), previews of images as blob: and data: URLs, and the API it saves through (the
 * GitHub API in production, decap-server on localhost when editing locally). Sent as a header for
 * /admin/ by the server and repeated in the page's <meta> tag. The OAuth service (CMS_AUTH_URL)
 * needs no entry: Decap opens it in a sign-in window, which hands the token back by postMessage,
 * and neither is governed by this policy; so one policy serves every deployment.
 */
export function adminCsp(connect: string[] = ["https://api.github.com"]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The header value for /admin/ in production (GitHub backend). */
export const ADMIN_CSP = adminCsp();
/** Search engines must not index the editor. */
export const ADMIN_ROBOTS = "noindex, nofollow";
/**
 * The editor's Cross-Origin-Opener-Policy, sent for /admin instead of the site's `same-origin`:
 * staff sign in to GitHub in a pop-up window on the OAuth service's origin, which reports back
 * through `window.opener`; under `same-origin` the browser cuts that link and sign-in never ends.
 */
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups";

/** What every host sends under /admin. */
export const ADMIN_HEADERS = {
  "Content-Security-Policy": ADMIN_CSP,
  "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
  "X-Robots-Tag": ADMIN_ROBOTS,
};

/** The site-wide headers the editor's replace (the rest of the security headers apply to it too). */
export const REPLACED_FOR_ADMIN = ["Content-Security-Policy", "Cross-Origin-Opener-Policy"];

/** Where the editor is served: public/admin/ at /admin/ (and /admin on its way there). */
export const ADMIN_PATH = "/admin";
/** The editor's addresses as `_headers` patterns: the folder and everything in it. */
export const ADMIN_PATHS = [ADMIN_PATH, `${ADMIN_PATH}/*`];
/** The editor's addresses as a regular expression. */
export const ADMIN_PATTERN = `^${ADMIN_PATH}(?:/|$)`;
