/**
 * `npm run check:content`: the content gate, in seconds, without a build (the build runs it first).
 * Errors (a page would be broken or unsafe) exit 1. Advice (length, card sections, reading grade,
 * alt text, links to a page) is printed with the file and the number; `--strict` fails on it too.
 * `--content <dir>` and `--static <dir>` check another copy of the site (the CMS test uses this).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ContentError, loadContent } from "../src/content/validate";
import { contentAdvice, formatAdvice } from "../src/content/advice";
import { translationWarnings } from "../src/content/publishingWarnings";
import { translationAgeWarnings } from "../src/content/translationAge";

const root = path.resolve(__dirname, "..");
const { values } = parseArgs({
  options: {
    strict: { type: "boolean", default: false },
    content: { type: "string", default: path.join(root, "content") },
    static: { type: "string", default: path.join(root, "static") },
  },
});

try {
  const content = loadContent(path.resolve(values.content), path.resolve(values.static));
  const advice = contentAdvice(content);
  for (const item of advice) console.warn(`advice: ${formatAdvice(item)}`);
  for (const warning of translationWarnings(content)) console.warn(`warning: ${warning}`);
  for (const warning of translationAgeWarnings(content)) console.warn(`warning: ${warning}`);
  console.log(
    `Content OK: ${content.services.length} service pages, ${content.about.length} about pages, ${content.legal.length} legal page(s), the home page, ${Object.keys(content.translations).length} translation(s), menu, sidebar and ${content.redirects.redirects.length} redirects; ${advice.length} piece${advice.length === 1 ? "" : "s"} of advice.`,
  );
  if (values.strict && advice.length > 0) {
    console.error(
      `Strict content check failed: ${advice.length} piece${advice.length === 1 ? "" : "s"} of advice to act on (above).`,
    );
    process.exit(1);
  }
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
