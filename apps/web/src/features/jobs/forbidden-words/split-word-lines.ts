/**
 * The words of a pasted text or a .txt file: one per line (\n, \r\n or \r), trimmed, blank lines
 * dropped. Duplicates are kept: the server counts them in its answer.
 */
export function splitWordLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
