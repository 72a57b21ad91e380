/**
 * @jest-environment node
 *
 * The shape every service page's content must keep (issue: content and media), checked on the files.
 */
import fs from "node:fs";
import path from "node:path";
import { parseRichText, internalLinks, richTextToPlain } from "../../src/content/richText";
import type { ServiceContent } from "../../src/content/schema";
import { cardSections } from "../../src/lib/sections";
import { SERVICE_ROUTES } from "../routes";

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

it("states the 98% implant success rate as the practice's claim on the implant page", () => {
  const implants = pages.find((page) => page.slug === "implanttreatment");
  expect(JSON.stringify(implants)).toMatch(/98% success rate/);
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
