/**
 * The formatted-text tree and its allow-list, without the parser: the browser bundle imports
 * this module only, so no HTML parser ships to visitors.
 */
import { sitePathProblem } from "./sitePath";

export const RICH_TAGS = ["p", "ul", "ol", "li", "strong", "em", "a", "br", "h3"] as const;
type RichTag = (typeof RICH_TAGS)[number];

export type RichNode = { type: "text"; text: string } | { type: "element"; tag: RichTag; href?: string; children: RichNode[] };

export const isRichTag = (tag: string): tag is RichTag => (RICH_TAGS as readonly string[]).includes(tag);

export const ALLOWED_LINKS = "use /page, #anchor, https://, mailto: or tel:";

/**
 * Links may go to a page of this site, an anchor, a secure web page, an e-mail or a phone number,
 * written without spaces, control characters or backslashes anywhere (browsers drop or rewrite
 * those, which can turn a site path into another host). Undefined when `href` is allowed.
 */
export function hrefProblem(href: string): string | undefined {
  if (/[\s\p{Cc}\p{Cf}\\]/u.test(href))
    return "a link must not contain spaces, control characters, invisible characters or backslashes";
  if (href.startsWith("/")) {
    const [pathPart] = href.split(/[?#]/);
    const problem = sitePathProblem(pathPart);
    return problem && `its path ${problem.replace(/^must be a site path/, "must be one")}`;
  }
  if (/^#[A-Za-z0-9_-]*$/.test(href) || /^mailto:[^@/]+@[^@/]+$/i.test(href) || /^tel:\+?[\d-]+$/i.test(href)) return undefined;
  if (/^https:\/\//i.test(href)) {
    try {
      const url = new URL(href);
      return url.hostname.includes(".") && !url.username && !url.password
        ? undefined
        : "a web link needs a host name and no user name";
    } catch {
      return "the web address cannot be read";
    }
  }
  return ALLOWED_LINKS;
}

export const isSafeHref = (href: string): boolean => hrefProblem(href) === undefined;
