/**
 * The escort after sedation said as the whole rule in the same words; other wordings are advice naming the field.
 * @jest-environment node
 */
import { ESCORT, escortAdvice } from "../../../src/content/advice/escort";
import "../../../src/content/kinds"; // the kinds' schemas name the fields in messages ("Section two card 3")

const SERVICE = "content/services/sinuslift.json";
const card = (field: string, text: string, file = SERVICE) => ({ file, field, text });

it.each([
  ["en", "After oral or IV sedation, you need an adult to drive you home and stay with you for a while."],
  ["en", "We give you written aftercare steps. If you had sedation, plan for someone to drive you home."],
  [
    "es",
    "Después de la sedación oral o intravenosa, necesita que un adulto lo lleve a su casa en carro y se quede con usted un rato.",
  ],
  ["es", "Si recibió sedación, planee que alguien lo lleve a su casa en carro."],
] as const)("names the %s text %j, its field and the whole rule to write", (lang, wording) => {
  expect(escortAdvice(lang, [card("sectionTwoData[2].description", wording)])).toContainEqual({
    file: SERVICE,
    rule: "escort",
    message: `Section two card 3, description (\`sectionTwoData[2].description\`) says who takes you home after sedation without the whole rule: write that you need "${ESCORT[lang].rule}"`,
  });
});

it.each([
  [
    "en",
    "sectionThreeData[4].description",
    "If you have oral or IV sedation, plan for an adult to drive you home and\n stay with you for the rest of the day.",
  ],
  ["en", "sectionTwoData[2].title", "Bring an adult to take you home"],
  ["en", "sectionThreeData[2].description", "Nitrous oxide wears off quickly, so many people can drive soon after."],
  ["es", "sectionTwoData[2].description", `Necesita que ${ESCORT.es.rule}.`],
  ["es", "sectionTwoData[2].title", "Venga con un adulto que lo lleve a casa"],
] as const)(
  "leaves alone in %s the whole rule in any spacing, a heading, and driving after laughing gas: %s %j",
  (lang, field, text) => {
    expect(escortAdvice(lang, [card(field, text)])).toEqual([]);
  },
);

it("names a service page that offers sedation without saying who takes you home, and not an about page", () => {
  const offer = "The area is numbed. Ask us about sedation.";
  const advice = escortAdvice("en", [
    card("sectionTwoData[1].description", offer),
    card("sectionTwoData[1].description", offer, "content/about/officetour.json"),
  ]);
  expect(advice).toEqual([
    {
      file: SERVICE,
      rule: "escort",
      message: `mentions sedation but not who takes you home after it: say, where the page offers sedation, that you need "${ESCORT.en.rule}"`,
    },
  ]);
  const spanish = "content/es/services/sinuslift.json";
  expect(
    escortAdvice("es", [
      card("sectionTwoData[1].description", "Pregúntenos sobre la sedación.", spanish),
      card("sectionThreeData[0].description", `Planee que ${ESCORT.es.rule}.`, spanish),
    ]),
  ).toEqual([]);
});
