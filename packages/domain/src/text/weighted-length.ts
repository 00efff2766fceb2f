// Length of text for inputs with a limit (VAL-006/007): a character whose code is above 255
// (Chinese, full-width punctuation, emoji) counts 2, any other counts 1. Counting is by code
// point, so an emoji made of a surrogate pair counts 2, not 4, and is never cut in half.

export function charWeight(char: string): number {
  return (char.codePointAt(0) ?? 0) > 255 ? 2 : 1;
}

export function weightedLength(text: string | null | undefined): number {
  let total = 0;
  for (const char of text ?? '') total += charWeight(char);
  return total;
}

/** The longest prefix of `text` whose weighted length is at most `max`. */
export function truncateWeighted(text: string | null | undefined, max: number): string {
  let total = 0;
  let out = '';
  for (const char of text ?? '') {
    total += charWeight(char);
    if (total > max) break;
    out += char;
  }
  return out;
}
