/** @jest-environment node */
// The escort after sedation said as the whole rule in the same words; other wordings are advice naming the field.
import { ESCORT, escortAdvice } from "../../../src/content/advice/escort";
import type { Lang } from "../../../src/i18n/languages";
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

const OFFER = "The area is numbed. Ask us about sedation.";
// [field, text, file]: "title" names a step, "description" says it.
it.each<[Lang, string, [string, string, string?][]]>([
  [
    "en",
    "the whole rule, in any spacing",
    [["description", `After sedation, plan for ${ESCORT.en.rule.replace(" and ", " and\n ")}.`]],
  ],
  ["en", "a heading that names the step", [["title", "Bring an adult to take you home"]]],
  [
    "en",
    "driving after laughing gas",
    [["description", "Nitrous oxide wears off quickly, so many people can drive soon after."]],
  ],
  ["en", "sedation on an about page", [["description", OFFER, "content/about/officetour.json"]]],
  ["es", "the whole rule", [["description", `Necesita que ${ESCORT.es.rule}.`]]],
  ["es", "a heading that names the step", [["title", "Venga con un adulto que lo lleve a casa"]]],
  [
    "es",
    "sedation on a page that says the rule in another card",
    [
      ["description", "Pregúntenos sobre la sedación."],
      ["body", `Planee que ${ESCORT.es.rule}.`],
    ],
  ],
])("leaves alone in %s %s", (lang, _, rows) => {
  const texts = rows.map((row) => card(...row));
  expect(escortAdvice(lang, texts)).toEqual([]);
});

it("names a service page that offers sedation without saying who takes you home", () => {
  const message = `mentions sedation but not who takes you home after it: say, where the page offers sedation, that you need "${ESCORT.en.rule}"`;
  expect(escortAdvice("en", [card("sectionTwoData[1].description", OFFER)])).toEqual([
    { file: SERVICE, rule: "escort", message },
  ]);
});
