import { z, type ZodTypeAny } from "zod";

/** The schema inside optional, nullable, array and refinement wrappers. */
export function innermost(schema: ZodTypeAny): ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return innermost(schema.unwrap() as ZodTypeAny);
  if (schema instanceof z.ZodEffects) return innermost(schema.innerType() as ZodTypeAny);
  if (schema instanceof z.ZodArray) return innermost(schema.element as ZodTypeAny);
  return schema;
}

/** Every field of every object in a zod schema, with its path ("address.suite", "sectionOneData[].title"). */
export function zodFields(schema: ZodTypeAny, prefix = ""): { path: string; schema: ZodTypeAny }[] {
  const inner = innermost(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  const list = hasArray(schema) ? `${prefix}[]` : prefix;
  return Object.entries(inner.shape as Record<string, ZodTypeAny>).flatMap(([key, field]) => {
    const path = list ? `${list}.${key}` : key;
    return [{ path, schema: field }, ...zodFields(field, path)];
  });
}

function hasArray(schema: ZodTypeAny): boolean {
  if (schema instanceof z.ZodArray) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return hasArray(schema.unwrap() as ZodTypeAny);
  if (schema instanceof z.ZodEffects) return hasArray(schema.innerType() as ZodTypeAny);
  return false;
}
