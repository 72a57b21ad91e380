/**
 * @jest-environment node
 *
 * The GraphQL types generated from the content kinds' zod schemas: each kind's type has its
 * schema's fields, with the schema's words as descriptions (GraphiQL shows them), the fields
 * computed at build time, and types Gatsby accepts (an interface its types really implement).
 */
import { buildSchema, parse, type FieldDefinitionNode, type TypeNode } from "graphql";
import { z, type ZodTypeAny } from "zod";
import { contentTypeDefs } from "../../../gatsby/schema/typeDefs";
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { zodPaths } from "../../support/schemaPaths";
import { unwrap } from "../../../src/content/gate/labels";

/** Fields Gatsby computes at build time (the language comes from the file's folder); they exist only in GraphQL. */
const COMPUTED = new Set(["descriptionTree", "image", "lang"]);

const sdl = contentTypeDefs();
const types = new Map<string, readonly FieldDefinitionNode[]>(
  parse(sdl).definitions.flatMap((definition) =>
    definition.kind === "ObjectTypeDefinition" || definition.kind === "InterfaceTypeDefinition"
      ? [[definition.name.value, definition.fields ?? []] as const]
      : [],
  ),
);
const field = (typeName: string, name: string) => types.get(typeName)?.find((f) => f.name.value === name);
const namedType = (type: TypeNode): string => (type.kind === "NamedType" ? type.name.value : namedType(type.type));
const isList = (type: TypeNode): boolean => type.kind === "ListType" || (type.kind === "NonNullType" && isList(type.type));

/** "address.suite", "sectionOneData[].title": the paths of a type's fields that come from the file. */
function graphqlPaths(typeName: string, prefix = ""): string[] {
  return (types.get(typeName) ?? [])
    .filter((f) => !COMPUTED.has(f.name.value))
    .flatMap((f) => {
      const path = prefix ? `${prefix}.${f.name.value}` : f.name.value;
      const inner = types.has(namedType(f.type)) ? graphqlPaths(namedType(f.type), isList(f.type) ? `${path}[]` : path) : [];
      return [path, ...inner];
    });
}

/** "Type.field" for each field from the file of `typeName` (and the types below it) without a description. */
function undocumented(typeName: string, schema: ZodTypeAny): string[] {
  const shape = (unwrap(schema).inner as z.AnyZodObject).shape as Record<string, ZodTypeAny>;
  return (types.get(typeName) ?? []).flatMap((f) => {
    const property = shape[f.name.value];
    if (!property) return [];
    const here = f.description?.value.trim() ? [] : [`${typeName}.${f.name.value}`];
    const nested = namedType(f.type);
    return [...here, ...(types.has(nested) ? undocumented(nested, property) : [])];
  });
}

it.each(CONTENT_KINDS.map((kind) => [kind.typeName, kind] as const))(
  "%s has the schema's fields, each described, and the type is described with its files",
  (typeName, kind) => {
    expect(graphqlPaths(typeName).sort()).toEqual(zodPaths(kind.schema).sort());
    expect(undocumented(typeName, kind.schema)).toEqual([]);
    const type = parse(sdl).definitions.find((d) => d.kind === "ObjectTypeDefinition" && d.name.value === typeName);
    expect(type && "description" in type ? type.description?.value : undefined).toContain(kind.label);
  },
);

it("takes the words from the zod schema, inside lists and refinements too", () => {
  const settings = CONTENT_KINDS.find((kind) => kind.name === "settings")?.schema;
  const hours =
    settings && (unwrap((unwrap(settings).inner as z.AnyZodObject).shape.hours as ZodTypeAny).inner as z.AnyZodObject);
  const hourType = namedType(field("SettingsJson", "hours")!.type);
  expect(field(hourType, "opens")?.description?.value).toBe((hours?.shape.opens as ZodTypeAny).description);
  expect(field(namedType(field("LegalJson", "sections")!.type), "id")?.description?.value).toMatch(/#link/);
  expect(field("ServicesJson", "title")?.description?.value).toMatch(/What are porcelain veneers\?/);
});

it("adds the language, the parsed formatted text, the picture's file and the dates a query formats", () => {
  const print = (typeName: string, name: string) => {
    const f = field(typeName, name);
    const directives = (f?.directives ?? []).map((d) => ` @${d.name.value}`).join("");
    return f && `${sdl.slice(f.type.loc!.start, f.type.loc!.end)}${directives}`;
  };
  for (const kind of CONTENT_KINDS) expect(print(kind.typeName, "lang")).toBe("String!");
  expect(print("ServicesJson", "descriptionTree")).toBe("JSON");
  expect(print("LegalSection", "descriptionTree")).toBe("JSON!");
  expect(print("ServicesJson", "image")).toBe("File @imageFile");
  expect(print("AboutPhoto", "image")).toBe("File @imageFile");
  expect(print("ServicesJson", "lastUpdated")).toBe("Date! @dateformat");
  expect(print("LegalJson", "effectiveDate")).toBe("Date! @dateformat");
  // A date the site reads as written stays a string.
  expect(print(namedType(field("NoticesJson", "notices")!.type), "firstDay")).toBe("String!");
});

it("is a schema Gatsby accepts: the service and about pages implement the interface one fragment reads", () => {
  const gatsby = `
    scalar JSON
    scalar Date
    directive @dontInfer on OBJECT
    directive @dateformat on FIELD_DEFINITION
    directive @imageFile(from: String!) on FIELD_DEFINITION
    interface Node { id: ID! }
    type File implements Node { id: ID! }
  `;
  const schema = buildSchema(`${gatsby}\n${sdl.replace(/implements Node( & \w+)? @dontInfer \{/g, (m) => `${m}\n  id: ID!`)}`);
  expect(
    schema
      .getImplementations(schema.getType("ContentPage") as never)
      .objects.map((type) => type.name)
      .sort(),
  ).toEqual(["AboutJson", "ServicesJson"]);
});
