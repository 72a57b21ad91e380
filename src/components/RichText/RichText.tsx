import React from "react";
import { Link } from "gatsby";
import { isRichTag, isSafeHref, type RichNode } from "../../content/gate/richNodes";
import { useLocalise } from "../../i18n/LanguageContext";

/** A build-time tree from GraphQL's JSON field; anything not a well-formed node is dropped. */
function toRichNodes(value: unknown): RichNode[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): RichNode[] => {
    if (typeof item !== "object" || item === null) return [];
    const node = item as Record<string, unknown>;
    if (node.type === "text" && typeof node.text === "string") return [{ type: "text", text: node.text }];
    if (node.type === "element" && typeof node.tag === "string") {
      const children = toRichNodes(node.children);
      if (!isRichTag(node.tag)) return children;
      const href = typeof node.href === "string" ? node.href : undefined;
      return [{ type: "element", tag: node.tag, ...(href ? { href } : {}), children }];
    }
    return [];
  });
}

/** Renders one node; `localise` turns a link written as an English path into the page's language. */
function renderNode(node: RichNode, key: number, localise: (href: string) => string): React.ReactNode {
  if (node.type === "text") return node.text;
  const children = node.children.map((child, index) => renderNode(child, index, localise));
  switch (node.tag) {
    case "a": {
      const href = node.href ?? "";
      if (!isSafeHref(href)) return <React.Fragment key={key}>{children}</React.Fragment>;
      if (href.startsWith("/"))
        return (
          <Link key={key} to={localise(href)}>
            {children}
          </Link>
        );
      return (
        <a key={key} href={href} rel={href.startsWith("https://") ? "noopener noreferrer" : undefined}>
          {children}
        </a>
      );
    }
    case "br":
      return <br key={key} />;
    default: {
      const Tag = node.tag;
      return <Tag key={key}>{children}</Tag>;
    }
  }
}

/** Formatted text from a content file, rendered as ordinary React elements. */
export function RichText({ tree, className }: { tree: unknown; className?: string }) {
  const nodes = toRichNodes(tree);
  const localise = useLocalise();
  if (nodes.length === 0) return null;
  return <div className={className}>{nodes.map((node, index) => renderNode(node, index, localise))}</div>;
}

/** Plain text where a blank line starts a new paragraph. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}
