/** @jest-environment node */
// Malformed JSON is described as the mistake a maintainer made, with the line to fix, what to type and a caret under the place:
// on examples, and on random content files with one mistake injected at a random place.
import fc from "fast-check";
import { parseJsonText } from "../../../src/content/gate/read";

function problemOf(text: string): string {
  const { problems } = parseJsonText(text, "content/services/veneers.json");
  expect(problems).toHaveLength(1);
  return problems[0];
}

/** Each kind of mistake, and what the message says of it; the first two whole, with the line and a caret under the place. */
it.each(
  Object.entries({
    [`line 3, column 21: malformed JSON (a comma after the last field); remove the comma at the end of line 3\n    3 |   "title": "Veneers",\n      | ${" ".repeat(20)}^`]:
      '{\n  "slug": "veneers",\n  "title": "Veneers",\n}\n',
    [`line 2, column 20: malformed JSON (a comma is missing between two fields); add a comma at the end of line 2\n    2 |   "slug": "veneers"\n      | ${" ".repeat(19)}^`]:
      '{\n  "slug": "veneers"\n  "title": "Veneers"\n}\n',
    "(a comma after the last entry); remove the comma before ] on line 2": '{\n  "blocks": ["whenToCall",]\n}',
    'line 2, column 3: malformed JSON (the field name slug has no quotes); write it as "slug" (in double quotes) on line 2':
      '{\n  slug: "veneers"\n}',
    "line 2, column 3: malformed JSON (single quotes (')); write straight double quotes (\") instead, on line 2":
      "{\n  'slug': 'veneers'\n}",
    'line 2, column 11: malformed JSON (a curly quote (“)); write straight double quotes (") instead, on line 2':
      '{\n  "slug": “veneers”\n}',
    'line 2, column 20: malformed JSON (a text is not closed); add the closing double quote (") at the end of the text on line 2':
      '{\n  "slug": "veneers,\n  "title": "Veneers"\n}',
    "line 2, column 26: malformed JSON (the [ on line 2 is never closed); add ] at the end of line 2":
      '{\n  "blocks": ["whenToCall"\n}',
    "line 2, column 11: malformed JSON (the { on line 2 is never closed); add the missing } where that object ends":
      '{\n  "hero": {\n    "webm": "home/hero.webm"\n',
    'line 2, column 20: malformed JSON (";" does not belong here); remove it from line 2': '{\n  "slug": "veneers";\n}',
    "line 2, column 15: malformed JSON (U+0009, an invisible character cannot be written as it is inside a text); replace the tab on line 2 with a space":
      '{\n  "slug": "ven\teers"\n}',
    'line 2, column 15: malformed JSON ("q" cannot be written as it is inside a text); remove it from line 2':
      '{\n  "slug": "ve\\qneers"\n}',
    "line 2, column 3: malformed JSON (U+00A0, an invisible character does not belong here); remove it from line 2":
      '{\n  \u00A0"slug": "veneers"\n}',
    'line 2, column 17: malformed JSON (a double quote (") inside a text ends it early); write that quote as \\" (or use curly quotes “ ”) on line 2':
      '{\n  "title": "The "best" care"\n}',
    "line 1, column 1: malformed JSON (the file is empty)": "",
  }),
)("says %s", (says, text) => {
  expect(problemOf(text)).toContain(says);
  expect(problemOf(text)).toMatch(/^content\/services\/veneers\.json: line \d+, column \d+: malformed JSON/);
});

/** Field names as content files write them. */
const key = fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/);
/** Text without quotes or backslashes, so a mistake can be placed by looking at the line alone. */
const text = fc.stringMatching(/^[A-Za-z0-9 .,:;!?()/-]{0,30}$/);
const { content } = fc.letrec<{ content: Record<string, unknown>; value: unknown }>((tie) => ({
  content: fc.dictionary(key, tie("value"), { minKeys: 1, maxKeys: 5 }),
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc.integer({ min: 0, max: 99999 }),
    fc.boolean(),
    fc.array(text, { minLength: 1, maxLength: 3 }),
    tie("content"),
    fc.array(tie("content"), { minLength: 1, maxLength: 2 }),
  ),
}));

/** What a message says of each kind of mistake (the words in brackets after "malformed JSON"). */
const SAYS = {
  trailingComma: /^a comma after the last (field|entry)$/,
  missingComma: /^a comma is missing between two (fields|entries)$/,
  unquotedKey: /^the field name \w+ has no quotes$/,
  singleQuotes: /^single quotes \('\)$/,
  unclosedString: /^a text is not closed$/,
  unclosedBracket: /^the [{[] on line \d+ is never closed$/,
  stray: /^";" does not belong here$/,
};

/** A malformed text, its kind of mistake, and the line (1-based) the hint must name. */
type Injected = { text: string; kind: keyof typeof SAYS; line: number };

/** Every way one mistake of each kind can be made in the pretty-printed `data`. */
function mistakes(data: Record<string, unknown>): Injected[] {
  const lines = JSON.stringify(data, null, 2).split("\n");
  /** The text with line `index` replaced by `line`, or dropped without it. */
  const changed = (index: number, ...line: string[]) => [...lines.slice(0, index), ...line, ...lines.slice(index + 1)].join("\n");
  const closes = (line: string | undefined) => /^\s*[}\]]/.test(line ?? "");
  // The file's last brace missing.
  const out: Injected[] = [{ text: lines.slice(0, -1).join("\n"), kind: "unclosedBracket", line: 1 }];
  lines.forEach((line, i) => {
    const add = (kind: Injected["kind"], replacement: string) => out.push({ text: changed(i, replacement), kind, line: i + 1 });
    // A comma after the last member.
    if (!/[[{,]$/.test(line) && closes(lines[i + 1])) add("trailingComma", `${line},`);
    // A member without its comma, before the next member.
    if (line.endsWith(",") && !closes(lines[i + 1]) && /[^[{,]$/.test(line.slice(0, -1))) add("missingComma", line.slice(0, -1));
    // A field name without quotes, and one in single quotes.
    if (/^\s*"[a-zA-Z]+": /.test(line)) {
      add("unquotedKey", line.replace(/"([a-zA-Z]+)": /, "$1: "));
      add("singleQuotes", line.replace(/"([a-zA-Z]+)": /, "'$1': "));
    }
    // A text value without its closing quote.
    if (/"(,)?$/.test(line) && /("[a-zA-Z]+": |^\s*)"[^"]*"(,)?$/.test(line)) add("unclosedString", line.replace(/"(,?)$/, "$1"));
    // A list closed by the closing brace of its object: the ] is missing.
    if (/^\s*\]$/.test(line) && /^\s*\}/.test(lines[i + 1] ?? ""))
      out.push({ text: changed(i), kind: "unclosedBracket", line: i });
    // A stray character after a value.
    if (/[^[{,]$/.test(line.replace(/,$/, "")) && !closes(line)) add("stray", line.replace(/(,?)$/, ";$1"));
  });
  return out;
}

it("names the kind of mistake and the line to fix in random content files with one mistake injected at a random place", () => {
  const injected = content.chain((data) => fc.constantFrom(...mistakes(data)));
  fc.assert(
    fc.property(injected, ({ text: malformed, kind, line }) => {
      const problem = problemOf(malformed);
      const [, what, fix, excerpt, caret] =
        /^content\/services\/veneers\.json: line \d+, column \d+: malformed JSON \((.*)\); (.*)\n(.*)\n(.*)$/.exec(problem) ?? [];
      expect(what).toMatch(SAYS[kind]);
      expect(`${what}; ${fix}`).toContain(`line ${line}`);
      expect(excerpt).toMatch(/^ {4}\d+ \| /);
      expect(caret).toMatch(/^ {4} +\| *\^$/);
    }),
    { numRuns: 400 },
  );
});
