/**
 * `npm run readability`: the numbers behind the reading advice (src/content/advice/), as tables, each file with advice
 * marked: the English pages' Flesch-Kincaid grade, the Spanish pages' reading ease and length against the English.
 */
import path from "node:path";
import { loadContent } from "../src/content/gate/load";
import { ADVICE_LIMITS, contentAdvice, measurePages } from "../src/content/advice/rules";
import { TRANSLATION_LIMITS, measureTranslations, translationPairs } from "../src/content/advice/translationQuality";

const root = path.resolve(__dirname, "..");
const content = loadContent(path.join(root, "content"), path.join(root, "static"));
const flagged = new Set(contentAdvice(content).map((item) => item.file));
const round = (value: number) => Math.round(value * 10) / 10;

/** A table of `rows` by file, with `cells` and whether the file has advice. */
const table = <Row extends { file: string }>(rows: Row[], cells: (row: Row) => object) =>
  console.table(Object.fromEntries(rows.map((row) => [row.file, { ...cells(row), Advice: flagged.has(row.file) }])));

table(measurePages(content), (row) => ({ Words: row.words, Grade: round(row.grade) }));
console.log(
  `Words: description + descriptionToBeParsed for service and about pages; all text for legal pages, home and blocks. Grade: Flesch-Kincaid, ${ADVICE_LIMITS.maxGrade} or lower.\n`,
);

table(measureTranslations(translationPairs(content, content.translations.es)), (row) => ({
  Words: row.words,
  "Fernández-Huerta": round(row.fernandezHuerta),
  "Szigriszt-Pazos": round(row.szigrisztPazos),
  "% of English length": row.lengthRatio === undefined ? undefined : Math.round(row.lengthRatio * 100),
}));
const { minFernandezHuerta, minLengthRatio } = TRANSLATION_LIMITS;
console.log(
  `Fernández-Huerta: ${minFernandezHuerta.services} or more on service pages, ${minFernandezHuerta.other} or more elsewhere (higher is easier). ` +
    `Length: a service page's Spanish main text at least ${Math.round(minLengthRatio * 100)}% of the English.`,
);

console.log(`\n${flagged.size} files have advice (npm run check:content names it).`);
