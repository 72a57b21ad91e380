/** The main menu: content/navigation/menu.json. */
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { navigationSchema, type Navigation } from "../gate/schemas/site";

function checkFile({ data, refused, link, problem }: FileCheck<Navigation>): void {
  data.items?.forEach((item, i) => {
    if (item?.href) link(item.href, ["items", i, "href"]);
    item?.groups?.forEach((group, g) =>
      group?.links?.forEach((entry, l) => {
        if (entry?.href) link(entry.href, ["items", i, "groups", g, "links", l, "href"]);
      }),
    );
  });
  data.items?.forEach((item, i) => {
    if (item && !item.href && !item.groups && !item.note && !refused(["items", i], true))
      problem("needs a link address (href), groups or a note", ["items", i]);
  });
}

export const navigation = {
  name: "navigation",
  label: "Main menu",
  schema: navigationSchema,
  file: "menu.json",
  check: checkFile,
  summary: "menu",
  es: { label: "Menú principal (español)" },
} as const satisfies Declaration;
