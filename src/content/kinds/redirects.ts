/** Old addresses and the pages they lead to: content/redirects/redirects.json; every language derives its redirects from it. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import { SITE_PATH_FORM, listOf, sitePath } from "./fields";

export const redirectsSchema = z.strictObject({
  redirects: listOf(
    "Redirect",
    z.strictObject({
      from: sitePath.describe(`The old address, e.g. "/services/fluoridetreatments". ${SITE_PATH_FORM}`),
      to: sitePath.describe(`The page it sends visitors to, e.g. "/services/flouridetreatments". ${SITE_PATH_FORM}`),
      // A redirect file or a browser redirect for an address that differs from a page's only in
      // letter case would collide with that page, so only the web server may apply it.
      serverOnly: z
        .boolean()
        .optional()
        .describe(
          "true when only the production web server applies it, for an old address that differs from a page's only in letter case. Optional.",
        ),
      keepLinks: z
        .boolean()
        .optional()
        .describe(
          'true when the site links to the old address on purpose, e.g. the menu\'s "Patient Care Services" to /services; otherwise the content check advises linking to the new address. Optional.',
        ),
    }),
  )
    .min(1)
    .describe("Old addresses that send visitors on to a page of this site; at least one."),
});

export type Redirects = z.infer<typeof redirectsSchema>;

export const redirects = {
  label: "Redirects",
  singular: "Redirect",
  schema: redirectsSchema,
  file: "redirects.json",
  readFirst: true,
  summary: (data: Redirects) => data.redirects.length,
} as const satisfies Declaration;
