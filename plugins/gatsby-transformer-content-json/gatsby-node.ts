/**
 * The content files' JSON nodes, made by gatsby-transformer-json, with one difference: a file that
 * is not valid JSON makes no node instead of stopping Gatsby with the transformer's stack trace.
 * The content check reports that file with its line and what to do: a build stops before sourcing
 * (onPreInit), and `gatsby develop` shows the message in the terminal and on every page.
 */
import type { GatsbyNode, Node, PluginOptions } from "gatsby";

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
  try {
    JSON.parse(text);
  } catch {
    return;
  }
  await transformer.onCreateNode({ ...args, loadNodeContent: () => Promise.resolve(text) }, options);
};
