// `npm run bench -- forbidden-words [--quick]`: checking one 5,000-character job text against
// 10,000 forbidden words with the server's matcher (modern-ahocorasick, built once and cached per
// list version), against a naive loop of String.prototype.includes over every word, in the same
// run. Also shown: modern-ahocorasick fed the raw Chinese text (why the matcher re-encodes it).
// The last line is the JSON summary: check_us (µs per check, ours) and ratio_vs_naive.
import AhoCorasick from 'modern-ahocorasick';
import {
  ForbiddenWordMatcher,
  foldWord,
} from '../../apps/server/src/features/forbidden-words/forbidden-word-matcher';

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
t0 = process.hrtime.bigint();
const raw = new AhoCorasick(words.map(foldWord));
const rawBuildMs = Number(process.hrtime.bigint() - t0) / 1e6;

// The naive anchor does the same job: which words occur, Latin letters case-insensitive.
const foldedWords = words.map(foldWord);
const ours = () => matcher.find(text);
const naive = () => {
  const folded = foldWord(text);
  const found: string[] = [];
  for (const word of foldedWords) if (folded.includes(word)) found.push(word);
  return found;
};
const rawLibrary = () => raw.search(foldWord(text), { strategy: 'leftmost-longest' });

// Same answers first: every word we report is really there, every planted word is found.
const oursWords = new Set(ours().map((m) => foldWord(m.word)));
const naiveWords = new Set(naive());
for (const w of oursWords) if (!naiveWords.has(w)) throw new Error(`matcher reported ${w}, not in the text`);
for (const w of PLANTED.map(foldWord))
  if (!oursWords.has(w)) throw new Error(`matcher missed planted word ${w}`);

const samples: Record<'ours' | 'naive' | 'raw', number[]> = { ours: [], naive: [], raw: [] };
// Interleaved rounds, medians kept: load from other processes falls on both alike.
time(ours, 5);
time(naive, 2);
for (let round = 0; round < ROUNDS; round++) {
  samples.ours.push(time(ours, CHECKS_PER_ROUND));
  samples.naive.push(time(naive, Math.max(2, Math.floor(CHECKS_PER_ROUND / 5))));
  if (round < 3) samples.raw.push(time(rawLibrary, 2));
}
const checkUs = median(samples.ours);
const naiveUs = median(samples.naive);
const rawUs = median(samples.raw);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(
  `forbidden words: ${fmt(words.length)} words, text ${fmt(text.length)} characters, ${ROUNDS} rounds${quick ? ' (quick)' : ''}`,
);
console.log(`  matcher build (once per list version, cached): ${buildMs.toFixed(1)} ms`);
console.log(
  `  ours  (modern-ahocorasick, ASCII-token encoding): ${fmt(checkUs)} µs per check, ${oursWords.size} distinct words found`,
);
console.log(
  `  naive (includes per word):                        ${fmt(naiveUs)} µs per check, ${naiveWords.size} distinct words found`,
);
console.log(
  `  modern-ahocorasick on the raw text (grapheme path): ${fmt(rawUs)} µs per check (build ${rawBuildMs.toFixed(1)} ms)`,
);
console.log(`  ratio naive / ours: ${(naiveUs / checkUs).toFixed(1)}×`);
console.log(
  JSON.stringify({
    bench: 'forbidden-words',
    check_us: Math.round(checkUs),
    ratio_vs_naive: Number((naiveUs / checkUs).toFixed(2)),
    naive_us: Math.round(naiveUs),
    raw_library_us: Math.round(rawUs),
    build_ms: Number(buildMs.toFixed(1)),
    words: words.length,
    text_chars: text.length,
  }),
);
