/**
 * Reading one content file strictly (the rules: docs/content-rules.md), then its schema, keeping what passed
 * so the checks that follow still run on the rest of the file; zod's findings in words for a maintainer.
 */
import fs from "node:fs";
import path from "node:path";
import type { ZodIssue, ZodType, ZodTypeAny, ZodTypeDef } from "zod";
import { closest, fieldsOf, placeOf, visible } from "./labels";
import { FORMATTED_FIELD, MARKUP, PLAIN_TEXT_MESSAGE } from "../kinds/fields";
import { codePoint, jsonSyntaxProblems, positionOf } from "./jsonSyntax";
import type { Loose, Place } from "./fileChecks";

/** Far above any real content file (the largest is a few KB); stops a runaway paste or a wrong file. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Decodes UTF-8 strictly; on failure names the first byte that is not UTF-8 and where it is. */
function decodeUtf8(bytes: Uint8Array, label: string): { text: string } | { problem: string } {
  const hex = (byte: number) => byte.toString(16).toUpperCase().padStart(2, "0");
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return {
      problem: `${label}: line 1, column 1: the file starts with a byte-order mark (BOM, bytes EF BB BF); save it as UTF-8 without BOM`,
    };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return {
      problem: `${label}: line 1, column 1: the file is saved as UTF-16 (it starts with bytes ${hex(bytes[0])} ${hex(bytes[1])}); save it as UTF-8`,
    };
  // Each byte sequence that is not UTF-8 decodes to U+FFFD; one that is the bytes of U+FFFD is that character.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  for (let at = text.indexOf("\uFFFD"); at >= 0; at = text.indexOf("\uFFFD", at + 1)) {
    const start = Buffer.byteLength(text.slice(0, at), "utf8");
    if (bytes[start] === 0xef && bytes[start + 1] === 0xbf && bytes[start + 2] === 0xbd) continue;
    return {
      problem: `${label}: ${positionOf(text, at)}: byte ${hex(bytes[start])} (at byte ${start}) is not UTF-8 text; the file may have been saved as Latin-1 or Windows-1252: save it as UTF-8`,
    };
  }
  return { text };
}

const BIDI_NAMES: Record<string, string> = {
  "\u061C": "an Arabic letter mark",
  "\u200E": "a left-to-right mark",
  "\u200F": "a right-to-left mark",
  "\u202A": "a left-to-right embedding",
  "\u202B": "a right-to-left embedding",
  "\u202C": "a pop-directional-formatting mark",
  "\u202D": "a left-to-right override",
  "\u202E": "a right-to-left override",
  "\u2066": "a left-to-right isolate",
  "\u2067": "a right-to-left isolate",
  "\u2068": "a first-strong isolate",
  "\u2069": "a pop-directional-isolate mark",
};

/** What is wrong with a character of a content string, or undefined when it is fine. */
function characterProblem(value: string): { index: number; says: string } | undefined {
  // Bidi controls, unpaired surrogates (\p{Cs} only matches those in a u-mode pattern), U+FFFD,
  // and control characters except tab and line breaks.
  const found = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}\uFFFD]|(?![\t\n\r])\p{Cc}/u.exec(value);
  if (!found) return undefined;
  const char = found[0];
  const what =
    char in BIDI_NAMES
      ? `${BIDI_NAMES[char]} (${codePoint(char)}), an invisible character that changes the order text is shown in`
      : /[\uD800-\uDFFF]/.test(char)
        ? `half of a character pair (${codePoint(char)}, an unpaired surrogate), which is not text`
        : char === "\uFFFD"
          ? "the replacement character � (U+FFFD), left where text could not be read"
          : `a control character (${codePoint(char)})`;
  return { index: found.index, says: `${what}; ${char === "\uFFFD" ? "retype the original characters" : "remove it"}` };
}

function stringProblems(value: unknown, label: string, at: (string | number)[] = []): string[] {
  if (typeof value === "string") {
    const problem = characterProblem(value);
    return problem ? [`${label}: ${placeOf(at)}: character ${problem.index + 1} is ${problem.says}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => stringProblems(item, label, [...at, index]));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => {
      const problem = characterProblem(key);
      const inside = at.length ? ` in ${placeOf(at)}` : "";
      return [
        ...(problem ? [`${label}: the field name "${visible(key)}"${inside} contains ${problem.says}`] : []),
        ...stringProblems(item, label, [...at, key]),
      ];
    });
  return [];
}

/** Parses JSON text strictly; `label` (e.g. `content/services/veneers.json`) starts every problem. */
export function parseJsonText(text: string, label: string): { value?: unknown; problems: string[] } {
  const problems = jsonSyntaxProblems(text).map((problem) => `${label}: ${problem}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems };
  }
  problems.push(...stringProblems(value, label));
  return problems.length > 0 ? { problems } : { value, problems };
}

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** The field names `schema` allows in the object at `at` (none when `at` is not an object); a list's entries are its items. */
function fieldsAt(schema: ZodTypeAny, at: readonly (string | number)[]): string[] {
  const inner = at.reduce<ZodTypeAny | undefined>(
    (node, part) => (typeof part === "number" || !node ? node : fieldsOf(node).find(([name]) => name === part)?.[1]),
    schema,
  );
  return inner ? fieldsOf(inner).map(([name]) => name) : [];
}

const hasFormattedText = (schema: ZodTypeAny): boolean =>
  fieldsOf(schema).some(([key, field]) => key === FORMATTED_FIELD || hasFormattedText(field));

/** What a plain-text field of a file of `schema` must be, and where that kind of file takes formatted text. */
export const plainTextRule = (schema?: ZodTypeAny): string =>
  !schema
    ? PLAIN_TEXT_MESSAGE
    : hasFormattedText(schema)
      ? `${PLAIN_TEXT_MESSAGE}; bold, lists and links go in ${placeOf([FORMATTED_FIELD])}`
      : `${PLAIN_TEXT_MESSAGE}; this kind of file has no formatted text`;

const valueAt = (data: unknown, at: readonly (string | number)[]): unknown =>
  at.reduce<unknown>(
    (node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );

/**
 * The issue in words; `schema` (the file's) lets a misspelt field name be matched to the one meant,
 * and `data` (the file as read) lets a message quote what it refuses.
 */
export function describeIssue(issue: ZodIssue, schema?: ZodTypeAny, data?: unknown): string {
  const where = issue.path.length > 0 ? placeOf(issue.path) : "(the whole file)";
  if (issue.code === "invalid_string" && issue.message === PLAIN_TEXT_MESSAGE) {
    const value = valueAt(data, issue.path);
    const found = typeof value === "string" ? MARKUP.exec(value)?.[0].trim() : undefined;
    return `${where} ${found ? `holds "${visible(found)}", but ` : ""}${plainTextRule(schema)}`;
  }
  if (issue.code === "invalid_type" && issue.received === "undefined") return `${where} is missing`;
  if (issue.code === "invalid_type") return `${where} must be ${issue.expected}, not ${issue.received}`;
  if (issue.code === "unrecognized_keys") {
    const known = schema ? fieldsAt(schema, issue.path) : [];
    const unused = known.filter((name) => !issue.keys.includes(name));
    const meant = issue.keys.map((key) => closest(key, unused));
    const names = issue.keys.map((key, i) => `"${visible(key)}"${meant[i] ? ` (did you mean "${meant[i]}"?)` : ""}`);
    return `${where === "(the whole file)" ? "" : `${where}: `}unknown field${issue.keys.length > 1 ? "s" : ""} ${names.join(", ")}${meant.every(Boolean) ? "" : " (check the spelling)"}`;
  }
  if (issue.code === "invalid_enum_value") return `${where} must be one of ${issue.options.join(", ")}`;
  if (issue.code === "too_big" && issue.type === "string") return `${where} must be at most ${issue.maximum} characters long`;
  // Zod's own wording for other limits ("Number must be less than or equal to 90") in plain words.
  if (issue.code === "too_big" && /^(Number|Array) must/.test(issue.message))
    return `${where} must be at most ${issue.maximum}${issue.type === "array" ? " items" : ""}`;
  if (issue.code === "too_small" && /^(Number|Array) must/.test(issue.message))
    return `${where} must be at least ${issue.minimum}${issue.type === "array" ? ` item${issue.minimum === 1 ? "" : "s"}` : ""}`;
  return `${where} ${issue.message}`;
}

/** A file read by readContentFile: its data when it passed, else what is left of it (when it could be parsed). */
export interface ReadFile<T> {
  data?: T;
  loose?: Loose<T>;
  /** As FileCheck's `refused`, and true for anything when the file could not be parsed. */
  refused: (at: Place, orInside?: boolean) => boolean;
}

/** `value` without the places zod refused, and those places. */
function withoutRefused(value: unknown, issues: ZodIssue[]): { loose?: unknown; refused: Place[] } {
  const refused = issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path],
  );
  if (refused.some((at) => at.length === 0)) return { refused };
  const loose = structuredClone(value);
  for (const at of refused) {
    const parent = valueAt(loose, at.slice(0, -1));
    const last = at[at.length - 1];
    if (Array.isArray(parent) && typeof last === "number") parent[last] = undefined;
    else if (typeof parent === "object" && parent !== null) delete (parent as Record<string | number, unknown>)[last];
  }
  return { loose, refused };
}

const within = (at: Place, place: Place) => place.every((part, i) => at[i] === part);

/** Reads `content/<relative>` strictly and checks it against `schema`; problems name the file. */
export function readContentFile<T>(
  root: string,
  relative: string,
  schema: ZodType<T, ZodTypeDef, unknown>,
  problems: string[],
): ReadFile<T> {
  const label = `content/${relative}`;
  const unread = (...found: string[]): ReadFile<T> => {
    problems.push(...found);
    return { refused: () => true };
  };
  const file = path.join(root, relative);
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stat) return unread(`${label}: file is missing`);
  if (!stat.isFile()) return unread(`${label}: must be a file`);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    return unread(`${label}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (bytes.length > MAX_FILE_BYTES)
    return unread(
      `${label}: the file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; a content file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB`,
    );
  const decoded = decodeUtf8(bytes, label);
  if ("problem" in decoded) return unread(decoded.problem);
  const parsed = parseJsonText(decoded.text, label);
  if (parsed.problems.length > 0) return unread(...parsed.problems);
  const result = schema.safeParse(parsed.value);
  if (result.success) return { data: result.data, loose: result.data as Loose<T>, refused: () => false };
  problems.push(...result.error.issues.map((issue) => `${label}: ${describeIssue(issue, schema as ZodTypeAny, parsed.value)}`));
  const { loose, refused } = withoutRefused(parsed.value, result.error.issues);
  return {
    loose: loose as Loose<T> | undefined,
    refused: (at, orInside = false) => refused.some((place) => within(at, place) || (orInside && within(place, at))),
  };
}
