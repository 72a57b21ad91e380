/**
 * The kinds of content file: where each lives under `content/` and which zod schema declares it.
 * Editor help (JSON Schemas and the VS Code mapping) and the Decap CMS collections are generated
 * from this list and the schemas it names, so a field is declared once.
 */
import type { ZodTypeAny } from "zod";
import * as schema from "./gate/schemas/schema";
import { pathIn } from "../i18n/languages";

export interface ContentKind {
  /** Short name, also the JSON Schema's file name: `schemas/<name>.schema.json`. */
  name: string;
  /** Label a maintainer sees in the CMS. */
  label: string;
  /** One entry of a folder of pages, for the editor's "New …" button. */
  singular?: string;
  schema: ZodTypeAny;
  /**
   * `folder`: one page per file, the slug is the file name (services, about pages, legal pages).
   * `file`: exactly one file; `address` is the page it draws, when it draws one (the home page).
   */
  layout: { folder: string; urlPrefix: string } | { file: string; address?: string };
}

const ENGLISH_KINDS: readonly ContentKind[] = [
  {
    name: "service",
    label: "Service pages",
    singular: "Service page",
    schema: schema.serviceSchema,
    layout: { folder: "services", urlPrefix: "/services/" },
  },
  {
    name: "about",
    label: "About pages",
    singular: "About page",
    schema: schema.aboutSchema,
    layout: { folder: "about", urlPrefix: "/about/" },
  },
  {
    name: "legal",
    label: "Legal pages",
    singular: "Legal page",
    schema: schema.legalSchema,
    layout: { folder: "legal", urlPrefix: "/" },
  },
  { name: "home", label: "Home page", schema: schema.homeSchema, layout: { file: "home/home.json", address: "/" } },
  { name: "blocks", label: "Shared blocks", schema: schema.blocksSchema, layout: { file: "blocks/blocks.json" } },
  { name: "settings", label: "Practice settings", schema: schema.settingsSchema, layout: { file: "settings/settings.json" } },
  { name: "navigation", label: "Main menu", schema: schema.navigationSchema, layout: { file: "navigation/menu.json" } },
  { name: "sidebar", label: "Sidebar", schema: schema.sidebarSchema, layout: { file: "sidebar/categories.json" } },
  { name: "redirects", label: "Redirects", schema: schema.redirectsSchema, layout: { file: "redirects/redirects.json" } },
];

/** What a maintainer reads for each kind's Spanish files in the CMS. */
const SPANISH_LABELS: Record<string, string> = {
  service: "Páginas de servicios (español)",
  about: "Páginas sobre nosotros (español)",
  legal: "Páginas legales (español)",
  home: "Página de inicio (español)",
  blocks: "Bloques compartidos (español)",
  settings: "Misión del consultorio (español)",
  navigation: "Menú principal (español)",
  sidebar: "Barra lateral (español)",
};

/** One Spanish page of each folder, for the editor's "New …" button. */
const SPANISH_SINGULARS: Record<string, string> = {
  service: "Página de servicio (español)",
  about: "Página sobre nosotros (español)",
  legal: "Página legal (español)",
};

/**
 * The Spanish files mirror the English ones under content/es/ with the same schemas (the settings
 * hold only their translatable text); the redirects are the English list's, never translated.
 */
const SPANISH_KINDS: readonly ContentKind[] = ENGLISH_KINDS.filter((kind) => kind.name in SPANISH_LABELS).map((kind) => ({
  name: `es-${kind.name}`,
  label: SPANISH_LABELS[kind.name],
  ...(SPANISH_SINGULARS[kind.name] ? { singular: SPANISH_SINGULARS[kind.name] } : {}),
  schema: kind.name === "settings" ? schema.settingsTranslationSchema : kind.schema,
  layout:
    "folder" in kind.layout
      ? { folder: `es/${kind.layout.folder}`, urlPrefix: `/es${kind.layout.urlPrefix}` }
      : {
          file: `es/${kind.layout.file}`,
          ...(kind.layout.address ? { address: pathIn(kind.layout.address, "es") } : {}),
        },
}));

/** Files only the Spanish text has: its glossary, which the content check holds every Spanish text to. */
const SPANISH_ONLY_KINDS: readonly ContentKind[] = [
  {
    name: "es-glossary",
    label: "Glosario (español)",
    schema: schema.glossarySchema,
    layout: { file: "es/glossary/glossary.json" },
  },
];

export const CONTENT_KINDS: readonly ContentKind[] = [...ENGLISH_KINDS, ...SPANISH_KINDS, ...SPANISH_ONLY_KINDS];

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
