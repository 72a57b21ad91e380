/** The name a misspelt one most likely meant: `services/` for `servics/`, "description" for "descripton". */

/** Small edit distance (insertions, deletions and substitutions). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The candidate nearest to `name` ignoring letter case, when at most `max` edits away; else undefined. */
export function closest(name: string, candidates: Iterable<string>, max = 2): string | undefined {
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(candidate.toLowerCase(), name.toLowerCase());
    if (edits <= max && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}
