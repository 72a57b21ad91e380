/**
 * @jest-environment node
 *
 * The Spanish glossary (content/es/glossary/glossary.json): a content file checked like the others,
 * and advice, naming the file and the field, wherever a Spanish text writes a term the glossary says
 * to avoid or names one idea two ways across pages. The rule is tried on small fixture glossaries and
 * texts, never on the shipped wording, so a maintainer's edit to a page or to the glossary cannot
 * break it.
 */
import fs from "node:fs";
import path from "node:path";
import { withContentCopy, type Json } from "../../support/contentCopy";
import { loadContent } from "../../../src/content/gate/load";
import { contentAdvice, formatAdvice } from "../../../src/content/advice/rules";
import {
  fileTexts,
  glossaryAdvice,
  glossaryContradictions,
  interfaceTexts,
  type GlossaryText,
} from "../../../src/content/advice/glossary";
import { glossarySchema, type Glossary } from "../../../src/content/kinds/glossary";
import { describeIssue } from "../../../src/content/gate/issues";
import { en } from "../../../src/i18n/en";
import type { UiStrings } from "../../../src/i18n/strings";

const GLOSSARY = "es/glossary/glossary.json";

const JAW: Glossary["entries"][number] = {
  use: "maxilar superior",
  avoid: ["mandíbula de arriba"],
  note: "La mandíbula es el hueso de abajo.",
};
const OFFICE: Glossary["entries"][number] = {
  use: "consultorio",
  avoid: ["oficina"],
  allow: ["Oficina de Derechos Civiles"],
  note: "Un solo nombre para el lugar donde atiende el dentista.",
};
const text = (file: string, field: string, words: string): GlossaryText => ({ file, field, text: words });

describe("glossary advice", () => {
  it("names the file and the field that write a term to avoid, with the term to use and why", () => {
    const advice = glossaryAdvice({ entries: [JAW] }, [
      text("content/es/services/a.json", "sectionOneData[2].description", "Un implante en la Mandíbula de  arriba."),
      text("content/es/services/a.json", "title", "¿Qué es un implante?"),
    ]);
    expect(advice).toEqual([
      {
        file: "content/es/services/a.json",
        rule: "glossary",
        message:
          'Section one card 3, description (`sectionOneData[2].description`) writes "Mandíbula de  arriba", which the glossary says to avoid: write "maxilar superior" (La mandíbula es el hueso de abajo.)',
      },
    ]);
  });

  it("says when one idea is named two ways across pages, naming the pages that use the glossary's term", () => {
    const advice = glossaryAdvice({ entries: [OFFICE] }, [
      text("content/es/about/b.json", "photos[0].caption", "No es una foto de nuestra oficina."),
      text("content/es/about/c.json", "description", "Nuestro consultorio está en Costa Mesa."),
      text("content/es/services/d.json", "description", "Venga a nuestro consultorio."),
    ]);
    expect(advice).toHaveLength(1);
    expect(advice[0].file).toBe("content/es/about/b.json");
    expect(advice[0].rule).toBe("twoWays");
    expect(advice[0].message).toBe(
      'Photo 1, caption (`photos[0].caption`) writes "oficina" while content/es/about/c.json and 1 more file write "consultorio" for the same idea: write "consultorio" (glossary: Un solo nombre para el lugar donde atiende el dentista.)',
    );
  });

  it("matches whole words only, and leaves alone the phrases an entry allows", () => {
    const advice = glossaryAdvice({ entries: [OFFICE] }, [
      text("content/es/legal/e.json", "sections[5].descriptionToBeParsed", "Escriba a la Oficina de Derechos Civiles."),
      text("content/es/about/f.json", "photos[0].alt", "Un edificio con oficinas y una ofician."),
    ]);
    expect(advice).toEqual([]);
  });

  it("gives no advice on texts that write only the glossary's terms", () => {
    expect(
      glossaryAdvice({ entries: [JAW, OFFICE] }, [text("content/es/home/home.json", "intro", "El maxilar superior.")]),
    ).toEqual([]);
  });
});

describe("the texts the glossary reads", () => {
  it("reads every text field with its name, formatted text as the words it shows, and leaves facts out", () => {
    const texts = fileTexts("content/es/services/a.json", {
      slug: "oficina",
      imgSrc: "services/oficina.jpg",
      mainTitleText: "Carillas",
      descriptionToBeParsed: '<p>Nuestra <a href="/about/oficina">oficina</a>.</p>',
      sectionOneData: [{ title: "Uno", description: "Dos" }],
    });
    expect(texts.map(({ field, text: words }) => [field, words])).toEqual([
      ["mainTitleText", "Carillas"],
      ["descriptionToBeParsed", "Nuestra oficina."],
      ["sectionOneData[0].title", "Uno"],
      ["sectionOneData[0].description", "Dos"],
    ]);
  });

  it("reads the components' fixed words, each phrase with its blanks filled, named by its key", () => {
    const strings: UiStrings = { ...en, call: "Llame a la oficina", callToActionHeading: (title) => `${title}: ¿preguntas?` };
    const texts = interfaceTexts(strings, "src/i18n/es.ts");
    expect(texts).toContainEqual({ file: "src/i18n/es.ts", field: "call", text: "Llame a la oficina" });
    expect(texts).toContainEqual({ file: "src/i18n/es.ts", field: "callToActionHeading", text: "…: ¿preguntas?" });
    expect(texts).toContainEqual({ file: "src/i18n/es.ts", field: "weekdays.Monday", text: "Monday" });
    expect(glossaryAdvice({ entries: [OFFICE] }, texts).map(formatAdvice)).toEqual([
      'src/i18n/es.ts: call writes "oficina", which the glossary says to avoid: write "consultorio" (Un solo nombre para el lugar donde atiende el dentista.)',
    ]);
  });
});

describe("the glossary file", () => {
  const problemsOf = (value: unknown) => {
    const result = glossarySchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => describeIssue(issue));
  };

  it("accepts a glossary of entries with a term to use, terms to avoid, phrases allowed and a note", () => {
    expect(problemsOf({ entries: [JAW, OFFICE] })).toEqual([]);
  });

  it("refuses a term listed in two entries, or to use and to avoid at once", () => {
    const found = problemsOf({ entries: [JAW, { ...OFFICE, avoid: ["oficina", "Maxilar  superior"] }] });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Entry 2, term to avoid 2 \(`entries\[1\]\.avoid\[1\]`\)/);
    expect(found[0]).toContain('"Maxilar  superior" is already listed in Entry 1 (`entries[0]`)');
  });

  it("refuses a term to avoid that is part of the term to use, which would flag every correct use", () => {
    const found = problemsOf({ entries: [{ ...JAW, avoid: ["superior"] }] });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Entry 1, term to avoid 1 \(`entries\[0\]\.avoid\[0\]`\)/);
    expect(found[0]).toContain('"superior" is part of the term to use "maxilar superior"');
  });

  it("refuses an entry without a term to avoid or without its note", () => {
    const found = problemsOf({ entries: [{ use: "consultorio", avoid: [] }] });
    expect(found.join("\n")).toMatch(/entries\[0\]\.avoid.*at least one term to avoid/);
    expect(found.join("\n")).toMatch(/entries\[0\]\.note/);
  });
});

describe("the glossary in the content check", () => {
  const copy = withContentCopy("glossary-");
  const put = (relative: string, data: string) => {
    const file = path.join(copy.dir(), relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };
  const problems = (): string[] => copy.problems();
  /** Two Spanish service pages of the copy, whichever the content has. */
  const spanishPages = () =>
    fs
      .readdirSync(path.join(copy.dir(), "es/services"))
      .sort()
      .slice(0, 2)
      .map((name) => `es/services/${name}`);

  // Made-up terms, so that nothing in the shipped pages can match them.
  const FIXTURE = {
    entries: [{ use: "término preferido", avoid: ["término viejo"], note: "Una nota de prueba." }],
  };

  it("names the Spanish file and field that use a term to avoid, and the page that uses the term to use", () => {
    copy.edit(GLOSSARY, (data) => Object.assign(data, FIXTURE));
    const [first, second] = spanishPages();
    copy.edit(first, (data) => {
      (data.sectionOneData as Json[])[0].description = "Un término viejo en una tarjeta.";
    });
    copy.edit(second, (data) => {
      data.description = `${String(data.description)} Un término preferido.`;
    });
    const advice = contentAdvice(loadContent(copy.dir(), copy.staticDir)).filter(
      (item) => item.rule === "glossary" || item.rule === "twoWays",
    );
    expect(advice.map(formatAdvice)).toEqual([
      `content/${first}: Section one card 1, description (\`sectionOneData[0].description\`) writes "término viejo" while content/${second} writes "término preferido" for the same idea: write "término preferido" (glossary: Una nota de prueba.)`,
    ]);
  });

  it("names the glossary file and its field when an entry breaks a rule", () => {
    copy.edit(GLOSSARY, (data) => {
      data.entries = [{ use: "consultorio", avoid: ["oficina"] }];
    });
    expect(problems()).toEqual([`content/${GLOSSARY}: Entry 1, note (\`entries[0].note\`) is missing`]);
  });

  it("requires the Spanish glossary, and reads no other file in its folder", () => {
    fs.rmSync(path.join(copy.dir(), GLOSSARY));
    put("es/glossary/terms.json", JSON.stringify(FIXTURE));
    expect(problems()).toEqual([
      "content/es/glossary/terms.json: not read: content/es/glossary/ holds only glossary.json; move it out of content/ or delete it (the build refuses what it would not publish)",
      `content/${GLOSSARY}: file is missing`,
    ]);
  });

  it("keeps the glossary a translation's own file: an English glossary folder is not read", () => {
    put("glossary/glossary.json", JSON.stringify(FIXTURE));
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^content\/glossary\/: unknown folder; /);
  });
});

describe("a glossary that contradicts itself", () => {
  const copy = withContentCopy("glossary-contradiction-");
  const GLUE: Glossary["entries"][number] = {
    use: "pegar",
    avoid: ["cementar", "cementamos"],
    note: "Un solo verbo para fijar una pieza al diente.",
  };
  const CROWN: Glossary["entries"][number] = {
    use: "cementamos la corona",
    avoid: ["pegamos la corona"],
    note: "Una corona se cementa.",
  };
  const FILE = "content/es/glossary/glossary.json";

  it("names both entries when one asks for a phrase that holds a term the other says to avoid", () => {
    expect(glossaryContradictions({ entries: [GLUE, CROWN] }, FILE)).toEqual([
      {
        file: FILE,
        rule: "glossaryContradiction",
        message:
          'Entry 2 (`entries[1]`) asks for "cementamos la corona", which holds "cementamos", a term Entry 1 (`entries[0]`) says to avoid (use "pegar"): make the two entries agree',
      },
    ]);
  });

  it("finds the contradiction in a phrase an entry allows, too", () => {
    const gag = {
      use: "reflejo nauseoso",
      avoid: ["náuseas con facilidad"],
      allow: ["sentir náuseas"],
      note: "Ganas de vomitar.",
    };
    const nausea = { use: "malestar", avoid: ["sentir náuseas"], note: "Náuseas." };
    expect(glossaryContradictions({ entries: [gag, nausea] }, FILE).map((item) => item.message)).toEqual([
      expect.stringMatching(
        /^Entry 1 \(`entries\[0\]`\) asks for "sentir náuseas", which holds "sentir náuseas", a term Entry 2/,
      ),
    ]);
  });

  it("agrees with itself when the entry that avoids the term allows the other's phrase", () => {
    expect(glossaryContradictions({ entries: [{ ...GLUE, allow: ["cementamos la corona"] }, CROWN] }, FILE)).toEqual([]);
  });

  it("the content check names the glossary file, and the shipped glossary does not contradict itself", () => {
    copy.edit(GLOSSARY, (data) => {
      data.entries = [...(data.entries as Json[]), GLUE, CROWN];
    });
    expect(
      contentAdvice(loadContent(copy.dir(), copy.staticDir))
        .filter((item) => item.rule === "glossaryContradiction")
        .map((item) => item.file),
    ).toEqual([FILE]);
    const shipped = glossarySchema.parse(
      JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content/es/glossary/glossary.json"), "utf8")),
    );
    expect(glossaryContradictions(shipped, FILE)).toEqual([]);
  });
});
