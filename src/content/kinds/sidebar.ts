/** The sidebar's categories of pages: content/sidebar/categories.json. */
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { sidebarSchema, type Sidebar } from "../gate/schemas/site";

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
  name: "sidebar",
  label: "Sidebar",
  schema: sidebarSchema,
  file: "categories.json",
  check: checkFile,
  summary: "sidebar",
  es: { label: "Barra lateral (español)" },
} as const satisfies Declaration;
