/**
 * @jest-environment node
 *
 * Clinical text patients act on, checked on the content files: the sourced implant figure and the
 * shared blocks ("When to call", "Tell us before treatment", "Cost and insurance"). Length, sections,
 * alt text, prices and contact details are content advice (src/content/advice/rules.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { parseRichText, richTextToPlain } from "../../../src/content/gate/richText";
import type { Blocks } from "../../../src/content/kinds/blocks";
import type { ServiceContent } from "../../../src/content/kinds/services";
import { cardSections } from "../../../src/lib/sections";
import { PROCEDURE_PAGES } from "../../routes";

const DIR = path.resolve(__dirname, "../../../content/services");
const pages = fs
  .readdirSync(DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(DIR, name), "utf8")) as ServiceContent);

// A correction made to one page's text, checked while the content has that page.
const implantPage = pages.find((page) => page.slug === "implanttreatment");
(implantPage ? it : it.skip)("states the 98% implant figure with its published source, as an average and not a promise", () => {
  const implants = JSON.stringify(implantPage);
  expect(implants).toMatch(/98%/);
  expect(implants).toMatch(/Howe, Keys and Richards/);
  expect(implants).toMatch(/Journal of Dentistry/);
  expect(implants).toMatch(/not a promise for one person/);
  expect(implants).not.toMatch(/our practice's own figure|In our experience/i);
});

describe("shared blocks", () => {
  const blocks = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../content/blocks/blocks.json"), "utf8")) as Blocks;
  const plain = (name: keyof Blocks) => richTextToPlain(parseRichText(blocks[name].descriptionToBeParsed).nodes);

  it("a page that places When to call also places Tell us before treatment", () => {
    expect(PROCEDURE_PAGES.length).toBeGreaterThan(0);
    for (const page of pages)
      if (page.blocks?.includes("whenToCall"))
        expect({ [page.slug]: page.blocks }).toEqual({ [page.slug]: expect.arrayContaining(["beforeTreatment"]) });
  });

  it("no page repeats its own When to call card beside the shared block", () => {
    for (const page of pages)
      for (const section of cardSections(page))
        expect(section.items.map((item) => item.title)).not.toContainEqual(expect.stringMatching(/^when to call/i));
  });

  it.each<[keyof Blocks, string, RegExp[]]>([
    [
      "whenToCall",
      "names each warning sign, and 911 for trouble breathing or swallowing",
      [
        /fever/,
        /swelling that keeps growing or spreads/,
        /30 minutes of firm pressure/,
        /worse after the third day/,
        /Numbness/,
        /into your nose after a sinus lift/,
        /Call 911 .*trouble breathing or swallowing/,
      ],
    ],
    [
      "beforeTreatment",
      "says what each health matter changes",
      [/bisphosphonates/, /denosumab/, /Radiation to the head or neck/, /Blood thinners/, /Pregnancy/, /Diabetes/, /Smoking/],
    ],
  ])("the %s block %s", (name, _, patterns) => {
    for (const pattern of patterns) expect(plain(name)).toMatch(pattern);
  });

  it("Cost and insurance names no price, promises a written estimate and states the menu's insurance facts", () => {
    const text = plain("costAndInsurance");
    expect(text).not.toMatch(/\$\s?\d/);
    expect(text).toMatch(/written estimate/);
    expect(text).toMatch(/in network for Medicare/);
    expect(text).toMatch(/all PPO plans and some HMO plans/);
    expect(text).toMatch(/call us/i);
    expect(text).toMatch(/Original Medicare .* only in a few cases/);
    expect(text).toMatch(/Medicare Advantage plans .* include dental benefits/);
    const menu = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../content/navigation/menu.json"), "utf8")) as {
      items: { note?: string }[];
    };
    const note = menu.items.find((item) => item.note)?.note ?? "";
    expect(note).toMatch(/in network for Medicare and accept all PPO insurances and some HMO insurances/);
  });
});
