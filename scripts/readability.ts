/**
 * `npm run readability`: the word count and reading level of every page, as tables: the
 * Flesch-Kincaid grade of the English pages, and for the Spanish pages the Fernández-Huerta and
 * Szigriszt-Pazos reading ease with each page's length against its English counterpart.
 * The limits themselves are content advice (src/content/advice/rules.ts), reported and enforced by
 * `npm run check:content`; this prints the numbers behind them and fails on the same advice.
 */
import path from "node:path";
import { loadContent } from "../src/content/gate/load";
import { ADVICE_LIMITS, contentAdvice, formatAdvice, measurePages } from "../src/content/advice/rules";
import { TRANSLATION_LIMITS, measureTranslations, translationPairs } from "../src/content/advice/translationQuality";

const root = path.resolve(__dirname, "..");
const content = loadContent(path.join(root, "content"), path.join(root, "static"));
const advice = contentAdvice(content);
const flagged = new Set(advice.map((item) => item.file));
const mark = (file: string) => (flagged.has(file) ? "  ✗" : "");

/** Prints rows as a fixed-width table, the first column left-aligned and the others right-aligned. */
function table(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

const english = measurePages(content);
table(
  ["File", "Words", "Grade"],
  english.map((row) => [row.file, String(row.words), `${row.grade.toFixed(1)}${mark(row.file)}`]),
);
console.log(
  `\nWords: description + descriptionToBeParsed for service and about pages; all text for legal pages, home and blocks.\n`,
);

const spanish = measureTranslations(translationPairs(content, content.translations.es));
table(
  ["Spanish file", "Words", "Fernández-Huerta", "Szigriszt-Pazos", "Length vs English"],
  spanish.map((row) => [
    row.file,
    String(row.words),
    row.fernandezHuerta.toFixed(1),
    row.szigrisztPazos.toFixed(1),
    `${row.lengthRatio === undefined ? "–" : `${Math.round(row.lengthRatio * 100)}%`}${mark(row.file)}`,
  ]),
);
const { minFernandezHuerta, minLengthRatio } = TRANSLATION_LIMITS;
console.log(
  `\nFernández-Huerta: ${minFernandezHuerta.services} or more on service pages, ${minFernandezHuerta.other} or more elsewhere (higher is easier). ` +
    `Length: a service page's Spanish main text at least ${Math.round(minLengthRatio * 100)}% of the English.`,
);

const readingRules = new Set(["grade", "length", "gradeEs", "translationLength"]);
const readingAdvice = advice.filter((item) => readingRules.has(item.rule));
if (readingAdvice.length > 0) {
  console.error(`\nReadability check failed:`);
  for (const item of readingAdvice) console.error(`  - ${formatAdvice(item)}`);
  process.exit(1);
}
console.log(
  `\nReadability OK: ${english.length} English pages, every grade ${ADVICE_LIMITS.maxGrade} or lower; ${spanish.length} Spanish pages within their limits.`,
);
