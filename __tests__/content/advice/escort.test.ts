/**
 * @jest-environment node
 *
 * The escort after sedation: a text that says who takes a sedated patient home says the whole rule,
 * an adult who drives you home and stays with you for the rest of the day, in the same words in
 * every language; other wordings are advice naming the file and the field.
 */
import { withContentCopy, SHIPPED, type Json } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { contentAdvice, formatAdvice } from "../../../src/content/advice/rules";
import { ESCORT, escortAdviceIn } from "../../../src/content/advice/escort";
import type { GlossaryText } from "../../../src/content/advice/glossary";

const FILE = "content/services/example.json";
const card = (field: string, text: string): GlossaryText => ({ file: FILE, field, text });

describe("escort advice", () => {
  it.each([
    ["stays only a while", "After oral or IV sedation, you need an adult to drive you home and stay with you for a while."],
    ["is only a ride", "We give you written aftercare steps. If you had sedation, plan for someone to drive you home."],
  ])("names an English text whose escort %s, with the whole rule to write", (_, wording) => {
    expect(escortAdviceIn("en", [card("sectionTwoData[2].description", wording)])).toContainEqual({
      file: FILE,
      rule: "escort",
      message:
        'Section two card 3, description (`sectionTwoData[2].description`) says who takes you home after sedation without the whole rule: write that you need "an adult to drive you home and stay with you for the rest of the day"',
    });
  });

  it.each([
    "Después de la sedación oral o intravenosa, necesita que un adulto lo lleve a su casa en carro y se quede con usted un rato.",
    "Si recibió sedación, planee que alguien lo lleve a su casa en carro.",
  ])("names a Spanish text that says the escort another way: %s", (wording) => {
    expect(escortAdviceIn("es", [card("sectionThreeData[4].description", wording)])).toContainEqual(
      expect.objectContaining({
        rule: "escort",
        message: expect.stringMatching(/^Section three card 5, description .*without the whole rule/) as unknown,
      }),
    );
  });

  it("leaves alone the whole rule, in any spacing, a heading that names the step, and driving after laughing gas", () => {
    expect(
      escortAdviceIn("en", [
        card(
          "sectionThreeData[4].description",
          "If you have oral or IV sedation, plan for an adult to drive you home and\n stay with you for the rest of the day.",
        ),
        card("sectionTwoData[2].title", "Bring an adult to take you home"),
        card("sectionThreeData[2].description", "Nitrous oxide wears off quickly, so many people can drive soon after."),
      ]),
    ).toEqual([]);
    expect(
      escortAdviceIn("es", [
        card("sectionTwoData[2].description", `Necesita que ${ESCORT.es.rule}.`),
        card("sectionTwoData[2].title", "Venga con un adulto que lo lleve a casa"),
      ]),
    ).toEqual([]);
  });

  it("names a service page that offers sedation without saying who takes you home, and not an about page", () => {
    const offer = () => card("sectionTwoData[1].description", "The area is numbed. Ask us about sedation.");
    expect(
      escortAdviceIn("en", [
        { ...offer(), file: "content/services/sinuslift.json" },
        { ...offer(), file: "content/about/officetour.json" },
      ]),
    ).toEqual([
      {
        file: "content/services/sinuslift.json",
        rule: "escort",
        message: `mentions sedation but not who takes you home after it: say, where the page offers sedation, that you need "${ESCORT.en.rule}"`,
      },
    ]);
    expect(
      escortAdviceIn("es", [
        {
          file: "content/es/services/sinuslift.json",
          field: "sectionTwoData[1].description",
          text: "Pregúntenos sobre la sedación.",
        },
        {
          file: "content/es/services/sinuslift.json",
          field: "sectionThreeData[0].description",
          text: `Planee que ${ESCORT.es.rule}.`,
        },
      ]),
    ).toEqual([]);
  });

  describe("in the content check", () => {
    const copy = withContentCopy("escort-");
    it("names the page and the field of a Spanish card that shortens the escort", () => {
      copy.edit("es/services/examplesurgery.json", (data) => {
        const cards = data.sectionTwoData as Json[];
        cards[0] = { ...cards[0], description: "Si recibe sedación, un adulto se queda con usted un rato y lo lleve a su casa." };
      });
      expect(
        contentAdvice(loadContent(copy.dir(), copy.staticDir))
          .filter((item) => item.rule === "escort")
          .map(formatAdvice),
      ).toEqual([expect.stringMatching(/^content\/es\/services\/examplesurgery\.json: Section two card 1, description/)]);
    });
  });
});

describe("the shipped pages that name the escort", () => {
  const shipped = loadContent(SHIPPED.content, SHIPPED.static);
  const page = (version: { services: { slug: string }[] }, slug: string) =>
    JSON.stringify(version.services.find((service) => service.slug === slug));

  it.each(["sedation", "toothextractions", "fullmouthextractions"])(
    "%s states the whole rule in English and in Spanish",
    (slug) => {
      expect(page(shipped, slug)).toContain(ESCORT.en.rule);
      expect(page(shipped.translations.es, slug)).toContain(ESCORT.es.rule);
    },
  );

  it("no page names the escort another way", () => {
    expect(contentAdvice(shipped).filter((item) => item.rule === "escort")).toEqual([]);
  });
});
