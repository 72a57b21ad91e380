/**
 * JSON Schemas of the content files, generated from the zod schemas, for editors and the CMS config,
 * and the field table of docs/content-rules.md from the same descriptions (`npm run schemas`).
 */
import type { ZodTypeAny } from "zod";
import { ignoreOverride, zodToJsonSchema } from "zod-to-json-schema";
import { CONTENT_KINDS, kindPattern, type ContentKind } from "../kinds";
import { PLAIN_TEXT_MESSAGE, TEXT_LIMITS, sitePath } from "../kinds/fields";
import { SITE_PATH, SITE_PATH_MESSAGE } from "./sitePath";
import { entryName, fieldsOf, humanise } from "./labels";
import { plainTextRule } from "./read";

/** The keywords of the JSON Schemas made from the zod schemas that the site reads or writes. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  title?: string;
  description?: string;
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: (string | number)[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  /** zod's message per failed keyword, as zod-to-json-schema writes it. */
  errorMessage?: Record<string, string>;
  /** VS Code shows this instead of "String does not match the pattern". */
  patternErrorMessage?: string;
}

/** The schema with zod's message for every keyword (`errorMessage`), as the CMS config needs it. */
export function detailedJsonSchema(kind: ContentKind): JsonSchema {
  const plainText = plainTextRule(kind.schema);
  return zodToJsonSchema(kind.schema, {
    $refStrategy: "none",
    errorMessages: true,
    // Regular expressions as written in the zod schemas (valid with the `u` flag editors and ajv use).
    patternStrategy: "preserve",
    // Site paths are checked in code (sitePathProblem); editors get the same rule as a pattern. A described site path is a
    // copy of sitePath sharing its refinement; the override drops zod's own handling, so it carries the description itself.
    override: (def) =>
      "effect" in def && def.effect === sitePath._def.effect
        ? {
            type: "string",
            maxLength: TEXT_LIMITS.address,
            pattern: SITE_PATH.source,
            errorMessage: { pattern: SITE_PATH_MESSAGE },
            ...(def.description ? { description: def.description } : {}),
          }
        : ignoreOverride,
    // A plain-text field's message says where this kind of file takes formatted text, as the content check's does.
    postProcess: (json) => {
      const { errorMessage } = (json ?? {}) as JsonSchema;
      return errorMessage?.pattern === PLAIN_TEXT_MESSAGE
        ? ({ ...json, errorMessage: { ...errorMessage, pattern: plainText } } as typeof json)
        : json;
    },
  }) as JsonSchema;
}

/** Zod's pattern message as editors show it (`patternErrorMessage`); each field titled with its label, a list's entries by name. */
function forEditors(schema: JsonSchema, name?: string): JsonSchema {
  const { errorMessage, properties, items, anyOf, ...rest } = schema;
  const out: JsonSchema = { ...(name ? { title: humanise(name) } : {}), ...rest };
  if (errorMessage?.pattern) out.patternErrorMessage = errorMessage.pattern;
  if (properties)
    out.properties = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, forEditors(value, key)]));
  const entry = name && entryName(name);
  if (items) out.items = { ...(entry ? { title: entry } : {}), ...forEditors(items) };
  if (anyOf) out.anyOf = anyOf.map((option) => forEditors(option));
  return out;
}

/** The schema written to `schemas/<kind>.schema.json`. */
export function editorJsonSchema(kind: ContentKind): JsonSchema {
  const { $schema, ...body } = forEditors(detailedJsonSchema(kind));
  return { $schema, $id: `${kind.name}.schema.json`, title: `${kind.label}: ${kindPattern(kind)}`, ...body };
}

export const SCHEMA_DIR = "schemas";

/** Every generated file, path relative to the repository root, with its text. */
export function generatedEditorFiles(): { file: string; text: string }[] {
  const jsonFile = (file: string, value: unknown) => ({ file, text: `${JSON.stringify(value, null, 2)}\n` });
  const vscode = {
    "json.schemas": CONTENT_KINDS.map((kind) => ({
      fileMatch: [`/${kindPattern(kind)}`],
      url: `./${SCHEMA_DIR}/${kind.name}.schema.json`,
    })),
    "json.validate.enable": true,
  };
  return [
    ...CONTENT_KINDS.map((kind) => jsonFile(`${SCHEMA_DIR}/${kind.name}.schema.json`, editorJsonSchema(kind))),
    jsonFile(".vscode/settings.json", vscode),
  ];
}

const start = (name: string) => `<!-- fields:${name} (written by npm run schemas from src/content/kinds/services.ts) -->`;
const end = (name: string) => `<!-- /fields:${name} -->`;

/**
 * One row per field: its name, whether a file must have it, and its description; aligned as Prettier writes a markdown
 * table, so formatting the manual leaves it unchanged.
 */
function fieldTable(schema: ZodTypeAny): string {
  const header = ["field", "required", "what it is"];
  const rows = fieldsOf(schema).map(([name, field]) => [
    `\`${name}\``,
    field.isOptional() ? "no" : "yes",
    (field.description ?? "").replace(/\|/g, "\\|"),
  ]);
  const widths = header.map((title, column) => Math.max(3, title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** `readme` with the table between the `fields:<name>` markers replaced; throws when the markers are missing. */
export function withFieldTable(readme: string, name: string, schema: ZodTypeAny): string {
  const from = readme.indexOf(start(name));
  const to = readme.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`docs/content-rules.md: the markers ${start(name)} … ${end(name)} are missing`);
  return `${readme.slice(0, from)}${start(name)}\n\n${fieldTable(schema)}\n\n${readme.slice(to)}`;
}
