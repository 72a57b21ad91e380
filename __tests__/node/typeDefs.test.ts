/**
 * @jest-environment node
 *
 * The GraphQL declaration of each kind of content file lists the same fields as its zod schema
 * (plus the fields computed at build time), so a field added to one cannot be missing in the other.
 */
import { parse, type DefinitionNode, type FieldDefinitionNode, type TypeNode } from "graphql";
import { typeDefs } from "../../src/node/typeDefs";
import { CONTENT_KINDS, type ContentKind } from "../../src/content/kinds";
import { zodPaths } from "../support/schemaPaths";

/** Fields Gatsby computes from others at build time; they exist only in GraphQL. */
const COMPUTED = new Set(["descriptionTree", "image"]);

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

/** gatsby-transformer-json names a file's type after its folder: content/services/*.json → ServicesJson. */
function graphqlTypeName(kind: ContentKind): string {
  const folder = "folder" in kind.layout ? kind.layout.folder : kind.layout.file.split("/")[0];
  return `${folder.charAt(0).toUpperCase()}${folder.slice(1)}Json`;
}

it.each(CONTENT_KINDS.map((kind) => [graphqlTypeName(kind), kind] as const))(
  "%s declares the schema's fields",
  (typeName, kind) => {
    expect(types.has(typeName)).toBe(true);
    expect(graphqlPaths(typeName).sort()).toEqual(zodPaths(kind.schema).sort());
  },
);
