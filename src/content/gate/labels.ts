/**
 * The names a maintainer sees for content fields: the browser editor's labels (decapConfig.ts
 * builds its fields from these) and the places the content check names in its messages, such as
 * "Section one card 3, title (`sectionOneData[2].title`)", counted from 1 as people count.
 */

/**
 * What one entry of a list field is called, by the field's name: the editor's "Add …" button and the
 * messages use it. Each list says it on its schema (`listOf` of schemas/meta.ts); src/content/kinds.ts
 * gives the names of every kind's lists here.
 */
const ENTRY_NAMES = new Map<string, string>();

export function nameEntries(names: ReadonlyMap<string, string>): void {
  for (const [field, entry] of names) ENTRY_NAMES.set(field, entry);
}

/** "Menu entry" for `items`; undefined for a field that is not a named list. */
export const entryName = (field: string): string | undefined => ENTRY_NAMES.get(field);

/**
 * A table's own entry for a key: a broken file may hold any key, and `__proto__` or `constructor`
 * must read as a field's name, not as the table's inherited properties.
 */
function ownEntry(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Labels that say more than the field's name split into words. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  sectionOneData: "Section one cards",
  sectionTwoData: "Section two cards",
  sectionThreeData: "Section three cards",
  sectionFourData: "Section four cards",
  descriptionToBeParsed: "Formatted text",
  imgSrc: "Image or video",
  imgAlt: "Image description (alt text)",
  href: "Link address",
  src: "Picture file",
  path: "Page address",
  phoneTel: "Phone for tap-to-call",
  siteUrl: "Site address",
  directionsUrl: "Directions address",
  mapEmbedUrl: "Map address",
  geo: "Map position",
};

/** "mainTitleText" → "Main title text"; a few fields have a label of their own (FIELD_LABELS). */
export function humanise(name: string): string {
  const own = ownEntry(FIELD_LABELS, name);
  if (own) return own;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `sectionOneData[2].title` from a path of keys and indexes. */
export function formatPath(issuePath: readonly (string | number)[]): string {
  return issuePath.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    "",
  );
}

/** `["sectionOneData", 2, "title"]` from `sectionOneData[2].title` (the reverse of formatPath). */
export function parsePath(technical: string): (string | number)[] {
  return [...technical.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (key === undefined ? Number(index) : key));
}

/** "Section one card 3, title" from `["sectionOneData", 2, "title"]`. */
export function labelledPath(issuePath: readonly (string | number)[]): string {
  const parts: string[] = [];
  issuePath.forEach((part, index) => {
    const next = issuePath[index + 1];
    if (typeof part === "number") {
      const list = issuePath[index - 1];
      const item = typeof list === "string" ? entryName(list) : undefined;
      parts.push(item ? `${item} ${part + 1}` : `item ${part + 1}`);
    } else if (typeof next === "number" && entryName(part)) {
      // The list is named by its entry: "Link 3", not "Links, link 3".
    } else parts.push(humanise(part));
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
