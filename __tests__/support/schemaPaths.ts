import type { ZodTypeAny } from "zod";
import { zodFields } from "./zodFields";

/** Every field path of a zod schema, e.g. "address.suite" and "sectionOneData[].title". */
export const zodPaths = (schema: ZodTypeAny): string[] => zodFields(schema).map((field) => field.path);
