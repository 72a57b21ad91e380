import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "./schema/typeDefs";

/** The content's GraphQL types, generated from the kinds' schemas (not inferred). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
