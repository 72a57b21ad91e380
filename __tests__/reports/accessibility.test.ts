/**
 * reports/accessibility.md, the conformance table, does not drift from the tests: one row per WCAG 2.2 A and AA criterion,
 * every test it cites exists, and every criterion-named group of the WCAG and keyboard suites is cited in its row.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** WCAG 2.2's level A and AA success criteria (4.1.1 Parsing is obsolete in 2.2). */
const CRITERIA = Object.entries({
  A: "1.1.1 1.2.1 1.2.2 1.2.3 1.3.1 1.3.2 1.3.3 1.4.1 1.4.2 2.1.1 2.1.2 2.1.4 2.2.1 2.2.2 2.3.1 2.4.1 2.4.2 2.4.3 2.4.4 2.5.1 2.5.2 2.5.3 2.5.4 3.1.1 3.2.1 3.2.2 3.2.6 3.3.1 3.3.2 3.3.7 4.1.2",
  AA: "1.2.4 1.2.5 1.3.4 1.3.5 1.4.3 1.4.4 1.4.5 1.4.10 1.4.11 1.4.12 1.4.13 2.4.5 2.4.6 2.4.7 2.4.11 2.5.7 2.5.8 3.1.2 3.2.3 3.2.4 3.3.3 3.3.4 3.3.8 4.1.3",
}).flatMap(([level, list]) => list.split(" ").map((criterion) => [criterion, level]));

/** The names given to test(), test.describe() and it() in a test file; a template string's parts around each `${…}` count too. */
const testNames = (file: string) =>
  Array.from(read(file).matchAll(/\b(?:test|it)(?:\.describe)?\(\s*(["`])((?:(?!\1).)*)\1/g))
    .flatMap((match) => match[2].split(/\$\{[^}]*\}/))
    .filter((name) => name.trim());

/** The tests a text cites: `file` › "name". */
const citations = (how: string) =>
  Array.from(how.matchAll(/`([^`]+\.ts)` › "([^"]+)"/g), (match) => ({ file: match[1], name: match[2] }));

/** The table's rows: criterion, level, result, and how it was decided. */
const rows = read("reports/accessibility.md")
  .split("\n")
  .filter((line) => /^\|\s*\d+\.\d+\.\d+ /.test(line))
  .map((line) => {
    const [, criterion, level, result, how] = line.split(/\s*\|\s*/);
    return { criterion, level, result, how };
  });

it("reports/accessibility.md has exactly one row for each WCAG 2.2 level A and AA criterion, with its level", () => {
  const found = rows.filter((row) => row.level !== "AAA").map((row) => [row.criterion.split(" ")[0], row.level]);
  expect(found.sort()).toEqual(CRITERIA.sort());
});

it("reports/accessibility.md gives every row a result and a way it was decided: a cited test, or a manual note or reason", () => {
  for (const row of rows) {
    expect([row.criterion, row.result]).toEqual([row.criterion, expect.stringMatching(/^(Pass|Fail|Not applicable)$/)]);
    if (row.result === "Not applicable") expect(row.how.length).toBeGreaterThan(10);
    else expect(citations(row.how).length > 0 || /^Manual: /.test(row.how)).toBe(true);
  }
});

it("reports/accessibility.md cites only tests that exist, by file and a part of the name, in the table and in the text around it", () => {
  const cited = citations(read("reports/accessibility.md"));
  expect(cited.length).toBeGreaterThan(30);
  const missing = cited
    .filter(({ file, name }) => !fs.existsSync(path.join(ROOT, file)) || !testNames(file).some((test) => test.includes(name)))
    .map(({ file, name }) => `${file} › "${name}"`);
  expect(missing).toEqual([]);
});

it("reports/accessibility.md cites every criterion-named group of the WCAG and keyboard browser tests in each of its criteria's rows", () => {
  const groups = ["e2e/wcag.spec.ts", "e2e/keyboard.spec.ts"].flatMap((file) =>
    testNames(file)
      .filter((name) => /^\d+\.\d+\.\d+[ /]/.test(name))
      .map((name) => ({ file, name })),
  );
  const criteriaOf = (group: string) => group.match(/^[\d./ ]+/)?.[0].match(/\d+\.\d+\.\d+/g) ?? [];
  // A group may measure several criteria on one load ("1.4.3 / 2.4.7 …"): each of them is named.
  expect(new Set(groups.flatMap(({ name }) => criteriaOf(name))).size).toBeGreaterThan(15);
  const cites = (number: string, file: string, group: string) =>
    rows.some(
      (row) =>
        row.criterion.startsWith(`${number} `) && citations(row.how).some((cited) => cited.file === file && cited.name === group),
    );
  const uncited = groups.flatMap(({ file, name: group }) =>
    criteriaOf(group)
      .filter((number) => !cites(number, file, group))
      .map((number) => `${number} does not cite "${group}"`),
  );
  expect(uncited).toEqual([]);
});
