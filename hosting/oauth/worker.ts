/**
 * The sign-in handler as a standalone Cloudflare Worker, for a site served anywhere else (the nginx
 * server): `npm run deploy:auth-worker` (hosting/oauth/wrangler.toml). The editor's CMS_AUTH_URL is
 * then `<the Worker's address>/api/auth`, and ALLOWED_ORIGINS names the site.
 */
import { handleGitHubAuth, type AuthEnv } from "./github";

export default { fetch: (request: Request, env: AuthEnv): Promise<Response> => handleGitHubAuth(request, env) };
