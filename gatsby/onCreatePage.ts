import type { GatsbyNode } from "gatsby";
import { pathRefused } from "./pagePaths";

/** Pages from src/pages and plugins get the same check (Gatsby does not call this for the pages createPages makes). */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, reporter }) => {
  pathRefused(reporter, page.path, page.component);
};
