/**
 * A field computed at build time, by a directive that typeDefs.ts generates beside a picture path:
 *   image: File @imageFile(from: "imgSrc")
 *     an image path under content/images/ resolved to the File node sharp processes (null for a video).
 * Formatted text is parsed when the content nodes are made (gatsby/onCreateNode.ts).
 */
import type { GatsbyNode } from "gatsby";
import { isVideo } from "../../src/lib/media";
import { IMAGES_FOLDER } from "../../src/content/gate/contentFiles";

interface ResolverContext {
  nodeModel: { findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown> };
}

const FIELD_EXTENSIONS = [
  {
    name: "imageFile",
    args: { from: "String!" },
    extend: ({ from }: { from: string }) => ({
      resolve: (source: Record<string, unknown>, _args: unknown, context: ResolverContext): Promise<unknown> | null => {
        const src = source[from];
        if (typeof src !== "string" || !src || isVideo(src)) return null;
        return context.nodeModel.findOne({
          type: "File",
          query: { filter: { sourceInstanceName: { eq: IMAGES_FOLDER }, relativePath: { eq: src } } },
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
