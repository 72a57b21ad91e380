/** @jest-environment node */
// Clinical text patients act on, in the shipped content: the implant figure, the escort after sedation, the shared blocks.
import { loadContent } from "../../../src/content/gate/load";
import { plain } from "../../../src/content/advice/pageText";
import { ESCORT } from "../../../src/content/advice/escort";
import { cardSections } from "../../../src/lib/sections";
import { SHIPPED } from "../../support/contentCopy";

const content = loadContent(SHIPPED.content, SHIPPED.static);
const { services: pages, blocks } = content;

// A correction made to one page's text, checked while the content has that page.
const implants = pages.find((page) => page.slug === "implanttreatment");
(implants ? it : it.skip)("states the 98% implant figure with its published source, as an average and not a promise", () => {
  const text = JSON.stringify(implants);
  for (const said of ["98%", "Howe, Keys and Richards", "Journal of Dentistry", "not a promise for one person"])
    expect(text).toContain(said);
  expect(text).not.toMatch(/our practice's own figure|In our experience/i);
});

it.each(["sedation", "toothextractions", "fullmouthextractions"])("%s says the whole escort rule in both languages", (slug) => {
  expect(JSON.stringify(pages.find((page) => page.slug === slug))).toContain(ESCORT.en.rule);
  expect(JSON.stringify(content.translations.es.services.find((page) => page.slug === slug))).toContain(ESCORT.es.rule);
});

it("a page that places When to call also places Tell us before treatment, and repeats no When to call card of its own", () => {
  expect(pages.filter((page) => page.blocks?.includes("whenToCall")).length).toBeGreaterThan(0);
  for (const page of pages) {
    if (page.blocks?.includes("whenToCall"))
      expect({ [page.slug]: page.blocks }).toEqual({ [page.slug]: expect.arrayContaining(["beforeTreatment"]) });
    for (const section of cardSections(page))
      expect(section.items.map((item) => item.title)).not.toContainEqual(expect.stringMatching(/^when to call/i));
  }
});

// Each block's facts, " · " between them (regular expressions).
it.each<[keyof typeof blocks, string, string]>([
  [
    "whenToCall",
    "names each warning sign, and 911 for trouble breathing or swallowing",
    "fever · swelling that keeps growing or spreads · 30 minutes of firm pressure · worse after the third day · Numbness · into your nose after a sinus lift · Call 911 .*trouble breathing or swallowing",
  ],
  [
    "beforeTreatment",
    "says what each health matter changes",
    "bisphosphonates · denosumab · Radiation to the head or neck · Blood thinners · Pregnancy · Diabetes · Smoking",
  ],
  [
    "costAndInsurance",
    "promises a written estimate and states the menu's insurance facts",
    "written estimate · in network for Medicare · all PPO plans and some HMO plans · [Cc]all us · Original Medicare .* only in a few cases · Medicare Advantage plans .* include dental benefits",
  ],
])("the %s block %s", (name, _, facts) => {
  for (const fact of facts.split(" · ")) expect(plain(blocks[name].descriptionToBeParsed)).toMatch(new RegExp(fact));
});

it("Cost and insurance names no price, and the menu's note states the same insurance facts", () => {
  expect(plain(blocks.costAndInsurance.descriptionToBeParsed)).not.toMatch(/\$\s?\d/);
  expect(content.navigation.items.find((item) => item.note)?.note).toMatch(
    /in network for Medicare and accept all PPO insurances and some HMO insurances/,
  );
});
