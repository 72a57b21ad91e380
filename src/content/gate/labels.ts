/**
 * A content field's marks (set with `withMeta`: docs/content-kinds.md) and the names a maintainer sees
 * for it, "Section one card 3, title (`sectionOneData[2].title`)"; `visible` and `closest` for messages.
 */
import { z, type ZodTypeAny } from "zod";

export interface FieldMeta {
  /** The GraphQL type of an object that several fields share (a card in any card section). */
  typeName?: string;
  /** GraphQL gives the field as a Date, which a query can format. */
  date?: true;
  /** The field names a picture under content/images/: GraphQL adds `image`, its File node for sharp. */
  image?: true;
  /** The field's label where its name in words says too little: "Link address" for `href`. */
  label?: string;
  /** What one entry of the list is called: the editor's "Add …" button and the content check's messages use it. */
  entry?: string;
  /** Text of several lines: the editor gives it a text box. */
  long?: true;
  /** A fact (a link, a picture, a date, an id), the same in every language: a translation copies it. */
  fact?: true;
  /** A fact a translation may leave out: it reads it from the English file. */
  omittable?: true;
  /** Names its entry of a list in every language (a link, an id, a picture): a translation's entries are matched by it. */
  key?: true;
  /** A link, compared across languages as an English path (`/es/services/crowns` is `/services/crowns`). */
  link?: true;
  /** Words inside a fact that each language writes its own way (the title before a name): not compared. */
  ownWords?: true;
  /** A list of words only (a section's cards), which a translation may word in more or fewer entries. */
  free?: true;
}

const metaOf = (schema: ZodTypeAny): FieldMeta => (schema._def as { meta?: FieldMeta }).meta ?? {};

export function withMeta<T extends ZodTypeAny>(schema: T, meta: FieldMeta): T {
  const Schema = schema.constructor as new (def: unknown) => T;
  return new Schema({ ...schema._def, meta: { ...metaOf(schema), ...meta } });
}

/** A field's schema inside its optional, array and refinement wrappers, with what they say about it. */
export function unwrap(schema: ZodTypeAny) {
  let inner = schema;
  let description = schema.description;
  let meta: FieldMeta = metaOf(schema);
  let optional = false;
  let list = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) optional = true;
    else if (inner instanceof z.ZodArray) list = true;
    else if (!(inner instanceof z.ZodEffects)) break;
    inner = (
      inner instanceof z.ZodArray ? inner.element : inner instanceof z.ZodEffects ? inner.innerType() : inner.unwrap()
    ) as ZodTypeAny;
    description ??= inner.description;
    meta = { ...metaOf(inner), ...meta };
  }
  return { inner, description, meta, optional, list };
}

/** The fields of an object schema, inside its wrappers; none for any other schema. */
export const fieldsOf = (schema: ZodTypeAny): [string, ZodTypeAny][] => {
  const { inner } = unwrap(schema);
  return inner instanceof z.ZodObject ? Object.entries(inner.shape as Record<string, ZodTypeAny>) : [];
};

const MARKS = new Map<string, FieldMeta>();

/** Collects the marks of every field of `schemas`, at any depth; one name has one label and one entry name. */
export function markFields(schemas: readonly ZodTypeAny[]): void {
  for (const [field, property] of schemas.flatMap(fieldsOf)) {
    const known = MARKS.get(field) ?? {};
    const { meta } = unwrap(property);
    for (const key of ["label", "entry"] as const)
      if (meta[key] && (known[key] ?? meta[key]) !== meta[key])
        throw new Error(`Every field named ${field} must have one ${key}, not "${known[key]}" and "${meta[key]}"`);
    MARKS.set(field, { ...known, ...meta });
    markFields([property]);
  }
}

export const marksOf = (field: string): FieldMeta => MARKS.get(field) ?? {};

export const fieldsMarked = (mark: keyof FieldMeta): Set<string> =>
  new Set([...MARKS].flatMap(([field, meta]) => (meta[mark] ? [field] : [])));

/** "Menu entry" for `items`; undefined for a field that is not a named list. */
export const entryName = (field: string): string | undefined => marksOf(field).entry;

/** "mainTitleText" → "Main title text"; a field with a `label` mark has its own. */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return marksOf(name).label || words.charAt(0).toUpperCase() + words.slice(1);
}

/** `sectionOneData[2].title` from a path of keys and indexes. */
export const formatPath = (issuePath: readonly (string | number)[]): string =>
  issuePath.reduce<string>((out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part), "");

/** `["sectionOneData", 2, "title"]` from `sectionOneData[2].title` (the reverse of formatPath). */
export const parsePath = (technical: string): (string | number)[] =>
  [...technical.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (key === undefined ? Number(index) : key));

/** "Section one card 3, title" from `["sectionOneData", 2, "title"]`. */
export function labelledPath(issuePath: readonly (string | number)[]): string {
  const parts = issuePath.flatMap((part, index) => {
    if (typeof part === "number") {
      const list = issuePath[index - 1];
      return `${(typeof list === "string" && entryName(list)) || "item"} ${part + 1}`;
    }
    // The list is named by its entry: "Link 3", not "Links, link 3".
    return typeof issuePath[index + 1] === "number" && entryName(part) ? [] : [humanise(part)];
  });
  // The first words start with a capital, as a label does; the rest read on in lower case.
  return parts
    .map((part, index) => (index === 0 || /^[A-Z]{2}/.test(part) ? part : part.charAt(0).toLowerCase() + part.slice(1)))
    .join(", ");
}

/**
 * A place in a file as a maintainer reads it, with the technical path for developers:
 * "Section one card 3, title (`sectionOneData[2].title`)", or just `slug` where the words would
 * only repeat the field's name.
 */
export function placeOf(issuePath: readonly (string | number)[]): string {
  const technical = formatPath(issuePath);
  if (!technical) return "the whole file";
  const words = labelledPath(issuePath);
  return words.toLowerCase() === technical.toLowerCase() ? technical : `${words} (\`${technical}\`)`;
}

/** Shows invisible and control characters as `\u{…}`, so a message never hides what is wrong. */
export function visible(value: string, max = 80): string {
  const shown = value.length > max ? `${value.slice(0, max)}…` : value;
  return shown.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu,
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  );
}

/** Edit distance (insertions, deletions and substitutions). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The name a misspelt one most likely meant (`services/` for `servics/`), ignoring case, at most `max` edits away. */
export const closest = (name: string, candidates: Iterable<string>, max = 2): string | undefined =>
  [...candidates]
    .map((candidate) => ({ candidate, edits: distance(candidate.toLowerCase(), name.toLowerCase()) }))
    .filter(({ edits }) => edits <= max)
    .sort((a, b) => a.edits - b.edits)[0]?.candidate;
