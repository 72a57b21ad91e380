/** Small helpers over htmlparser2's document tree, shared by the CSP scan (hosting/headers.ts) and the link check (scripts/lib/linkCheck.ts). */
import type { ChildNode, Element } from "domhandler";

function isElement(node: ChildNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

/** The text of an element's direct text children (a <script>'s or <style>'s source). */
export function rawText(element: Element): string {
  return element.children.map((child) => (child.type === "text" ? child.data : "")).join("");
}

/** Visits every element in document order; `inside` lists the names of the element's ancestors. */
export function walkElements(
  nodes: ChildNode[],
  visit: (element: Element, inside: readonly string[]) => void,
  inside: string[] = [],
) {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    visit(node, inside);
    walkElements(node.children, visit, [...inside, node.name]);
  }
}
