/**
 * `npm run readability`: the word count and Flesch-Kincaid grade of every page, as a table.
 * The limits themselves are content advice (src/content/advice.ts), reported and enforced by
 * `npm run check:content`; this prints the numbers behind them and fails on the same advice.
 */
import path from "node:path";
import { loadContent } from "../src/content/validate";
import { ADVICE_LIMITS, contentAdvice, formatAdvice, measurePages } from "../src/content/advice";

const root = path.resolve(__dirname, "..");
const content = loadContent(path.join(root, "content"), path.join(root, "static"));
const rows = measurePages(content);
const flagged = new Set(contentAdvice(content).map((item) => item.file));

const width = Math.max(4, ...rows.map((row) => row.file.length));
console.log(`${"File".padEnd(width)}  ${"Words".padStart(5)}  ${"Grade".padStart(5)}`);
console.log(`${"-".repeat(width)}  -----  -----`);
for (const row of rows)
  console.log(
    `${row.file.padEnd(width)}  ${String(row.words).padStart(5)}  ${row.grade.toFixed(1).padStart(5)}${flagged.has(row.file) ? "  ✗" : ""}`,
  );
console.log(
  `\nWords: description + descriptionToBeParsed for service and about pages; all text for legal pages, home and blocks.`,
);

const readingAdvice = contentAdvice(content).filter((item) => item.rule === "grade" || item.rule === "length");
if (readingAdvice.length > 0) {
  console.error(`\nReadability check failed:`);
  for (const item of readingAdvice) console.error(`  - ${formatAdvice(item)}`);
  process.exit(1);
}
console.log(`\nReadability OK: ${rows.length} pages, every grade ${ADVICE_LIMITS.maxGrade} or lower.`);
