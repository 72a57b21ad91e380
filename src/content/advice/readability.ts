/**
 * Plain-language measures of an English or a Spanish text: words, sentences, syllables, the Flesch-Kincaid grade
 * (English) and the Fernández-Huerta and Szigriszt-Pazos reading ease (Spanish).
 */
import type { Lang } from "../../i18n/languages";

/** A hyphenated word ("tooth-colored", "mini-residencia") counts as the sum of its parts. */
const byParts = (count: (word: string) => number) => (word: string) => {
  const parts = word.split(/[-‐–—]/).filter(Boolean);
  return parts.length > 1 ? parts.reduce((sum, part) => sum + count(part), 0) : count(word);
};

/** Syllables in one English word, by the usual heuristic: vowel groups, less a silent ending, at least 1. */
export const syllables = byParts((word) => {
  let w = word
    .toLowerCase()
    .replace(/[’']s$/, "")
    .replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1; // a number or a symbol still takes some breath to read

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
});

/** Vowels that always form a syllable's nucleus on their own: a, e, o, and í, ú when accented. */
const STRONG = new Set(["a", "e", "o", "á", "é", "ó", "í", "ú"]);
/** Unaccented i and u (and ü) glide into a neighbouring vowel, forming a diphthong or triphthong. */
const WEAK = new Set(["i", "u", "ü"]);
const isVowel = (letter: string) => STRONG.has(letter) || WEAK.has(letter);

/**
 * Syllables in one Spanish word: its vowel nuclei. Adjacent vowels share a syllable unless both
 * are strong (hiatus: "a-é-re-o", "le-er") or one is an accented í/ú ("pa-ís", "en-cí-a"); weak
 * vowels glide ("dien-te", "ciu-dad", "buey"). The u of "que/qui/gue/gui" is silent ("gue-rra"),
 * the ü of "güe/güi" is not ("pin-güi-no"), and a "y" that ends a word or precedes a consonant is
 * the vowel i ("muy", "hoy"). A word without vowels (a number, "DDS") counts as one syllable.
 */
export const syllablesEs = byParts((word) => {
  const letters = word
    .toLowerCase()
    .replace(/[^a-záéíóúüñ]/g, "")
    .replace(/([qg])u(?=[eiéí])/g, "$1")
    .replace(/y(?![aeiouáéíóú])/g, "i");
  let nuclei = 0;
  let previous = "";
  for (const letter of letters) {
    if (isVowel(letter) && !(isVowel(previous) && (WEAK.has(previous) || WEAK.has(letter)))) nuclei += 1;
    previous = letter;
  }
  return Math.max(1, nuclei);
});

type Replacement = [RegExp, string | ((match: string) => string)];
/** Dotted abbreviations ("D.D.S.", "U.S.") lose their dots. */
const DOTTED: Replacement = [/\b(?:[A-Za-z]\.){2,}/g, (match) => match.replace(/\./g, "")];

/**
 * Each language's words, sentence ends and syllables. Web addresses, e-mail addresses, content
 * tokens and the dots of titles and common abbreviations ("Dr.", "Dra.", "p. ej.", "EE. UU.") are
 * replaced first, so that those dots do not end sentences. A sentence ends at ".", "!" or "?" (and
 * in Spanish "…") followed by a space or the end, or at a line break (a heading, a list item and a
 * card title each count as one sentence); the opening "¿" and "¡" start a sentence, never end one.
 */
const LANGUAGES: Record<Lang, { replace: Replacement[]; word: RegExp; end: RegExp; syllables: (word: string) => number }> = {
  en: {
    replace: [
      [/\bhttps?:\/\/\S+/gi, "link"],
      [/\b\S+@\S+\.\S+\b/g, "email"],
      [/\{(?:phone|phoneTel)\}/g, "phone"],
      [/\{email\}/g, "email"],
      DOTTED,
      [/\b(Dr|Mr|Mrs|Ms|St|Ste|No|vs|etc|approx|Inc|Jr|Sr)\.(?=\s+[a-z0-9(])/g, "$1"],
      [/\b(Dr|Mr|Mrs|Ms|St|Ste|vs)\.(?=\s)/g, "$1"],
    ],
    word: /[A-Za-z0-9]+(?:['’\-‐][A-Za-z0-9]+)*/g,
    end: /(?<=[.!?])["'”’)\]]*\s+|\n+/,
    syllables,
  },
  es: {
    replace: [
      [/\bhttps?:\/\/\S+/gi, "enlace"],
      [/\b\S+@\S+\.\S+\b/g, "correo"],
      [/\{(?:phone|phoneTel)\}/g, "teléfono"],
      [/\{email\}/g, "correo"],
      [/\{privacyOfficer\}/g, "responsable"],
      [/\bEE\.\s?UU\./g, "EEUU"],
      [/\bp\.\s?ej\./gi, "por ejemplo"],
      DOTTED,
      [/\b(Dr|Dra|Sr|Sra|Srta|Lic|Ud|Uds|núm|No|etc|aprox|Inc|Ste)\.(?=\s+[\p{Ll}0-9(])/gu, "$1"],
      [/\b(Dr|Dra|Sr|Sra|Srta|Lic|Ud|Uds|Ste)\.(?=\s)/g, "$1"],
    ],
    word: /[\p{L}\p{N}]+(?:['’\-‐][\p{L}\p{N}]+)*/gu,
    end: /(?<=[.!?…])["'”’»)\]]*\s+|\n+/,
    syllables: syllablesEs,
  },
};

const normalise = (lang: Lang, text: string) =>
  LANGUAGES[lang].replace.reduce((out, [pattern, by]) => out.replace(pattern, by as string), text);

/** The words of a text: runs of letters and digits, with inner apostrophes and hyphens. */
const words = (lang: Lang, text: string): string[] => normalise(lang, text).match(LANGUAGES[lang].word) ?? [];

const sentences = (lang: Lang, text: string): string[] =>
  normalise(lang, text)
    .split(LANGUAGES[lang].end)
    .map((part) => part.trim())
    .filter((part) => words(lang, part).length > 0);

/**
 * A text's counts and scores; a text without words has none, grade 0 and ease 100.
 * Flesch-Kincaid grade (US school grade): 0.39 × words per sentence + 11.8 × syllables per word − 15.59.
 * Fernández-Huerta (1959), Flesch's reading ease adapted to Spanish (higher is easier):
 * 206.84 − 0.60 × syllables per 100 words − 1.02 × words per sentence. It is often printed with
 * "sentences per 100 words" as the last term, which would make shorter sentences score as harder;
 * Flesch's original, which this adapts, uses words per sentence, and so does this function.
 * Szigriszt-Pazos (1993) perspicuity (INFLESZ scale): 206.835 − 62.3 × syllables per word − words per sentence.
 */
export function textStats(lang: Lang, text: string) {
  const list = words(lang, text);
  if (list.length === 0) return { words: 0, sentences: 0, syllables: 0, grade: 0, fernandezHuerta: 100, szigrisztPazos: 100 };
  const w = list.length;
  const s = Math.max(1, sentences(lang, text).length);
  const y = list.reduce((sum, word) => sum + LANGUAGES[lang].syllables(word), 0);
  return {
    words: w,
    sentences: s,
    syllables: y,
    grade: 0.39 * (w / s) + 11.8 * (y / w) - 15.59,
    fernandezHuerta: 206.84 - 0.6 * ((100 * y) / w) - 1.02 * (w / s),
    szigrisztPazos: 206.835 - (62.3 * y) / w - w / s,
  };
}
