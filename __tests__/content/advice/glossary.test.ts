/** @jest-environment node */
// The Spanish glossary file, and advice where a text writes a term it says to avoid, or names one idea two ways.
import fs from "node:fs";
import path from "node:path";
import { withContentCopy } from "../../support/contentCopy";
import { contentAdvice, formatAdvice } from "../../../src/content/advice/rules";
import { glossaryAdvice, glossaryContradictions } from "../../../src/content/advice/glossary";
import { fileTexts, interfaceTexts } from "../../../src/content/advice/pageText";
import type { Glossary } from "../../../src/content/kinds/glossary";
import { en } from "../../../src/i18n/en";

type Entry = Glossary["entries"][number];
const GLOSSARY = "es/glossary/glossary.json";
const JAW: Entry = { use: "maxilar superior", avoid: ["mandíbula de arriba"], note: "La mandíbula es el hueso de abajo." };
const OFFICE: Entry = { use: "consultorio", avoid: ["oficina"], allow: ["Oficina de Derechos Civiles"], note: "Un solo nombre." };
const GLUE: Entry = { use: "pegar", avoid: ["cementar", "cementamos"], note: "Un solo verbo para fijar una pieza al diente." };
const CROWN: Entry = { use: "cementamos la corona", avoid: ["pegamos la corona"], note: "Una corona se cementa." };
const GAG: Entry = { use: "reflejo nauseoso", avoid: ["náuseas con facilidad"], allow: ["sentir náuseas"], note: "Arcadas." };
const NAUSEA: Entry = { use: "malestar", avoid: ["sentir náuseas"], note: "Náuseas." };

it("names the file and the field that write a term to avoid, as written, with the term to use and why; says when one idea is named two ways across pages, naming the pages that use the glossary's term; matches whole words only, leaves alone the phrases an entry allows and the glossary's own terms", () => {
  const texts = [
    ["content/es/services/a.json", "sectionOneData[2].description", "Un implante en la Mandíbula de  arriba."],
    ["content/es/services/a.json", "title", "¿Qué es un implante?"],
    ["content/es/about/b.json", "photos[0].caption", "No es una foto de nuestra oficina."],
    ["content/es/about/c.json", "description", "Nuestro consultorio está en Costa Mesa."],
    ["content/es/services/d.json", "description", "Venga a nuestro consultorio."],
    ["content/es/legal/e.json", "sections[5].descriptionToBeParsed", "Escriba a la Oficina de Derechos Civiles."],
    ["content/es/about/f.json", "photos[0].alt", "Un edificio con oficinas y una ofician."],
  ].map(([file, field, text]) => ({ file, field, text }));
  expect(glossaryAdvice({ entries: [JAW, OFFICE] }, texts).flatMap((item) => [item.rule, formatAdvice(item)])).toEqual([
    "glossary",
    'content/es/services/a.json: Section one card 3, description (`sectionOneData[2].description`) writes "Mandíbula de  arriba", which the glossary says to avoid: write "maxilar superior" (La mandíbula es el hueso de abajo.)',
    "twoWays",
    expect.stringMatching(
      /^content\/es\/about\/b\.json: Photo 1, caption \(`photos\[0\]\.caption`\) writes "oficina" while content\/es\/about\/c\.json and 1 more file write "consultorio"/,
    ),
  ]);
});

it("reads every text field of a file with its name, formatted text as the words it shows, and leaves facts, dates, reviewer and version out", () => {
  const read = fileTexts("content/es/services/a.json", {
    slug: "oficina",
    imgSrc: "services/oficina.jpg",
    lastUpdated: "2026-11-23",
    reviewedBy: "Dra. Ana Ruiz, de la oficina",
    reviewedOn: "2026-11-24",
    translatedFrom: "1d64100f05b3",
    mainTitleText: "Carillas",
    descriptionToBeParsed: '<p>Nuestra <a href="/about/oficina">oficina</a>.</p>',
    sectionOneData: [{ title: "Uno", description: "Dos" }],
  });
  expect(read.map(({ field, text }) => [field, text])).toEqual([
    ["mainTitleText", "Carillas"],
    ["descriptionToBeParsed", "Nuestra oficina."],
    ["sectionOneData[0].title", "Uno"],
    ["sectionOneData[0].description", "Dos"],
  ]);
});

it("reads the components' fixed words, each phrase with its blanks filled, named by its key", () => {
  const ui = { ...en, call: "Llame a la oficina", callToActionHeading: (title: string) => `${title}: ¿preguntas?` };
  const read = interfaceTexts(ui, "src/i18n/es.ts");
  expect(read).toContainEqual({ file: "src/i18n/es.ts", field: "callToActionHeading", text: "…: ¿preguntas?" });
  expect(read).toContainEqual({ file: "src/i18n/es.ts", field: "weekdays.Monday", text: "Monday" });
  expect(glossaryAdvice({ entries: [OFFICE] }, read).map(formatAdvice)).toEqual([
    expect.stringMatching(/^src\/i18n\/es\.ts: call writes "oficina", which the glossary says to avoid: write "consultorio"/),
  ]);
});

it.each<[string, Entry[], unknown[]]>([
  [
    "names both entries when one asks for a phrase, or allows one, that holds a term the other says to avoid",
    [GLUE, CROWN, GAG, NAUSEA],
    [
      'glossary.json: Entry 2 (`entries[1]`) asks for "cementamos la corona", which holds "cementamos", a term Entry 1 (`entries[0]`) says to avoid (use "pegar"): make the two entries agree',
      expect.stringMatching(
        /^glossary\.json: Entry 3 \(`entries\[2\]`\) asks for "sentir náuseas", which holds "sentir náuseas", a term Entry 4/,
      ),
    ],
  ],
  [
    "agrees with itself when the entry that avoids the term allows the other's phrase",
    [{ ...GLUE, allow: ["cementamos la corona"] }, CROWN],
    [],
  ],
])("a glossary that contradicts itself: %s", (_, entries, expected) => {
  const found = glossaryContradictions({ entries }, "glossary.json");
  expect(found.every((item) => item.rule === "glossaryContradiction")).toBe(true);
  expect(found.map(formatAdvice)).toEqual(expected);
});

describe("the glossary in the content check", () => {
  const copy = withContentCopy("glossary-");

  it("names the Spanish file and field that use a term to avoid, the page that uses the term to use, and a contradiction", () => {
    // Made-up terms, so that nothing in the fixture's pages can match them.
    const made: Entry = { use: "término preferido", avoid: ["término viejo"], note: "Una nota de prueba." };
    copy.edit(GLOSSARY, (data) => void (data.entries = [made, GLUE, CROWN]));
    const [first, second] = fs.readdirSync(path.join(copy.dir(), "es/services")).sort();
    copy.set({ [`es/services/${first}`]: { "sectionOneData.0.description": "Un término viejo en una tarjeta." } });
    copy.edit(`es/services/${second}`, (data) => void (data.description = `${String(data.description)} Un término preferido.`));
    const advice = contentAdvice(copy.content());
    expect(advice.filter((item) => ["twoWays", "glossaryContradiction"].includes(item.rule)).map(formatAdvice)).toEqual([
      `content/es/services/${first}: Section one card 1, description (\`sectionOneData[0].description\`) writes "término viejo" while content/es/services/${second} writes "término preferido" for the same idea: write "término preferido" (glossary: Una nota de prueba.)`,
      expect.stringMatching(/^content\/es\/glossary\/glossary\.json: Entry 3 .*asks for "cementamos la corona"/),
    ]);
  });

  it.each<[string, unknown[], RegExp[]]>([
    ["nothing in entries with a term to use, terms to avoid, phrases allowed and a note", [JAW, OFFICE], []],
    [
      "a term listed in two entries, or to use and to avoid at once",
      [JAW, { ...OFFICE, avoid: ["oficina", "Maxilar  superior"] }],
      [
        /Entry 2, term to avoid 2 \(`entries\[1\]\.avoid\[1\]`\).*"Maxilar {2}superior" is already listed in Entry 1 \(`entries\[0\]`\)/,
      ],
    ],
    [
      "a term to avoid that is part of the term to use, which would flag every correct use",
      [{ ...JAW, avoid: ["superior"] }],
      [/Entry 1, term to avoid 1 \(`entries\[0\]\.avoid\[0\]`\).*"superior" is part of the term to use "maxilar superior"/],
    ],
    [
      "an entry without a term to avoid or its note",
      [{ use: "consultorio", avoid: [] }],
      [/entries\[0\]\.avoid.*at least one term to avoid/, /entries\[0\]\.note/],
    ],
  ])("refuses in the glossary file %s, naming the file and the entry", (_, entries, expected) => {
    copy.edit(GLOSSARY, (data) => void (data.entries = entries));
    expect(copy.problems()).toEqual(
      expected.map((pattern) => expect.stringMatching(new RegExp(`^content/${GLOSSARY}: .*${pattern.source}`))),
    );
  });

  it("requires the Spanish glossary, and reads no other file in its folder", () => {
    fs.rmSync(path.join(copy.dir(), GLOSSARY));
    copy.put("es/glossary/terms.json", JSON.stringify({ entries: [JAW] }));
    expect(copy.problems()).toEqual([
      "content/es/glossary/terms.json: not read: content/es/glossary/ holds only glossary.json; move it out of content/ or delete it (the build refuses what it would not publish)",
      `content/${GLOSSARY}: file is missing`,
    ]);
  });

  it("keeps the glossary a translation's own file: an English glossary folder is not read", () => {
    copy.put("glossary/glossary.json", JSON.stringify({ entries: [JAW] }));
    expect(copy.problems()).toEqual([expect.stringMatching(/^content\/glossary\/: unknown folder; /)]);
  });
});
