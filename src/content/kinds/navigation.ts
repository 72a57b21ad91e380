/** The main menu: content/navigation/menu.json. */
import { z } from "zod";
import type { Declaration } from "../kinds";
import type { FileCheck } from "../gate/fileChecks";
import { LINE, PARAGRAPH, SITE_PATH_FORM, line, link, listOf, paragraph, sitePath } from "./fields";

const menuLink = z.strictObject({
  label: line.describe(`The link's text, e.g. "Tooth Extractions". ${LINE}`),
  href: link(sitePath).describe(`The page the link opens, e.g. "/services/toothextractions". ${SITE_PATH_FORM}`),
});
const navigationSchema = z.strictObject({
  items: listOf(
    "Menu entry",
    z.strictObject({
      label: line.describe(`The entry's text in the menu, e.g. "Patient Care Services". ${LINE}`),
      href: link(sitePath)
        .optional()
        .describe(
          `The page the entry opens, e.g. "/about/meetthedoctors". Leave it out for an entry without a page (such as Insurance): it then opens its note. ${SITE_PATH_FORM}`,
        ),
      groups: listOf(
        "Group",
        z.strictObject({
          heading: line.describe(`The group's heading in the entry's panel, e.g. "Oral and Perio Surgery". ${LINE}`),
          links: listOf("Link", menuLink).min(1).describe("The group's links, in order; at least one."),
        }),
      )
        .optional()
        .describe("The panel of links the entry opens, in headed groups. Optional."),
      note: paragraph
        .optional()
        .describe(
          `Text the entry's panel shows, e.g. "We are in network for Medicare and accept all PPO insurances and some HMO insurances." Optional. ${PARAGRAPH}`,
        ),
    }),
  )
    .min(1)
    .describe("The entries of the main menu, in order; at least one."),
});

type Navigation = z.infer<typeof navigationSchema>;

function checkFile({ data, refused, link, problem }: FileCheck<Navigation>): void {
  data.items?.forEach((item, i) => {
    link(item?.href, ["items", i, "href"]);
    item?.groups?.forEach((group, g) =>
      group?.links?.forEach((entry, l) => link(entry?.href, ["items", i, "groups", g, "links", l, "href"])),
    );
  });
  data.items?.forEach((item, i) => {
    if (item && !item.href && !item.groups && !item.note && !refused(["items", i], true))
      problem("needs a link address (href), groups or a note", ["items", i]);
  });
}

export const navigation = {
  label: "Main menu",
  schema: navigationSchema,
  file: "menu.json",
  check: checkFile,
  summary: "menu",
  es: { label: "Menú principal (español)" },
} as const satisfies Declaration;
