/**
 * Plain-language checks for Spanish text: words, sentences, syllables, the Fernández-Huerta
 * reading ease and the Szigriszt-Pazos perspicuity. Pure functions with no file access, the
 * Spanish counterpart of readability.ts (whose English syllable rules do not apply to Spanish).
 */

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
export function syllablesEs(word: string): number {
  const parts = word.split(/[-‐–—]/).filter(Boolean);
  if (parts.length > 1) return parts.reduce((sum, part) => sum + syllablesEs(part), 0);

  const letters = word
    .toLowerCase()
    .replace(/[^a-záéíóúüñ]/g, "")
    .replace(/([qg])u(?=[eiéí])/g, "$1")
    .replace(/y(?![aeiouáéíóú])/g, "i");
  let nuclei = 0;
  let previous = "";
  for (const letter of letters) {
    if (isVowel(letter)) {
      const glides = isVowel(previous) && (WEAK.has(previous) || WEAK.has(letter));
      if (!glides) nuclei += 1;
    }
    previous = letter;
  }
  return Math.max(1, nuclei);
}

/**
 * Replaces web addresses, e-mail addresses, content tokens and the dots of common abbreviations
 * ("Dr.", "Dra.", "Sra.", "p. ej.", "EE. UU.", "D.D.S.") so that those dots do not end sentences.
 */
function normaliseEs(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+/gi, "enlace")
    .replace(/\b\S+@\S+\.\S+\b/g, "correo")
    .replace(/\{(phone|phoneTel|email|privacyOfficer)\}/g, (_match, name: string) =>
      name === "email" ? "correo" : name === "privacyOfficer" ? "responsable" : "teléfono",
    )
    .replace(/\bEE\.\s?UU\./g, "EEUU")
    .replace(/\bp\.\s?ej\./gi, "por ejemplo")
    .replace(/\b(?:[A-Za-z]\.){2,}/g, (match) => match.replace(/\./g, ""))
    .replace(/\b(Dr|Dra|Sr|Sra|Srta|Lic|Ud|Uds|núm|No|etc|aprox|Inc|Ste)\.(?=\s+[\p{Ll}0-9(])/gu, "$1")
    .replace(/\b(Dr|Dra|Sr|Sra|Srta|Lic|Ud|Uds|Ste)\.(?=\s)/g, "$1");
}

/** The words of a Spanish text: runs of letters (accented included) and digits, with inner apostrophes and hyphens. */
export function wordsEs(text: string): string[] {
  return normaliseEs(text).match(/[\p{L}\p{N}]+(?:['’\-‐][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * Sentences of a Spanish text. A sentence ends at ".", "!", "?" or "…" followed by a space or the
 * end, or at a line break (a heading, a list item and a card title each count as one sentence).
 * The opening "¿" and "¡" need no handling: they start a sentence, never end one.
 */
export function sentencesEs(text: string): string[] {
  return normaliseEs(text)
    .split(/(?<=[.!?…])["'”’»)\]]*\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => wordsEs(part).length > 0);
}

export interface TextStatsEs {
  words: number;
  sentences: number;
  syllables: number;
  /** Fernández-Huerta reading ease (about 0–100, higher is easier); 100 for a text without words. */
  fernandezHuerta: number;
  /** Szigriszt-Pazos perspicuity (INFLESZ scale, about 0–100, higher is easier); 100 for a text without words. */
  szigrisztPazos: number;
}

/**
 * Fernández-Huerta (1959), Flesch's reading ease adapted to Spanish:
 * 206.84 − 0.60 × syllables per 100 words − 1.02 × words per sentence.
 * It is often printed with "sentences per 100 words" as the last term, which would make shorter
 * sentences score as harder; Flesch's original, which this adapts, uses words per sentence, and so
 * does this function.
 */
const fernandezHuertaFrom = (words: number, sentences: number, syllables: number): number =>
  206.84 - 0.6 * ((100 * syllables) / words) - 1.02 * (words / sentences);

/** Szigriszt-Pazos (1993) perspicuity: 206.835 − 62.3 × syllables per word − words per sentence. */
const szigrisztPazosFrom = (words: number, sentences: number, syllables: number): number =>
  206.835 - (62.3 * syllables) / words - words / sentences;

export function textStatsEs(text: string): TextStatsEs {
  const list = wordsEs(text);
  if (list.length === 0) return { words: 0, sentences: 0, syllables: 0, fernandezHuerta: 100, szigrisztPazos: 100 };
  const sentenceCount = Math.max(1, sentencesEs(text).length);
  const syllableCount = list.reduce((sum, word) => sum + syllablesEs(word), 0);
  return {
    words: list.length,
    sentences: sentenceCount,
    syllables: syllableCount,
    fernandezHuerta: fernandezHuertaFrom(list.length, sentenceCount, syllableCount),
    szigrisztPazos: szigrisztPazosFrom(list.length, sentenceCount, syllableCount),
  };
}

export const fernandezHuerta = (text: string): number => textStatsEs(text).fernandezHuerta;
export const szigrisztPazos = (text: string): number => textStatsEs(text).szigrisztPazos;

/** The usual reading of a Fernández-Huerta score, for reports. */
export function fernandezHuertaLabel(score: number): string {
  if (score >= 90) return "muy fácil";
  if (score >= 80) return "fácil";
  if (score >= 70) return "algo fácil";
  if (score >= 60) return "normal";
  if (score >= 50) return "algo difícil";
  if (score >= 30) return "difícil";
  return "muy difícil";
}
