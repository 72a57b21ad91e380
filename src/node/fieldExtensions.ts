/**
 * Fields computed at build time, declared where the field is (in typeDefs.ts) by a directive:
 *   descriptionTree: JSON @richText(from: "descriptionToBeParsed")
 *     formatted text parsed into an allow-listed tree, so no HTML parser ships to the browser;
 *   image: File @imageFile(from: "imgSrc")
 *     an image path under content/images/ resolved to the File node sharp processes (null for a video).
 */
import type { GatsbyNode } from "gatsby";
import { isVideo } from "../lib/media";
import { parseRichText, type RichNode, type RichTextTokens } from "../content/gate/richText";
import type { Settings } from "../content/gate/schemas/site";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../i18n/languages";
import { DEFAULT_PRIVACY_OFFICER_IN } from "../content/gate/richText";

interface NodeModel {
  findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
type Source = Record<string, unknown>;

/** Where a nested object (a legal section, a shared block) keeps the language of the file it came from. */
const LANG_KEY = "__lang";

const isLang = (value: unknown): value is Lang => (LANGUAGES as readonly unknown[]).includes(value);

/** The language of a content node (its `fields.lang`) or of an object inside one. */
function languageOfSource(source: Source): Lang {
  const fields = source.fields as { lang?: unknown } | undefined;
  const lang = fields?.lang ?? source[LANG_KEY];
  return isLang(lang) ? lang : DEFAULT_LANG;
}

function withLang(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => withLang(item, lang));
  return typeof value === "object" && value !== null ? { ...value, [LANG_KEY]: lang } : value;
}
interface FromOption {
  from: string;
}

async function tokens(context: ResolverContext, lang: Lang): Promise<RichTextTokens> {
  const settings = (await context.nodeModel.findOne({ type: "SettingsJson", query: { filter: {} } })) as Settings | null;
  if (!settings) throw new Error("content/settings/settings.json is missing");
  return {
    phone: settings.phoneDisplay,
    phoneTel: settings.phoneTel,
    email: settings.email,
    privacyOfficer: settings.privacyOfficer ?? DEFAULT_PRIVACY_OFFICER_IN[lang],
  };
}

export const FIELD_EXTENSIONS = [
  {
    // On a field holding objects with formatted text: they learn the language of their file, so
    // `{privacyOfficer}` reads in that language.
    name: "inheritLang",
    args: {},
    extend: () => ({
      resolve: (source: Source, _args: unknown, _context: unknown, info: { fieldName: string }): unknown =>
        withLang(source[info.fieldName], languageOfSource(source)),
    }),
  },
  {
    name: "richText",
    args: { from: "String!" },
    extend: ({ from }: FromOption) => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext): Promise<RichNode[] | null> => {
        const html = source[from];
        return typeof html === "string" && html
          ? parseRichText(html, await tokens(context, languageOfSource(source))).nodes
          : null;
      },
    }),
  },
  {
    name: "imageFile",
    args: { from: "String!" },
    extend: ({ from }: FromOption) => ({
      resolve: (source: Source, _args: unknown, context: ResolverContext): Promise<unknown> | null => {
        const src = source[from];
        if (typeof src !== "string" || !src || isVideo(src)) return null;
        return context.nodeModel.findOne({
          type: "File",
          query: { filter: { sourceInstanceName: { eq: "content" }, relativePath: { eq: `images/${src}` } } },
        });
      },
    }),
  },
];

type CreateFieldExtension = Parameters<
  NonNullable<GatsbyNode["createSchemaCustomization"]>
>[0]["actions"]["createFieldExtension"];

export function createFieldExtensions(create: CreateFieldExtension): void {
  for (const extension of FIELD_EXTENSIONS) create(extension);
}
