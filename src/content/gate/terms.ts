/**
 * How a glossary term is found in a text: as whole words, in any letter case, with any run of
 * white space between its words. Accents count ("mas" is not "más"), and a term never matches
 * inside a longer word ("oficina" does not match "oficinas"; list the plural on its own).
 */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function termPattern(term: string): RegExp {
  const words = term.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, "giu");
}

export const usesTerm = (text: string, term: string): boolean => termPattern(term).test(text);
