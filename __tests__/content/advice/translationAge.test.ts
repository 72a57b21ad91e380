/** @jest-environment node */
// A translated page older than a change to its English page's words (not facts, dates, reviewer): warned, both named.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { translationAgeWarnings, translationStates } from "../../../src/content/advice/translationAge";
import { TRANSLATED_FROM, translationAge, translationVersion } from "../../../src/content/gate/translationVersion";
import { FACT_KEYS } from "../../../src/content/gate/translations";
import { withContentCopy } from "../../support/contentCopy";

const copy = withContentCopy("translation-age-");
const warnings = () => translationAgeWarnings(copy.content());
const englishVersion = () => translationVersion(JSON.parse(fs.readFileSync(path.join(copy.dir(), ENGLISH), "utf8")));
const ENGLISH = "services/examplephoto.json";
const SPANISH = "es/services/examplephoto.json";

/** Records in every translated page of the copy that it is up to date with its English page. */
function recordAll() {
  for (const state of translationStates(copy.content()))
    copy.edit(state.translatedFile.replace(/^content\//, ""), (data) => void (data[TRANSLATED_FROM] = state.version));
}

it("asks each translated page that records no English version to be compared and marked, naming both files", () => {
  const content = copy.content();
  const found = translationAgeWarnings(content);
  expect(found).toHaveLength(translationStates(content).length);
  const mine = found.find((warning) => warning.startsWith(`content/${SPANISH} `));
  expect(mine).toContain(`does not record which version of content/${ENGLISH} it translates`);
  expect(mine).toContain(`set ${TRANSLATED_FROM} to "${englishVersion()}"`);
});

it("names a Spanish page older than a change to its English page's words, and what to do, until it records the new version, and not for a new date or reviewer", () => {
  recordAll();
  copy.edit(ENGLISH, (data) => void (data.mainTitleText = `${String(data.mainTitleText)} and Laminates`));
  const version = englishVersion();
  const older = `^content/${SPANISH} is older than a change to content/${ENGLISH}: bring the Spanish text up to date.*"Mark as up to date".*set ${TRANSLATED_FROM} to "${version}"`;
  expect(warnings()).toEqual([expect.stringMatching(older)]);
  copy.edit(SPANISH, (data) => void (data[TRANSLATED_FROM] = version));
  expect(warnings()).toEqual([]);
  copy.set({ [ENGLISH]: { lastUpdated: "2026-11-24", reviewedBy: "Dr. Jane Roe, DDS", reviewedOn: "2026-11-24" } });
  expect(warnings()).toEqual([]);
});

it("tells an English page that carries the field to drop it", () => {
  recordAll();
  copy.edit(ENGLISH, (data) => void (data[TRANSLATED_FROM] = "0123456789ab"));
  expect(warnings()).toEqual([expect.stringMatching(`^content/${ENGLISH} has ${TRANSLATED_FROM}, .*remove it`)]);
});

it("refuses a recorded version that is not one the editor writes, naming the file and field", () => {
  copy.edit(SPANISH, (data) => void (data[TRANSLATED_FROM] = "last week"));
  expect(copy.problems()).toEqual([expect.stringMatching(`content/${SPANISH}.*${TRANSLATED_FROM}.*12 digits`)]);
});

const text = fc.string({ maxLength: 12 });
const wordField = fc.constantFrom("mainTitleText", "intro", "heading", "metaDescription", "alt");
const page = fc.dictionary(wordField, fc.oneof(text, fc.array(fc.record({ heading: text, body: text }), { maxLength: 3 })));
const facts = fc.dictionary(fc.constantFrom(...FACT_KEYS, "lastUpdated", "reviewedBy", "reviewedOn"), text);

it("the version of an English page depends on the words only: not on the order of the fields, nor on facts, dates or the reviewer", () => {
  fc.assert(
    fc.property(page, facts, fc.array(fc.nat()), (words, other, order) => {
      const entries = Object.entries({ ...other, ...words }).map((entry, i) => [order[i] ?? i, entry] as const);
      const shuffled = Object.fromEntries(entries.sort(([a], [b]) => a - b).map(([, entry]) => entry));
      expect(translationVersion(shuffled)).toBe(translationVersion(words));
      expect(translationVersion(words)).toMatch(/^[0-9a-f]{12}$/);
    }),
  );
});

it("the version of an English page changes when a text changes, which makes the translation older", () => {
  fc.assert(
    fc.property(page, text, text, (words, subtitle, added) => {
      const before = { ...words, subtitle };
      const after = { ...words, subtitle: `${subtitle}${added}!` };
      expect(translationVersion(after)).not.toBe(translationVersion(before));
      expect(translationAge(after, { [TRANSLATED_FROM]: translationVersion(before) })).toBe("older");
    }),
  );
});
