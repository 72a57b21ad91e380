/**
 * `npm run readability`: plain-language check of the patient-facing pages.
 *
 * For every service, about and legal page, the home page and each shared block it prints the word count and the
 * Flesch-Kincaid grade of the page's main text, and fails (exit code 1) when
 *   - a service page's description + descriptionToBeParsed is outside 120–250 words, or
 *   - any page reads above grade 9.
 * Card sections count toward the grade, not toward a service page's word count.
 */
import fs from "node:fs";
import path from "node:path";
import { parseRichText, richTextToPlain } from "../src/content/richText";
import { countWords, fleschKincaidGrade } from "./lib/readability";

const MAX_GRADE = 9;
const SERVICE_WORDS = { min: 120, max: 250 };
const SECTION_KEYS = ["One", "Two", "Three", "Four"] as const;

const root = path.resolve(__dirname, "..");
const contentDir = path.join(root, "content");

type Json = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** Formatted text without its tags (tokens such as {phone} stay as words). */
function plain(html: unknown): string {
  const source = str(html);
  return source ? richTextToPlain(parseRichText(source).nodes) : "";
}

/** Card section titles and their items' titles and descriptions, one per line. */
function cardText(page: Json): string {
  return SECTION_KEYS.flatMap((key) => {
    const items = Array.isArray(page[`section${key}Data`]) ? (page[`section${key}Data`] as Json[]) : [];
    return [str(page[`section${key}Title`]), ...items.flatMap((item) => [str(item?.title), str(item?.description)])];
  })
    .filter(Boolean)
    .join("\n");
}

interface Row {
  file: string;
  words: number;
  grade: number;
  problems: string[];
}

function check(file: string, mainText: string, countedWords: number, isService: boolean): Row {
  const grade = fleschKincaidGrade(mainText);
  const problems: string[] = [];
  if (isService && (countedWords < SERVICE_WORDS.min || countedWords > SERVICE_WORDS.max))
    problems.push(
      `description + descriptionToBeParsed has ${countedWords} words (needs ${SERVICE_WORDS.min}–${SERVICE_WORDS.max})`,
    );
  if (grade > MAX_GRADE) problems.push(`reads at grade ${grade.toFixed(1)} (needs ${MAX_GRADE} or lower)`);
  return { file, words: countedWords, grade, problems };
}

function jsonFiles(folder: string): string[] {
  const dir = path.join(contentDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => `${folder}/${name}`);
}

function read(relative: string): Json | string {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, relative), "utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : "is not a JSON object";
  } catch (error) {
    return `cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
}

const rows: Row[] = [];
const measure = (relative: string, kind: "service" | "about" | "legal" | "home") => {
  const file = `content/${relative}`;
  const page = read(relative);
  if (typeof page === "string") {
    rows.push({ file, words: 0, grade: 0, problems: [page] });
    return;
  }
  if (kind === "service" || kind === "about") {
    const body = [str(page.description), plain(page.descriptionToBeParsed)].join("\n");
    const main = [body, kind === "about" ? str(page.parkingNote) : "", cardText(page)].join("\n");
    rows.push(check(file, main, countWords(body), kind === "service"));
  } else if (kind === "legal") {
    const sections = Array.isArray(page.sections) ? (page.sections as Json[]) : [];
    const main = [
      str(page.notice),
      str(page.intro),
      ...sections.flatMap((s) => [str(s?.heading), plain(s?.descriptionToBeParsed)]),
    ].join("\n");
    rows.push(check(file, main, countWords(main), false));
  } else {
    const groups = Array.isArray(page.serviceGroups) ? (page.serviceGroups as Json[]) : [];
    const main = [
      str(page.intro),
      str(page.serviceGroupsTitle),
      ...groups.flatMap((g) => [str(g?.title), str(g?.description)]),
    ].join("\n");
    rows.push(check(file, main, countWords(main), false));
  }
};

jsonFiles("services").forEach((file) => measure(file, "service"));
jsonFiles("about").forEach((file) => measure(file, "about"));
jsonFiles("legal").forEach((file) => measure(file, "legal"));
if (fs.existsSync(path.join(contentDir, "home/home.json"))) measure("home/home.json", "home");
// The shared blocks (When to call, Cost and insurance, …) appear on many pages, so each is held to the bar on its own.
if (fs.existsSync(path.join(contentDir, "blocks/blocks.json"))) {
  const blocks = read("blocks/blocks.json");
  if (typeof blocks === "string") rows.push({ file: "content/blocks/blocks.json", words: 0, grade: 0, problems: [blocks] });
  else
    for (const [name, block] of Object.entries(blocks)) {
      const fields = block && typeof block === "object" ? (block as Json) : {};
      const main = [str(fields.heading), plain(fields.descriptionToBeParsed)].join("\n");
      rows.push(check(`content/blocks/blocks.json: ${name}`, main, countWords(main), false));
    }
}

const width = Math.max(4, ...rows.map((row) => row.file.length));
console.log(`${"File".padEnd(width)}  ${"Words".padStart(5)}  ${"Grade".padStart(5)}`);
console.log(`${"-".repeat(width)}  -----  -----`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${String(row.words).padStart(5)}  ${row.grade.toFixed(1).padStart(5)}${row.problems.length ? "  ✗" : ""}`,
  );
}
console.log(
  `\nWords: description + descriptionToBeParsed for service and about pages; all text for legal pages, home and blocks.`,
);

const failed = rows.filter((row) => row.problems.length > 0);
if (failed.length > 0) {
  console.error(`\nReadability check failed (${failed.length} page${failed.length === 1 ? "" : "s"}):`);
  for (const row of failed) for (const problem of row.problems) console.error(`  - ${row.file}: ${problem}`);
  process.exit(1);
}
console.log(`\nReadability OK: ${rows.length} pages, every grade ${MAX_GRADE} or lower.`);
