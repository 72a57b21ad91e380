/**
 * The Decap CMS configuration (/admin/config.yml), generated from the content kinds' JSON Schemas: a
 * field the editor shows is a field the content check accepts, with the same limits and messages.
 */
import { CONTENT_KINDS, type ContentKind } from "../../src/content/kinds";
import { detailedJsonSchema, type JsonSchema } from "../../src/content/gate/jsonSchema";
import { FORMATTED_FIELD } from "../../src/content/kinds/fields";
import { entryName, humanise, marksOf } from "../../src/content/gate/labels";
import { TRANSLATED_FROM } from "../../src/content/gate/translationVersion";
import { DEFAULT_LANG } from "../../src/i18n/languages";
import { LANGUAGE_NAMES } from "../../src/i18n/strings";
import type { TwinPage } from "../../src/cms/browser/translationWidget";
import { collectionName, kindInEnglish, RICH_TEXT_WIDGET } from "../../src/cms/browser/decapNames";
import { DEFAULT_BRANCH, type CmsSetting } from "./cmsSetting";

export interface DecapField {
  name: string;
  label: string;
  label_singular?: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "translation" | typeof RICH_TEXT_WIDGET;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: DecapField[];
  /** A list of plain values rather than of objects. */
  field?: DecapField;
  default?: unknown;
  /** The `translation` widget: on a translated page its English page, on an English page its translations. */
  source?: TwinPage;
  translations?: TwinPage[];
}

/** A folder of pages (one per file; `preview_path` is the page View Live opens), or single files. */
type CollectionKey =
  "label_singular" | "description" | "folder" | "extension" | "format" | "slug" | "identifier_field" | "summary";
interface DecapCollection extends Partial<Record<CollectionKey | "preview_path", string>> {
  name: string;
  label: string;
  create?: boolean;
  delete?: boolean;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; preview_path?: string; fields: DecapField[] }[];
}

export const RICH_TEXT_HINT =
  "Use the buttons for bold, italic, subheadings, lists and links; pick a page of this site from the list to link to it. Write {phone}, {phoneTel} and {email} for the practice's contact details.";

/** A string field's schema length limits and pattern (or format) as the one pattern Decap takes, with both messages. */
function stringPattern(schema: JsonSchema): [string, string] | undefined {
  const messages = schema.errorMessage ?? {};
  const own: [string, string] | undefined = schema.pattern
    ? // Without the content check's code names ("Formatted text (`descriptionToBeParsed`)"): the editor shows labels.
      [schema.pattern, messages.pattern?.replace(/ \(`[^`]+`\)/g, "") ?? `must match ${schema.pattern}`]
    : schema.format === "email"
      ? ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", messages.format ?? "must be an e-mail address"]
      : schema.format === "uri"
        ? ["^https?://\\S+$", messages.format ?? "must be a web address starting with https://"]
        : undefined;
  const min = schema.minLength ?? 0;
  if (min <= 1 && schema.maxLength === undefined) return own;
  const lengthMessage =
    [min > 1 ? messages.minLength : undefined, schema.maxLength !== undefined ? messages.maxLength : undefined]
      .filter(Boolean)
      .join("; ") ||
    // The content check's words for a text too long.
    (min > 1
      ? `must have ${min} to ${schema.maxLength ?? "any"} characters`
      : `must be at most ${schema.maxLength} characters long`);
  const length = `[\\s\\S]{${min},${schema.maxLength ?? ""}}$`;
  return own ? [`^(?=${length})(?:${own[0]})`, `${lengthMessage}; ${own[1]}`] : [`^${length}`, lengthMessage];
}

/** Decap's `min` and `max`, each only when the schema sets it. */
const bounds = (min?: number, max?: number) => ({ ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });

function decapField(name: string, schema: JsonSchema, required: boolean): DecapField {
  const rich = name === FORMATTED_FIELD;
  const hint = [schema.description, rich ? RICH_TEXT_HINT : undefined].filter(Boolean).join(" ");
  /** The field as a `widget`, its own keys `before` its hint and `after` it (the order config.yml has them in). */
  const as = (widget: DecapField["widget"], before: Partial<DecapField> = {}, after: Partial<DecapField> = {}): DecapField => ({
    name,
    label: humanise(name),
    ...(schema.type === "array" && entryName(name) ? { label_singular: entryName(name) } : {}),
    ...(required ? {} : { required: false }),
    widget,
    ...before,
    ...(hint ? { hint } : {}),
    ...after,
  });
  // Decap checks an object's required fields even when the object itself is optional and left empty, so inside an
  // optional object nothing is required in the form (the content check still reports a half-filled one).
  if (schema.type === "object") return as("object", {}, { fields: decapFields(schema, !required) });
  if (schema.type === "array" && schema.items) {
    const limits = bounds(schema.minItems, schema.maxItems);
    if (schema.items.enum) return as("select", { multiple: true, options: schema.items.enum.map(String), ...limits });
    if (schema.items.type === "object") return as("list", limits, { fields: decapFields(schema.items) });
    return as("list", limits, { field: decapField(name.replace(/s$/, ""), schema.items, true) });
  }
  if (schema.enum) return as("select", { options: schema.enum.map(String) });
  if (schema.type === "boolean") return as("boolean", required ? { default: false } : {});
  if (schema.type === "number" || schema.type === "integer")
    return as("number", { value_type: schema.type === "integer" ? "int" : "float", ...bounds(schema.minimum, schema.maximum) });
  const pattern = stringPattern(schema);
  return as(rich ? RICH_TEXT_WIDGET : marksOf(name).long ? "text" : "string", {}, pattern ? { pattern } : {});
}

function decapFields(schema: JsonSchema, allOptional = false): DecapField[] {
  const required = new Set(allOptional ? [] : (schema.required ?? []));
  return Object.entries(schema.properties ?? {}).map(([name, property]) => decapField(name, property, required.has(name)));
}

/**
 * English and translated pages stay two collections (Decap's own i18n wants a page's languages in one
 * folder, file name or file), linked through the field `translatedFrom` and the `translation` widget.
 */
function translationField(kind: ContentKind, field: DecapField): DecapField {
  const own = kindInEnglish(kind);
  const others = CONTENT_KINDS.filter(
    (other) => other !== kind && "folder" in other.layout && kindInEnglish(other).english === own.english,
  );
  const twin = (other: ContentKind): TwinPage => ({
    collection: collectionName(other),
    language: LANGUAGE_NAMES[kindInEnglish(other).lang].english,
    folder: `content/${"folder" in other.layout ? other.layout.folder : ""}`,
  });
  const english = others.find((other) => kindInEnglish(other).lang === DEFAULT_LANG);
  return {
    name: field.name,
    widget: "translation",
    required: false,
    ...(own.lang !== DEFAULT_LANG
      ? {
          label: field.label,
          hint: "The English page this page translates, and whether this translation is older than it. After bringing the text up to date, press “Mark as up to date” and save.",
          ...(english ? { source: twin(english) } : {}),
        }
      : {
          label: "Translations",
          hint: "This page in the other languages, and whether each is up to date with the text below. Nothing here is saved in this page.",
          translations: others.map(twin),
        }),
  };
}

export function decapCollection(kind: ContentKind): DecapCollection {
  const schema = detailedJsonSchema(kind);
  const all = decapFields(schema);
  // The link between languages comes first, above the page's text.
  const fields = [
    ...all.filter((field) => field.name === TRANSLATED_FROM).map((field) => translationField(kind, field)),
    ...all.filter((field) => field.name !== TRANSLATED_FROM),
  ];
  if ("folder" in kind.layout) {
    return {
      name: collectionName(kind),
      label: kind.label,
      ...(kind.singular ? { label_singular: kind.singular } : {}),
      description: `One page per file; its address is ${kind.layout.urlPrefix}<slug>, and the slug must equal the file name.`,
      folder: `content/${kind.layout.folder}`,
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: "slug",
      slug: "{{fields.slug}}",
      preview_path: `${kind.layout.urlPrefix.slice(1)}{{slug}}`,
      ...(schema.properties?.mainTitleText ? { summary: "{{mainTitleText}}" } : {}),
      fields,
    };
  }
  return {
    name: kind.name,
    label: kind.label,
    files: [
      {
        name: kind.name,
        label: kind.label,
        file: `content/${kind.layout.file}`,
        // Decap takes an empty path for the site's root page.
        ...(kind.layout.address ? { preview_path: kind.layout.address.slice(1) } : {}),
        fields,
      },
    ],
  };
}

/**
 * `local`: `npm run cms`, saving through decap-server (at `localBackendUrl`) into the working copy;
 * `production`: the live site, GitHub with the editorial workflow as the build's setting says.
 * `siteUrl` is where "View Live" opens an entry's page (the preview site, or the live site).
 */
export type DecapOptions = { siteUrl?: string } & (
  { mode: "local"; localBackendUrl?: string } | { mode: "production"; setting: CmsSetting }
);

export const DEFAULT_DECAP_PORT = 8081;

export function decapConfig(options: DecapOptions) {
  return {
    backend:
      options.mode === "local"
        ? {
            name: "proxy",
            proxy_url: options.localBackendUrl ?? `http://localhost:${DEFAULT_DECAP_PORT}/api/v1`,
            branch: DEFAULT_BRANCH,
          }
        : {
            name: "github",
            repo: options.setting.repo,
            branch: options.setting.branch,
            ...(options.setting.auth ? { base_url: options.setting.auth.baseUrl } : {}),
            ...(options.setting.auth?.endpoint ? { auth_endpoint: options.setting.auth.endpoint } : {}),
          },
    ...(options.mode === "production" ? { publish_mode: "editorial_workflow" as const } : {}),
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    media_folder: "content/images",
    public_folder: "",
    collections: CONTENT_KINDS.map(decapCollection),
  };
}
