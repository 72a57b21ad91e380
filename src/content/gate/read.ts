/**
 * Reading one content file strictly: its bytes as JSON (duplicate keys, invisible characters), then
 * its schema, keeping what passed so the checks that follow still run on the rest of the file.
 */
import fs from "node:fs";
import path from "node:path";
import type { ZodIssue, ZodType, ZodTypeAny, ZodTypeDef } from "zod";
import { describeIssue } from "./issues";
import { parseJsonBytes, parseJsonText } from "./jsonFile";
import type { Loose, Place } from "./fileChecks";

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** Parses JSON text strictly (duplicate keys, invisible characters); one problem string when it is not. */
export function parseJsonFile(source: string, label: string): { value?: unknown; problem?: string } {
  const { value, problems } = parseJsonText(source, label);
  return problems.length > 0 ? { problem: problems.join("\n") } : { value };
}

/** A file read by readContentFile: its data when it passed, else what is left of it (when it could be parsed). */
export interface ReadFile<T> {
  data?: T;
  loose?: Loose<T>;
  /**
   * True for a place the schema refused (already reported), or for anything when the file could
   * not be parsed; with `orInside`, also when something inside the place was refused.
   */
  refused: (at: Place, orInside?: boolean) => boolean;
}

const isRecord = (value: unknown): value is Record<string | number, unknown> => typeof value === "object" && value !== null;

/** `value` without the places zod refused, and those places. */
function withoutRefused(value: unknown, issues: ZodIssue[]): { loose?: unknown; refused: Place[] } {
  const refused = issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path],
  );
  if (refused.some((at) => at.length === 0)) return { refused };
  const loose = structuredClone(value);
  for (const at of refused) {
    let parent: unknown = loose;
    for (const part of at.slice(0, -1)) parent = isRecord(parent) ? parent[part] : undefined;
    const last = at[at.length - 1];
    if (Array.isArray(parent) && typeof last === "number") parent[last] = undefined;
    else if (isRecord(parent)) delete parent[last];
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
  const unread: ReadFile<T> = { refused: () => true };
  const file = path.join(root, relative);
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stat) {
    problems.push(`${label}: file is missing`);
    return unread;
  }
  if (!stat.isFile()) {
    problems.push(`${label}: must be a file`);
    return unread;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    problems.push(`${label}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    return unread;
  }
  const parsed = parseJsonBytes(bytes, label);
  if (parsed.problems.length > 0) {
    problems.push(...parsed.problems);
    return unread;
  }
  const result = schema.safeParse(parsed.value);
  if (result.success) return { data: result.data, loose: result.data as Loose<T>, refused: () => false };
  problems.push(...result.error.issues.map((issue) => `${label}: ${describeIssue(issue, schema as ZodTypeAny, parsed.value)}`));
  const { loose, refused } = withoutRefused(parsed.value, result.error.issues);
  return {
    loose: loose as Loose<T> | undefined,
    refused: (at, orInside = false) => refused.some((place) => within(at, place) || (orInside && within(place, at))),
  };
}
