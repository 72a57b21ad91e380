/**
 * Fields computed at build time, declared where the field is (in typeDefs.ts) by a directive:
 *   descriptionTree: JSON @richText(from: "descriptionToBeParsed")
 *     formatted text parsed into an allow-listed tree, so no HTML parser ships to the browser;
 *   image: File @imageFile(from: "imgSrc")
 *     an image path under content/images/ resolved to the File node sharp processes (null for a video).
 */
import type { GatsbyNode } from "gatsby";
import { isVideo } from "../lib/media";
import { parseRichText, type RichNode, type RichTextTokens } from "../content/richText";
import type { Settings } from "../content/schema";

interface NodeModel {
  findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
type Source = Record<string, unknown>;
interface FromOption {
  from: string;
}

async function tokens(context: ResolverContext): Promise<RichTextTokens> {
  const settings = (await context.nodeModel.findOne({ type: "SettingsJson", query: { filter: {} } })) as Settings | null;
  if (!settings) throw new Error("content/settings/settings.json is missing");
  return {
    phone: settings.phoneDisplay,
    phoneTel: settings.phoneTel,
    email: settings.email,
    privacyOfficer: settings.privacyOfficer,
  };
}

export const FIELD_EXTENSIONS = [
  {
    name: "richText",
    args: { from: "String!" },
    extend: ({ from }: FromOption) => ({
      resolve: async (source: Source, _args: unknown, context: ResolverContext): Promise<RichNode[] | null> => {
        const html = source[from];
        return typeof html === "string" && html ? parseRichText(html, await tokens(context)).nodes : null;
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
