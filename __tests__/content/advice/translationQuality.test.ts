/** @jest-environment node */
// A Spanish page against its English one: main text length, paragraphs left in English, reading ease.
import { loadContent } from "../../../src/content/gate/load";
import * as quality from "../../../src/content/advice/translationQuality";
import type { ServiceContent } from "../../../src/content/kinds/services";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "../../support/contentCopy";

// The fixture site, whose first service page is a copy of a veneers page and its translation.
const english = loadContent(FIXTURE_CONTENT, FIXTURE_STATIC);
const veneers = english.services.find((page) => page.slug === "examplephoto")!;
const FILE = "content/es/services/examplephoto.json";

const EN_PARAGRAPH =
  "Veneers can cover teeth that are stained, chipped, worn, slightly crooked or spaced apart. They are used mostly on the front teeth, the ones that show when you smile.";
const ES_PARAGRAPH =
  "Las carillas pueden cubrir dientes manchados, despostillados, desgastados, un poco chuecos o separados. Se usan sobre todo en los dientes de enfrente, los que se ven cuando usted sonríe.";
const MIXED = `${ES_PARAGRAPH} Porcelain resists stains and it reflects light much like enamel.`;

/** The veneers page with its reading text replaced, the way a translation replaces it, and one card section. */
function withText(description: string, descriptionToBeParsed?: string, cardDescription = "Una descripción."): ServiceContent {
  const page: ServiceContent = {
    ...veneers,
    title: "¿Qué son las carillas?",
    imgAlt: "Ilustración: una capa de porcelana",
    description,
    descriptionToBeParsed,
  };
  for (const key of Object.keys(page) as (keyof ServiceContent)[])
    if (/^(section(Two|Three|Four)|additionalContent)/.test(key)) delete page[key];
  return { ...page, sectionOneTitle: "Título", sectionOneData: [{ title: "Punto", description: cardDescription }] };
}
/** The advice of one rule on the veneers page translated as `es`. */
const adviceOn = (es: ServiceContent, rule: string) =>
  quality
    .translationAdvice([{ kind: "service", file: FILE, en: veneers, es }])
    .filter((item) => item.rule === rule)
    .map((item) => `${item.file}: ${item.message}`);

it("counts as main text the description, the formatted text without markup and the card sections", () => {
  const page = withText("Uno dos.\n\nTres.", '<p>Cuatro <a href="/services/examplevideo">cinco</a>.</p><p>Seis.</p>', "Siete.");
  expect(quality.mainTextLength(page)).toBe("Uno dos. Tres. Cuatro cinco. Seis. Título Punto Siete.".length);
});

it.each([
  [
    "Spanish paragraphs with English names of schools and people, or quoting an English term",
    [
      "Obtuvo su título de DDS (Doctor en Cirugía Dental) en la Ostrow School of Dentistry de la University of Southern California. También tiene un MS (Maestría en Ciencias) en Atención de la Salud de California State University, Long Beach.",
      "Dr. Divya Peddireddy, DDS, MS, QME, atiende en el OC Center for Advanced Dentistry.",
      "Luego, el QME escribe un informe independiente para un caso de compensación laboral (workers' compensation).",
      // Its English words are all inside the names: read with the names, it would count as English.
      "Títulos: Herman Ostrow School of Dentistry of USC y University of Southern California.",
    ].join("\n\n"),
    [],
  ],
  ["a Spanish paragraph with one sentence left in English", MIXED, [MIXED]],
  [
    "English formatted text after Spanish, each paragraph on its own",
    `<p>${ES_PARAGRAPH}</p><p>${EN_PARAGRAPH}</p>`,
    [EN_PARAGRAPH],
  ],
  ["English plain text before Spanish, each paragraph on its own", `${EN_PARAGRAPH}\n\n${ES_PARAGRAPH}`, [EN_PARAGRAPH]],
  ["English of six words", "What to expect, step by step", ["What to expect, step by step"]],
  ["English under six words, which it does not judge", "Who veneers can help", []],
])("finds the paragraphs left in English in %s", (_, text, expected) => {
  expect(quality.untranslatedParagraphs(text)).toEqual(expected);
});

it("reports a Spanish service page whose main text is much shorter than the English", () => {
  const full = quality.mainTextLength(veneers);
  const short = withText("Texto breve. ".repeat(Math.ceil((full * 0.7) / 13)).trim());
  const ratio = Math.round(quality.lengthRatio(veneers, short) * 100);
  expect(ratio).toBeLessThan(80);
  expect(adviceOn(short, "translationLength")).toEqual([
    `${FILE}: Spanish main text is ${ratio}% of the English (aim for 80% or more: check nothing was left out)`,
  ]);
  expect(adviceOn(withText("Texto breve. ".repeat(Math.ceil(full / 13)).trim()), "translationLength")).toEqual([]);
});

it("reports a service page below the reading ease, with the score", () => {
  const hard =
    "La rehabilitación implantosoportada contemporánea proporciona restauraciones extraordinariamente estéticas, funcionales, duraderas y biológicamente compatibles, considerando simultáneamente las características anatómicas, periodontales y oclusales individualizadas de cada paciente.";
  const { services } = quality.TRANSLATION_LIMITS.minFernandezHuerta;
  expect(adviceOn(withText(hard), "gradeEs")).toEqual([
    expect.stringMatching(
      `^${FILE}: reads at Fernández-Huerta -?\\d+ \\(aim for ${services} or more: shorter sentences, plainer words\\)$`,
    ),
  ]);
  expect(adviceOn(withText(ES_PARAGRAPH), "gradeEs")).toEqual([]);
});

it("finds every English page when the English content stands in for the Spanish", () => {
  const advice = quality.translationAdvice(quality.translationPairs(english, english));
  const flagged = advice.filter((item) => item.rule === "untranslated").map((item) => item.file);
  const services = english.services.map((page) => `content/es/services/${page.slug}.json`);
  for (const file of [...services, "content/es/home/home.json", "content/es/blocks/blocks.json"]) expect(flagged).toContain(file);
});

it("pairs pages by slug, leaving out pages without a translation, and measures each shared block on its own", () => {
  const pairs = quality.translationPairs(english, { ...english, services: [withText(ES_PARAGRAPH)], about: [], legal: [] });
  expect(pairs.map((pair) => pair.file)).toEqual([FILE, "content/es/home/home.json", "content/es/blocks/blocks.json"]);
  expect(pairs[0].en).toBe(veneers);
  const rows = quality.measureTranslations(quality.translationPairs(english, { ...english, about: [], legal: [] }));
  expect(rows.filter((row) => row.file.startsWith("content/es/blocks/blocks.json: ")).map((row) => row.file)).toEqual(
    ["whenToCall", "beforeTreatment", "costAndInsurance"].map((block) => `content/es/blocks/blocks.json: ${block}`),
  );
  expect(rows.find((row) => row.file === FILE)?.lengthRatio).toBe(1);
  expect(rows.find((row) => row.file === "content/es/home/home.json")?.lengthRatio).toBeUndefined();
});
