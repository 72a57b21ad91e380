/** The text of content files and pages, shared by the advice rules, and the shape of one piece of advice. */
import { parseRichText, richTextToPlain } from "../gate/richText";

/** One piece of advice about one file, e.g. `content/services/<slug>.json`, under a named rule. */
export interface AdviceItem<Rule extends string> {
  file: string;
  rule: Rule;
  message: string;
}

/** Every string of a file's data with the keys and indexes that lead to it (a function is called with `blank` for each parameter). */
export function strings(value: unknown, blank = "", at: (string | number)[] = []): { at: (string | number)[]; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (typeof value === "function") return strings(value(...Array.from({ length: value.length }, () => blank)), blank, at);
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, blank, [...at, i]));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, blank, [...at, key]));
}

/** The last key (not index) of a path: the field a string is. */
export const fieldOf = (at: readonly (string | number)[]) => at.filter((part) => typeof part === "string").pop();

export const plain = (html: string | undefined): string => (html ? richTextToPlain(parseRichText(html).nodes) : "");
