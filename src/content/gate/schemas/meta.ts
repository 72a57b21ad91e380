/**
 * What a content field says about itself beyond its rules, kept on its zod schema: `.describe()`
 * copies it with the rest, so a field keeps it however it is described. The GraphQL types
 * (gatsby/schema/typeDefs.ts) are generated from the schemas with it.
 */
import type { ZodTypeAny } from "zod";

export interface FieldMeta {
  /** The GraphQL type of an object that several fields share (a card in any card section). */
  typeName?: string;
  /** GraphQL gives the field as a Date, which a query can format. */
  date?: true;
  /** The field names a picture under content/images/: GraphQL adds `image`, its File node for sharp. */
  image?: true;
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
