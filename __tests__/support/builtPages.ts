/** The production build in public/ (made by `npm run build` before jest runs), read as parsed pages. */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import type { AnyNode, Document, Element } from "domhandler";
import { pageFile } from "../../hosting/pageFiles";

export const PUBLIC = path.resolve(__dirname, "../../public");
if (!fs.existsSync(path.join(PUBLIC, "index.html"))) throw new Error("public/ has no build: run `npm run build` first");

/** A file of the build, by its path under public/. */
export const publicFile = (relative: string) => fs.readFileSync(path.join(PUBLIC, relative), "utf8");
/** A built page's file as a host serves it. */
export const pageHtml = (route: string) => publicFile(pageFile(route));
const parsed = new Map<string, Document>();
/** A built page, parsed once per test file: the tests only read it. */
export function load(route: string): Document {
  const document = parsed.get(route) ?? parseDocument(pageHtml(route));
  parsed.set(route, document);
  return document;
}
export const byTag = (tag: string) => (node: Element) => node.name === tag;
/** The content of the page's <meta> whose `attribute` is `value`. */
export const meta = (document: Document, attribute: string, value: string) =>
  findOne((node) => node.name === "meta" && node.attribs[attribute] === value, document.children)?.attribs.content;
/** The text of nodes, spaces collapsed. */
export const text = (nodes: AnyNode | AnyNode[] | null | undefined) => textContent(nodes ?? []).replace(/\s+/g, " ");
/** The visible text of the page's main content, spaces collapsed. */
export const mainText = (document: Document) => text(findOne(byTag("main"), document.children) ?? document.children);
/** The phone links under nodes. */
export const telLinks = (nodes: AnyNode[]) =>
  findAll((node) => node.name === "a" && (getAttributeValue(node, "href") ?? "").startsWith("tel:"), nodes);
export const jsonLd = (document: Document) =>
  findAll((node) => node.name === "script" && getAttributeValue(node, "type") === "application/ld+json", document.children).map(
    (script) => JSON.parse(textContent(script)) as Record<string, unknown>,
  );
