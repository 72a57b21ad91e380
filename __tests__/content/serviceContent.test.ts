/**
 * @jest-environment node
 *
 * The shape every service page's content must keep, checked on the files: length, sections, media,
 * no prices, the sourced implant figure and the shared blocks each page must place.
 */
import fs from "node:fs";
import path from "node:path";
import { parseRichText, internalLinks, richTextToPlain } from "../../src/content/richText";
import type { Blocks, ServiceContent } from "../../src/content/schema";
import { cardSections } from "../../src/lib/sections";
import { PROCEDURE_PAGES, SERVICE_ROUTES } from "../routes";

const DIR = path.resolve(__dirname, "../../content/services");
const pages = fs
  .readdirSync(DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(DIR, name), "utf8")) as ServiceContent);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const VIDEO_PAGES = ["crowns", "fillings", "inlays", "crownlengthening", "sinuslift", "toothextractions"];

it("has one file per service route of the specification", () => {
  expect(pages.map((page) => `/services/${page.slug}`).sort()).toEqual([...SERVICE_ROUTES].sort());
});

describe.each(pages.map((page) => [page.slug, page] as const))("%s", (slug, page) => {
  it("has a heading question and a description of 120–250 words", () => {
    expect(page.title).toMatch(/\?$/);
    const formatted = page.descriptionToBeParsed ? richTextToPlain(parseRichText(page.descriptionToBeParsed).nodes) : "";
    const count = words(page.description) + words(formatted);
    expect(count).toBeGreaterThanOrEqual(120);
    expect(count).toBeLessThanOrEqual(250);
  });

  it("has two to four card sections of three to six items", () => {
    const sections = cardSections(page);
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(sections.length).toBeLessThanOrEqual(4);
    for (const section of sections) {
      expect(section.items.length).toBeGreaterThanOrEqual(3);
      expect(section.items.length).toBeLessThanOrEqual(6);
    }
  });

  it("uses a video exactly where the product says, with alt text", () => {
    expect(/\.mp4$/.test(page.imgSrc)).toBe(VIDEO_PAGES.includes(slug));
    expect(page.imgAlt.length).toBeGreaterThan(10);
  });

  it("names no price and repeats no contact detail", () => {
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/\$\s?\d/);
    expect(text).not.toMatch(/555-0142|@occfad/);
  });
});

it("states the 98% implant figure with its published source, as an average and not a promise", () => {
  const implants = JSON.stringify(pages.find((page) => page.slug === "implanttreatment"));
  expect(implants).toMatch(/98%/);
  expect(implants).toMatch(/Howe, Keys and Richards/);
  expect(implants).toMatch(/Journal of Dentistry/);
  expect(implants).toMatch(/not a promise for one person/);
  expect(implants).not.toMatch(/our practice's own figure|In our experience/i);
});

describe("shared blocks", () => {
  const blocks = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/blocks/blocks.json"), "utf8")) as Blocks;
  const plain = (name: keyof Blocks) => richTextToPlain(parseRichText(blocks[name].descriptionToBeParsed).nodes);

  it.each(PROCEDURE_PAGES)("%s places When to call and Tell us before treatment", (slug) => {
    const page = pages.find((candidate) => candidate.slug === slug);
    expect(page?.blocks).toEqual(expect.arrayContaining(["whenToCall", "beforeTreatment"]));
  });

  it("no page repeats its own When to call card beside the shared block", () => {
    for (const page of pages)
      for (const section of cardSections(page))
        expect(section.items.map((item) => item.title)).not.toContainEqual(expect.stringMatching(/^when to call/i));
  });

  it("When to call names each warning sign, and 911 for trouble breathing or swallowing", () => {
    const text = plain("whenToCall");
    for (const sign of [
      /fever/,
      /swelling that keeps growing or spreads/,
      /30 minutes of firm pressure/,
      /worse after the third day/,
      /Numbness/,
      /into your nose after a sinus lift/,
    ])
      expect(text).toMatch(sign);
    expect(text).toMatch(/Call 911 .*trouble breathing or swallowing/);
  });

  it("Tell us before treatment says what each health matter changes", () => {
    const text = plain("beforeTreatment");
    for (const matter of [
      /bisphosphonates/,
      /denosumab/,
      /Radiation to the head or neck/,
      /Blood thinners/,
      /Pregnancy/,
      /Diabetes/,
      /Smoking/,
    ])
      expect(text).toMatch(matter);
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
    const menu = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/navigation/menu.json"), "utf8")) as {
      items: { note?: string }[];
    };
    const note = menu.items.find((item) => item.note)?.note ?? "";
    expect(note).toMatch(/in network for Medicare and accept all PPO insurances and some HMO insurances/);
  });
});

it("links the four pages without a menu entry from related pages", () => {
  const linked = new Set(
    pages.flatMap((page) =>
      [page.descriptionToBeParsed, page.additionalContent?.descriptionToBeParsed]
        .filter((html): html is string => Boolean(html))
        .flatMap((html) => internalLinks(parseRichText(html).nodes)),
    ),
  );
  for (const slug of ["crowns", "Gingivalgumcontouring", "gumtreatment", "biolaselaser"])
    expect(linked).toContain(`/services/${slug}`);
});
