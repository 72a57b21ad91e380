/**
 * @jest-environment node
 *
 * GraphiQL documents every field of the content types that a content file holds, with the words of
 * the zod schema's `.describe()`.
 */
import { parse, type FieldDefinitionNode, type TypeNode } from "graphql";
import { z, type ZodTypeAny } from "zod";
import { typeDefs } from "../../../gatsby/schema/typeDefs";
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { describedTypeDefs, graphqlTypeName } from "../../../gatsby/schema/describeTypes";
import { innermost } from "../../support/zodFields";

const declared = parse(typeDefs);
const described = parse(describedTypeDefs(typeDefs));
const fieldsOf = (document: typeof described) =>
  new Map<string, readonly FieldDefinitionNode[]>(
    document.definitions.flatMap((definition) =>
      definition.kind === "ObjectTypeDefinition" ? [[definition.name.value, definition.fields ?? []] as const] : [],
    ),
  );
const types = fieldsOf(described);
const declaredTypes = fieldsOf(declared);

const namedType = (type: TypeNode): string => (type.kind === "NamedType" ? type.name.value : namedType(type.type));

/** "Type.field" for each field of `typeName` (and the types below it) that holds a schema field but has no description. */
function undocumented(typeName: string, schema: ZodTypeAny): string[] {
  const object = innermost(schema);
  if (!(object instanceof z.ZodObject)) return [`${typeName}: no object schema`];
  const shape = object.shape as Record<string, ZodTypeAny>;
  return (types.get(typeName) ?? []).flatMap((field) => {
    const property = shape[field.name.value];
    if (!property) return [];
    const here = field.description?.value.trim() ? [] : [`${typeName}.${field.name.value}`];
    const nested = namedType(field.type);
    return [...here, ...(types.has(nested) ? undocumented(nested, property) : [])];
  });
}

it.each(CONTENT_KINDS.map((kind) => [graphqlTypeName(kind), kind.schema] as const))(
  "%s: every field from the content file has a description",
  (typeName, schema) => {
    expect(types.has(typeName)).toBe(true);
    expect(undocumented(typeName, schema)).toEqual([]);
  },
);

it("takes the words from the zod schema, inside lists and refinements too", () => {
  const description = (typeName: string, field: string) =>
    types.get(typeName)?.find((f) => f.name.value === field)?.description?.value;
  const settings = CONTENT_KINDS.find((kind) => kind.name === "settings")?.schema;
  const hours = settings && (innermost((innermost(settings) as z.AnyZodObject).shape.hours as ZodTypeAny) as z.AnyZodObject);
  expect(description("SettingsHours", "opens")).toBe((hours?.shape.opens as ZodTypeAny | undefined)?.description);
  expect(description("LegalSection", "id")).toMatch(/#link/);
  expect(description("ServicesJson", "title")).toMatch(/What are porcelain veneers\?/);
  expect(description("NavigationLink", "href")).toMatch(/\/services\/toothextractions/);
});

it("leaves the fields computed at build time with the description the type definitions give", () => {
  const given = declaredTypes.get("ServicesJson")?.find((f) => f.name.value === "descriptionTree")?.description?.value;
  expect(given).toBeTruthy();
  expect(types.get("ServicesJson")?.find((f) => f.name.value === "descriptionTree")?.description?.value).toBe(given);
});
