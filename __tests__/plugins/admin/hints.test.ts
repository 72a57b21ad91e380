/**
 * @jest-environment node
 *
 * The content editor shows each field's description from the zod schema as the field's hint.
 */
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { detailedJsonSchema } from "../../../src/content/gate/jsonSchema";
import { decapCollection, RICH_TEXT_HINT, type DecapField } from "../../../plugins/gatsby-plugin-admin/decapConfig";

/** Each field of a collection with its path, the fields of objects and lists included. */
function fieldsWithPaths(fields: DecapField[], prefix = ""): { path: string; field: DecapField }[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return [{ path, field }, ...fieldsWithPaths(field.fields ?? [], path)];
  });
}

const collectionFields = (kind: (typeof CONTENT_KINDS)[number]) => {
  const collection = decapCollection(kind);
  return fieldsWithPaths(collection.fields ?? collection.files?.[0].fields ?? []);
};

it.each(CONTENT_KINDS.map((kind) => [kind.name, kind] as const))("%s: every field shows a hint", (_name, kind) => {
  const fields = collectionFields(kind);
  expect(fields.length).toBeGreaterThan(0);
  expect(fields.filter(({ field }) => !field.hint?.trim()).map(({ path }) => path)).toEqual([]);
});

it("the hint is the schema's description, with the allowed tags after it for formatted text", () => {
  const service = CONTENT_KINDS.find((kind) => kind.name === "service");
  if (!service) throw new Error("no service kind");
  const schema = detailedJsonSchema(service);
  const fields = collectionFields(service);
  const hint = (path: string) => fields.find((entry) => entry.path === path)?.field.hint;
  expect(hint("title")).toBe(schema.properties?.title.description);
  expect(hint("title")).toMatch(/What are porcelain veneers\?.*At most 120 characters/);
  expect(hint("descriptionToBeParsed")).toBe(`${schema.properties?.descriptionToBeParsed.description} ${RICH_TEXT_HINT}`);
});

it("a site path keeps its pattern and gains its description", () => {
  const redirects = CONTENT_KINDS.find((kind) => kind.name === "redirects");
  if (!redirects) throw new Error("no redirects kind");
  const from = collectionFields(redirects).find(({ path }) => path === "redirects.from")?.field;
  expect(from?.hint).toMatch(/old address/);
  expect(from?.pattern?.[1]).toMatch(/site path such as \/services\/veneers/);
});
