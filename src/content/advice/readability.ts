/**
 * Plain-language checks for content: words, sentences, syllables and the Flesch-Kincaid grade.
 * Pure functions with no dependencies, behind the reading-grade advice (rules.ts) that the content
 * check and the build report.
 */

/** Syllables in one word, by the usual heuristic: vowel groups, less a silent ending, at least 1. */
export function syllables(word: string): number {
  // A hyphenated word ("tooth-colored") counts as the sum of its parts.
  const parts = word.split(/[-‐–—]/).filter(Boolean);
  if (parts.length > 1) return parts.reduce((sum, part) => sum + syllables(part), 0);

  let w = word
    .toLowerCase()
    .replace(/[’']s$/, "")
    .replace(/[^a-z]/g, "");
  if (w.length === 0) return 1; // a number or a symbol still takes some breath to read
  if (w.length <= 3) return 1;

  // Silent endings: "-es" and "-ed" after most consonants ("makes", "used"), and a final "e"
  // ("make", "tone"), but not "-le" after a consonant ("table") or "-ee" ("free").
  if (/[^aeiouytd]ed$/.test(w)) w = w.slice(0, -2);
  else if (/[^aeiouysxzcg]es$/.test(w) && !/[cs]hes$/.test(w)) w = w.slice(0, -2);
  else if (/e$/.test(w) && !/[^aeiouy]le$/.test(w) && !/ee$/.test(w)) w = w.slice(0, -1);

  // A leading "y" is a consonant ("yes", "your").
  w = w.replace(/^y/, "");
  const groups = w.match(/[aeiouy]+/g)?.length ?? 0;
  // "ia" and "io" are usually two sounds ("radiology", "anesthesia"), except in "-cial", "-tial",
  // "-tion", "-sion" and "-cious".
  const split = (w.match(/[^ct]ia|[^cstx]io/g) ?? []).length;
  return Math.max(1, groups + split);
}

/** Replaces web addresses, e-mail addresses, content tokens and dotted abbreviations so that their dots do not end sentences. */
function normalise(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+/gi, "link")
    .replace(/\b\S+@\S+\.\S+\b/g, "email")
    .replace(/\{(phone|phoneTel|email)\}/g, (_match, name: string) => (name === "email" ? "email" : "phone"))
    .replace(/\b(?:[A-Za-z]\.){2,}/g, (match) => match.replace(/\./g, ""))
    .replace(/\b(Dr|Mr|Mrs|Ms|St|Ste|No|vs|etc|approx|Inc|Jr|Sr)\.(?=\s+[a-z0-9(])/g, "$1")
    .replace(/\b(Dr|Mr|Mrs|Ms|St|Ste|vs)\.(?=\s)/g, "$1");
}

/** The words of a text: runs of letters and digits, with inner apostrophes and hyphens. */
function words(text: string): string[] {
  return normalise(text).match(/[A-Za-z0-9]+(?:['’\-‐][A-Za-z0-9]+)*/g) ?? [];
}

export function countWords(text: string): number {
  return words(text).length;
}

/**
 * Sentences of a text. A sentence ends at ".", "!" or "?" followed by a space or the end, or at a
 * line break (a heading, a list item and a card title each count as one sentence).
 */
export function sentences(text: string): string[] {
  return normalise(text)
    .split(/(?<=[.!?])["'”’)\]]*\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => words(part).length > 0);
}

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
  /** Flesch-Kincaid grade level (US school grade); 0 for a text without words. */
  grade: number;
}

export function textStats(text: string): TextStats {
  const list = words(text);
  const sentenceCount = Math.max(1, sentences(text).length);
  const syllableCount = list.reduce((sum, word) => sum + syllables(word), 0);
  if (list.length === 0) return { words: 0, sentences: 0, syllables: 0, grade: 0 };
  const grade = 0.39 * (list.length / sentenceCount) + 11.8 * (syllableCount / list.length) - 15.59;
  return { words: list.length, sentences: sentenceCount, syllables: syllableCount, grade };
}

/** Flesch-Kincaid grade: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
export function fleschKincaidGrade(text: string): number {
  return textStats(text).grade;
}
