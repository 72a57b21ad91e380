/**
 * The kinds of content, each declared once in its module under src/content/kinds/. The gate, the
 * GraphQL types, the pages, the editor and `npm run check:content` follow this list;
 * docs/content-kinds.md says how to add a kind.
 */
import type { z, ZodTypeAny } from "zod";
import { contentPageFields } from "./kinds/pageFields";
import { markFields } from "./gate/labels";
import type { FileCheck } from "./gate/fileChecks";
import { pathIn } from "../i18n/languages";
import type { TranslationLang } from "./gate/translationPath";
import { KIND_MODULES } from "./kinds/list";

/** What a kind module declares; docs/content-kinds.md gives the meaning of each field. */
export interface Declaration {
  /** By default the folder's name. */
  name?: string;
  /** Absent for a kind only translations have. */
  label?: string;
  singular?: string;
  schema: ZodTypeAny;
  graphqlInterface?: keyof typeof GRAPHQL_INTERFACES;
  pages?: { urlPrefix: string; template: string };
  /** By default `<folder>.json`, for a kind without `pages`. */
  file?: string;
  address?: string;
  template?: string;
  /** Takes the file under check; the loader calls it with the kind's own type. */
  check?: (check: FileCheck<never>) => void;
  readFirst?: true;
  translationOnly?: true;
  summary?: string | ((data: never) => number);
  es?: { label: string; singular?: string; schema?: ZodTypeAny; typeName?: string };
}

/** The GraphQL interfaces of content types: the fields several kinds share, which one fragment reads. */
export const GRAPHQL_INTERFACES = { ContentPage: contentPageFields };

/** The kinds by folder name, in the editor's order. */
export const KINDS = KIND_MODULES;
type Kinds = typeof KINDS;
export type Folder = keyof Kinds;
export type PageFolder = { [F in Folder]: Kinds[F] extends { pages: object } ? F : never }[Folder];
type EnglishFolder = { [F in Folder]: Kinds[F] extends { translationOnly: true } ? never : F }[Folder];
type TranslatedFolder = { [F in Folder]: Kinds[F] extends { es: object } ? F : never }[Folder];
type Many<F extends Folder, T> = F extends PageFolder ? T[] : T;

/** The checked content of every English file (pages as lists), and each translation's. */
export type SiteContent = { [F in EnglishFolder]: Many<F, z.infer<Kinds[F]["schema"]>> } & {
  translations: Record<TranslationLang, Translation>;
};
/** One language's version of the site under `content/<lang>/`: its own files of every translated kind. */
export type Translation = {
  [F in TranslatedFolder]: Many<
    F,
    z.infer<Kinds[F] extends { es: { schema: infer S extends ZodTypeAny } } ? S : Kinds[F]["schema"]>
  >;
};

/** A kind with its folder, the key of the loaded content, and its GraphQL type: `services` → `ServicesJson`. */
export type Kind = Declaration & { name: string; folder: Folder; typeName: string };
export const KIND_LIST: readonly Kind[] = Object.entries(KINDS).map(([folder, kind]: [string, Declaration]) => ({
  name: folder,
  ...(kind.pages ? {} : { file: `${folder}.json` }),
  ...kind,
  folder: folder as Folder,
  typeName: `${folder.charAt(0).toUpperCase()}${folder.slice(1)}Json`,
}));
// The marks of every kind's fields, by name: the labels and the facts the editor and the content check read.
markFields(KIND_LIST.flatMap((kind) => [kind.schema, ...(kind.es?.schema ? [kind.es.schema] : [])]));

export const PAGE_KINDS = KIND_LIST.filter((kind) => kind.pages) as (Kind & {
  folder: PageFolder;
  pages: NonNullable<Declaration["pages"]>;
})[];

type Page = { path: string; template: string; slug: string; folder?: PageFolder };
/** Every page of one language's content, the home page first: its path in English form, its template and folder. */
export const pagesOf = (version: Pick<SiteContent, PageFolder>): Page[] => [
  ...KIND_LIST.flatMap((kind) =>
    kind.address && kind.template ? [{ path: kind.address, template: kind.template, slug: "" }] : [],
  ),
  ...PAGE_KINDS.flatMap(({ folder, pages }) =>
    version[folder].map(({ slug }) => ({ path: `${pages.urlPrefix}${slug}`, template: pages.template, slug, folder })),
  ),
];

/** A kind of file in one language: the editor's collection, its JSON Schema and its GraphQL type. */
export type ContentKind = Pick<Kind, "name" | "singular" | "schema" | "typeName" | "graphqlInterface"> & {
  label: string;
  /** One page per file (the slug is the file name), or exactly one file and the page it draws, if any. */
  layout: { folder: string; urlPrefix: string } | { file: string; address?: string };
};

/** A kind's files in English, or with `es` its Spanish files under `content/es/`. */
function contentKind(kind: Kind, es?: NonNullable<Kind["es"]>): ContentKind {
  const [prefix, singular] = es ? ["es/", es.singular] : ["", kind.singular];
  return {
    name: `${es ? "es-" : ""}${kind.name}`,
    label: es?.label ?? kind.label ?? kind.name,
    ...(singular ? { singular } : {}),
    schema: es?.schema ?? kind.schema,
    typeName: es?.typeName ?? kind.typeName,
    ...(kind.graphqlInterface && !es ? { graphqlInterface: kind.graphqlInterface } : {}),
    layout: kind.pages
      ? { folder: `${prefix}${kind.folder}`, urlPrefix: `${es ? "/es" : ""}${kind.pages.urlPrefix}` }
      : {
          file: `${prefix}${kind.folder}/${kind.file}`,
          ...(kind.address ? { address: es ? pathIn(kind.address, "es") : kind.address } : {}),
        },
  };
}
/** The Spanish files of the kinds English has too, or (`only`) of the kinds only translations have. */
const spanish = (only: boolean) =>
  KIND_LIST.flatMap((kind) => (kind.es && !!kind.translationOnly === only ? [contentKind(kind, kind.es)] : []));

/** Every collection of the editor, English first, then the Spanish files, then the files only Spanish has. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  ...KIND_LIST.filter((kind) => !kind.translationOnly).map((kind) => contentKind(kind)),
  ...spanish(false),
  ...spanish(true),
];

/** The file pattern of a kind relative to the repository root, e.g. `content/services/*.json`. */
export const kindPattern = (kind: ContentKind): string =>
  "folder" in kind.layout ? `content/${kind.layout.folder}/*.json` : `content/${kind.layout.file}`;

/** The kind a file belongs to (path relative to the repository root, forward slashes), if any: the one whose pattern it matches. */
export const kindOf = (relativePath: string): ContentKind | undefined =>
  CONTENT_KINDS.find((kind) =>
    new RegExp(`^${kindPattern(kind).replace(/\./g, "\\.").replace("*", "[^/]+")}$`).test(relativePath),
  );
