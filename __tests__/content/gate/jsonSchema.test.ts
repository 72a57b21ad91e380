/**
 * @jest-environment node
 *
 * The JSON Schemas editors use are generated from the zod schemas, are up to date, and agree with
 * them: an independent validator (ajv) accepts every shipped content file and rejects files that
 * break a zod rule.
 */
import fs from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { CONTENT_KINDS, kindOf, type ContentKind } from "../../../src/content/kinds";
import { editorJsonSchema, generatedEditorFiles, SCHEMA_DIR, withFieldTable } from "../../../src/content/gate/jsonSchema";
import { serviceSchema } from "../../../src/content/kinds/services";
import { labelledPath } from "../../../src/content/gate/labels";
import { FIXTURE_CONTENT } from "../../support/contentCopy";

const ROOT = path.resolve(__dirname, "../../..");
type Json = Record<string, unknown>;

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
ajv.addKeyword("patternErrorMessage");

/** Validators compiled from the committed files, not from the generator. */
const validators = new Map<string, ValidateFunction>(
  CONTENT_KINDS.map((kind) => [
    kind.name,
    ajv.compile(JSON.parse(fs.readFileSync(path.join(ROOT, SCHEMA_DIR, `${kind.name}.schema.json`), "utf8")) as object),
  ]),
);

/** Every JSON file under content/, as `content/services/veneers.json`. */
const contentFiles = (fs.readdirSync(path.join(ROOT, "content"), { recursive: true }) as string[])
  .filter((file) => file.endsWith(".json"))
  .map((file) => `content/${file.split(path.sep).join("/")}`);

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
  const validate = validators.get((kind as ContentKind).name) as ValidateFunction;
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
  [
    "a day that is not a weekday name",
    "settings/settings.json",
    (data) => (data.hours = [{ days: ["Funday"], opens: "08:00", closes: "17:00" }]),
  ],
  ["a redirect to a full URL", "redirects/redirects.json", (data) => ((data.redirects as Json[])[0].to = "https://example.com/")],
])("%s fails the zod schema and the JSON Schema", (_name, file, change) => {
  const kind = kindOf(`content/${file}`) as ContentKind;
  const data = JSON.parse(fs.readFileSync(path.join(FIXTURE_CONTENT, file), "utf8")) as Json;
  change(data);
  expect(kind.schema.safeParse(data).success).toBe(false);
  expect(validators.get(kind.name)?.(data)).toBe(false);
});

it("titles each field as the messages name it, a list's entries by their name, and carries zod's message for a pattern", () => {
  const schema = editorJsonSchema(kindOf("content/services/x.json") as ContentKind);
  for (const [name, property] of Object.entries(schema.properties ?? {})) expect(property.title).toBe(labelledPath([name]));
  expect(schema.properties?.sectionOneData.items?.title).toBe("Section one card");
  expect(schema.properties?.slug?.patternErrorMessage).toMatch(/letters and digits/);
});
