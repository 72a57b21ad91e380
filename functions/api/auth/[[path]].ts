/**
 * Cloudflare Pages Function: sign-in to the content editor under the site's own address, /api/auth
 * and /api/auth/callback (public/_routes.json keeps every other address a static file). The handler
 * is hosting/oauth/github.ts, the same one hosting/oauth/worker.ts deploys as a standalone Worker.
 */
import { handleGitHubAuth, type AuthEnv } from "../../../hosting/oauth/github";

export const onRequest = ({ request, env }: { request: Request; env: AuthEnv }): Promise<Response> =>
  handleGitHubAuth(request, env);
