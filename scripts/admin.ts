/**
 * `npm run admin`: writes the content editor (Decap CMS) into static/admin/, which Gatsby serves at
 * /admin. The build writes the production editor (GitHub with the editorial workflow: set
 * CMS_GITHUB_REPO, CMS_BRANCH and CMS_AUTH_BASE_URL); `npm run cms` writes the local one
 * (`--local`, saving through decap-server into this working copy).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { writeAdmin } from "../src/cms/admin";
import { DEFAULT_DECAP_PORT } from "../src/cms/decapConfig";

const root = path.resolve(__dirname, "..");
const { values } = parseArgs({
  options: {
    local: { type: "boolean", default: false },
    port: { type: "string", default: process.env.DECAP_PORT ?? String(DEFAULT_DECAP_PORT) },
    out: { type: "string", default: path.join(root, "static/admin") },
  },
});

const files = writeAdmin(
  path.resolve(values.out),
  values.local
    ? { mode: "local", localBackendUrl: `http://localhost:${values.port}/api/v1` }
    : {
        mode: "production",
        githubRepo: process.env.CMS_GITHUB_REPO,
        branch: process.env.CMS_BRANCH,
        authBaseUrl: process.env.CMS_AUTH_BASE_URL,
      },
);
console.log(
  `Content editor (${values.local ? "local" : "production"}) written to ${path.relative(root, path.resolve(values.out))}/: ${files.length} files`,
);
