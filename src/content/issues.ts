/** Zod's findings in words for a maintainer: the field, then what was expected. */
import type { ZodIssue } from "zod";
import { placeOf } from "./labels";

export { formatPath } from "./labels";

export function describeIssue(issue: ZodIssue): string {
  const where = issue.path.length > 0 ? placeOf(issue.path) : "(the whole file)";
  if (issue.code === "invalid_type" && issue.received === "undefined") return `${where} is missing`;
  if (issue.code === "invalid_type") return `${where} must be ${issue.expected}, not ${issue.received}`;
  if (issue.code === "unrecognized_keys")
    return `${where === "(the whole file)" ? "" : `${where}: `}unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${visible(k)}"`).join(", ")} (check the spelling)`;
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
