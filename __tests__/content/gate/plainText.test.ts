/** @jest-environment node */
// Markup in a plain-text field would reach patients as written: the check and the editor refuse it in the same words.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { kindOf, type ContentKind } from "../../../src/content/kinds";
import { escapeRegExp as escape } from "../../../src/content/gate/terms";
import { decapCollection, type DecapField } from "../../../plugins/gatsby-plugin-admin/decapConfig";
import { withContentCopy } from "../../support/contentCopy";
import lookalikeProse from "./lookalikeProse.json";

const site = withContentCopy("plain-text-");

/** Plain-text fields of fixture pages, named as the messages name them; the home page has no formatted text. */
const [PHOTO, HOME] = ["services/examplephoto.json", "home/home.json"];
const FIELDS = [
  [PHOTO, "mainTitleText", "Main title text (`mainTitleText`)"],
  [PHOTO, "title", "title"],
  [PHOTO, "description", "description"],
  [PHOTO, "sectionTwoTitle", "Section two title (`sectionTwoTitle`)"],
  [PHOTO, "sectionOneData.1.description", "Section one card 2, description (`sectionOneData[1].description`)"],
  [PHOTO, "imgAlt", "Image description (alt text) (`imgAlt`)"],
  [PHOTO, "metaDescription", "Meta description (`metaDescription`)"],
  [`es/${PHOTO}`, "description", "description"],
  [HOME, "intro", "intro"],
  [HOME, "serviceGroupsTitle", "Service groups title (`serviceGroupsTitle`)"],
  [HOME, "serviceGroups.0.description", "Service group 1, description (`serviceGroups[0].description`)"],
];

const WHERE_FORMATTED = "bold, lists and links go in Formatted text (`descriptionToBeParsed`)";
const NONE_FORMATTED = "this kind of file has no formatted text";

const word = fc.constantFrom(..."Your teeth gentle care visit Costa Mesa ¿Qué es? niños (714) 2 mm".split(" "));
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((list) => list.join(" "));

/** Markup of every kind the check refuses, as a maintainer might type it. */
const markup = fc.oneof(
  fc
    .record({
      tag: fc.constantFrom("p", "strong", "a", "em", "b", "br", "div", "span", "h2", "li", "A", "Strong"),
      attribute: fc.constantFrom("", ' href="/services/nosuchpage"', " class='x'", " id=intro"),
      inner: words(1, 2),
    })
    .chain(({ tag, attribute, inner }) => {
      const open = `<${tag}${attribute}`;
      return fc.constantFrom(`${open}>${inner}</${tag}>`, `${open}>`, `</${tag}>`, `${open}/>`, `${open} />`);
    }),
  fc.constantFrom("&amp;", "&nbsp;", "&mdash;", "&#160;", "&#x2014;", "&lt;"),
  fc.tuple(fc.constantFrom("**", "__"), words(1, 2)).map(([mark, inner]) => `${mark}${inner}${mark}`),
  fc
    .tuple(words(1, 2), fc.constantFrom("/services/nosuchpage", "/about/exampleteam", "https://www.ada.org/resources"))
    .map(([text, target]) => `[${text}](${target})`),
  fc.tuple(fc.integer({ min: 1, max: 6 }), words(1, 2)).map(([level, heading]) => `\n${"#".repeat(level)} ${heading}\n`),
);

/** The editor's field at a dotted place in a file (list indexes skipped), with the pattern it checks before a save. */
function editorField(file: string, at: string): DecapField | undefined {
  const collection = decapCollection(kindOf(`content/${file}`) as ContentKind);
  let fields = collection.fields ?? collection.files?.[0].fields ?? [];
  let field: DecapField | undefined;
  for (const part of at.split(".").filter((part) => !/^\d+$/.test(part))) {
    field = fields.find((candidate) => candidate.name === part);
    fields = field?.fields ?? [];
  }
  return field;
}

it("refuses markup in any plain-text field, naming the file, the field and where formatted text goes, as the editor does", () => {
  const originals = new Map(FIELDS.map(([file]) => [file, fs.readFileSync(path.join(site.dir(), file))]));
  fc.assert(
    fc.property(fc.constantFrom(...FIELDS), words(0, 3), markup, words(0, 3), ([file, at, label], before, mark, after) => {
      // Meta descriptions are 50 to 170 characters; the words before the markup make up the 50.
      const value = `${at === "metaDescription" ? "Learn who veneers suit, the steps and the aftercare: " : ""}${before} ${mark} ${after}`;
      site.set({ [file]: { [at]: value } });
      try {
        const problems = site.problems();
        expect(problems).toHaveLength(1);
        const found = new RegExp(
          `^content/${escape(file)}: ${escape(label)} holds "(.+?)", but (must be plain text.*)$`,
          "s",
        ).exec(problems[0]);
        expect(found).not.toBeNull();
        const [, quoted, rule] = found ?? [];
        expect(mark).toContain(quoted);
        expect(rule).toContain(file.startsWith("home/") ? NONE_FORMATTED : WHERE_FORMATTED);
        // The editor refuses the same text before a save, in the same words less the code names (it shows labels).
        const [pattern, message] = editorField(file, at)?.pattern ?? [];
        expect(new RegExp(pattern ?? "").test(value)).toBe(false);
        expect(message).toContain(rule.replace(" (`descriptionToBeParsed`)", ""));
      } finally {
        fs.writeFileSync(path.join(site.dir(), file), originals.get(file) ?? "");
      }
    }),
    { numRuns: 80 },
  );
});

// Prose that only looks like markup: comparisons, a heart, a footnote's asterisk, names, a plainly written address.
it.each(lookalikeProse)("lets prose that only looks like markup pass: %j", (prose) => {
  site.set({ [PHOTO]: { description: prose }, [HOME]: { intro: prose } });
  expect(site.problems()).toEqual([]);
  const [pattern] = editorField(PHOTO, "description")?.pattern ?? [];
  expect(new RegExp(pattern ?? "").test(prose)).toBe(true);
});
