/**
 * @jest-environment node
 *
 * The GraphQL declaration of each kind of content file lists the same fields as its zod schema
 * (plus the fields computed at build time), so a field added to one cannot be missing in the other.
 */
import { parse, type DefinitionNode, type FieldDefinitionNode, type TypeNode } from "graphql";
import { typeDefs } from "../../../gatsby/schema/typeDefs";
import { CONTENT_KINDS } from "../../../src/content/kinds";
import { describedTypeDefs, graphqlTypeName } from "../../../gatsby/schema/describeTypes";
import { zodPaths } from "../../support/schemaPaths";
import { z } from "zod";

/** Fields Gatsby computes at build time (the language comes from the file's folder); they exist only in GraphQL. */
const COMPUTED = new Set(["descriptionTree", "image", "lang"]);

const types = new Map<string, readonly FieldDefinitionNode[]>(
  parse(typeDefs).definitions.flatMap((definition: DefinitionNode) =>
    definition.kind === "ObjectTypeDefinition" ? [[definition.name.value, definition.fields ?? []] as const] : [],
  ),
);

const namedType = (type: TypeNode): string => (type.kind === "NamedType" ? type.name.value : namedType(type.type));

function graphqlPaths(typeName: string, prefix = ""): string[] {
  return (types.get(typeName) ?? [])
    .filter((field) => !COMPUTED.has(field.name.value))
    .flatMap((field) => {
      const path = prefix ? `${prefix}.${field.name.value}` : field.name.value;
      const isList = (t: TypeNode): boolean => t.kind === "ListType" || (t.kind === "NonNullType" && isList(t.type));
      const inner = types.has(namedType(field.type))
        ? graphqlPaths(namedType(field.type), isList(field.type) ? `${path}[]` : path)
        : [];
      return [path, ...inner];
    });
}

it.each(CONTENT_KINDS.map((kind) => [graphqlTypeName(kind), kind] as const))(
  "%s declares the schema's fields",
  (typeName, kind) => {
    expect(types.has(typeName)).toBe(true);
    expect(graphqlPaths(typeName).sort()).toEqual(zodPaths(kind.schema).sort());
  },
);

describe("GraphiQL descriptions", () => {
  const service = CONTENT_KINDS.find((kind) => kind.name === "service");
  const withDescriptions = service && {
    ...service,
    schema: (service.schema as z.AnyZodObject).extend({
      mainTitleText: z.string().describe("The page's main title, e.g. Porcelain Veneers."),
    }),
  };
  const described = parse(describedTypeDefs(typeDefs, withDescriptions ? [withDescriptions] : []));
  const fieldDescription = (typeName: string, field: string) =>
    described.definitions
      .flatMap((d) => (d.kind === "ObjectTypeDefinition" && d.name.value === typeName ? (d.fields ?? []) : []))
      .find((f) => f.name.value === field)?.description?.value;

  it("takes a field's description from the zod schema, nested types included", () => {
    expect(fieldDescription("ServicesJson", "mainTitleText")).toBe("The page's main title, e.g. Porcelain Veneers.");
    expect(fieldDescription("CardItem", "title")).toMatch(/^The card's heading, e\.g\. /);
  });

  it("keeps a description the type definitions give, and describes every content type", () => {
    expect(fieldDescription("ServicesJson", "descriptionTree")).toMatch(/allow-listed element tree/);
    const all = parse(describedTypeDefs(typeDefs));
    for (const kind of CONTENT_KINDS) {
      const type = all.definitions.find((d) => d.kind === "ObjectTypeDefinition" && d.name.value === graphqlTypeName(kind));
      expect(type && "description" in type ? type.description?.value : undefined).toContain(kind.label);
    }
  });
});
