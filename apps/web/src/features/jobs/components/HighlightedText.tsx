import type { ReactNode } from 'react';

export interface TextRange {
  start: number;
  end: number;
}

/**
 * `text` with the given ranges wrapped in <mark> (UTF-16 offsets, end exclusive). Overlapping
 * or touching ranges are merged so a word inside another is marked once; ranges outside the
 * text are clipped.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  const merged = mergeRanges(ranges, text.length);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const range of merged) {
    if (range.start > at) parts.push(text.slice(at, range.start));
    parts.push(
      <mark
        key={range.start}
        data-testid="forbidden-word-mark"
        style={{ background: '#ffccc7', color: '#cf1322', padding: 0 }}
      >
        {text.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

function mergeRanges(ranges: readonly TextRange[], length: number): TextRange[] {
  const sorted = ranges
    .map((range) => ({ start: Math.max(0, range.start), end: Math.min(length, range.end) }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const out: TextRange[] = [];
  for (const range of sorted) {
    const last = out[out.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else out.push({ ...range });
  }
  return out;
}
