/** `npm run check:content`: the build's content checks, in seconds, without a build. */
import path from "node:path";
import { ContentError, loadContent } from "../src/content/validate";

const root = path.resolve(__dirname, "..");
try {
  const content = loadContent(path.join(root, "content"), path.join(root, "static"));
  console.log(
    `Content OK: ${content.services.length} service pages, ${content.about.length} about pages, ${content.legal.length} legal page(s), the home page, menu, sidebar and ${content.redirects.redirects.length} redirects.`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
