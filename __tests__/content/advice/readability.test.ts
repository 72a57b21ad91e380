import { countWords, fleschKincaidGrade, sentences, syllables, textStats } from "../../../src/content/advice/readability";

describe("syllables", () => {
  it.each([
    ["cat", 1],
    ["teeth", 1],
    ["make", 1],
    ["used", 1],
    ["table", 2],
    ["gentle", 2],
    ["treated", 2],
    ["changes", 2],
    ["implant", 2],
    ["dentistry", 3],
    ["beautiful", 3],
    ["procedure", 3],
    ["radiology", 5],
    ["tooth-colored", 3],
    // Every word has at least one syllable.
    ["a", 1],
    ["hmm", 1],
    ["2026", 1],
  ])("counts %s as %i", (word, expected) => {
    expect(syllables(word)).toBe(expected);
  });
});

describe("words and sentences", () => {
  it("counts words, keeping contractions and hyphenated words whole", () => {
    expect(countWords("We're glad you're here. It's a tooth-colored filling.")).toBe(8);
  });

  it("does not end a sentence at a title, an abbreviation or a web address", () => {
    expect(sentences("Dr. Peddireddy will see you. Read https://policies.google.com/privacy to learn more.")).toHaveLength(2);
    expect(sentences("Call {phone} today. Write to {email} if you like!")).toHaveLength(2);
  });

  it("ends a sentence at a line break (headings, list items, card titles)", () => {
    expect(sentences("What to expect\nWe numb the area first.\n\nThen we begin.")).toHaveLength(3);
  });
});

describe("fleschKincaidGrade", () => {
  it("scores short, simple sentences low", () => {
    expect(fleschKincaidGrade("The cat sat on the mat. We like the sun. It is a good day.")).toBeLessThan(2);
  });

  it("scores long sentences of long words high", () => {
    expect(
      fleschKincaidGrade(
        "Comprehensive periodontal rehabilitation necessitates meticulous interdisciplinary coordination between specialists, restorative practitioners and laboratory technicians throughout the prosthodontic evaluation.",
      ),
    ).toBeGreaterThan(16);
  });

  it("follows the formula 0.39 × words per sentence + 11.8 × syllables per word − 15.59", () => {
    // 6 words, 1 sentence, 6 syllables.
    expect(fleschKincaidGrade("The dog ran to the park.")).toBeCloseTo(0.39 * 6 + 11.8 * 1 - 15.59, 5);
    expect(textStats("The dog ran to the park. It was fun.")).toMatchObject({ words: 9, sentences: 2, syllables: 9 });
  });

  it("gives an empty text grade 0", () => {
    expect(fleschKincaidGrade("")).toBe(0);
    expect(textStats("  ")).toEqual({ words: 0, sentences: 0, syllables: 0, grade: 0 });
  });
});
