/**
 * The kinds of content file: where each lives under `content/` and which zod schema declares it.
 * Editor help (JSON Schemas and the VS Code mapping) and the Decap CMS collections are generated
 * from this list and the schemas it names, so a field is declared once.
 */
import type { ZodTypeAny } from "zod";
import * as schema from "./schema";

export interface ContentKind {
  /** Short name, also the JSON Schema's file name: `schemas/<name>.schema.json`. */
  name: string;
  /** Label a maintainer sees in the CMS. */
  label: string;
  schema: ZodTypeAny;
  /**
   * `folder`: one page per file, the slug is the file name (services, about pages, legal pages).
   * `file`: exactly one file.
   */
  layout: { folder: string; urlPrefix: string } | { file: string };
}

export const CONTENT_KINDS: readonly ContentKind[] = [
  {
    name: "service",
    label: "Service pages",
    schema: schema.serviceSchema,
    layout: { folder: "services", urlPrefix: "/services/" },
  },
  { name: "about", label: "About pages", schema: schema.aboutSchema, layout: { folder: "about", urlPrefix: "/about/" } },
  { name: "legal", label: "Legal pages", schema: schema.legalSchema, layout: { folder: "legal", urlPrefix: "/" } },
  { name: "home", label: "Home page", schema: schema.homeSchema, layout: { file: "home/home.json" } },
  { name: "blocks", label: "Shared blocks", schema: schema.blocksSchema, layout: { file: "blocks/blocks.json" } },
  { name: "settings", label: "Practice settings", schema: schema.settingsSchema, layout: { file: "settings/settings.json" } },
  { name: "navigation", label: "Main menu", schema: schema.navigationSchema, layout: { file: "navigation/menu.json" } },
  { name: "sidebar", label: "Sidebar", schema: schema.sidebarSchema, layout: { file: "sidebar/categories.json" } },
  { name: "redirects", label: "Redirects", schema: schema.redirectsSchema, layout: { file: "redirects/redirects.json" } },
];

/** The file pattern of a kind relative to the repository root, e.g. `content/services/*.json`. */
export function kindPattern(kind: ContentKind): string {
  return "folder" in kind.layout ? `content/${kind.layout.folder}/*.json` : `content/${kind.layout.file}`;
}

/** The kind a file belongs to (path relative to the repository root, forward slashes), if any. */
export function kindOf(relativePath: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) =>
    "folder" in kind.layout
      ? new RegExp(`^content/${kind.layout.folder}/[^/]+\\.json$`).test(relativePath)
      : relativePath === `content/${kind.layout.file}`,
  );
}
