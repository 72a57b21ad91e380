import type { GatsbyNode } from "gatsby";
import { describedTypeDefs } from "./schema/describeTypes";
import { createFieldExtensions } from "./schema/fieldExtensions";
import { typeDefs } from "./schema/typeDefs";

/** The content's GraphQL types, declared (not inferred), with their field extensions and descriptions. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createFieldExtensions(actions.createFieldExtension);
  actions.createTypes(describedTypeDefs(typeDefs));
};
