/** Formatted text: an allow-listed subset of HTML turned into a data tree at build time, so no HTML parser ships to the browser. */
import type { Lang } from "../../i18n/languages";
import { STRINGS } from "../../i18n/dictionary";
import { parseDocument } from "htmlparser2";
import type { ChildNode } from "domhandler";
import { ALLOWED_LINKS, RICH_TAGS, hrefProblem, isRichTag, type RichNode } from "./richNodes";
import { visible } from "./labels";
import type { Loose } from "./fileChecks";
import type { Settings } from "../kinds/settings";

export type { RichNode } from "./richNodes";

/** Elements whose content is dropped along with them, not unwrapped. */
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript"]);

/**
 * The settings' values content refers to as `{phone}`, `{phoneTel}`, `{email}` and `{privacyOfficer}`, in `lang`;
 * stand-ins for refused ones, so a settings problem is not reported again by every `{phone}` link.
 */
export const tokensFor = (settings: Loose<Settings> | undefined, lang: Lang) => ({
  phone: settings?.phoneDisplay ?? "(000) 000-0000",
  phoneTel: settings?.phoneTel ?? "+10000000000",
  email: settings?.email ?? "office@example.org",
  // Until the settings name the person, `{privacyOfficer}` reads as the role.
  privacyOfficer: settings?.privacyOfficer ?? STRINGS[lang].privacyOfficer,
});
export type RichTextTokens = ReturnType<typeof tokensFor>;

const replaceTokens = (value: string, tokens: RichTextTokens) =>
  value.replace(/\{(phoneTel|phone|email|privacyOfficer)\}/g, (_, name: keyof RichTextTokens) => tokens[name]);

const parsedOnce = new Map<string, ReturnType<typeof parseRichText>>();

/** parseRichText, remembered: the content check and the content nodes made of what it read share one parse of each text. */
export function parseRichTextOnce(html: string, tokens: RichTextTokens) {
  const source = replaceTokens(html, tokens);
  const parsed = parsedOnce.get(source) ?? parseRichText(source);
  parsedOnce.set(source, parsed);
  return parsed;
}

/** The tree, and everything not allowed and left out of it, in words for a maintainer. */
export function parseRichText(html: string, tokens?: RichTextTokens): { nodes: RichNode[]; problems: string[] } {
  const source = tokens ? replaceTokens(html, tokens) : html;
  const problems: string[] = [];
  const document = parseDocument(source, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });

  const convert = (children: ChildNode[]): RichNode[] => {
    const out: RichNode[] = [];
    for (const child of children) {
      if (child.type === "text" && child.data.length > 0) out.push({ type: "text", text: child.data });
      // Past text, only elements count: comments and other nodes are left out.
      if (child.type !== "tag" && child.type !== "script" && child.type !== "style") continue;
      const tag = child.name;
      if (DROP_WITH_CONTENT.has(tag)) {
        problems.push(`<${tag}> is not allowed`);
        continue;
      }
      if (!isRichTag(tag)) {
        problems.push(`<${tag}> is not allowed (allowed: ${RICH_TAGS.join(", ")})`);
        out.push(...convert(child.children));
        continue;
      }
      let href: string | undefined;
      for (const [name, value] of Object.entries(child.attribs)) {
        if (tag === "a" && name === "href") {
          const problem = hrefProblem(value);
          if (problem === undefined) href = value;
          else
            problems.push(
              `link "${visible(value)}" is not allowed (${problem === ALLOWED_LINKS ? problem : `${problem}; ${ALLOWED_LINKS}`})`,
            );
        } else problems.push(`${/^on/.test(name) ? "event " : ""}attribute ${name} on <${tag}> is not allowed`);
      }
      if (tag === "a" && href === undefined) {
        // A link without a safe target is kept as its text only.
        out.push(...convert(child.children));
        continue;
      }
      out.push({ type: "element", tag, ...(href !== undefined ? { href } : {}), children: convert(child.children) });
    }
    return out;
  };

  return { nodes: convert(document.children), problems };
}

/** Plain text of a tree (for word counts and readability). */
export function richTextToPlain(nodes: RichNode[]): string {
  return nodes
    .map((node) =>
      node.type === "text"
        ? node.text
        : node.tag === "br"
          ? "\n"
          : `${richTextToPlain(node.children)}${["p", "li", "h3"].includes(node.tag) ? "\n" : ""}`,
    )
    .join("");
}

/** Every link of a tree, its target and its text, a link inside another's text too. */
export const linksOf = (nodes: RichNode[]): { href: string; text: string }[] =>
  nodes.flatMap((node) =>
    node.type === "text"
      ? []
      : [
          ...(node.tag === "a" && node.href !== undefined ? [{ href: node.href, text: richTextToPlain(node.children) }] : []),
          ...linksOf(node.children),
        ],
  );

/** Site-internal link targets in a tree, for the link check. */
export const internalLinks = (nodes: RichNode[]): string[] =>
  linksOf(nodes).flatMap(({ href }) => (href.startsWith("/") ? [href] : []));

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A tree written back as the stored HTML subset: only allowed tags, only `href` on links. A list
 * item holding a single paragraph is written without it (`<li>text</li>`), as content files write them.
 */
function richTextToHtml(nodes: RichNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeText(node.text);
      if (node.tag === "br") return "<br>";
      const [only] = node.children;
      const children =
        node.tag === "li" && node.children.length === 1 && only.type === "element" && only.tag === "p"
          ? only.children
          : node.children;
      const href = node.tag === "a" && node.href !== undefined ? ` href="${escapeText(node.href).replace(/"/g, "&quot;")}"` : "";
      return `<${node.tag}${href}>${richTextToHtml(children)}</${node.tag}>`;
    })
    .join("");
}

/** Any HTML (a rich-text editor's output) reduced to the stored subset; an empty document is "". */
export function toStoredRichText(html: string): string {
  const stored = richTextToHtml(parseRichText(html).nodes);
  return stored.replace(/^(<p><\/p>)+$/, "");
}
