/** @jest-environment node */
// The JSON Schemas are generated from the zod schemas, up to date and agree with them (ajv accepts every content file and refuses
// each broken one); every field's `.describe()` states its limits.
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { z } from "zod";
import { CONTENT_KINDS, kindOf, type ContentKind } from "../../../src/content/kinds";
import {
  detailedJsonSchema,
  editorJsonSchema,
  generatedEditorFiles,
  SCHEMA_DIR,
  withFieldTable,
  type JsonSchema,
} from "../../../src/content/gate/jsonSchema";
import { serviceSchema } from "../../../src/content/kinds/services";
import { labelledPath } from "../../../src/content/gate/labels";
import { FIXTURE_CONTENT, type Json } from "../../support/contentCopy";

const ROOT = path.resolve(__dirname, "../../..");

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
ajv.addKeyword("patternErrorMessage");

// The committed schemas, not the generator's, each under its kind's name.
for (const kind of CONTENT_KINDS)
  ajv.addSchema(
    JSON.parse(fs.readFileSync(path.join(ROOT, SCHEMA_DIR, `${kind.name}.schema.json`), "utf8")) as object,
    kind.name,
  );

/** Every JSON file under content/, as `content/services/veneers.json`. */
const contentFiles = fs.globSync("content/**/*.json", { cwd: ROOT }).map((file) => file.split(path.sep).join("/"));

it("the committed schemas and .vscode/settings.json are what `npm run schemas` writes", () => {
  for (const { file, text } of generatedEditorFiles()) {
    const committed = fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), "utf8") : "";
    expect({ file, text: committed }).toEqual({ file, text });
  }
});

it("the service field table of docs/content-rules.md is the schema's descriptions, as `npm run schemas` writes it", () => {
  const manual = fs.readFileSync(path.join(ROOT, "docs/content-rules.md"), "utf8");
  expect(withFieldTable(manual, "service", serviceSchema)).toBe(manual);
  expect(manual).toContain("| `metaDescription` ");
  expect(() => withFieldTable("# no markers", "service", serviceSchema)).toThrow(/markers .*fields:service/);
});

it("every schema a kind module exports is its kind's", () => {
  const dir = path.join(ROOT, "src/content/kinds");
  const declared = fs
    .readdirSync(dir)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every file of the folder, whatever its name
    .flatMap((file) => Object.entries(require(path.join(dir, file)) as Record<string, unknown>))
    .filter(([name]) => name.endsWith("Schema"))
    .map(([, value]) => value);
  expect(declared.length).toBeGreaterThan(0);
  for (const schema of declared) expect(CONTENT_KINDS.map((kind) => kind.schema)).toContain(schema);
});

it.each(contentFiles)("%s has a kind and passes its JSON Schema", (file) => {
  const kind = kindOf(file);
  expect(kind).toBeDefined();
  const validate = ajv.getSchema((kind as ContentKind).name) as ValidateFunction;
  const valid = validate(JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")));
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
});

/** Files that break a rule of the zod schema, and must fail the JSON Schema too. */
it.each<[string, string, (data: Json) => void]>([
  ["a missing required field", "services/examplephoto.json", (data) => delete data.mainTitleText],
  ["a wrong type", "about/examplevisit.json", (data) => (data.showMap = "yes")],
  ["a meta description that is too long", "services/examplevideo.json", (data) => (data.metaDescription = "Long. ".repeat(40))],
  ["a meta description that is too short", "legal/privacypolicy.json", (data) => (data.metaDescription = "Short.")],
  ["a slug with a dash (pattern)", "services/examplesurgery.json", (data) => (data.slug = "seal-ants")],
  ["a phone number without the country code (pattern)", "settings/settings.json", (data) => (data.phoneTel = "7145550142")],
  ["a misspelt field", "home/home.json", (data) => (data.intor = "Hello")],
  ["an empty card list", "services/examplephoto.json", (data) => (data.sectionOneData = [])],
  ["no such weekday", "settings/settings.json", (data) => (data.hours = [{ days: ["Funday"], opens: "08:00", closes: "17:00" }])],
  ["a redirect to a full URL", "redirects/redirects.json", (data) => ((data.redirects as Json[])[0].to = "https://example.com/")],
])("%s fails the zod schema and the JSON Schema", (_name, file, change) => {
  const kind = kindOf(`content/${file}`) as ContentKind;
  const data = JSON.parse(fs.readFileSync(path.join(FIXTURE_CONTENT, file), "utf8")) as Json;
  change(data);
  expect(kind.schema.safeParse(data).success).toBe(false);
  expect(ajv.getSchema(kind.name)?.(data)).toBe(false);
});

it("titles each field as the messages name it, a list's entries by their name, and carries zod's message for a pattern", () => {
  const schema = editorJsonSchema(kindOf("content/services/x.json") as ContentKind);
  for (const [name, property] of Object.entries(schema.properties ?? {})) expect(property.title).toBe(labelledPath([name]));
  expect(schema.properties?.sectionOneData.items?.title).toBe("Section one card");
  expect(schema.properties?.slug?.patternErrorMessage).toMatch(/letters and digits/);
});

/** Each property of a JSON Schema with its path, nested objects and list items included. */
function properties(schema: JsonSchema, prefix = ""): { path: string; property: JsonSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = property.items ? properties(property.items, `${path}[]`) : properties(property, path);
    return [{ path, property }, ...inner];
  });
}

/** What a property's description leaves out: all of it, or its field's length, count or range limit. */
function unstated({ path, property }: { path: string; property: JsonSchema }): string[] {
  const said = (property.description ?? "").toLowerCase();
  if (!said.trim()) return [`${path}: no description`];
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

it("notices an undescribed field however deep it sits, inside optional values, lists and refinements, and a description that leaves out its field's limit", () => {
  const schema = z.object({
    named: z.string().describe("A name."),
    rows: z
      .array(z.object({ cell: z.string().describe("A cell."), bare: z.string() }).superRefine(() => undefined))
      .optional()
      .describe("Rows."),
    inner: z.object({ deeper: z.number() }).optional(),
  });
  const described = properties(detailedJsonSchema({ schema } as unknown as ContentKind)).flatMap(unstated);
  expect(described).toEqual(["rows[].bare", "inner", "inner.deeper"].map((path) => `${path}: no description`));
  expect(unstated({ path: "name", property: { type: "string", maxLength: 120, description: "A name." } })).toEqual([
    'name: "at most 120 characters"',
  ]);
});

it.each(CONTENT_KINDS)("$name: every field has a description, stating the field's length, count and range limits", (kind) => {
  expect(properties(detailedJsonSchema(kind)).flatMap(unstated)).toEqual([]);
});
