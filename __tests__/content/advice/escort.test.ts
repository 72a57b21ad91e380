/**
 * @jest-environment node
 *
 * The escort after sedation: a text that says who takes a sedated patient home says the whole rule,
 * an adult who drives you home and stays with you for the rest of the day, in the same words in
 * every language; other wordings are advice naming the file and the field (in the content check: rules.test.ts).
 */
import { SHIPPED } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { ESCORT, escortAdviceIn } from "../../../src/content/advice/escort";

const FILE = "content/services/example.json";
const card = (field: string, text: string, file = FILE) => ({ file, field, text });
const fields = (advice: { message: string }[]) => advice.map(({ message }) => /\(`(.+?)`\)/.exec(message)?.[1]);

it.each([
  ["en", "After oral or IV sedation, you need an adult to drive you home and stay with you for a while."],
  ["en", "We give you written aftercare steps. If you had sedation, plan for someone to drive you home."],
  [
    "es",
    "Después de la sedación oral o intravenosa, necesita que un adulto lo lleve a su casa en carro y se quede con usted un rato.",
  ],
  ["es", "Si recibió sedación, planee que alguien lo lleve a su casa en carro."],
] as const)("names the %s text %j, its field and the whole rule to write", (lang, wording) => {
  const named = escortAdviceIn(lang, [card("sectionTwoData[2].description", wording)]).find(
    ({ file, rule, message }) =>
      file === FILE && rule === "escort" && message.startsWith("Section two card 3, description (`sectionTwoData[2]"),
  );
  expect(named?.message).toContain(`without the whole rule: write that you need "${ESCORT[lang].rule}"`);
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
  const offer = "The area is numbed. Ask us about sedation.";
  const advice = escortAdviceIn("en", [
    card("sectionTwoData[1].description", offer, "content/services/sinuslift.json"),
    card("sectionTwoData[1].description", offer, "content/about/officetour.json"),
  ]);
  expect(advice.map((item) => [item.file, fields([item])[0]])).toEqual([["content/services/sinuslift.json", undefined]]);
  expect(advice[0].message).toContain(`"${ESCORT.en.rule}"`);
  const spanish = "content/es/services/sinuslift.json";
  expect(
    escortAdviceIn("es", [
      card("sectionTwoData[1].description", "Pregúntenos sobre la sedación.", spanish),
      card("sectionThreeData[0].description", `Planee que ${ESCORT.es.rule}.`, spanish),
    ]),
  ).toEqual([]);
});

const shipped = loadContent(SHIPPED.content, SHIPPED.static);
it.each(["sedation", "toothextractions", "fullmouthextractions"])(
  "the shipped %s states the whole rule in English and in Spanish",
  (slug) => {
    const page = (version: { services: { slug: string }[] }) =>
      JSON.stringify(version.services.find((service) => service.slug === slug));
    expect(page(shipped)).toContain(ESCORT.en.rule);
    expect(page(shipped.translations.es)).toContain(ESCORT.es.rule);
  },
);
