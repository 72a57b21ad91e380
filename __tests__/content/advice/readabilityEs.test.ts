/**
 * @jest-environment node
 *
 * Spanish readability: syllables by vowel nuclei, words and sentences with Spanish punctuation,
 * and the Fernández-Huerta and Szigriszt-Pazos scores.
 */
import fc from "fast-check";
import {
  fernandezHuerta,
  fernandezHuertaLabel,
  sentencesEs,
  syllablesEs,
  szigrisztPazos,
  textStatsEs,
  wordsEs,
} from "../../../src/content/advice/readabilityEs";

describe("syllablesEs", () => {
  it.each([
    ["casa", 2], // ca-sa
    ["aéreo", 4], // a-é-re-o: two strong vowels side by side never share a syllable
    ["leer", 2], // le-er
    ["diente", 2], // dien-te: i glides into e
    ["hueso", 2], // hue-so
    ["ciudad", 2], // ciu-dad: two weak vowels glide
    ["país", 2], // pa-ís: an accented í breaks the diphthong
    ["reír", 2], // re-ír
    ["encía", 3], // en-cí-a
    ["río", 2], // rí-o
    ["guerra", 2], // gue-rra: the u of "gue" is silent
    ["queso", 2], // que-so
    ["guía", 2], // guí-a
    ["pingüino", 3], // pin-güi-no: ü is heard and glides
    ["muy", 1], // a final y is the vowel i
    ["hoy", 1],
    ["ayuda", 3], // a-yu-da: y before a vowel is a consonant
    ["buey", 1], // a triphthong
    ["endodoncia", 4], // en-do-don-cia
    ["anestesia", 4], // a-nes-te-sia
    ["odontología", 6], // o-don-to-lo-gí-a
    ["implante", 3], // im-plan-te
    ["y", 1],
    ["mini-residencia", 6], // mi-ni + re-si-den-cia
    ["DDS", 1], // a word without vowels has one syllable
    ["2026", 1],
  ])("counts %s as %i", (word, expected) => {
    expect(syllablesEs(word)).toBe(expected);
  });
});

describe("words and sentences", () => {
  it("keeps accented letters and ñ inside words", () => {
    expect(wordsEs("¿Le duele la encía? Cepíllese con cuidado, señor.")).toEqual([
      "Le",
      "duele",
      "la",
      "encía",
      "Cepíllese",
      "con",
      "cuidado",
      "señor",
    ]);
  });

  it("ends sentences at . ! ? and line breaks, not at abbreviations", () => {
    expect(sentencesEs("La Dra. Peddireddy la atiende. ¿Tiene dudas? ¡Llámenos!\nEstudió en EE. UU. y en California.")).toEqual([
      "La Dra Peddireddy la atiende.",
      "¿Tiene dudas?",
      "¡Llámenos!",
      "Estudió en EEUU y en California.",
    ]);
  });

  it("reads content tokens as words, not as punctuation", () => {
    expect(sentencesEs("Llame al {phone}. Escriba a {email}.")).toHaveLength(2);
    expect(wordsEs("Llame al {phone}.")).toEqual(["Llame", "al", "teléfono"]);
  });
});

describe("Fernández-Huerta and Szigriszt-Pazos", () => {
  // 8 words, 2 sentences, 12 syllables: la ca-sa es a-zul / el pe-rro co-me pan.
  const text = "La casa es azul. El perro come pan.";

  it("counts words, sentences and syllables", () => {
    expect(textStatsEs(text)).toMatchObject({ words: 8, sentences: 2, syllables: 12 });
  });

  it("scores 206.84 − 0.60 × syllables per 100 words − 1.02 × words per sentence", () => {
    expect(fernandezHuerta(text)).toBeCloseTo(206.84 - 0.6 * 150 - 1.02 * 4, 6);
  });

  it("scores Szigriszt-Pazos as 206.835 − 62.3 × syllables per word − words per sentence", () => {
    expect(szigrisztPazos(text)).toBeCloseTo(206.835 - 62.3 * 1.5 - 4, 6);
  });

  it("scores the same words lower as one long sentence than as short ones", () => {
    const short = "Le ponemos anestesia. Limpiamos el conducto. Sellamos el diente.";
    const long = "Le ponemos anestesia, limpiamos el conducto, sellamos el diente.";
    expect(fernandezHuerta(long)).toBeLessThan(fernandezHuerta(short));
    expect(szigrisztPazos(long)).toBeLessThan(szigrisztPazos(short));
  });

  it("scores longer words lower", () => {
    expect(fernandezHuerta("La endodoncia necesita anestesia.")).toBeLessThan(fernandezHuerta("Le duele un poco."));
  });

  it("scores a text without words as easy, with no words counted", () => {
    expect(textStatsEs("  — ¿? ")).toEqual({
      words: 0,
      sentences: 0,
      syllables: 0,
      fernandezHuerta: 100,
      szigrisztPazos: 100,
    });
  });

  it.each([
    [95, "muy fácil"],
    [75, "algo fácil"],
    [65, "normal"],
    [55, "algo difícil"],
    [20, "muy difícil"],
  ])("names a score of %i %s", (score, label) => {
    expect(fernandezHuertaLabel(score)).toBe(label);
  });
});

describe("properties", () => {
  const vocabulary = ["sol", "casa", "diente", "endodoncia", "encía", "usted", "anestesia", "el", "de", "implante"];
  const oneSyllable = ["sol", "pan", "el", "de", "y", "más", "luz", "mes", "con"];
  const sentence = (words: string[]) => `${words.join(" ")}.`;

  it("gives finite scores for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        const stats = textStatsEs(text);
        expect(Number.isFinite(stats.fernandezHuerta)).toBe(true);
        expect(Number.isFinite(stats.szigrisztPazos)).toBe(true);
      }),
    );
  });

  it("never lowers the ease when a sentence of at most three one-syllable words is added", () => {
    // Every sentence of the text has three words or more, so the added one is no longer than the
    // average, and none of its words has more syllables than the average word.
    const text = fc.array(fc.array(fc.constantFrom(...vocabulary), { minLength: 3, maxLength: 15 }), {
      minLength: 1,
      maxLength: 8,
    });
    const added = fc.array(fc.constantFrom(...oneSyllable), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(text, added, (sentences, extra) => {
        const before = sentences.map(sentence).join(" ");
        const after = `${before} ${sentence(extra)}`;
        expect(fernandezHuerta(after)).toBeGreaterThanOrEqual(fernandezHuerta(before) - 1e-9);
        expect(szigrisztPazos(after)).toBeGreaterThanOrEqual(szigrisztPazos(before) - 1e-9);
      }),
    );
  });

  it("counts at least one syllable for any word and never more than its letters", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-záéíóúüñ]{1,20}$/), (word) => {
        const count = syllablesEs(word);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(word.length);
      }),
    );
  });
});
