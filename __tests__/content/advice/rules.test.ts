/**
 * @jest-environment node
 *
 * Content advice: each rule names the file and the number, and neither the fixture nor the shipped
 * content has any.
 */
import fs from "node:fs";
import path from "node:path";
import { withContentCopy, SHIPPED, FIXTURE_CONTENT, FIXTURE_STATIC, type Json } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { contentAdvice, formatAdvice, type AdviceRule } from "../../../src/content/advice/rules";

const copy = withContentCopy("advice-");
const { edit } = copy;
const advice = () => contentAdvice(loadContent(copy.dir(), copy.staticDir));
const messages = (rule: AdviceRule) =>
  advice()
    .filter((item) => item.rule === rule)
    .map(formatAdvice);
/** Deletes the card sections two to four of a page's data. */
const oneSection = (data: Json) => {
  for (const key of ["Two", "Three", "Four"]) {
    delete data[`section${key}Title`];
    delete data[`section${key}Data`];
  }
};

it.each([
  ["the fixture", FIXTURE_CONTENT, FIXTURE_STATIC],
  ["the shipped content", SHIPPED.content, SHIPPED.static],
])("%s, in every language, has no advice", (_, content, statics) => {
  expect(contentAdvice(loadContent(content, statics)).map(formatAdvice)).toEqual([]);
});

it.each<[string, string, (data: Json) => void, AdviceRule, unknown[]]>([
  [
    "gives a service page's word count when it is too short",
    "services/examplephoto.json",
    (data) => {
      data.description = "Veneers are thin shells for the front of your teeth.";
      delete data.descriptionToBeParsed;
    },
    "length",
    ["content/services/examplephoto.json: description + descriptionToBeParsed has 10 words (aim for 120–250)"],
  ],
  [
    "gives the reading grade of a page written in long words and long sentences",
    "about/examplevisit.json",
    (data) => {
      data.description =
        "Comprehensive interdisciplinary periodontal rehabilitation necessitates meticulous consideration of individualized physiological characteristics, occlusal relationships, aesthetic expectations and longitudinal maintenance considerations throughout the entirety of the therapeutic relationship.";
    },
    "grade",
    [expect.stringMatching(/^content\/about\/examplevisit\.json: reads at grade \d+\.\d \(aim for 9 or lower/)],
  ],
  [
    "counts card sections and their items",
    "services/examplesurgery.json",
    (data) => {
      oneSection(data);
      data.sectionOneData = (data.sectionOneData as Json[]).slice(0, 2);
    },
    "sections",
    [
      "content/services/examplesurgery.json: has 1 card sections (aim for 2–4)",
      expect.stringMatching(/^content\/services\/examplesurgery\.json: card section ".+" has 2 items \(aim for 3–6\)$/),
    ],
  ],
  [
    "names a Spanish privacy page whose address block gives the country in English",
    "es/legal/privacypolicy.json",
    (data) => {
      for (const section of data.sections as { descriptionToBeParsed: string }[])
        section.descriptionToBeParsed = section.descriptionToBeParsed.replace("Estados Unidos", "United States");
    },
    "address",
    [
      expect.stringMatching(
        /^content\/es\/legal\/privacypolicy\.json: .*writes the practice's address differently from the settings: write the lines "3070 Bristol Street Suite 180" \/ "Costa Mesa, CA 92626" \/ "Estados Unidos"$/,
      ),
    ],
  ],
])("%s", (_, file, change, rule, expected) => {
  edit(file, change);
  expect(messages(rule)).toEqual(expected);
});

it("asks for a question as a service page's title, alt text, no prices and contact details from settings", () => {
  edit("services/examplevideo.json", (data) => {
    data.title = "Crowns";
    data.imgAlt = "Crown";
    data.description = `${String(data.description)} A crown costs $900. Call (714) 555-0142.`;
  });
  expect(
    advice()
      .filter((item) => item.file === "content/services/examplevideo.json")
      .map((item) => item.rule),
  ).toEqual(["title", "alt", "price", "contact"]);
});

it("names a page that nothing links to", () => {
  const page = JSON.parse(fs.readFileSync(path.join(copy.dir(), "services/examplephoto.json"), "utf8")) as Json;
  fs.writeFileSync(path.join(copy.dir(), "services/addedservice.json"), JSON.stringify({ ...page, slug: "addedservice" }));
  expect(messages("unlinked")).toEqual([
    "content/services/addedservice.json: no menu, sidebar, home card or other page links to /services/addedservice (add it to content/sidebar/categories.json)",
  ]);
});

it("names each paragraph left in English on a Spanish page", () => {
  let english: unknown;
  edit("services/examplevideo.json", (data) => (english = data.description));
  edit("es/services/examplevideo.json", (data) => (data.description = english));
  const found = messages("untranslated");
  expect(found.length).toBeGreaterThan(0);
  for (const message of found) expect(message).toMatch(/^content\/es\/services\/examplevideo\.json: paragraph reads as English/);
});

it("follows the country's name in the translation's settings for the address", () => {
  edit("es/settings/settings.json", (data) => {
    data.country = "EE. UU.";
  });
  expect(messages("address").map((message) => message.split(":")[0])).toEqual([
    "content/es/legal/privacypolicy.json",
    "content/es/legal/privacypractices.json",
  ]);
});
