import { z, type ZodTypeAny } from "zod";
import { unwrap } from "../../src/content/gate/labels";

/** Every field of every object in a zod schema, with its path ("address.suite", "sectionOneData[].title"). */
export function zodFields(schema: ZodTypeAny, prefix = ""): { path: string; schema: ZodTypeAny }[] {
  const { inner, list } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  const at = list ? `${prefix}[]` : prefix;
  return Object.entries(inner.shape as Record<string, ZodTypeAny>).flatMap(([key, field]) => {
    const path = at ? `${at}.${key}` : key;
    return [{ path, schema: field }, ...zodFields(field, path)];
  });
}
