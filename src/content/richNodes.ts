/**
 * The formatted-text tree and its allow-list, without the parser: the browser bundle imports
 * this module only, so no HTML parser ships to visitors.
 */
export const RICH_TAGS = ["p", "ul", "ol", "li", "strong", "em", "a", "br", "h3"] as const;
export type RichTag = (typeof RICH_TAGS)[number];

export type RichNode = { type: "text"; text: string } | { type: "element"; tag: RichTag; href?: string; children: RichNode[] };

export function isRichTag(tag: string): tag is RichTag {
  return (RICH_TAGS as readonly string[]).includes(tag);
}

/** Links may go to a page of this site, an anchor, a secure web page, an e-mail or a phone number. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return /^(\/(?!\/)|#|https:\/\/|mailto:|tel:\+?[\d-]+$)/i.test(value);
}
