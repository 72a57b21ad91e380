/**
 * @jest-environment node
 *
 * Every field of every content file is described once, with `.describe()` in the zod schema, where
 * the editors' JSON Schemas, the content editor's hints and GraphiQL all read it; the description
 * states the field's limits.
 */
import { z } from "zod";
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { detailedJsonSchema, type JsonSchema } from "../../../src/content/gate/jsonSchema";
import { zodFields } from "../../support/zodFields";

/** Paths of the object fields whose schema, as used in the object, carries no description. */
const undescribed = (schema: z.ZodTypeAny) =>
  zodFields(schema)
    .filter((field) => !field.schema.description?.trim())
    .map((field) => field.path);

it("finds an undescribed field however deep it sits, inside optional values, lists and refinements", () => {
  const schema = z.object({
    named: z.string().describe("A name."),
    rows: z
      .array(z.object({ cell: z.string().describe("A cell."), bare: z.string() }).superRefine(() => undefined))
      .optional()
      .describe("Rows."),
    inner: z.object({ deeper: z.number() }).optional(),
  });
  expect(undescribed(schema)).toEqual(["rows[].bare", "inner", "inner.deeper"]);
});

/** Each property of a JSON Schema with its path, nested objects and list items included. */
function properties(schema: JsonSchema, prefix = ""): { path: string; property: JsonSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = property.items ? properties(property.items, `${path}[]`) : properties(property, path);
    return [{ path, property }, ...inner];
  });
}

/** What a description must say about the limits of its field. */
function limitsStated({ path, property }: { path: string; property: JsonSchema }): string[] {
  const said = (property.description ?? "").toLowerCase();
  const expected: string[] = [];
  if (property.maxLength !== undefined)
    expected.push(
      property.minLength !== undefined && property.minLength > 1
        ? `${property.minLength} to ${property.maxLength} characters`
        : `at most ${property.maxLength.toLocaleString("en-US")} characters`,
    );
  if (property.minItems === 1) expected.push("at least one");
  if (property.minimum !== undefined) expected.push(`from ${property.minimum} to ${property.maximum}`);
  return expected.filter((words) => !said.includes(words)).map((words) => `${path}: "${words}"`);
}

it("a description that leaves out its field's limit is noticed", () => {
  expect(limitsStated({ path: "name", property: { type: "string", maxLength: 120, description: "A name." } })).toEqual([
    'name: "at most 120 characters"',
  ]);
});

it.each(CONTENT_KINDS.map((kind) => [kind.name, kind] as const))(
  "%s: every field has a description, which states the field's length, count and range limits",
  (_name, kind) => {
    expect(undescribed(kind.schema)).toEqual([]);
    expect(properties(detailedJsonSchema(kind)).flatMap(limitsStated)).toEqual([]);
  },
);
