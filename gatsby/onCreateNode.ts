import type { GatsbyNode, Node } from "gatsby";
import { contentTypeName } from "../src/content/gate/contentFiles";
import { parseRichTextOnce, tokensFor, type RichTextTokens } from "../src/content/gate/richText";
import { FORMATTED_FIELD } from "../src/content/kinds/fields";
import type { Settings } from "../src/content/kinds/settings";
import { translationOf } from "../src/content/gate/translationPath";
import { DEFAULT_LANG } from "../src/i18n/languages";
import { siteContent } from "./siteContent";

/** `value` with each formatted text (FORMATTED_FIELD) also parsed, beside it, into an allow-listed element tree. */
function withTrees(value: unknown, tokens: RichTextTokens): unknown {
  if (Array.isArray(value)) return value.map((item) => withTrees(item, tokens));
  if (typeof value !== "object" || value === null) return value;
  const out = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withTrees(inner, tokens)]));
  const html = out[FORMATTED_FIELD];
  return typeof html === "string" ? { ...out, descriptionTree: parseRichTextOnce(html, tokens).nodes } : out;
}

/**
 * Each content file's node is made of what the content check accepted (no file is read again): its
 * data, its language and its formatted text parsed as the check parsed it. A refused file makes no node.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, reporter, createNodeId, createContentDigest }) => {
  const file = node as Node & { sourceInstanceName?: string; relativePath?: string };
  if (file.internal.type !== "File" || file.sourceInstanceName !== "content" || !file.relativePath) return;
  const { files } = siteContent(reporter);
  const data = files.get(file.relativePath);
  const settings = files.get("settings/settings.json") as Settings | undefined;
  if (data === undefined || settings === undefined) return;
  const lang = translationOf(file.relativePath)?.lang ?? DEFAULT_LANG;
  const content = { ...(withTrees(data, tokensFor(settings, lang)) as object), lang };
  const child = {
    ...content,
    id: createNodeId(`${file.id} >>> JSON`),
    parent: file.id,
    children: [],
    internal: { type: contentTypeName(file.relativePath), contentDigest: createContentDigest(content) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: file, child });
};
