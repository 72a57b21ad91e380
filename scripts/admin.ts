/**
 * `npm run admin` (part of the build): writes the production content editor (Decap CMS with
 * GitHub and the editorial workflow) into static/admin/, which Gatsby copies to public/admin/.
 * CMS_GITHUB_REPO (owner/name), CMS_BRANCH (default main) and CMS_AUTH_BASE_URL (the OAuth service
 * that signs maintainers in to GitHub) configure it. `npm run cms` writes its own local editor.
 */
import path from "node:path";
import { writeAdmin } from "../src/cms/admin";

const root = path.resolve(__dirname, "..");
const files = writeAdmin(path.join(root, "static/admin"), {
  mode: "production",
  githubRepo: process.env.CMS_GITHUB_REPO,
  branch: process.env.CMS_BRANCH,
  authBaseUrl: process.env.CMS_AUTH_BASE_URL,
});
console.log(`Content editor written to static/admin/: ${files.length} files`);
