import AhoCorasick from 'modern-ahocorasick';
import type { WordMatch } from '../../apps/server/src/features/forbidden-words/forbidden-word-matcher';

// The server's matcher before issue 22, kept as the bench's library anchor and oracle: the best
// use of modern-ahocorasick we found (the hand-written automaton must return exactly its matches).
//
// One Aho–Corasick automaton (modern-ahocorasick) per word list, built once and reused.
//
// Why the text is re-encoded before it reaches the library: modern-ahocorasick matches whole
// grapheme clusters and, for any non-ASCII text, segments it with Intl.Segmenter, which costs
// ~20 µs per character on this Node build (a 5,000-character Chinese job text took 30–60 ms,
// no better than 10,000 `includes` calls). Pure ASCII text takes the library's fast path, whose
// cost is per character. So every UTF-16 code unit that occurs in some word gets a short ASCII
// token, every run of other code units becomes one filler character (no word can match across
// it), and the words are encoded the same way.
//
// Tokens are a prefix-free code over the 127 usable ASCII units (CR is left out: the library
// joins CR LF into one grapheme): a LEAD character, then either one character of SHORT (2-unit
// tokens, given to the code units most frequent in the words) or one of LONG and one more
// non-lead character (3-unit tokens, used only when the dictionary has more distinct code units
// than 2-unit tokens can name). Leads occur only at token starts and no token is a prefix of
// another, so every match starts and ends on token boundaries and maps back exactly to UTF-16
// offsets of the original text. Matching is per code unit; ASCII letters are case-insensitive.

const FILLER = ' ';
/** ASCII 0..127 without CR (13) and the filler, in a fixed order. */
const UNITS = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).filter(
  (ch) => ch !== '\r' && ch !== FILLER,
);
const LEAD = UNITS.slice(0, 64);
const TRAIL = UNITS.slice(64);

interface TokenCode {
  short: string[];
  long: string[];
}

/**
 * Splits TRAIL so that short (2-unit) tokens are as many as possible for `distinct` units. Every
 * UTF-16 code unit fits: with 16 LONG characters the code names 66,432 units (> 65,536).
 */
function tokenCodeFor(distinct: number): TokenCode {
  for (let longCount = 0; longCount < TRAIL.length; longCount++) {
    const shortCount = TRAIL.length - longCount;
    const capacity = LEAD.length * shortCount + LEAD.length * longCount * TRAIL.length;
    if (capacity >= distinct) return { short: TRAIL.slice(0, shortCount), long: TRAIL.slice(shortCount) };
  }
  throw new Error('违禁词字符集超出编码容量');
}

function tokenOf(rank: number, code: TokenCode): string {
  const shortCapacity = LEAD.length * code.short.length;
  if (rank < shortCapacity) return LEAD[rank % LEAD.length] + code.short[Math.floor(rank / LEAD.length)];
  const r = rank - shortCapacity;
  const lead = LEAD[r % LEAD.length];
  const rest = Math.floor(r / LEAD.length);
  return lead + code.long[rest % code.long.length] + TRAIL[Math.floor(rest / code.long.length)];
}

/** ASCII letters fold to lower case; nothing else changes, so offsets are preserved. */
function foldUnit(unit: number): number {
  return unit >= 65 && unit <= 90 ? unit + 32 : unit;
}

function foldWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) out += String.fromCharCode(foldUnit(word.charCodeAt(i)));
  return out;
}

export class LibraryWordMatcher {
  /** Code unit → its token; units absent from every word are not here. */
  private readonly tokens = new Map<number, string>();
  private readonly automaton: AhoCorasick<string> | null;

  /** @param words display forms; duplicates (after folding) keep the first. */
  constructor(words: readonly string[]) {
    const unique = new Map<string, string>();
    for (const word of words) {
      const display = word.trim();
      const folded = foldWord(display);
      if (folded !== '' && !unique.has(folded)) unique.set(folded, display);
    }
    const frequency = new Map<number, number>();
    for (const folded of unique.keys()) {
      for (let i = 0; i < folded.length; i++) {
        const unit = folded.charCodeAt(i);
        frequency.set(unit, (frequency.get(unit) ?? 0) + 1);
      }
    }
    const code = tokenCodeFor(frequency.size);
    // The most frequent units get the short tokens.
    const ranked = [...frequency].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    ranked.forEach(([unit], rank) => this.tokens.set(unit, tokenOf(rank, code)));
    const patterns = [...unique].map(([folded, display]) => ({
      pattern: this.encodeWord(folded),
      data: display,
    }));
    this.automaton = patterns.length > 0 ? new AhoCorasick(patterns) : null;
  }

  private encodeWord(folded: string): string {
    let out = '';
    for (let i = 0; i < folded.length; i++) out += this.tokens.get(folded.charCodeAt(i));
    return out;
  }

  get size(): number {
    return this.automaton?.getStats().patternCount ?? 0;
  }

  /** Non-overlapping matches, leftmost first and the longest word at one start. */
  find(text: string): WordMatch[] {
    if (!this.automaton || text.length === 0) return [];
    const parts: string[] = [];
    // origin[i]: offset in `text` of encoded position i (token starts, filler starts, the end).
    const origin = new Int32Array(text.length * 3 + 1);
    let encoded = 0;
    let inFiller = false;
    for (let i = 0; i < text.length; i++) {
      const token = this.tokens.get(foldUnit(text.charCodeAt(i)));
      if (token === undefined) {
        if (inFiller) continue;
        inFiller = true;
        origin[encoded] = i;
        parts.push(FILLER);
        encoded += 1;
      } else {
        inFiller = false;
        origin[encoded] = i;
        parts.push(token);
        encoded += token.length;
      }
    }
    origin[encoded] = text.length;
    const matches = this.automaton.search(parts.join(''), { strategy: 'leftmost-longest' });
    return matches.map((m) => ({ word: m.data ?? m.pattern, start: origin[m.start], end: origin[m.end] }));
  }
}
