import type { GatsbyNode } from "gatsby";
import { createFieldExtensions } from "./schema/fieldExtensions";
import { contentTypeDefs } from "./schema/typeDefs";

/** The content's GraphQL types, generated from the kinds' schemas (not inferred), with their field extensions. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createFieldExtensions(actions.createFieldExtension);
  actions.createTypes(contentTypeDefs());
};
