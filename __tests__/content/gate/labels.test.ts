/** @jest-environment node */
// A place in a content file is named as the editor labels it, counting from 1, with the technical path in brackets.
import { formatPath, labelledPath, parsePath, placeOf } from "../../../src/content/gate/labels";
import { decapConfig, type DecapField } from "../../../plugins/gatsby-plugin-admin/decapConfig";
import fc from "fast-check";

it.each<[(string | number)[], string]>([
  [["sectionOneData", 2, "title"], "Section one card 3, title (`sectionOneData[2].title`)"],
  [
    ["items", 2, "groups", 3, "links", 2, "href"],
    "Menu entry 3, group 4, link 3, link address (`items[2].groups[3].links[2].href`)",
  ],
  [["sections", 0, "descriptionToBeParsed"], "Section 1, formatted text (`sections[0].descriptionToBeParsed`)"],
  [["whenToCall", "descriptionToBeParsed"], "When to call, formatted text (`whenToCall.descriptionToBeParsed`)"],
  [["redirects", 0], "Redirect 1 (`redirects[0]`)"],
  // The field's name alone where the words would only repeat it.
  [["slug"], "slug"],
  [[], "the whole file"],
])("names %j as %s, counting list entries from 1, and reads its technical path back", (at, words) => {
  expect(placeOf(at)).toBe(words);
  expect(parsePath(formatPath(at))).toEqual(at);
});

it("names a place in words whatever keys a broken file holds, the names of built-in properties included", () => {
  expect(placeOf(["__proto__"])).toBe("__proto__");
  expect(placeOf(["constructor", 0, "toString"])).toBe("Constructor, item 1, to string (`constructor[0].toString`)");
  const key = fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "hasOwnProperty", "valueOf", "toString"));
  fc.assert(
    fc.property(fc.array(fc.oneof(key, fc.nat(50)), { maxLength: 6 }), (at) => {
      expect(typeof placeOf(at)).toBe("string");
      expect(typeof labelledPath(at)).toBe("string");
    }),
  );
});

it("labels each field of a page in the browser editor, and a list's entries, as the messages name them", () => {
  const [english, spanish] = ["services", "es-services"].map(
    (name) => decapConfig({ mode: "local" }).collections.find((collection) => collection.name === name)?.fields ?? [],
  );
  expect(english.length).toBeGreaterThan(10);
  // An English page's "Translations" field is not stored in it: it shows the state of its translations.
  for (const { name, label, widget } of english) if (widget !== "translation") expect(labelledPath([name])).toBe(label);
  const recorded = spanish.find((f) => f.widget === "translation") as DecapField;
  expect(recorded.label).toBe(labelledPath([recorded.name]));
  const cards = english.find((f) => f.name === "sectionOneData") as DecapField;
  expect(cards).toMatchObject({ label: "Section one cards", label_singular: "Section one card" });
  expect(labelledPath(["sectionOneData", 0])).toBe(`${cards.label_singular} 1`);
});
