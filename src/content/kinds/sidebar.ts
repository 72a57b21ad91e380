/** The sidebar's categories of pages: content/sidebar/categories.json. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { LINE, SITE_PATH_FORM, line, link, listOf, sitePath } from "./fields";

const sidebarSchema = z.strictObject({
  categories: listOf(
    "Category",
    z.strictObject({
      title: line.describe(`The category's heading above its links, e.g. "Cosmetic and Restorative Dentistry". ${LINE}`),
      links: listOf(
        "Link",
        z.strictObject({
          path: link(sitePath, "Page address").describe(`The page, e.g. "/services/veneers". ${SITE_PATH_FORM}`),
          label: line.describe(`The link's text, e.g. "Veneers / Crowns". ${LINE}`),
        }),
      )
        .min(1)
        .describe("The category's pages, in order; at least one."),
    }),
  )
    .min(1)
    .describe("The sidebar's categories: a page listed in one shows that category's links beside its text. At least one."),
});

type Sidebar = z.infer<typeof sidebarSchema>;

function checkFile({ data, english, page, problem }: FileCheck<Sidebar>): void {
  if (!english) return;
  const categorised = new Map<string, string>();
  data.categories?.forEach((category, c) =>
    category?.links?.forEach((entry, l) => {
      if (entry?.path === undefined) return;
      const at = ["categories", c, "links", l, "path"];
      page(entry.path, at);
      const other = categorised.get(entry.path);
      if (other) problem(`"${entry.path}" is already in the category "${other}"; a page belongs to one category`, at);
      categorised.set(entry.path, category.title ?? `${c + 1}`);
    }),
  );
}

export const sidebar = {
  label: "Sidebar",
  schema: sidebarSchema,
  file: "categories.json",
  check: checkFile,
  summary: "sidebar",
  es: { label: "Barra lateral (español)" },
} as const satisfies Declaration;
