/**
 * A translation may change a page's words, never its facts: the same slug, pictures, videos,
 * shared blocks, section anchors, dates of legal effect and links (written as English paths; the
 * page's language localises them). This compares a translated file with its English counterpart.
 */
import { englishPath } from "../../i18n/languages";
import { KIND_LIST } from "../kinds";
import { placeOf } from "./labels";
import { factFields } from "./schemas/meta";

/**
 * Fields that are facts or structure, equal in every language: those each kind's schema marks with
 * `fact` (src/content/gate/schemas/meta.ts), by name.
 */
export const FACT_KEYS: ReadonlySet<string> = factFields(KIND_LIST.map((kind) => kind.schema));
/** Words inside a fact that each language writes its own way: the doctor's title before the name (Dr., Dra.). */
const OWN_WORDS: Record<string, readonly string[]> = { doctor: ["honorificPrefix"] };
/** A fact as compared across languages: without the words each language writes its own way. */
const comparable = (key: string, value: unknown): unknown =>
  isRecord(value) && OWN_WORDS[key]
    ? Object.fromEntries(Object.entries(value).filter(([name]) => !OWN_WORDS[key].includes(name)))
    : value;
/** Facts a translation may leave out, because they are read from the English file. */
const OPTIONAL_FACTS = new Set(["doctor"]);
/** Links, compared as English paths (`/es/services/crowns` is the same link as `/services/crowns`). */
const LINK_KEYS = new Set(["href", "path"]);
/** Lists of text only (the cards of a section), which a translation may word in more or fewer items. */
const FREE_LISTS = /^section(One|Two|Three|Four)Data$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What names an entry of a list in every language: its link, page, id or picture (as an English path). */
const entryKey = (item: unknown): string | undefined => {
  if (!isRecord(item)) return undefined;
  const key = ["path", "href", "id", "src"].map((name) => item[name]).find((value) => typeof value === "string");
  return typeof key === "string" ? englishPath(key) : undefined;
};

const show = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));

/**
 * Each fact of `translated` that differs from `english`, as "<field> is X but the English file has
 * Y", with the field named as the content check names places ("Menu entry 3, group 1, link 2, link
 * address (`items[2].groups[0].links[1].href`)"). `skip` leaves out places already reported
 * (a field refused in either file).
 */
export function factDifferences(
  english: unknown,
  translated: unknown,
  where: (string | number)[] = [],
  skip: (at: (string | number)[], orInside?: boolean) => boolean = () => false,
): string[] {
  if (skip(where)) return [];
  if (Array.isArray(english) && Array.isArray(translated)) {
    const found: string[] = [];
    const englishKeys = english.map(entryKey);
    const translatedKeys = translated.map(entryKey);
    const keyed = [...englishKeys, ...translatedKeys].every((key) => key !== undefined);
    if (english.length !== translated.length) {
      // Entries named by their link or id say which one to add or remove, and are compared by it.
      const missing = englishKeys.filter((key) => !translatedKeys.includes(key));
      const extra = translatedKeys.filter((key) => !englishKeys.includes(key));
      const fix = keyed
        ? [
            ...missing.map((key) => `add the entry for ${show(englishPath(String(key)))} as in the English file`),
            ...extra.map((key) => `remove the entry for ${show(key)}`),
          ].join("; ")
        : "";
      found.push(
        `${where.length ? placeOf(where) : "the file"} has ${translated.length} entries but the English file has ${english.length}${fix ? `: ${fix}` : ""}`,
      );
      if (keyed) {
        translated.forEach((item, i) => {
          const e = englishKeys.indexOf(translatedKeys[i]);
          if (e >= 0) found.push(...factDifferences(english[e], item, [...where, i], skip));
        });
        return found;
      }
    }
    const shared = Math.min(english.length, translated.length);
    for (let i = 0; i < shared; i++) found.push(...factDifferences(english[i], translated[i], [...where, i], skip));
    return found;
  }
  if (!isRecord(english) || !isRecord(translated)) return [];
  const found: string[] = [];
  for (const key of new Set([...Object.keys(english), ...Object.keys(translated)])) {
    const en = english[key];
    const tr = translated[key];
    const at = [...where, key];
    if (skip(at)) continue;
    if (FACT_KEYS.has(key)) {
      // A fact is compared whole, so one refused part of it (already reported) leaves it out.
      if (skip(at, true)) continue;
      if (tr === undefined && OPTIONAL_FACTS.has(key)) continue;
      const same =
        LINK_KEYS.has(key) && typeof en === "string" && typeof tr === "string"
          ? en === englishPath(tr)
          : JSON.stringify(comparable(key, en)) === JSON.stringify(comparable(key, tr));
      if (!same)
        found.push(`${placeOf(at)} is ${show(comparable(key, tr))} but the English file has ${show(comparable(key, en))}`);
    } else if (!FREE_LISTS.test(key) && typeof en === "object" && typeof tr === "object") {
      found.push(...factDifferences(en, tr, at, skip));
    }
  }
  return found;
}
