/**
 * The GraphQL types of the content files, generated from their zod schemas with their descriptions
 * and declared (`@dontInfer`), so `Queries.*` are exact; plus each node's `lang`, each formatted
 * text's `descriptionTree` and each picture's File node (`image`).
 */
import { z, type ZodTypeAny } from "zod";
import { CONTENT_KINDS, GRAPHQL_INTERFACES, kindPattern, type ContentKind } from "../../src/content/kinds";
import { unwrap, type FieldMeta } from "../../src/content/gate/labels";
import { FORMATTED_FIELD } from "../../src/content/kinds/fields";

const quote = (text: string | undefined) => (text ? `${JSON.stringify(text)}\n` : "");
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** `categories` → `Category`, `links` → `Link`: one entry of a list field. */
const entryOf = (name: string) => pascal(name.replace(/ies$/, "y").replace(/s$/, ""));

/** The GraphQL scalar of a zod leaf. */
function scalar(schema: ZodTypeAny, meta: FieldMeta): string {
  if (meta.date) return "Date";
  if (schema instanceof z.ZodNumber) return schema.isInt ? "Int" : "Float";
  if (schema instanceof z.ZodBoolean) return "Boolean";
  return "String";
}

/** The SDL of the given kinds' types (all of them by default), with the interfaces and nested types they use. */
export function contentTypeDefs(kinds: readonly ContentKind[] = CONTENT_KINDS): string {
  const types = new Map<string, string>();

  /** The fields of an object type, declaring the nested types they need (named after `owner`). */
  const fields = (shape: Record<string, ZodTypeAny>, owner: string): string[] =>
    Object.entries(shape).flatMap(([name, property]) => {
      const { inner, description, meta, optional, list } = unwrap(property);
      let type: string;
      if (inner instanceof z.ZodObject) {
        type = meta.typeName ?? `${owner}${list ? entryOf(name) : pascal(name)}`;
        objectType(type, inner, quote(inner.description));
      } else type = scalar(inner, meta);
      const wrapped = list ? `[${type}!]` : type;
      const field = `${quote(description)}${name}: ${wrapped}${optional ? "" : "!"}${meta.date ? " @dateformat" : ""}`;
      const tree = `"The formatted text as an allow-listed element tree, made at build time."\ndescriptionTree: JSON${optional ? "" : "!"}`;
      const image = `"The picture ${name} names, as its File node under content/images/ (null for a video)."\nimage: File @link(by: "relativePath", from: "${name}")`;
      return [field, ...(name === FORMATTED_FIELD ? [tree] : []), ...(meta.image ? [image] : [])];
    });

  const objectType = (name: string, schema: z.AnyZodObject, head: string, declaration = `type ${name}`) => {
    if (types.has(name)) return;
    types.set(name, "");
    const body = fields(schema.shape as Record<string, ZodTypeAny>, name.replace(/Json$/, ""));
    types.set(name, `${head}${declaration} {\n${body.map((line) => `  ${line.replace(/\n/g, "\n  ")}`).join("\n")}\n}`);
  };

  const LANG = z.string().describe("The file's language: en for content/<folder>/, es for content/es/<folder>/.");
  /** A kind's object schema with the language first, as its nodes have it. */
  const withLang = (schema: ZodTypeAny) => z.object({ lang: LANG }).merge(unwrap(schema).inner as z.AnyZodObject);
  const byType = new Map<string, ContentKind[]>();
  for (const kind of kinds) byType.set(kind.typeName, [...(byType.get(kind.typeName) ?? []), kind]);
  for (const [name, sharing] of byType) {
    const [{ schema, graphqlInterface }] = sharing;
    const description =
      schema.description ??
      `${sharing.map((kind) => kind.label).join(" / ")}: one node per file ${sharing.map(kindPattern).join(" or ")}.`;
    if (graphqlInterface) {
      const declared = GRAPHQL_INTERFACES[graphqlInterface];
      objectType(graphqlInterface, withLang(declared), quote(declared.description), `interface ${graphqlInterface}`);
    }
    const implemented = graphqlInterface ? `Node & ${graphqlInterface}` : "Node";
    objectType(name, withLang(schema), quote(description), `type ${name} implements ${implemented} @dontInfer`);
  }
  return [...types.values()].join("\n\n");
}
