/**
 * @jest-environment node
 *
 * Content advice: each rule names the file and the number, and the shipped content has none.
 */
import fs from "node:fs";
import path from "node:path";
import { withContentCopy, type Json } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { contentAdvice, formatAdvice, type AdviceRule } from "../../../src/content/advice/rules";

const ROOT = path.resolve(__dirname, "../../..");
const copy = withContentCopy("advice-");
const { edit } = copy;
const advice = () => contentAdvice(loadContent(copy.dir(), copy.staticDir));
const messages = (rule: AdviceRule) =>
  advice()
    .filter((item) => item.rule === rule)
    .map(formatAdvice);

it("has no advice for the shipped content", () => {
  expect(advice().map(formatAdvice)).toEqual([]);
});

it("gives a service page's word count when it is too short", () => {
  edit("services/examplephoto.json", (data) => {
    data.description = "Veneers are thin shells for the front of your teeth.";
    delete data.descriptionToBeParsed;
  });
  expect(messages("length")).toEqual([
    "content/services/examplephoto.json: description + descriptionToBeParsed has 10 words (aim for 120–250)",
  ]);
});

it("gives the reading grade of a page written in long words and long sentences", () => {
  edit("about/examplevisit.json", (data) => {
    data.description =
      "Comprehensive interdisciplinary periodontal rehabilitation necessitates meticulous consideration of individualized physiological characteristics, occlusal relationships, aesthetic expectations and longitudinal maintenance considerations throughout the entirety of the therapeutic relationship.";
  });
  expect(messages("grade")).toEqual([
    expect.stringMatching(/^content\/about\/examplevisit\.json: reads at grade \d+\.\d \(aim for 9 or lower/),
  ]);
});

it("counts card sections and their items", () => {
  edit("services/examplesurgery.json", (data) => {
    for (const key of ["Two", "Three", "Four"]) {
      delete data[`section${key}Title`];
      delete data[`section${key}Data`];
    }
    data.sectionOneData = (data.sectionOneData as Json[]).slice(0, 2);
  });
  expect(messages("sections")).toEqual([
    "content/services/examplesurgery.json: has 1 card sections (aim for 2–4)",
    expect.stringMatching(/^content\/services\/examplesurgery\.json: card section ".+" has 2 items \(aim for 3–6\)$/),
  ]);
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

describe("Spanish pages", () => {
  const spanishFile = (relative: string) => path.join(copy.dir(), "es", relative);

  it("the shipped translations get no advice", () => {
    const shipped = loadContent(path.join(ROOT, "content"), path.join(ROOT, "static"));
    expect(contentAdvice(shipped).filter((item) => item.file.startsWith("content/es/"))).toEqual([]);
  });

  it("names a Spanish page much shorter than its English one, with the share", () => {
    const page = JSON.parse(fs.readFileSync(spanishFile("services/examplephoto.json"), "utf8")) as Json;
    const shortened: Json = {
      ...page,
      description: "Una carilla cubre el frente de un diente.",
      descriptionToBeParsed: undefined,
    };
    for (const which of ["Two", "Three", "Four"]) {
      delete shortened[`section${which}Title`];
      delete shortened[`section${which}Data`];
    }
    fs.writeFileSync(spanishFile("services/examplephoto.json"), JSON.stringify(shortened));
    expect(messages("translationLength")).toEqual([expect.stringMatching(/^content\/es\/services\/examplephoto\.json: .*\d+%/)]);
  });

  it("names a paragraph left in English on a Spanish page", () => {
    const page = JSON.parse(fs.readFileSync(spanishFile("services/examplevideo.json"), "utf8")) as Json;
    const english = JSON.parse(fs.readFileSync(path.join(copy.dir(), "services/examplevideo.json"), "utf8")) as Json;
    fs.writeFileSync(spanishFile("services/examplevideo.json"), JSON.stringify({ ...page, description: english.description }));
    const found = messages("untranslated");
    expect(found.length).toBeGreaterThan(0);
    for (const message of found)
      expect(message).toMatch(/^content\/es\/services\/examplevideo\.json: paragraph reads as English/);
  });
});

describe("the practice's address written out on a page", () => {
  const spanishPolicy = "es/legal/privacypolicy.json";
  const block = (data: Json) => data.sections as { descriptionToBeParsed: string }[];

  it("names a Spanish privacy page whose address block gives the country in English", () => {
    edit(spanishPolicy, (data) => {
      for (const section of block(data))
        section.descriptionToBeParsed = section.descriptionToBeParsed.replace("Estados Unidos", "United States");
    });
    expect(messages("address")).toEqual([
      expect.stringMatching(
        /^content\/es\/legal\/privacypolicy\.json: .*writes the practice's address differently from the settings: write the lines "3070 Bristol Street Suite 180" \/ "Costa Mesa, CA 92626" \/ "Estados Unidos"$/,
      ),
    ]);
  });

  it("follows the country's name in the translation's settings", () => {
    edit("es/settings/settings.json", (data) => {
      data.country = "EE. UU.";
    });
    expect(messages("address").map((message) => message.split(":")[0])).toEqual([
      "content/es/legal/privacypolicy.json",
      "content/es/legal/privacypractices.json",
    ]);
  });
});
