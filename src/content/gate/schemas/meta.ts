/**
 * What a content field says about itself beyond its rules, kept on its zod schema: `.describe()`
 * and `.min()` copy it with the rest, so a field keeps it however it is described. The GraphQL
 * types (gatsby/schema/typeDefs.ts) and the names of list entries (labels.ts) come from it.
 */
import { z, type ZodTypeAny } from "zod";

export interface FieldMeta {
  /** The GraphQL type of an object that several fields share (a card in any card section). */
  typeName?: string;
  /** GraphQL gives the field as a Date, which a query can format. */
  date?: true;
  /** The field names a picture under content/images/: GraphQL adds `image`, its File node for sharp. */
  image?: true;
  /** What one entry of the list is called: the editor's "Add …" button and the content check's messages use it. */
  entry?: string;
  /** A fact (a link, a picture, a date, an id), the same in every language: a translation copies it. */
  fact?: true;
}

/** The schema's own metadata (not its wrappers'). */
export function metaOf(schema: ZodTypeAny): FieldMeta {
  return (schema._def as { meta?: FieldMeta }).meta ?? {};
}

/** A copy of `schema` with `meta` added to its metadata. */
export function withMeta<T extends ZodTypeAny>(schema: T, meta: FieldMeta): T {
  const Schema = schema.constructor as new (def: unknown) => T;
  return new Schema({ ...schema._def, meta: { ...metaOf(schema), ...meta } });
}

/** A field whose value is a fact, the same in every language. */
export const fact = <T extends ZodTypeAny>(schema: T) => withMeta(schema, { fact: true });

/** A list whose entries are called `entry` ("Menu entry"), of `item`. */
export const listOf = <T extends ZodTypeAny>(entry: string, item: T) => withMeta(z.array(item), { entry });

/** A field's schema inside its optional, array and refinement wrappers, with what they say about it. */
export function unwrap(schema: ZodTypeAny) {
  let inner = schema;
  let description = schema.description;
  let meta: FieldMeta = metaOf(schema);
  let optional = false;
  let list = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) optional = true;
    else if (inner instanceof z.ZodArray) list = true;
    else if (!(inner instanceof z.ZodEffects)) break;
    inner = (
      inner instanceof z.ZodArray ? inner.element : inner instanceof z.ZodEffects ? inner.innerType() : inner.unwrap()
    ) as ZodTypeAny;
    description ??= inner.description;
    meta = { ...metaOf(inner), ...meta };
  }
  return { inner, description, meta, optional, list };
}

/** Every field of `schemas`, at any depth, by its name, with its metadata. */
function fieldsOf(schemas: readonly ZodTypeAny[]): [string, FieldMeta][] {
  const found: [string, FieldMeta][] = [];
  const walk = (schema: ZodTypeAny) => {
    const { inner } = unwrap(schema);
    if (!(inner instanceof z.ZodObject)) return;
    for (const [field, property] of Object.entries(inner.shape as Record<string, ZodTypeAny>)) {
      found.push([field, unwrap(property).meta]);
      walk(property);
    }
  };
  schemas.forEach(walk);
  return found;
}

/** What one entry of each list field of `schemas` is called, by the field's name (`items` → "Menu entry"). */
export function entryNames(schemas: readonly ZodTypeAny[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const [field, { entry }] of fieldsOf(schemas)) {
    if (entry && (names.get(field) ?? entry) !== entry)
      throw new Error(`The entries of every list named ${field} must have one name, not "${names.get(field)}" and "${entry}"`);
    if (entry) names.set(field, entry);
  }
  return names;
}

/** The names of the fields of `schemas` that are facts (`fact`). */
export function factFields(schemas: readonly ZodTypeAny[]): Set<string> {
  return new Set(fieldsOf(schemas).flatMap(([field, meta]) => (meta.fact ? [field] : [])));
}
