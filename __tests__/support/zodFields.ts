import type { ZodTypeAny } from "zod";
import { fieldsOf, unwrap } from "../../src/content/gate/labels";

/** Every field of every object in a zod schema, with its path ("address.suite", "sectionOneData[].title"). */
export function zodFields(schema: ZodTypeAny, prefix = ""): { path: string; schema: ZodTypeAny }[] {
  const at = unwrap(schema).list ? `${prefix}[]` : prefix;
  return fieldsOf(schema).flatMap(([key, field]) => {
    const path = at ? `${at}.${key}` : key;
    return [{ path, schema: field }, ...zodFields(field, path)];
  });
}
