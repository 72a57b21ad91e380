import { z, type ZodTypeAny } from "zod";

/** Every field path of a zod schema, e.g. "address.suite" and "sectionOneData[].title". */
export function zodPaths(schema: ZodTypeAny, prefix = ""): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return zodPaths(schema.unwrap() as ZodTypeAny, prefix);
  if (schema instanceof z.ZodEffects) return zodPaths(schema.innerType() as ZodTypeAny, prefix);
  if (schema instanceof z.ZodArray) return zodPaths(schema.element as ZodTypeAny, `${prefix}[]`);
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, ZodTypeAny>).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [path, ...zodPaths(value, path)];
    });
  return [];
}
