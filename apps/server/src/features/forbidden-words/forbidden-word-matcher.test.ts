import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ForbiddenWordMatcher,
  matchKey,
  mergeMatches,
  normalizeForMatch,
  type WordMatch,
} from './forbidden-word-matcher';

/**
 * The check's rule written the slow, obvious way: words trimmed and normalised (separators
 * dropped, width and case folded), blank and repeated (after normalising) words dropped keeping
 * the first; the text normalised the same way with each unit's original offset; from the left, at
 * each position the longest word that starts there, then on after its end.
 */
function naiveFind(words: readonly string[], text: string): WordMatch[] {
  const unique = new Map<string, string>();
  for (const word of words) {
    const key = matchKey(word.trim());
    if (key !== '' && !unique.has(key)) unique.set(key, word.trim());
  }
  const { text: folded, offsets } = normalizeForMatch(text);
  const matches: WordMatch[] = [];
  for (let at = 0; at < folded.length;) {
    let best: [string, string] | null = null;
    for (const entry of unique) {
      if (folded.startsWith(entry[0], at) && (!best || entry[0].length > best[0].length)) best = entry;
    }
    if (!best) {
      at += 1;
      continue;
    }
    matches.push({ word: best[1], start: offsets[at], end: offsets[at + best[0].length - 1] + 1 });
    at += best[0].length;
  }
  return matches;
}

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

  it('sees through width, case, spaces and punctuation inside a word (issue 22)', () => {
    const matcher = new ForbiddenWordMatcher(['最好', 'Best', '保 录取', '，；', 'C++']);
    // A word of separators only is ignored; the listed spelling stays the display form.
    expect(matcher.size).toBe(4);
    const text = '最 好、最，好。ＢＥＳＴ ｂｅｓｔ B-e-s-t 保录取 保　录 取 c++ c + + 最好';
    expect(matcher.find(text).map((h) => [h.word, text.slice(h.start, h.end)])).toEqual([
      ['最好', '最 好'],
      ['最好', '最，好'],
      ['Best', 'ＢＥＳＴ'],
      ['Best', 'ｂｅｓｔ'],
      ['Best', 'B-e-s-t'],
      ['保 录取', '保录取'],
      ['保 录取', '保　录 取'],
      ['C++', 'c++'],
      ['C++', 'c + +'],
      ['最好', '最好'],
    ]);
    // Digits and meaningful symbols are not separators; a separator never starts or ends a match.
    expect(new ForbiddenWordMatcher(['100%']).find('100 % 1000%').map((h) => [h.start, h.end])).toEqual([[0, 5]]);
    expect(new ForbiddenWordMatcher(['第一']).find('（第一）').map((h) => [h.start, h.end])).toEqual([[1, 3]]);
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
            expect(matchKey(text.slice(hit.start, hit.end))).toBe(matchKey(hit.word));
          // Nothing missed: a text containing some word (read through separators) yields a hit.
          const contains = words.some(
            (w) => matchKey(w) !== '' && normalizeForMatch(text).text.includes(matchKey(w)),
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

describe('forbidden-word automaton equals the naive check (issue 22)', () => {
  // Units chosen to collide: Latin in both cases, their full-width forms, spaces and punctuation
  // (separators, read through), Han, and both halves of a surrogate pair (😀 = D83D DE00).
  const units = [
    '最',
    '好',
    '第',
    '一',
    '级',
    'a',
    'A',
    'b',
    'B',
    'ａ',
    'Ａ',
    ' ',
    '，',
    ',',
    '.',
    '😀',
    '\ud83d',
    '\ude00',
  ];
  const piece = fc.array(fc.constantFrom(...units), { minLength: 1, maxLength: 4 }).map((cs) => cs.join(''));

  it('on random texts and word lists with overlapping, prefix and suffix words and variants', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 10 }),
        fc.array(fc.oneof(piece, fc.constantFrom(...units)), { maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(4)), { maxLength: 6 }),
        (base, textPieces, derived) => {
          // Prefixes, suffixes, case and padding variants of listed words, so that words
          // overlap and contain one another as often as not.
          const words = [...base];
          for (const [which, cut, kind] of derived) {
            if (base.length === 0) break;
            const w = base[which % base.length];
            const at = cut % (w.length + 1);
            words.push(
              [w.slice(0, at), w.slice(at), w.toUpperCase(), ` ${w} `, w + w.slice(0, at)][kind] || w,
            );
          }
          // Texts are made of the words' own pieces, so they contain words, overlaps and near misses.
          const text = textPieces
            .map((p, i) => (i % 3 === 2 && words.length ? words[i % words.length] : p))
            .join('');
          expect(new ForbiddenWordMatcher(words).find(text)).toEqual(naiveFind(words, text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on arbitrary UTF-16 (lone surrogates included) and on lists of many distinct units', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), { maxLength: 12 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
        (words, text) => {
          expect(new ForbiddenWordMatcher(words).find(text)).toEqual(naiveFind(words, text));
        },
      ),
      { numRuns: 500 },
    );
    const hanWord = fc
      .array(fc.integer({ min: 0x4e00, max: 0x4e00 + 4000 }), { minLength: 1, maxLength: 3 })
      .map((cs) => String.fromCharCode(...cs));
    fc.assert(
      fc.property(
        fc.array(hanWord, { minLength: 300, maxLength: 600 }),
        fc.array(fc.nat(), { maxLength: 200 }),
        (words, picks) => {
          const text = picks
            .map((k) => (k % 4 === 0 ? words[k % words.length] : String.fromCharCode(0x4e00 + (k % 4000))))
            .join('');
          expect(new ForbiddenWordMatcher(words).find(text)).toEqual(naiveFind(words, text));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('reuses one automaton for many texts (the scratch is left clean between checks)', () => {
    const matcher = new ForbiddenWordMatcher(['ab', 'abc', 'bcd', 'd']);
    const texts = ['xabcdx', 'abcd', '', 'dd', 'zzzzzzzzzzzzabc', 'ab'];
    for (const text of [...texts, ...texts])
      expect(matcher.find(text)).toEqual(naiveFind(['ab', 'abc', 'bcd', 'd'], text));
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
