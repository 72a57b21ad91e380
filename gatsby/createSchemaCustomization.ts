import type { GatsbyNode } from "gatsby";
import { isVideo } from "../src/lib/media";
import { IMAGES_FOLDER } from "../src/content/gate/contentFiles";
import { contentTypeDefs } from "./schema/typeDefs";

interface ResolverContext {
  nodeModel: { findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown> };
}

/**
 * The content's GraphQL types, generated from the kinds' schemas (not inferred), and the directive
 * typeDefs.ts puts beside a picture path, `image: File @imageFile(from: "imgSrc")`: the image under
 * content/images/ as the File node sharp processes (null for a video).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
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
  });
  actions.createTypes(contentTypeDefs());
};
