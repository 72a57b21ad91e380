/**
 * GitHub on this machine for the sign-in tests: authorize (consenting at once), the token exchange (a
 * code good once, with its S256 challenge's verifier) and the REST calls Decap makes, answered from a
 * folder as the branch; every API request is recorded, and a token it did not issue gets 401.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { text as readBody } from "node:stream/consumers";

export const STAND_IN_CLIENT = { id: "stand-in-client-id", secret: "stand-in-client-secret" };

export type GitHubStandIn = Awaited<ReturnType<typeof startGitHubStandIn>>;

/** The repository the stand-in serves, its branch `main` the folder `files`. */
export const STAND_IN_REPO = "occfad-example/website";

export async function startGitHubStandIn(port = 0, files?: string) {
  const codes = new Map<string, { challenge: string; hang: boolean; used: boolean }>();
  const tokens = new Set<string>();
  const blobs = new Map<string, Buffer>();
  const exchanges: { code: string; token?: string; error?: string }[] = [];
  /** Every API request (not the OAuth pages), in order. */
  const api: { method: string; path: string; authorization: string; body: string }[] = [];
  /** A consent at the authorize page: a fresh code for the PKCE `challenge`; `hang`: its exchange never answered. */
  const issueCode = (challenge: string, { hang = false }: { hang?: boolean } = {}) => {
    const code = crypto.randomBytes(10).toString("hex");
    codes.set(code, { challenge, hang, used: false });
    return code;
  };
  const hanging = new Set<http.ServerResponse>();

  /** A folder of the branch as GitHub's tree answer (its files only, as Decap asks for one level). */
  const tree = (folder: string) => {
    const dir = files ? path.join(files, folder) : "";
    if (!files || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return undefined;
    return fs
      .readdirSync(dir)
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .sort()
      .map((name) => {
        const content = fs.readFileSync(path.join(dir, name));
        // A blob's name, as git computes it.
        const sha = crypto.createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");
        blobs.set(sha, content);
        return { path: name, mode: "100644", type: "blob", sha, size: content.length };
      });
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));

    if (url.pathname === "/login/oauth/authorize") {
      const redirect = url.searchParams.get("redirect_uri");
      if (url.searchParams.get("client_id") !== STAND_IN_CLIENT.id || !redirect) return void json(404, { message: "Not Found" });
      const challenge = url.searchParams.get("code_challenge");
      if (!challenge || url.searchParams.get("code_challenge_method") !== "S256")
        return void json(400, { message: "This stand-in signs in with PKCE (S256) only." });
      const back = new URL(redirect);
      back.search = new URLSearchParams({ code: issueCode(challenge), state: url.searchParams.get("state") ?? "" }).toString();
      return void response.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const body = JSON.parse((await readBody(request)) || "{}") as Record<string, string>;
      // GitHub's refusals come with 200.
      const refuse = (error: string, error_description: string) => {
        exchanges.push({ code: body.code, error });
        json(200, { error, error_description });
      };
      if (body.client_id !== STAND_IN_CLIENT.id || body.client_secret !== STAND_IN_CLIENT.secret)
        return refuse("incorrect_client_credentials", "The client_id and/or client_secret passed are incorrect.");
      const issued = codes.get(body.code);
      if (issued?.hang) {
        exchanges.push({ code: body.code });
        hanging.add(response);
        return;
      }
      const verified =
        typeof body.code_verifier === "string" &&
        crypto.createHash("sha256").update(body.code_verifier).digest("base64url") === issued?.challenge;
      // A code spent, unknown, or presented without its challenge's verifier: GitHub's refusal of a bad code.
      if (!issued || issued.used || !verified) return refuse("bad_verification_code", "The code passed is incorrect or expired.");
      issued.used = true;
      const token = `gho_standin${crypto.randomBytes(12).toString("hex")}`;
      tokens.add(token);
      exchanges.push({ code: body.code, token });
      return void json(200, { access_token: token, token_type: "bearer", scope: "public_repo" });
    }

    // The REST API, as Decap's GitHub backend calls it from the editor (through signin.spec's route, which answers CORS itself).
    const authorization = request.headers.authorization ?? "";
    api.push({ method: request.method ?? "GET", path: url.pathname + url.search, authorization, body: await readBody(request) });
    if (!tokens.has(authorization.replace(/^(token|bearer) /i, ""))) return void json(401, { message: "Bad credentials" });
    const [owner, name] = STAND_IN_REPO.split("/");
    const repoPath = `/repos/${STAND_IN_REPO}`;
    const route = `${request.method} ${url.pathname}`;
    const found = (value: unknown) => (value ? json(200, value) : json(404, { message: "Not Found" }));
    if (url.pathname === "/user") return void json(200, { login: "office-maintainer", id: 1, name: "Office Maintainer" });
    const about = { full_name: STAND_IN_REPO, name, owner: { login: owner }, default_branch: "main", private: false };
    if (url.pathname === repoPath) return void json(200, { ...about, permissions: { admin: false, push: true, pull: true } });
    const treePrefix = `GET ${repoPath}/git/trees/main:`;
    if (route.startsWith(treePrefix)) {
      const listed = tree(decodeURIComponent(route.slice(treePrefix.length)));
      return void found(listed && { sha: "tree", tree: listed, truncated: false });
    }
    const blobPrefix = `GET ${repoPath}/git/blobs/`;
    if (route.startsWith(blobPrefix)) {
      const sha = route.slice(blobPrefix.length);
      const content = blobs.get(sha);
      return void found(content && { sha, size: content.length, encoding: "base64", content: content.toString("base64") });
    }
    if (route === `GET ${repoPath}/pulls`) return void json(200, []);
    if (route === `POST ${repoPath}/git/blobs`) return void json(201, { sha: "0".repeat(40) });
    return void found(undefined);
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    exchanges,
    api,
    issueCode,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        // Kept-alive connections (the runtime's, the browser's) would hold the port until they time out.
        server.closeAllConnections();
      }),
  };
}
