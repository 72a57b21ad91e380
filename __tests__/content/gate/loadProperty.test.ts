/** @jest-environment node */
// A random edit is accepted only if its schema describes it, else refused naming a file; the check never fails itself.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { ContentError } from "../../../src/content/gate/read";
import { loadContent } from "../../../src/content/gate/load";
import { kindOf } from "../../../src/content/kinds";
import { FIXTURE_CONTENT, FIXTURE_STATIC, withContentCopy } from "../../support/contentCopy";

const FILES = `settings/settings navigation/menu sidebar/categories redirects/redirects notices/notices es/notices/notices
  home/home legal/privacypolicy services/examplephoto services/examplevideo about/examplevisit`
  .split(/\s+/)
  .map((name) => `${name}.json`);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];
type Parent = Record<string | number, Json>;

/** Paths of every value inside `value` (not the file itself). */
function paths(value: Json, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...at, index], ...paths(item, [...at, index])]);
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...paths(item, [...at, key])]);
  return [];
}

/** Characters easy to get wrong: controls, bidi controls, lone surrogate halves, BOM, replacement, emoji, \, /, " and é. */
const awkward = fc.constantFrom(...'\u0000\u0007\t\n\u202E\u2066\u200F\uDC00\uFEFF\uFFFD😁\\/"é\uD800');
const randomString = fc
  .array(fc.oneof(fc.string({ maxLength: 8 }), awkward, fc.string({ unit: "binary", maxLength: 4 })), { maxLength: 8 })
  .map((parts) => parts.join(""));

/** One edit: drop or replace a value, write a top-level field twice, cut the file short, or overwrite some bytes. */
const edit = fc.record({
  kind: fc.constantFrom("drop", "replace", "duplicate", "truncate", "bytes"),
  pick: fc.nat(),
  value: fc.oneof(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, randomString),
  bytes: fc.uint8Array({ minLength: 1, maxLength: 6 }),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(original: Buffer, change: Edit): Buffer {
  const text = original.toString("utf8");
  if (change.kind === "truncate") return original.subarray(0, change.pick % original.length);
  if (change.kind === "bytes") {
    const at = change.pick % original.length;
    return Buffer.concat([original.subarray(0, at), change.bytes, original.subarray(at + change.bytes.length)]);
  }
  if (change.kind === "duplicate") {
    // Writes one of the top-level fields a second time, right after the `{`.
    const fields = Object.entries(JSON.parse(text) as Record<string, Json>);
    const [key, value] = fields[change.pick % fields.length];
    return Buffer.from(text.replace("{", `{ ${JSON.stringify(key)}: ${JSON.stringify(value)}, `));
  }
  const data = JSON.parse(text) as Json;
  const all = paths(data);
  const at = all[change.pick % all.length];
  const parent = at.slice(0, -1).reduce<Json>((node, key) => (node as Parent)[key], data) as Parent;
  const key = at[at.length - 1];
  if (change.kind === "drop") {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = change.value;
  return Buffer.from(JSON.stringify(data, null, 2));
}

/** What the schema alone says of the edited file, read the plain way (no strict-reading rules). */
function schemaDescribes(relative: string, bytes: Buffer): boolean {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return kindOf(`content/${relative}`)!.schema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

const copy = withContentCopy("content-property-");

it("accepts only files the schema describes and names the file it refuses", () => {
  fc.assert(
    fc.property(fc.constantFrom(...FILES), edit, (relative, change) => {
      const file = path.join(copy.dir(), relative);
      const original = fs.readFileSync(path.join(FIXTURE_CONTENT, relative));
      const edited = apply(original, change);
      fs.writeFileSync(file, edited);
      try {
        loadContent(copy.dir(), FIXTURE_STATIC);
        expect(schemaDescribes(relative, edited)).toBe(true);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        expect(error.problems.length).toBeGreaterThan(0);
        for (const problem of error.problems) expect(problem).toMatch(/^content\/[A-Za-z0-9/._-]+: \S/);
        // A file that breaks its own schema is named; one that only breaks a rule between files
        // (a link to a page that no longer exists) may be named by the file holding the link.
        if (!schemaDescribes(relative, edited))
          expect(error.problems.some((problem) => problem.startsWith(`content/${relative}: `))).toBe(true);
      } finally {
        fs.writeFileSync(file, original);
      }
    }),
    { numRuns: 150 },
  );
});
