/**
 * Malformed JSON in a maintainer's words: what kind of mistake it is, where to fix it, and the line
 * itself with a caret under that place.
 */
import { parse, type ParseError } from "jsonc-parser";

/** Where the fix goes (a character offset), what is wrong in a few words, and what to type, naming the line. */
type JsonHint = [offset: number, what: string, fix: string];

/** The 1-based line and column (counting characters) of `offset` in `text`. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: [...before.slice(lineStart)].length + 1 };
}

/** `line 3, column 18` of a character offset in `text` (columns count characters, not bytes). */
export function positionOf(text: string, offset: number): string {
  const { line, column } = lineColumn(text, offset);
  return `line ${line}, column ${column}`;
}

/** The string (its opening quote's offset) and the brackets, innermost last, open just before `offset`. */
function scan(text: string, offset: number): { stringStart?: number; open: { char: "{" | "["; offset: number }[] } {
  const open: { char: "{" | "["; offset: number }[] = [];
  let stringStart: number | undefined;
  for (let i = 0; i < offset; i++) {
    const char = text[i];
    if (stringStart !== undefined) {
      if (char === "\\") i++;
      else if (char === '"' || char === "\n") stringStart = undefined;
    } else if (char === '"') stringStart = i;
    else if (char === "{" || char === "[") open.push({ char, offset: i });
    else if (char === "}" || char === "]") open.pop();
  }
  return { stringStart, open };
}

const atLine = (text: string, offset: number) => `line ${lineColumn(text, offset).line}`;

/** True when the rest of the line after `offset` is only white space. */
const endsLine = (text: string, offset: number) => /^[ \t]*(\r?\n|$)/.test(text.slice(offset + 1));

export const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

const shown = (char: string) =>
  /[\p{L}\p{N}\p{P}\p{S}]/u.test(char)
    ? `"${char}"`
    : `${codePoint(char)}${/\s/.test(char) || /\p{C}/u.test(char) ? ", an invisible character" : ""}`;

/** What mistake stops JSON.parse at `offset` and how to fix it; the parser stops after the mistake, so this looks back. */
function jsonHint(text: string, offset: number): JsonHint {
  if (text.trim() === "") return [0, "the file is empty", "write the file's { … } object, or restore the file"];
  const { stringStart, open } = scan(text, offset);
  const char = text[offset] ?? "";

  // A line break inside a string: the closing quote is missing.
  if (stringStart !== undefined && (char === "\n" || char === "\r" || char === ""))
    return [
      char === "" ? text.length : offset,
      "a text is not closed",
      `add the closing double quote (") at the end of the text on ${atLine(text, stringStart)}`,
    ];
  if (stringStart !== undefined)
    return [
      offset,
      `${shown(char)} cannot be written as it is inside a text`,
      char === "\t" ? `replace the tab on ${atLine(text, offset)} with a space` : `remove it from ${atLine(text, offset)}`,
    ];

  const innermost = open[open.length - 1];
  const closer = innermost?.char === "[" ? "]" : "}";
  const neverClosed = () => `the ${innermost.char} on ${atLine(text, innermost.offset)} is never closed`;
  if (text.slice(offset).trim() === "" && innermost)
    return [
      innermost.offset,
      neverClosed(),
      `add the missing ${closer} where that ${innermost.char === "{" ? "object" : "list"} ends (every ${innermost.char} needs its ${closer})`,
    ];

  if ("'\u2018\u2019\u201C\u201D".includes(char) && char)
    return [
      offset,
      char === "'" ? "single quotes (')" : `a curly quote (${char})`,
      `write straight double quotes (") instead, on ${atLine(text, offset)}`,
    ];

  let before = offset - 1;
  while (before >= 0 && /\s/.test(text[before])) before--;
  const previous = text[before] ?? "";
  /** `<action> at the end of line N` or `<action> <where> on line N`. */
  const atEnd = (action: string, where: string) =>
    endsLine(text, before) ? `${action} at the end of ${atLine(text, before)}` : `${action} ${where} on ${atLine(text, before)}`;
  if ((char === "}" || char === "]") && innermost && char !== closer && previous !== ",")
    return [before + 1, neverClosed(), atEnd(`add ${closer}`, `after ${shown(previous)}`)];
  if ((char === "}" || char === "]") && previous === ",")
    return [before, `a comma after the last ${char === "}" ? "field" : "entry"}`, atEnd("remove the comma", `before ${char}`)];

  // A text that goes on after its closing quote on the same line: a " inside the text ended it early.
  const sameLine = !text.slice(before, offset).includes("\n");
  if (previous === '"' && sameLine && /[\p{L}\p{N}]/u.test(char) && scan(text, before).stringStart !== undefined)
    return [
      before,
      'a double quote (") inside a text ends it early',
      `write that quote as \\" (or use curly quotes “ ”) on ${atLine(text, before)}`,
    ];

  if (/["{[\-0-9tfn]/.test(char) && /["}\]0-9el]/.test(previous) && before >= 0)
    return [
      before + 1,
      `a comma is missing between two ${innermost?.char === "[" ? "entries" : "fields"}`,
      atEnd("add a comma", `after ${shown(previous)}`),
    ];

  const word = /^[\p{L}_$][\p{L}\p{N}_$]*/u.exec(text.slice(offset))?.[0];
  if (word && (previous === "{" || previous === ",") && /^\s*:/.test(text.slice(offset + word.length)))
    return [
      offset,
      `the field name ${word} has no quotes`,
      `write it as "${word}" (in double quotes) on ${atLine(text, offset)}`,
    ];

  if (char === "") return [text.length, "the file ends before the JSON does (is it cut off?)", "restore the end of the file"];
  return [
    offset,
    `${shown(String.fromCodePoint(text.codePointAt(offset) ?? 32))} does not belong here`,
    `remove it from ${atLine(text, offset)}${/^\p{L}/u.test(char) ? ", or put the text in double quotes" : ""}`,
  ];
}

/** The line holding `offset`, numbered, with a caret under the offset's character; long lines cut around it. */
function caretExcerpt(text: string, offset: number): string {
  const { line, column } = lineColumn(text, offset);
  const chars = [...(text.split("\n")[line - 1] ?? "").replace(/\r$/, "")];
  const from = Math.max(0, column - 1 - 60);
  const shownChars = chars.slice(from, from + 100);
  const lead = from > 0 ? "…" : "";
  const number = String(line);
  const pad = shownChars
    .slice(0, column - 1 - from)
    .map((c) => (c === "\t" ? "\t" : " "))
    .join("");
  return `${number} | ${lead}${shownChars.join("")}\n${" ".repeat(number.length)} | ${lead ? " " : ""}${pad}^`;
}

/** Where JSON.parse refused `text` with `error` (V8's offset, else a strict re-parse's first error), in words, with a caret. */
export function malformedJson(text: string, error: unknown): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : String(error));
  const errors: ParseError[] = [];
  if (!position) parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [offset, what, fix] = jsonHint(text, position ? Number(position[1]) : (errors[0]?.offset ?? text.length));
  const excerpt = caretExcerpt(text, offset).replace(/^/gm, "    ");
  return `${positionOf(text, offset)}: malformed JSON (${what}); ${fix}\n${excerpt}`;
}
