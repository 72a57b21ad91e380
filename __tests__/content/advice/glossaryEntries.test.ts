/** @jest-environment node */
// Each entry of the shipped Spanish glossary on a made-up page, one row a sentence of glossaryEntries.txt: "entry's term:
// sentence", [a term to avoid] as the advice quotes it, "[avoided|right]" also tried right; no brackets: left alone.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { glossaryAdvice } from "../../../src/content/advice/glossary";
import { fileTexts } from "../../../src/content/advice/pageText";
import { glossarySchema } from "../../../src/content/kinds/glossary";
import { SHIPPED } from "../../support/contentCopy";

const glossary = glossarySchema.parse(
  JSON.parse(fs.readFileSync(path.join(SHIPPED.content, "es/glossary/glossary.json"), "utf8")),
);
const PAGE = "content/es/services/paginainventada.json";
/** The field of the step card that says the `n`th sentence, as the advice names it. */
const field = (n: number) => `Section two card ${n + 1}, description (\`sectionTwoData[${n}].description\`)`;

/** The advice on a made-up Spanish service page whose step cards say `sentences`, one a card. */
const adviceOn = (sentences: string[]) =>
  glossaryAdvice(
    glossary,
    fileTexts(PAGE, {
      sectionTwoTitle: "Qué esperar",
      sectionTwoData: sentences.map((description, n) => ({ title: `Paso ${n + 1}`, description })),
    }),
  );

const LINES = fs.readFileSync(path.join(__dirname, "glossaryEntries.txt"), "utf8").trim().split("\n");
const ROWS = LINES.flatMap((line) => {
  const [, use, written] = /^(.+?): (.+)$/.exec(line) ?? [];
  const [, wording, right] = /\[([^|\]]+)(?:\|([^\]]+))?\]/.exec(written) ?? [];
  const row = (words: string) => written.replace(/\[.+\]/, words);
  const rightRow = right === undefined ? [] : [{ use, sentence: row(right), wording: undefined }];
  return [{ use, sentence: wording === undefined ? written : row(wording), wording }, ...rightRow];
}).map((row, n) => ({ ...row, n }));
// Every sentence on one page, one card each: one run of the glossary for all rows.
const ADVICE = adviceOn(ROWS.map((row) => row.sentence));
const adviceOnRow = (n: number) => ADVICE.filter((item) => item.message.startsWith(`${field(n)} `));

it.each(ROWS.filter((row) => row.wording))("the entry for $use names the file and field in $sentence", ({ use, wording, n }) => {
  const message = `${field(n)} writes "${wording}", which the glossary says to avoid: write "${use}" (`;
  expect(adviceOnRow(n)).toContainEqual({ file: PAGE, rule: "glossary", message: expect.stringContaining(message) as unknown });
});

it.each(ROWS.filter((row) => !row.wording))("the entry for $use leaves alone $sentence", ({ n }) => {
  expect(adviceOnRow(n)).toEqual([]);
});

it("flags every term to avoid in any letter case and spacing, naming the field it is in", () => {
  const terms = glossary.entries.flatMap((entry) => entry.avoid.map((term) => ({ use: entry.use, term })));
  const upper = fc.array(fc.boolean(), { minLength: 60, maxLength: 60 });
  fc.assert(
    fc.property(fc.constantFrom(...terms), upper, fc.constantFrom(" ", "  ", "\n"), ({ use, term }, cases, space) => {
      const written = [...term.replace(/ /g, space)]
        .map((letter, i) => (cases[i % cases.length] ? letter.toLocaleUpperCase("es") : letter.toLocaleLowerCase("es")))
        .join("");
      expect(adviceOn([`Hoy: ${written}.`]).map((item) => item.message)).toContainEqual(
        expect.stringContaining(`${field(0)} writes "${written}", which the glossary says to avoid: write "${use}"`),
      );
    }),
  );
});
