import { kindOf } from "../../src/content/kinds";

/** Whether the file's text is JSON that its kind's schema accepts (files of no kind are the transformer's to refuse). */
export function makesNode(relativePath: unknown, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const kind = typeof relativePath === "string" ? kindOf(`content/${relativePath}`) : undefined;
  return !kind || kind.schema.safeParse(value).success;
}
