/** Zod's findings in words for a maintainer (the field, then what was expected), and the name a misspelt one meant. */
import { z, type ZodIssue, type ZodTypeAny } from "zod";
import { placeOf, unwrap } from "./labels";
import { FORMATTED_FIELD, MARKUP, PLAIN_TEXT_MESSAGE } from "../kinds/fields";

/** The field names `schema` allows in the object at `at` (none when `at` is not an object); a list's entries are its items. */
function fieldsAt(schema: ZodTypeAny, at: readonly (string | number)[]): string[] {
  let { inner } = unwrap(schema);
  for (const part of at) {
    if (typeof part === "number") continue;
    const next = inner instanceof z.ZodObject ? (inner.shape as Record<string, ZodTypeAny>)[part] : undefined;
    if (!next) return [];
    inner = unwrap(next).inner;
  }
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as object) : [];
}

/** True when a file of `schema` has a formatted-text field, at any depth. */
function hasFormattedText(schema: ZodTypeAny): boolean {
  const { inner } = unwrap(schema);
  return (
    inner instanceof z.ZodObject &&
    Object.entries(inner.shape as Record<string, ZodTypeAny>).some(
      ([key, field]) => key === FORMATTED_FIELD || hasFormattedText(field),
    )
  );
}

/** What a plain-text field of a file of `schema` must be, and where that kind of file takes formatted text. */
export function plainTextRule(schema?: ZodTypeAny): string {
  if (!schema) return PLAIN_TEXT_MESSAGE;
  return hasFormattedText(schema)
    ? `${PLAIN_TEXT_MESSAGE}; bold, lists and links go in ${placeOf([FORMATTED_FIELD])}`
    : `${PLAIN_TEXT_MESSAGE}; this kind of file has no formatted text`;
}

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

/** Shows invisible and control characters as `\u{…}`, so a message never hides what is wrong. */
export function visible(value: string, max = 80): string {
  const shown = value.length > max ? `${value.slice(0, max)}…` : value;
  return shown.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu,
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  );
}

/** Edit distance (insertions, deletions and substitutions). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The name a misspelt one most likely meant (`services/` for `servics/`), ignoring case, at most `max` edits away. */
export function closest(name: string, candidates: Iterable<string>, max = 2): string | undefined {
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(candidate.toLowerCase(), name.toLowerCase());
    if (edits <= max && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}
