/**
 * Malformed JSON in a maintainer's words: what kind of mistake it is (a comma after the last field,
 * a missing comma, a field name without quotes, single quotes, a text or a bracket left open, a
 * stray character), where to fix it, and the line itself with a caret under that place.
 */
import { parse, type ParseError } from "jsonc-parser";

interface JsonHint {
  /** Where the fix goes: a character offset in the text. */
  offset: number;
  /** What is wrong, in a few words. */
  what: string;
  /** What to type, naming the line. */
  fix: string;
}

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

interface ScanState {
  /** Offset of the opening quote of the string the offset is inside, if any. */
  stringStart?: number;
  /** The brackets open at the offset, innermost last. */
  open: { char: "{" | "["; offset: number }[];
}

/** Brackets and strings open just before `offset`, reading the text as JSON would. */
function scan(text: string, offset: number): ScanState {
  const open: ScanState["open"] = [];
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

/** The offset of the last character before `offset` that is not white space, or -1. */
function previousVisible(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
}

const atLine = (text: string, offset: number) => `line ${lineColumn(text, offset).line}`;

/** True when the rest of the line after `offset` is only white space. */
const endsLine = (text: string, offset: number) => /^[ \t]*(\r?\n|$)/.test(text.slice(offset + 1));

export const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

const shown = (char: string) =>
  /[\p{L}\p{N}\p{P}\p{S}]/u.test(char)
    ? `"${char}"`
    : `${codePoint(char)}${/\s/.test(char) || /\p{C}/u.test(char) ? ", an invisible character" : ""}`;

/**
 * What kind of mistake stops JSON.parse at `offset` (where the parser gave up) and how to fix it.
 * The parser stops after the mistake, so the hint looks back from there.
 */
function jsonHint(text: string, offset: number): JsonHint {
  if (text.trim() === "")
    return { offset: 0, what: "the file is empty", fix: "write the file's { … } object, or restore the file" };
  const { stringStart, open } = scan(text, offset);
  const char = text[offset] ?? "";

  // A line break inside a string: the closing quote is missing.
  if (stringStart !== undefined && (char === "\n" || char === "\r" || char === ""))
    return {
      offset: char === "" ? text.length : offset,
      what: "a text is not closed",
      fix: `add the closing double quote (") at the end of the text on ${atLine(text, stringStart)}`,
    };
  if (stringStart !== undefined && char !== "")
    return {
      offset,
      what: `${shown(char)} cannot be written as it is inside a text`,
      fix: char === "\t" ? `replace the tab on ${atLine(text, offset)} with a space` : `remove it from ${atLine(text, offset)}`,
    };

  const innermost = open[open.length - 1];
  const closer = innermost?.char === "[" ? "]" : "}";
  if (text.slice(offset).trim() === "" && innermost)
    return {
      offset: innermost.offset,
      what: `the ${innermost.char} on ${atLine(text, innermost.offset)} is never closed`,
      fix: `add the missing ${closer} where that ${innermost.char === "{" ? "object" : "list"} ends (every ${innermost.char} needs its ${closer})`,
    };

  if (char === "'" || char === "\u2018" || char === "\u2019" || char === "\u201C" || char === "\u201D")
    return {
      offset,
      what: char === "'" ? "single quotes (')" : `a curly quote (${char})`,
      fix: `write straight double quotes (") instead, on ${atLine(text, offset)}`,
    };

  const before = previousVisible(text, offset);
  const previous = text[before] ?? "";
  if ((char === "}" || char === "]") && innermost && char !== closer && previous !== ",")
    return {
      offset: before + 1,
      what: `the ${innermost.char} on ${atLine(text, innermost.offset)} is never closed`,
      fix: endsLine(text, before)
        ? `add ${closer} at the end of ${atLine(text, before)}`
        : `add ${closer} after ${shown(previous)} on ${atLine(text, before)}`,
    };
  if ((char === "}" || char === "]") && previous === ",")
    return {
      offset: before,
      what: `a comma after the last ${char === "}" ? "field" : "entry"}`,
      fix: endsLine(text, before)
        ? `remove the comma at the end of ${atLine(text, before)}`
        : `remove the comma before ${char} on ${atLine(text, before)}`,
    };

  // A text that goes on after its closing quote on the same line: a " inside the text ended it early.
  const sameLine = !text.slice(before, offset).includes("\n");
  if (previous === '"' && sameLine && /[\p{L}\p{N}]/u.test(char) && scan(text, before).stringStart !== undefined)
    return {
      offset: before,
      what: 'a double quote (") inside a text ends it early',
      fix: `write that quote as \\" (or use curly quotes “ ”) on ${atLine(text, before)}`,
    };

  const startsValue = /["{[\-0-9tfn]/.test(char);
  const endsValue = /["}\]0-9el]/.test(previous);
  if (startsValue && endsValue && before >= 0)
    return {
      offset: before + 1,
      what: innermost?.char === "[" ? "a comma is missing between two entries" : "a comma is missing between two fields",
      fix: endsLine(text, before)
        ? `add a comma at the end of ${atLine(text, before)}`
        : `add a comma after ${shown(previous)} on ${atLine(text, before)}`,
    };

  const word = /^[\p{L}_$][\p{L}\p{N}_$]*/u.exec(text.slice(offset))?.[0];
  if (word && (previous === "{" || previous === ",") && /^\s*:/.test(text.slice(offset + word.length)))
    return {
      offset,
      what: `the field name ${word} has no quotes`,
      fix: `write it as "${word}" (in double quotes) on ${atLine(text, offset)}`,
    };

  if (char === "")
    return {
      offset: text.length,
      what: "the file ends before the JSON does (is it cut off?)",
      fix: "restore the end of the file",
    };
  return {
    offset,
    what: `${shown(String.fromCodePoint(text.codePointAt(offset) ?? 32))} does not belong here`,
    fix: `remove it from ${atLine(text, offset)}${/^\p{L}/u.test(char) ? ", or put the text in double quotes" : ""}`,
  };
}

/** The line holding `offset`, numbered, with a caret under the offset's character. */
function caretExcerpt(text: string, offset: number): string {
  const { line, column } = lineColumn(text, offset);
  const chars = [...(text.split("\n")[line - 1] ?? "").replace(/\r$/, "")];
  // Long lines are cut around the caret so the excerpt fits a terminal.
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

/**
 * Where JSON.parse refused `text` with `error` (V8's offset, else the first error of a strict
 * re-parse), what the mistake is and how to fix it, with the line and a caret under the place.
 */
export function malformedJson(text: string, error: unknown): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : String(error));
  const errors: ParseError[] = [];
  if (!position) parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const hint = jsonHint(text, position ? Number(position[1]) : (errors[0]?.offset ?? text.length));
  const excerpt = caretExcerpt(text, hint.offset).replace(/^/gm, "    ");
  return `${positionOf(text, hint.offset)}: malformed JSON (${hint.what}); ${hint.fix}\n${excerpt}`;
}
