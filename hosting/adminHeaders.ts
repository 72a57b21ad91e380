/**
 * The content editor's own headers under /admin (the editor itself is written by plugins/gatsby-plugin-admin/adminFolder.ts).
 * Sent instead of the site's policy and opener policy, never beside them: hosts would join the values.
 */

/**
 * The admin page's Content-Security-Policy, only as wide as Decap needs (the browser test fails on any
 * violation): 'unsafe-eval' for ajv compiling its configuration's schema, inline styles (emotion), blob:
 * and data: previews, and the API it saves through. The sign-in pop-up needs no entry.
 */
export function adminCsp(connect: string[] = ["https://api.github.com"]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // blob: for an upload: Decap reads the chosen file back from its blob: address before saving it.
    `connect-src 'self' blob: ${connect.join(" ")}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** /admin/'s headers in production (GitHub backend); its opener policy keeps the sign-in pop-up's `window.opener`, which the site's `same-origin` would cut. */
export const ADMIN_HEADERS = {
  "Content-Security-Policy": adminCsp(),
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
};
export const ADMIN_CSP = ADMIN_HEADERS["Content-Security-Policy"];

/** Where the editor is served: public/admin/ at /admin/ (and /admin on its way there). */
export const ADMIN_PATH = "/admin";
export const ADMIN_PATTERN = `^${ADMIN_PATH}(?:/|$)`;
