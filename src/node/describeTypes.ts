/**
 * GraphiQL's documentation from the zod schema: each content type's fields get the description
 * written with `.describe()` in src/content/gate/schemas/ (unless the type definitions already give one),
 * and each content type says which files it comes from. The words are written once.
 */
import { Kind, parse, print, visit, type DefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { z, type ZodTypeAny } from "zod";
import { CONTENT_KINDS, kindPattern, type ContentKind } from "../content/kinds";
import { contentTypeName } from "../content/gate/contentFiles";

/** gatsby-transformer-json names a file's type after its folder: content/services/*.json → ServicesJson. */
export function graphqlTypeName(kind: ContentKind): string {
  return contentTypeName("folder" in kind.layout ? `${kind.layout.folder}/page.json` : kind.layout.file);
}

const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

/** The schema inside optional, nullable, array and refinement wrappers, with the outermost description found. */
function unwrap(schema: ZodTypeAny): { inner: ZodTypeAny; description?: string } {
  let inner = schema;
  let description = schema.description;
  while (
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable ||
    inner instanceof z.ZodArray ||
    inner instanceof z.ZodEffects
  ) {
    inner = (
      inner instanceof z.ZodArray ? inner.element : inner instanceof z.ZodEffects ? inner.innerType() : inner.unwrap()
    ) as ZodTypeAny;
    description ??= inner.description;
  }
  return { inner, description };
}

const isObjectType = (definition: DefinitionNode): definition is ObjectTypeDefinitionNode =>
  definition.kind === Kind.OBJECT_TYPE_DEFINITION;

export function describedTypeDefs(typeDefs: string, kinds: readonly ContentKind[] = CONTENT_KINDS): string {
  const document = parse(typeDefs);
  const objectTypes = new Map(document.definitions.filter(isObjectType).map((definition) => [definition.name.value, definition]));
  const fieldDescriptions = new Map<string, Map<string, string>>();
  const typeDescriptions = new Map<string, string>();

  const walk = (typeName: string, schema: ZodTypeAny) => {
    const type = objectTypes.get(typeName);
    if (!type || !(schema instanceof z.ZodObject)) return;
    const shape = schema.shape as Record<string, ZodTypeAny>;
    for (const field of type.fields ?? []) {
      const property = shape[field.name.value];
      if (!property) continue;
      const { inner, description } = unwrap(property);
      if (description) {
        if (!fieldDescriptions.has(typeName)) fieldDescriptions.set(typeName, new Map());
        fieldDescriptions.get(typeName)?.set(field.name.value, description);
      }
      const nested = namedType(field.type);
      if (objectTypes.has(nested)) {
        if (inner.description && !typeDescriptions.has(nested)) typeDescriptions.set(nested, inner.description);
        walk(nested, inner);
      }
    }
  };
  // A type may hold several kinds (English and Spanish service pages are both ServicesJson).
  const kindsOfType = new Map<string, ContentKind[]>();
  for (const kind of kinds) {
    const name = graphqlTypeName(kind);
    kindsOfType.set(name, [...(kindsOfType.get(name) ?? []), kind]);
  }
  for (const [name, sharing] of kindsOfType) {
    const [first] = sharing;
    typeDescriptions.set(
      name,
      first.schema.description ??
        `${sharing.map((kind) => kind.label).join(" / ")}: one node per file ${sharing.map(kindPattern).join(" or ")}.`,
    );
    for (const kind of sharing) walk(name, kind.schema);
  }

  const described = visit(document, {
    ObjectTypeDefinition(node) {
      const fields = fieldDescriptions.get(node.name.value);
      const typeDescription = typeDescriptions.get(node.name.value);
      return {
        ...node,
        description: node.description ?? (typeDescription ? { kind: Kind.STRING, value: typeDescription } : undefined),
        fields: node.fields?.map((field) => {
          const text = fields?.get(field.name.value);
          return field.description || !text ? field : { ...field, description: { kind: Kind.STRING, value: text } };
        }),
      };
    },
  });
  return print(described);
}
