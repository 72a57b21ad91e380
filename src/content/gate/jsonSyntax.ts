/**
 * Strict JSON in a maintainer's words: the first mistake jsonc-parser finds (what it is, where to
 * fix it, the line with a caret under the place), or each field written twice in one object.
 */
import { printParseErrorCode, visit } from "jsonc-parser";
import { formatPath, placeOf, visible } from "./labels";

type Open = { char: "{" | "["; offset: number };
/** jsonc-parser's first error, and the bracket it was inside (for a missing closer, the one it closed at the end). */
type Mistake = { code: string; offset: number; length: number; innermost?: Open };

/** The 1-based line and column (counting characters) of `offset` in `text`. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: [...before.slice(lineStart)].length + 1 };
}

export function positionOf(text: string, offset: number): string {
  const { line, column } = lineColumn(text, offset);
  return `line ${line}, column ${column}`;
}

const atLine = (text: string, offset: number) => `line ${lineColumn(text, offset).line}`;

export const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

const shown = (char: string) =>
  /[\p{L}\p{N}\p{P}\p{S}]/u.test(char)
    ? `"${char}"`
    : `${codePoint(char)}${/\s/.test(char) || /\p{C}/u.test(char) ? ", an invisible character" : ""}`;

/** Where the fix goes (a character offset), what is wrong in a few words, and what to type, naming the line. */
function jsonHint(text: string, { code, offset, length, innermost }: Mistake): [offset: number, what: string, fix: string] {
  if (text.trim() === "") return [0, "the file is empty", "write the file's { … } object, or restore the file"];
  if (code === "UnexpectedEndOfString")
    return [
      offset + length,
      "a text is not closed",
      `add the closing double quote (") at the end of the text on ${atLine(text, offset)}`,
    ];
  if (["InvalidCharacter", "InvalidEscapeCharacter", "InvalidUnicode"].includes(code)) {
    // The control character, or the letter after a backslash that starts no escape.
    // eslint-disable-next-line no-control-regex -- JSON refuses U+0000 to U+001F inside a text
    const bad = /[\u0000-\u001f]|(?<=(?<!\\)(?:\\\\)*\\)(?:[^\\/"bfnrtu]|u(?![\da-fA-F]{4}))/.exec(
      text.slice(offset, offset + length),
    );
    const at = offset + (bad?.index ?? 0);
    const char = text[at];
    return [
      at,
      `${shown(char)} cannot be written as it is inside a text`,
      char === "\t" ? `replace the tab on ${atLine(text, at)} with a space` : `remove it from ${atLine(text, at)}`,
    ];
  }

  const char = text[offset] ?? "";
  const closer = innermost?.char === "[" ? "]" : "}";
  const neverClosed = (open: Open) => `the ${open.char} on ${atLine(text, open.offset)} is never closed`;
  if (text.slice(offset).trim() === "" && innermost)
    return [
      innermost.offset,
      neverClosed(innermost),
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
    /^[ \t]*(\r?\n|$)/.test(text.slice(before + 1))
      ? `${action} at the end of ${atLine(text, before)}`
      : `${action} ${where} on ${atLine(text, before)}`;
  if ((char === "}" || char === "]") && innermost && char !== closer && previous !== ",")
    return [before + 1, neverClosed(innermost), atEnd(`add ${closer}`, `after ${shown(previous)}`)];
  if ((char === "}" || char === "]") && previous === ",")
    return [before, `a comma after the last ${char === "}" ? "field" : "entry"}`, atEnd("remove the comma", `before ${char}`)];
  // A text that goes on after its closing quote on the same line: a " inside the text ended it early.
  if (previous === '"' && !text.slice(before, offset).includes("\n") && /[\p{L}\p{N}]/u.test(char))
    return [
      before,
      'a double quote (") inside a text ends it early',
      `write that quote as \\" (or use curly quotes “ ”) on ${atLine(text, before)}`,
    ];
  if (code === "CommaExpected")
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

/** The first syntax mistake of `text`, else each field name written twice in one object (JSON.parse would keep the last). */
export function jsonSyntaxProblems(text: string): string[] {
  const open: Open[] = [];
  const keys: Set<string>[] = [];
  const twice: string[] = [];
  let closed: Open | undefined;
  let mistake: Mistake | undefined;
  visit(
    text,
    {
      onObjectBegin: (offset) => void (open.push({ char: "{", offset }), keys.push(new Set())),
      onArrayBegin: (offset) => void open.push({ char: "[", offset }),
      onObjectEnd: () => void ((closed = open.pop()), keys.pop()),
      onArrayEnd: () => void (closed = open.pop()),
      onObjectProperty: (property, offset, _length, _line, _character, pathSupplier) => {
        const seen = keys[keys.length - 1];
        const at = seen?.has(property) ? pathSupplier() : undefined;
        if (at)
          twice.push(
            `${positionOf(text, offset)}: the field "${visible(property)}" appears twice in ${formatPath(at) ? `the same object (${placeOf(at)})` : "the file's top-level object"}; keep one (JSON would silently use the last)`,
          );
        seen?.add(property);
      },
      onError: (error, offset, length) => {
        const code = printParseErrorCode(error);
        // An unknown word runs on to the next space or bracket: in `false;` the mistake is the `;`.
        const known =
          code === "InvalidSymbol" ? /^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(offset)) : null;
        const at = offset + (known?.[0].length ?? 0);
        mistake ??= { code, offset: at, length, innermost: code.startsWith("Close") ? closed : open[open.length - 1] };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (!mistake) return twice;
  const [offset, what, fix] = jsonHint(text, mistake);
  return [`${positionOf(text, offset)}: malformed JSON (${what}); ${fix}\n${caretExcerpt(text, offset).replace(/^/gm, "    ")}`];
}
