/**
 * The content files' JSON nodes, made by gatsby-transformer-json, with one difference: a file that
 * is not valid JSON, or does not match its kind's schema, makes no node. The content check reports
 * that file with the field and what to do: a build stops before sourcing (onPreInit), and `gatsby
 * develop` shows the message in the terminal and on every page. Without this, develop would print
 * the transformer's stack trace for malformed JSON, and a GraphQL error for each query that reads
 * a required field the file lacks.
 */
import type { GatsbyNode, Node, PluginOptions } from "gatsby";
import { makesNode } from "./makesNode";

type CreateNodeArgs = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];

interface JsonTransformer {
  shouldOnCreateNode(args: { node: Node }): boolean;
  onCreateNode(args: CreateNodeArgs, options: PluginOptions): Promise<void>;
}

// The transformer ships no types; this is the part of it used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const transformer = require("gatsby-transformer-json/gatsby-node") as JsonTransformer;

export function shouldOnCreateNode({ node }: { node: Node }): boolean {
  return transformer.shouldOnCreateNode({ node });
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const text = await args.loadNodeContent(args.node);
  if (!makesNode(args.node.relativePath, text)) return;
  await transformer.onCreateNode({ ...args, loadNodeContent: () => Promise.resolve(text) }, options);
};
