import { isTag, type ChildNode, type Element } from "domhandler";

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** The text of an element's direct text children (a <script>'s or <style>'s source). */
export const rawText = (element: Element): string =>
  element.children.map((child) => (child.type === "text" ? child.data : "")).join("");

/** Visits every element in document order; `inside` lists the names of the element's ancestors. */
export function walkElements(
  nodes: ChildNode[],
  visit: (element: Element, inside: readonly string[]) => void,
  inside: string[] = [],
) {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    visit(node, inside);
    walkElements(node.children, visit, [...inside, node.name]);
  }
}
