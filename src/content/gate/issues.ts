/** Zod's findings in words for a maintainer: the field, then what was expected. */
import { z, type ZodIssue, type ZodTypeAny } from "zod";
import { placeOf } from "./labels";
import { closest } from "./closest";

export { formatPath } from "./labels";

/** The schema inside optional, default and refinement wrappers. */
function unwrap(schema: ZodTypeAny): ZodTypeAny {
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodEffects) inner = inner.innerType() as ZodTypeAny;
    else if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as ZodTypeAny;
    else if (inner instanceof z.ZodDefault) inner = inner.removeDefault() as ZodTypeAny;
    else return inner;
  }
}

/** The field names `schema` allows in the object at `at` (none when `at` is not an object). */
export function fieldsAt(schema: ZodTypeAny, at: readonly (string | number)[]): string[] {
  let inner = unwrap(schema);
  for (const part of at) {
    const next: ZodTypeAny | undefined =
      typeof part === "number" && inner instanceof z.ZodArray
        ? (inner.element as ZodTypeAny)
        : inner instanceof z.ZodObject
          ? (inner.shape as Record<string, ZodTypeAny>)[String(part)]
          : undefined;
    if (!next) return [];
    inner = unwrap(next);
  }
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as object) : [];
}

/** The issue in words; `schema` (the file's) lets a misspelt field name be matched to the one meant. */
export function describeIssue(issue: ZodIssue, schema?: ZodTypeAny): string {
  const where = issue.path.length > 0 ? placeOf(issue.path) : "(the whole file)";
  if (issue.code === "invalid_type" && issue.received === "undefined") return `${where} is missing`;
  if (issue.code === "invalid_type") return `${where} must be ${issue.expected}, not ${issue.received}`;
  if (issue.code === "unrecognized_keys") {
    const known = schema ? fieldsAt(schema, issue.path) : [];
    const meant = issue.keys.map((key) =>
      closest(
        key,
        known.filter((name) => !issue.keys.includes(name)),
      ),
    );
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
