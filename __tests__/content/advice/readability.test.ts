/** @jest-environment node */
// Syllables, words, sentences and the reading scores of English and Spanish text.
import fc from "fast-check";
import { syllables, syllablesEs, textStats } from "../../../src/content/advice/readability";

/** [word, syllables] rows from groups written "word word … syllables". */
const rows = (...groups: string[]) =>
  groups.flatMap((group) => {
    const list = group.split(" ");
    const count = Number(list.pop());
    return list.map((word) => [word, count] as const);
  });

it.each([
  ...rows(
    "cat teeth make used a hmm 2026 1",
    "table gentle treated changes implant 2",
    "dentistry beautiful procedure tooth-colored 3",
    "radiology 5",
  ).map(([word, count]) => ["English", word, count, syllables] as const),
  ...rows(
    "muy hoy buey y DDS 2026 1", // a final y is the vowel i; a word without vowels has one syllable
    "casa leer diente hueso ciudad país reír río guerra queso guía 2", // le-er; dien-te, ciu-dad: a weak vowel glides; pa-ís, rí-o: an accented í breaks the diphthong; gue-rra: the u of "gue" is silent
    "encía pingüino ayuda implante 3", // en-cí-a; pin-güi-no: ü is heard and glides; a-yu-da: y before a vowel is a consonant
    "aéreo endodoncia anestesia 4", // a-é-re-o: two strong vowels side by side never share a syllable
    "odontología mini-residencia 6", // mi-ni + re-si-den-cia
  ).map(([word, count]) => ["Spanish", word, count, syllablesEs] as const),
])("counts the %s %s as %i syllables", (_, word, expected, count) => {
  expect(count(word)).toBe(expected);
});

// Words keep contractions, hyphens, accents and ñ whole, and a content token is one word; a sentence ends at a
// line break (a heading, a card title), never at a title, an abbreviation or a web address.
it.each([
  ["en", "We're glad you're here. It's a tooth-colored filling.", 8, 2],
  ["es", "¿Le duele la encía? Cepíllese con cuidado, señor.", 8, 2],
  ["en", "Dr. Peddireddy will see you. Read https://policies.google.com/privacy to learn more.", 10, 2],
  ["en", "Call {phone} today. Write to {email} if you like!", 9, 2],
  ["es", "La Dra. Peddireddy la atiende. ¿Tiene dudas? ¡Llámenos!\nEstudió en EE. UU. y en California.", 14, 4],
  ["es", "Llame al {phone}. Escriba a {email}.", 6, 2],
  ["en", "What to expect\nWe numb the area first.\n\nThen we begin.", 11, 3],
] as const)("counts in %s %j %i words in %i sentences", (lang, text, wordCount, sentenceCount) => {
  expect(textStats(lang, text)).toMatchObject({ words: wordCount, sentences: sentenceCount });
});

// The scores fall with longer sentences and longer words by these formulas alone (a page in long words: rules.test.ts).
it("follows Flesch-Kincaid, Fernández-Huerta and Szigriszt-Pazos on the words, sentences and syllables counted", () => {
  expect(textStats("en", "The dog ran to the park. It was fun.")).toMatchObject({ words: 9, sentences: 2, syllables: 9 });
  expect(textStats("en", "The dog ran to the park.").grade).toBeCloseTo(0.39 * 6 + 11.8 * 1 - 15.59, 5);
  // la ca-sa es a-zul / el pe-rro co-me pan.
  const stats = textStats("es", "La casa es azul. El perro come pan.");
  expect(stats).toMatchObject({ words: 8, sentences: 2, syllables: 12 });
  expect(stats.fernandezHuerta).toBeCloseTo(206.84 - 0.6 * 150 - 1.02 * 4, 6);
  expect(stats.szigrisztPazos).toBeCloseTo(206.835 - 62.3 * 1.5 - 4, 6);
});

it.each(["en", "es"] as const)("gives a text without words in %s grade 0 and ease 100, with nothing counted", (lang) => {
  const none = { words: 0, sentences: 0, syllables: 0, grade: 0, fernandezHuerta: 100, szigrisztPazos: 100 };
  expect(textStats(lang, "  — ¿? ")).toEqual(none);
});

it("gives finite scores for any text", () => {
  fc.assert(
    fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
      for (const value of Object.values(textStats("es", text))) expect(Number.isFinite(value)).toBe(true);
    }),
  );
});

it("never lowers the Spanish ease when a sentence of at most three one-syllable words is added", () => {
  // Every sentence of the text has three words or more, so the added one is no longer than the average, and none
  // of its words has more syllables than the average word.
  const vocabulary = ["sol", "casa", "diente", "endodoncia", "encía", "usted", "anestesia", "el", "de", "implante"];
  const sentence = fc.array(fc.constantFrom(...vocabulary), { minLength: 3, maxLength: 15 });
  const text = fc.array(sentence, { minLength: 1, maxLength: 8 });
  const oneSyllable = fc.constantFrom("sol", "pan", "el", "de", "y", "más", "luz", "mes", "con");
  const added = fc.array(oneSyllable, { minLength: 1, maxLength: 3 });
  fc.assert(
    fc.property(text, added, (list, extra) => {
      const before = list.map((words) => `${words.join(" ")}.`).join(" ");
      const [was, is] = [textStats("es", before), textStats("es", `${before} ${extra.join(" ")}.`)];
      expect(is.fernandezHuerta).toBeGreaterThanOrEqual(was.fernandezHuerta - 1e-9);
      expect(is.szigrisztPazos).toBeGreaterThanOrEqual(was.szigrisztPazos - 1e-9);
    }),
  );
});

it("counts at least one syllable for any Spanish word and never more than its letters", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[a-záéíóúüñ]{1,20}$/), (word) => {
      expect(syllablesEs(word)).toBeGreaterThanOrEqual(1);
      expect(syllablesEs(word)).toBeLessThanOrEqual(word.length);
    }),
  );
});
