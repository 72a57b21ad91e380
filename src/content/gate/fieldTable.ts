/**
 * The table of a content file's fields in docs/content-rules.md, written from the zod schema's
 * descriptions by `npm run schemas`, so the manual, the editors' hover text, the browser editor's hints
 * and GraphiQL all say the same words (a test fails when the manual's copy is stale).
 */
import { z, type ZodTypeAny } from "zod";
import { unwrap } from "./labels";

const start = (name: string) => `<!-- fields:${name} (written by npm run schemas from src/content/kinds/services.ts) -->`;
const end = (name: string) => `<!-- /fields:${name} -->`;

/** A markdown table aligned as Prettier writes it, so formatting the manual leaves it unchanged. */
function alignedTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(3, title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** One row per field: its name, whether a file must have it, and its description. */
function fieldTable(schema: ZodTypeAny): string {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error("fieldTable: not an object schema");
  const rows = Object.entries(inner.shape as Record<string, ZodTypeAny>).map(([name, field]) => [
    `\`${name}\``,
    field.isOptional() ? "no" : "yes",
    (field.description ?? "").replace(/\|/g, "\\|"),
  ]);
  return alignedTable(["field", "required", "what it is"], rows);
}

/** `readme` with the table between the `fields:<name>` markers replaced; throws when the markers are missing. */
export function withFieldTable(readme: string, name: string, schema: ZodTypeAny): string {
  const from = readme.indexOf(start(name));
  const to = readme.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`docs/content-rules.md: the markers ${start(name)} … ${end(name)} are missing`);
  return `${readme.slice(0, from)}${start(name)}\n\n${fieldTable(schema)}\n\n${readme.slice(to)}`;
}
