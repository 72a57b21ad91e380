/** Old addresses and the pages they lead to: content/redirects/redirects.json; every language derives its redirects from it. */
import type { Declaration } from "../kinds";
import { redirectsSchema, type Redirects } from "../gate/schemas/site";

export const redirects = {
  name: "redirects",
  label: "Redirects",
  singular: "Redirect",
  schema: redirectsSchema,
  file: "redirects.json",
  readFirst: true,
  summary: (data: Redirects) => data.redirects.length,
} as const satisfies Declaration;
