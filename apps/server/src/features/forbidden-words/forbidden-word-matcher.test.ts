import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ForbiddenWordMatcher, mergeMatches } from './forbidden-word-matcher';

describe('forbidden-word matcher', () => {
  it('finds words with UTF-16 offsets into the original text, Latin letters case-insensitive', () => {
    const matcher = new ForbiddenWordMatcher(['最好', 'Best', '国家级', '第一']);
    const text = '我们是全国最好的BEST公司😀，第一名，国家级';
    const hits = matcher.find(text);
    expect(hits.map((h) => [h.word, h.start, h.end, text.slice(h.start, h.end)])).toEqual([
      ['最好', 5, 7, '最好'],
      ['Best', 8, 12, 'BEST'],
      ['第一', 17, 19, '第一'],
      ['国家级', 21, 24, '国家级'],
    ]);
  });

  it('prefers the longest word at a start and never overlaps', () => {
    const matcher = new ForbiddenWordMatcher(['国家', '国家级', '家级单位']);
    expect(matcher.find('国家级单位').map((h) => h.word)).toEqual(['国家级']);
  });

  it('is empty for an empty list or text and skips blank and repeated words', () => {
    expect(new ForbiddenWordMatcher([]).find('任何文本')).toEqual([]);
    const matcher = new ForbiddenWordMatcher([' ', 'abc', 'ABC']);
    expect(matcher.size).toBe(1);
    expect(matcher.find('')).toEqual([]);
  });

  it('agrees with a naive includes scan on random texts (every word found is really there)', () => {
    const alphabet = ['最', '好', '第', '一', 'a', 'B', '级', ' ', '😀'];
    const word = fc
      .array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 3 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(...alphabet), { maxLength: 40 }),
        (words, chars) => {
          const text = chars.join('');
          const matcher = new ForbiddenWordMatcher(words);
          const hits = matcher.find(text);
          for (const hit of hits)
            expect(text.slice(hit.start, hit.end).toLowerCase()).toBe(hit.word.trim().toLowerCase());
          // Nothing missed: a text containing some word yields at least one hit.
          const contains = words.some(
            (w) => w.trim() !== '' && text.toLowerCase().includes(w.trim().toLowerCase()),
          );
          expect(hits.length > 0).toBe(contains);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('merges two lists into one non-overlapping selection', () => {
    expect(
      mergeMatches(
        [{ word: 'ab', start: 0, end: 2 }],
        [
          { word: 'abc', start: 0, end: 3 },
          { word: 'cd', start: 2, end: 4 },
          { word: 'e', start: 4, end: 5 },
        ],
      ),
    ).toEqual([
      { word: 'abc', start: 0, end: 3 },
      { word: 'e', start: 4, end: 5 },
    ]);
  });
});

describe('forbidden-word matcher token code', () => {
  it('still matches exactly when the words use more code units than 2-unit tokens can name', () => {
    // 5,000 distinct CJK code units force 3-unit tokens for the rarer ones.
    const words = Array.from({ length: 2500 }, (_, i) => String.fromCharCode(0x4e00 + 2 * i, 0x4e01 + 2 * i));
    const matcher = new ForbiddenWordMatcher(words);
    const text = `开头${words[0]}中间${words[2499]}，${String.fromCharCode(0x4e01, 0x4e02)}结尾`;
    expect(matcher.find(text).map((m) => [m.word, text.slice(m.start, m.end)])).toEqual([
      [words[0], words[0]],
      [words[2499], words[2499]],
    ]);
  });
});
