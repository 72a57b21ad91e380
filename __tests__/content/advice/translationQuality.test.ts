/**
 * @jest-environment node
 *
 * Translation checks: a Spanish page's main text against the English one's, paragraphs left in
 * English, and the Spanish reading ease, each reported with the file and the number.
 */
import { loadContent } from "../../../src/content/gate/load";
import {
  TRANSLATION_LIMITS,
  lengthRatio,
  mainTextLength,
  measureTranslations,
  translationAdvice,
  translationPairs,
  untranslatedParagraphs,
  type TranslationPair,
} from "../../../src/content/advice/translationQuality";
import type { ServiceContent } from "../../../src/content/kinds/services";
import { FIXTURE_CONTENT, FIXTURE_STATIC } from "../../support/contentCopy";

// The fixture site, whose first service page is a copy of a veneers page and its translation.
const english = loadContent(FIXTURE_CONTENT, FIXTURE_STATIC);
const veneers = english.services.find((page) => page.slug === "examplephoto");
if (!veneers) throw new Error("__tests__/fixtures/content/services/examplephoto.json is missing");

// Paragraphs of the English veneers page and of its Spanish translation.
const EN_PARAGRAPH =
  "Veneers can cover teeth that are stained, chipped, worn, slightly crooked or spaced apart. They are used mostly on the front teeth, the ones that show when you smile.";
const ES_PARAGRAPH =
  "Las carillas pueden cubrir dientes manchados, despostillados, desgastados, un poco chuecos o separados. Se usan sobre todo en los dientes de enfrente, los que se ven cuando usted sonríe.";
const ES_DOCTOR =
  "Obtuvo su título de DDS (Doctor en Cirugía Dental) en la Ostrow School of Dentistry de la University of Southern California. También tiene un MS (Maestría en Ciencias) en Atención de la Salud de California State University, Long Beach.";

/** The veneers page with its reading text replaced, the way a translation replaces it, and one card section. */
function withText(description: string, descriptionToBeParsed?: string, cardDescription = "Una descripción."): ServiceContent {
  const page: ServiceContent = {
    ...veneers!,
    title: "¿Qué son las carillas de porcelana?",
    imgAlt: "Ilustración: una capa delgada de porcelana sobre un diente",
    description,
    descriptionToBeParsed,
    sectionOneTitle: "Título",
    sectionOneData: [{ title: "Punto", description: cardDescription }],
  };
  for (const key of Object.keys(page) as (keyof ServiceContent)[])
    if (/^(section(Two|Three|Four)|additionalContent)/.test(key)) delete page[key];
  return page;
}
const servicePair = (es: ServiceContent, en: ServiceContent = veneers!): TranslationPair => ({
  kind: "service",
  file: "content/es/services/examplephoto.json",
  en,
  es,
});
const rules = (pairs: TranslationPair[], rule: string) =>
  translationAdvice(pairs)
    .filter((item) => item.rule === rule)
    .map((item) => `${item.file}: ${item.message}`);

it("counts as main text the description, the formatted text without markup and the card sections", () => {
  const page = withText("Uno dos.\n\nTres.", '<p>Cuatro <a href="/services/examplevideo">cinco</a>.</p><p>Seis.</p>', "Siete.");
  expect(mainTextLength(page)).toBe("Uno dos. Tres. Cuatro cinco. Seis. Título Punto Siete.".length);
});

const MIXED = `${ES_PARAGRAPH} Porcelain resists stains and it reflects light much like enamel.`;
describe("untranslatedParagraphs", () => {
  it.each([
    ["an English paragraph from the content", EN_PARAGRAPH, [EN_PARAGRAPH]],
    ["a Spanish paragraph from the translations", ES_PARAGRAPH, []],
    ["a Spanish paragraph with English names of schools", ES_DOCTOR, []],
    [
      "a Spanish sentence with English names",
      "Dr. Divya Peddireddy, DDS, MS, QME, atiende en el OC Center for Advanced Dentistry.",
      [],
    ],
    ["a Spanish paragraph with one sentence left in English", MIXED, [MIXED]],
    [
      "a Spanish sentence that quotes an English term",
      "Luego, el QME escribe un informe independiente para un caso de compensación laboral (workers' compensation).",
      [],
    ],
    [
      "English formatted text after Spanish, each paragraph on its own",
      `<p>${ES_PARAGRAPH}</p><p>${EN_PARAGRAPH}</p>`,
      [EN_PARAGRAPH],
    ],
    ["English plain text before Spanish, each paragraph on its own", `${EN_PARAGRAPH}\n\n${ES_PARAGRAPH}`, [EN_PARAGRAPH]],
    ["English of six words", "What to expect, step by step", ["What to expect, step by step"]],
    ["English under six words, which it does not judge", "Who veneers can help", []],
  ])("finds the paragraphs left in English in %s", (_, text, expected) => {
    expect(untranslatedParagraphs(text)).toEqual(expected);
  });
});

describe("translationAdvice", () => {
  it("reports a Spanish service page whose main text is much shorter than the English", () => {
    const full = mainTextLength(veneers);
    const short = withText(`${"Texto breve. ".repeat(Math.ceil((full * 0.7) / 13))}`.trim());
    const ratio = Math.round(lengthRatio(veneers, short) * 100);
    expect(ratio).toBeLessThan(80);
    expect(rules([servicePair(short)], "translationLength")).toEqual([
      `content/es/services/examplephoto.json: Spanish main text is ${ratio}% of the English (aim for 80% or more: check nothing was left out)`,
    ]);
    const long = withText(`${"Texto breve. ".repeat(Math.ceil(full / 13))}`.trim());
    expect(rules([servicePair(long)], "translationLength")).toEqual([]);
  });

  it("reports each paragraph, card description and other field left in English (here the English meta description)", () => {
    const es = withText(
      ES_PARAGRAPH,
      `<p>${ES_PARAGRAPH}</p><p>${EN_PARAGRAPH}</p>`,
      "Dark or uneven color that whitening cannot fix.",
    );
    expect(rules([servicePair(es)], "untranslated")).toEqual([
      `content/es/services/examplephoto.json: paragraph reads as English: "Veneers can cover teeth that are stained, chipped, worn, sl…"`,
      `content/es/services/examplephoto.json: paragraph reads as English: "Dark or uneven color that whitening cannot fix."`,
      `content/es/services/examplephoto.json: paragraph reads as English: "Porcelain veneers are thin shells bonded to the front of te…"`,
    ]);
  });

  it("reports a service page below the reading ease, with the score", () => {
    const hard =
      "La rehabilitación implantosoportada contemporánea proporciona restauraciones extraordinariamente estéticas, funcionales, duraderas y biológicamente compatibles, considerando simultáneamente las características anatómicas, periodontales y oclusales individualizadas de cada paciente.";
    const [item] = rules([servicePair(withText(hard))], "gradeEs");
    expect(item).toMatch(
      new RegExp(
        `^content/es/services/examplephoto\\.json: reads at Fernández-Huerta -?\\d+ \\(aim for ${TRANSLATION_LIMITS.minFernandezHuerta.services} or more: shorter sentences, plainer words\\)$`,
      ),
    );
    expect(rules([servicePair(withText(ES_PARAGRAPH))], "gradeEs")).toEqual([]);
  });

  it("finds every English page when the English content stands in for the Spanish", () => {
    const pairs = translationPairs(english, english);
    const flagged = new Set(
      translationAdvice(pairs)
        .filter((item) => item.rule === "untranslated")
        .map((item) => item.file),
    );
    for (const page of english.services) expect(flagged).toContain(`content/es/services/${page.slug}.json`);
    expect(flagged).toContain("content/es/home/home.json");
    expect(flagged).toContain("content/es/blocks/blocks.json");
  });
});

describe("translationPairs and measureTranslations", () => {
  it("pairs pages by slug, leaves out pages without a translation and names the Spanish files", () => {
    const spanish = { ...english, services: [withText(ES_PARAGRAPH)], about: [], legal: [] };
    const pairs = translationPairs(english, spanish);
    expect(pairs.map((pair) => pair.file)).toEqual([
      "content/es/services/examplephoto.json",
      "content/es/home/home.json",
      "content/es/blocks/blocks.json",
    ]);
    expect(pairs[0].en).toBe(veneers);
  });

  it("measures each shared block on its own and gives service pages their length ratio", () => {
    const rows = measureTranslations(translationPairs(english, { ...english, about: [], legal: [] }));
    expect(rows.filter((row) => row.file.startsWith("content/es/blocks/blocks.json: ")).map((row) => row.file)).toEqual([
      "content/es/blocks/blocks.json: whenToCall",
      "content/es/blocks/blocks.json: beforeTreatment",
      "content/es/blocks/blocks.json: costAndInsurance",
    ]);
    const service = rows.find((row) => row.file === "content/es/services/examplephoto.json");
    expect(service?.lengthRatio).toBe(1);
    expect(rows.find((row) => row.file === "content/es/home/home.json")?.lengthRatio).toBeUndefined();
  });
});
