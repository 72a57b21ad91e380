/** A translation may change a page's words, never its facts (slug, pictures, blocks, anchors, dates, links as English paths). */
import { englishPath } from "../../i18n/languages";
// The kinds mark their fields (labels.ts).
import "../kinds";
import { fieldsMarked, marksOf, placeOf } from "./labels";

/** Fields that are facts or structure, equal in every language: those the kinds' schemas mark with `fact`. */
export const FACT_KEYS: ReadonlySet<string> = fieldsMarked("fact");
/** A fact as compared across languages: without the words each language writes its own way (`ownWords`). */
const comparable = (value: unknown): unknown =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([name]) => !marksOf(name).ownWords)) : value;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What names an entry of a list in every language: its field marked `key` (a link, an id, a picture), as an English path. */
const entryKey = (item: unknown): string | undefined => {
  if (!isRecord(item)) return undefined;
  const key = Object.entries(item).find(([name, value]) => marksOf(name).key && typeof value === "string")?.[1];
  return typeof key === "string" ? englishPath(key) : undefined;
};

const show = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));

/**
 * Each fact of `translated` that differs from `english`, as "<field> is X but the English file has Y", the field named
 * as the content check names places; `skip` leaves out places already reported (a field refused in either file).
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
    const marks = marksOf(key);
    if (marks.fact) {
      // A fact is compared whole, so one refused part of it (already reported) leaves it out.
      if (skip(at, true)) continue;
      if (tr === undefined && marks.omittable) continue;
      const same =
        marks.link && typeof en === "string" && typeof tr === "string"
          ? en === englishPath(tr)
          : JSON.stringify(comparable(en)) === JSON.stringify(comparable(tr));
      if (!same) found.push(`${placeOf(at)} is ${show(comparable(tr))} but the English file has ${show(comparable(en))}`);
    } else if (!marks.free && typeof en === "object" && typeof tr === "object") found.push(...factDifferences(en, tr, at, skip));
  }
  return found;
}
