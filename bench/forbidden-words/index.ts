// `npm run bench -- forbidden-words [--quick]`: checking one 5,000-character job text against
// 10,000 forbidden words with the server's matcher (a hand-written Aho–Corasick automaton over
// UTF-16 code units, built once and cached per list version), in the same run as three anchors:
// - naive: a loop of String.prototype.includes over every word;
// - library: modern-ahocorasick fed the raw Chinese text (its grapheme path), built once;
// - library_tokens: modern-ahocorasick behind the ASCII-token encoding (the server's matcher
//   before issue 22, ./library-matcher.ts), which is also the oracle (run on the normalised
//   text, offsets mapped back): ours must return exactly its matches.
// The last line is the JSON summary: check_us (µs per check, ours), ratio_vs_naive and
// ratio_vs_library (anchor time / ours), ratio_vs_library_tokens.
import AhoCorasick from 'modern-ahocorasick';
import {
  ForbiddenWordMatcher,
  foldWord,
  matchKey,
  normalizeForMatch,
  type WordMatch,
} from '../../apps/server/src/features/forbidden-words/forbidden-word-matcher';
import { LibraryWordMatcher } from './library-matcher';

const quick = process.argv.includes('--quick');
const WORDS = 10_000;
const TEXT_LENGTH = 5_000;
const ROUNDS = quick ? 7 : 21;
const CHECKS_PER_ROUND = quick ? 10 : 30;
const PLANTED = ['最好', '第一品牌', '国家级', 'Best', '包过', '保录取', '零风险', '百分之百'];

/** mulberry32: the same words and text on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = rng(20260101);
// 3,500 common CJK code points (the size of the 常用字 list), plus some Latin for mixed words.
const HAN = Array.from({ length: 3500 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20900)));
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

function makeWords(): string[] {
  const words = new Set<string>(PLANTED);
  while (words.size < WORDS) {
    const latin = random() < 0.05;
    const length = latin ? 3 + Math.floor(random() * 6) : 2 + Math.floor(random() * 4);
    let word = '';
    for (let i = 0; i < length; i++) word += latin ? pick([...LATIN]) : pick(HAN);
    words.add(word);
  }
  return [...words];
}

function makeText(): string {
  let text = '';
  // Job-description shape: sentences of Han characters, punctuation, some Latin and digits.
  while (text.length < TEXT_LENGTH) {
    const roll = random();
    if (roll < 0.02) text += pick(PLANTED);
    else if (roll < 0.06) text += pick(['，', '。', '；', '、', '\n', '1. ', 'Java', 'SQL', ' ']);
    else text += pick(HAN);
  }
  return text.slice(0, TEXT_LENGTH);
}

const words = makeWords();
const text = makeText();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** µs per call of fn, averaged over `times` calls. */
function time(fn: () => unknown, times: number): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < times; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e3 / times;
}

let t0 = process.hrtime.bigint();
const matcher = new ForbiddenWordMatcher(words);
const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
// The first build runs cold (before the JIT); a list edited in a running server builds warm.
const warmBuildMs = median(
  Array.from({ length: 5 }, () => time(() => new ForbiddenWordMatcher(words), 1) / 1e3),
);
t0 = process.hrtime.bigint();
const tokens = new LibraryWordMatcher(words);
const tokensBuildMs = Number(process.hrtime.bigint() - t0) / 1e6;
t0 = process.hrtime.bigint();
const raw = new AhoCorasick(words.map(foldWord));
const rawBuildMs = Number(process.hrtime.bigint() - t0) / 1e6;

// The naive anchor does the same job: which words occur, read through separators, width and
// case folded (the text normalised once per check, the words once).
const foldedWords = words.map((w) => matchKey(w.trim()));
const ours = () => matcher.find(text);
const naive = () => {
  const folded = normalizeForMatch(text).text;
  const found: string[] = [];
  for (const word of foldedWords) if (folded.includes(word)) found.push(word);
  return found;
};
const libraryTokens = () => tokens.find(text);
const rawLibrary = () => raw.search(foldWord(text), { strategy: 'leftmost-longest' });

// Same answers first. The oracle is the previous matcher run on the text as the check reads it
// (separators dropped, width and case folded; issue 22's normalisation) with its offsets mapped
// back: ours must return exactly its matches (words, offsets). Every word we report is really
// there, every planted word is found.
function oracle(): WordMatch[] {
  const display = new Map<string, string>();
  for (const word of words) {
    const key = matchKey(word.trim());
    if (key !== '' && !display.has(key)) display.set(key, word.trim());
  }
  const normalised = normalizeForMatch(text);
  return new LibraryWordMatcher([...display.keys()]).find(normalised.text).map((m) => ({
    word: display.get(m.word) ?? m.word,
    start: normalised.offsets[m.start],
    end: normalised.offsets[m.end - 1] + 1,
  }));
}
const expected = JSON.stringify(oracle());
if (JSON.stringify(ours()) !== expected) throw new Error('matcher and the library-token oracle disagree');
const oursWords = new Set(ours().map((m) => matchKey(m.word)));
const naiveWords = new Set(naive());
for (const w of oursWords) if (!naiveWords.has(w)) throw new Error(`matcher reported ${w}, not in the text`);
for (const w of PLANTED.map(matchKey))
  if (!oursWords.has(w)) throw new Error(`matcher missed planted word ${w}`);

const samples: Record<'ours' | 'naive' | 'tokens' | 'raw', number[]> = {
  ours: [],
  naive: [],
  tokens: [],
  raw: [],
};
// Interleaved rounds, medians kept: load from other processes falls on both alike.
time(ours, 50);
time(naive, 2);
time(libraryTokens, 5);
for (let round = 0; round < ROUNDS; round++) {
  // Ours is ~100× faster than the anchors: more calls per sample keep the timer's grain out.
  samples.ours.push(time(ours, CHECKS_PER_ROUND * 20));
  samples.tokens.push(time(libraryTokens, CHECKS_PER_ROUND));
  samples.naive.push(time(naive, Math.max(2, Math.floor(CHECKS_PER_ROUND / 5))));
  if (round < 3) samples.raw.push(time(rawLibrary, 2));
}
const checkUs = median(samples.ours);
const naiveUs = median(samples.naive);
const tokensUs = median(samples.tokens);
const rawUs = median(samples.raw);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(
  `forbidden words: ${fmt(words.length)} words, text ${fmt(text.length)} characters, ${ROUNDS} rounds${quick ? ' (quick)' : ''}`,
);
console.log(
  `  matcher build (once per list version, cached): ${buildMs.toFixed(1)} ms cold, ${warmBuildMs.toFixed(1)} ms warm`,
);
const fmt1 = (n: number) => (n < 100 ? n.toFixed(1) : fmt(n));
console.log(
  `  ours  (Aho–Corasick over UTF-16 code units): ${fmt1(checkUs)} µs per check, ${oursWords.size} distinct words found`,
);
console.log(
  `  modern-ahocorasick, ASCII-token encoding (previous matcher): ${fmt(tokensUs)} µs per check (build ${tokensBuildMs.toFixed(1)} ms)`,
);
console.log(
  `  naive (includes per word):                        ${fmt(naiveUs)} µs per check, ${naiveWords.size} distinct words found`,
);
console.log(
  `  modern-ahocorasick on the raw text (grapheme path): ${fmt(rawUs)} µs per check (build ${rawBuildMs.toFixed(1)} ms)`,
);
const ratio = (anchorUs: number) => Number((anchorUs / checkUs).toFixed(1));
console.log(
  `  ratios: naive / ours ${ratio(naiveUs)}×, library / ours ${ratio(rawUs)}×, library_tokens / ours ${ratio(tokensUs)}×`,
);
console.log(
  JSON.stringify({
    bench: 'forbidden-words',
    check_us: Number(checkUs.toFixed(1)),
    ratio_vs_naive: ratio(naiveUs),
    ratio_vs_library: ratio(rawUs),
    ratio_vs_library_tokens: ratio(tokensUs),
    naive_us: Math.round(naiveUs),
    raw_library_us: Math.round(rawUs),
    library_tokens_us: Math.round(tokensUs),
    build_ms: Number(buildMs.toFixed(1)),
    build_warm_ms: Number(warmBuildMs.toFixed(1)),
    words: words.length,
    text_chars: text.length,
  }),
);
