/**
 * Fields computed at build time: formatted text parsed into an allow-listed tree (so no HTML
 * parser ships to the browser) and image paths resolved to the File nodes sharp processes.
 */
import type { CreateResolversArgs } from "gatsby";
import { isVideo } from "../lib/media";
import { parseRichText, type RichNode, type RichTextTokens } from "../content/richText";

interface NodeModel {
  findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
interface SettingsNode {
  phoneDisplay: string;
  phoneTel: string;
  email: string;
  privacyOfficer?: string | null;
}

async function tokens(context: ResolverContext): Promise<RichTextTokens> {
  const settings = (await context.nodeModel.findOne({ type: "SettingsJson", query: { filter: {} } })) as SettingsNode | null;
  if (!settings) throw new Error("content/settings/settings.json is missing");
  return {
    phone: settings.phoneDisplay,
    phoneTel: settings.phoneTel,
    email: settings.email,
    privacyOfficer: settings.privacyOfficer,
  };
}

async function tree(html: string | null | undefined, context: ResolverContext): Promise<RichNode[] | null> {
  if (!html) return null;
  return parseRichText(html, await tokens(context)).nodes;
}

function imageFile(src: string | null | undefined, context: ResolverContext): Promise<unknown> | null {
  if (!src || isVideo(src)) return null;
  return context.nodeModel.findOne({
    type: "File",
    query: { filter: { sourceInstanceName: { eq: "content" }, relativePath: { eq: `images/${src}` } } },
  });
}

type Source = Record<string, unknown>;
const treeField = (field: string) => ({
  type: "JSON",
  resolve: (source: Source, _args: unknown, context: ResolverContext) => tree(source[field] as string | undefined, context),
});

export function createResolvers({ createResolvers: create }: CreateResolversArgs): void {
  create({
    ServicesJson: {
      descriptionTree: treeField("descriptionToBeParsed"),
      image: {
        type: "File",
        resolve: (source: Source, _args: unknown, context: ResolverContext) => imageFile(source.imgSrc as string, context),
      },
    },
    AboutJson: { descriptionTree: treeField("descriptionToBeParsed") },
    AdditionalContent: { descriptionTree: treeField("descriptionToBeParsed") },
    LegalSection: { descriptionTree: treeField("descriptionToBeParsed") },
    SharedBlock: { descriptionTree: treeField("descriptionToBeParsed") },
    AboutPhoto: {
      image: {
        type: "File",
        resolve: (source: Source, _args: unknown, context: ResolverContext) => imageFile(source.src as string, context),
      },
    },
  });
}
