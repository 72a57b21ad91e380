/** Cloudflare Pages Function: the editor's sign-in (hosting/oauth/github.ts) at /api/auth under the site's own address. */
import { handleGitHubAuth, type AuthEnv } from "../../../hosting/oauth/github";

export const onRequest = ({ request, env }: { request: Request; env: AuthEnv }): Promise<Response> =>
  handleGitHubAuth(request, env);
