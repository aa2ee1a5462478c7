// Words players read: counts with the noun in the right number ("1 unit", "2 units"), so that no
// line says "1 units" or falls back on "unit(s)". Shared by every system and the shell.

/** `n word`, with `many` (default `word` + "s") unless n is 1. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
