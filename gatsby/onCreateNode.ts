import type { GatsbyNode } from "gatsby";
import { translationOf } from "../src/content/gate/translationPath";
import { DEFAULT_LANG, type Lang } from "../src/i18n/languages";

/** Each content node learns its file's language (`fields.lang`): `content/es/…` is Spanish, the rest English. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.owner !== "gatsby-transformer-content-json" || !node.parent) return;
  const file = getNode(node.parent) as { relativePath?: string } | undefined;
  const lang: Lang = (file?.relativePath && translationOf(file.relativePath)?.lang) || DEFAULT_LANG;
  actions.createNodeField({ node, name: "lang", value: lang });
};
