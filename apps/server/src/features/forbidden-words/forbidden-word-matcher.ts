// Multi-pattern search of forbidden words: one Aho–Corasick automaton per word list, built once
// (the service caches it per list version) and run in one pass over the UTF-16 code units of the
// text.
//
// Why hand-written, in flat typed arrays (issue 22): a job text is mostly Chinese, and the library
// used before (modern-ahocorasick) segments non-ASCII text into grapheme clusters with
// Intl.Segmenter, several µs per character here; re-encoding the text to ASCII tokens to reach its
// fast path still cost over 1 ms per 5,000-character check against 10,000 words. Over code units
// with integer arrays the same check is a few array reads per character (bench/forbidden-words,
// which also keeps the library matcher as its oracle).
//
// Layout:
// - Alphabet: each code unit that occurs in some (folded) word gets a class 1..C; every other unit
//   is class 0: a separator (below) is read through, anything else sends the automaton back to the
//   root (no word contains it, so no match can span it). The unit → class table is two-level (blocks of 256 units) so a list of Chinese
//   words costs a few tens of kB, not a 64k-entry table per cached list.
// - Trie: a double array over classes: the child of state s by class c is t = base[s] + c when
//   check[t] === s. States are slot numbers; the root is slot 0.
// - fail[s]: the state of the longest proper suffix of s that is a trie path; out[s]: the nearest
//   state on the fail chain of s (s included) that ends a word, 0 for none.
//
// Normalisation (issue 22): the check sees through the usual disguises of a word.
// - Case and width: ASCII letters match in either case, and the full-width forms of ASCII
//   (U+FF01–FF5E, e.g. ＢＥＳＴ) match their ASCII letters, digits and signs.
// - Separators inside a word: spaces (including the ideographic space and zero-width ones) and
//   punctuation (ASCII, CJK and full-width: 、。，．；：？！…—·「」（）【】《》 and the like) are
//   skipped, so 最 好, 最，好 and 最.好 are all 最好. Symbols that carry meaning (+ # % & @ $ = ^)
//   and digits are not separators. A word's own separators are dropped the same way when the
//   automaton is built ("保 录取" is 保录取), and a word made only of separators is ignored.
// Offsets still point into the original text: a match starts at its first matched unit and ends
// after its last, with the skipped separators inside it.
// The list's duplicate key (`word_key`, `foldWord`) is not changed by this: two listed spellings
// that normalise alike are one word to the check (the first listed gives the display form).

export interface WordMatch {
  word: string;
  /** UTF-16 offsets into the searched text, end exclusive. */
  start: number;
  end: number;
}

/** ASCII letters fold to lower case; nothing else changes (the list's duplicate key). */
function foldUnit(unit: number): number {
  return unit >= 65 && unit <= 90 ? unit + 32 : unit;
}

export function foldWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) out += String.fromCharCode(foldUnit(word.charCodeAt(i)));
  return out;
}

/** The unit as the check compares it: full-width ASCII to ASCII, then letters to lower case. */
function matchUnit(unit: number): number {
  return foldUnit(unit >= 0xff01 && unit <= 0xff5e ? unit - 0xfee0 : unit);
}

/** 1 for a separator the check skips (spaces, zero-width units, punctuation); built once. */
const SEPARATOR = (() => {
  const table = new Uint8Array(0x10000);
  const mark = (from: number, to = from) => table.fill(1, from, to + 1);
  for (const ch of ' \t\n\v\f\r,.!?;:\'"`~-_*/\\|()[]{}<>') mark(ch.charCodeAt(0));
  mark(0x85);
  mark(0xa0);
  mark(0xb7); // middle dot
  mark(0x1680);
  mark(0x2000, 0x200d); // spaces and zero-width space / joiners
  mark(0x2010, 0x2027); // dashes, quotes, bullets, ellipsis, line and paragraph separators
  mark(0x202f, 0x205e); // narrow space, primes, general punctuation
  mark(0x2060);
  mark(0x3000, 0x3003); // ideographic space, 、 。 〃
  mark(0x3008, 0x3011); // 〈〉《》「」『』【】
  mark(0x3014, 0x301f); // 〔〕〖〗〘〙〚〛〜〝〞〟
  mark(0x30fb); // katakana middle dot
  mark(0xfe10, 0xfe19); // vertical forms
  mark(0xfe30, 0xfe4f); // CJK compatibility forms
  mark(0xfe50, 0xfe6b); // small forms
  mark(0xfeff); // byte order mark / zero-width no-break space
  mark(0xff61, 0xff65); // half-width CJK punctuation
  // Full-width forms of the ASCII separators above.
  for (let unit = 0x21; unit <= 0x7e; unit++) if (table[unit]) table[unit + 0xfee0] = 1;
  return table;
})();

/** The word as the automaton spells it: separators dropped, width and case folded. */
export function matchKey(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (SEPARATOR[unit] === 0) out += String.fromCharCode(matchUnit(unit));
  }
  return out;
}

/**
 * The text as the check reads it: separators dropped, width and case folded, and for each unit
 * of the result its offset in the original text (for oracles and tests; `find` does this inline).
 */
export function normalizeForMatch(text: string): { text: string; offsets: number[] } {
  let out = '';
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (SEPARATOR[unit] !== 0) continue;
    out += String.fromCharCode(matchUnit(unit));
    offsets.push(i);
  }
  return { text: out, offsets };
}

const BLOCK_BITS = 8;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK_SIZE - 1;
const BLOCK_COUNT = 0x10000 >> BLOCK_BITS;

/**
 * Two-level unit → class table; unused blocks share block 0 (all zero). Classes fit in 16 bits:
 * folded words never contain A–Z, so at most 65,510 distinct units get a class.
 */
class ClassTable {
  readonly blockOf = new Uint16Array(BLOCK_COUNT);
  classes = new Uint16Array(BLOCK_SIZE * 8);
  private blocks = 1;

  set(unit: number, cls: number): void {
    const hi = unit >> BLOCK_BITS;
    let block = this.blockOf[hi];
    if (block === 0) {
      block = this.blocks++;
      if (this.blocks * BLOCK_SIZE > this.classes.length) {
        const grown = new Uint16Array(this.classes.length * 2);
        grown.set(this.classes);
        this.classes = grown;
      }
      this.blockOf[hi] = block;
    }
    this.classes[(block << BLOCK_BITS) | (unit & BLOCK_MASK)] = cls;
  }

  get(unit: number): number {
    return this.classes[(this.blockOf[unit >> BLOCK_BITS] << BLOCK_BITS) | (unit & BLOCK_MASK)];
  }

  /** Drops the unused tail. */
  trim(): void {
    this.classes = this.classes.slice(0, this.blocks * BLOCK_SIZE);
  }
}

/**
 * The double array while it is built: base/check grow by doubling, and the free slots form a
 * doubly linked list so the search for a node's base visits free slots only.
 */
class DoubleArrayBuilder {
  base: Int32Array;
  check: Int32Array;
  private next: Int32Array;
  private prev: Int32Array;
  /** First free slot (may equal the capacity: every slot from there on is free). */
  head: number;
  /** Last free slot below the capacity, -1 for none. */
  private tail: number;

  constructor(capacity: number) {
    this.base = new Int32Array(capacity);
    this.check = new Int32Array(capacity).fill(-1);
    this.next = new Int32Array(capacity);
    this.prev = new Int32Array(capacity);
    for (let i = 0; i < capacity; i++) {
      this.next[i] = i + 1;
      this.prev[i] = i - 1;
    }
    this.head = 0;
    this.tail = capacity - 1;
  }

  /** The free slot after `slot` (the capacity when none is below it). */
  nextFree(slot: number): number {
    return this.next[slot];
  }

  ensure(size: number): void {
    const old = this.check.length;
    if (size <= old) return;
    let capacity = old;
    while (capacity < size) capacity *= 2;
    const grow = (from: Int32Array, fill: number): Int32Array => {
      const to = new Int32Array(capacity);
      if (fill !== 0) to.fill(fill, old);
      to.set(from);
      return to;
    };
    this.base = grow(this.base, 0);
    this.check = grow(this.check, -1);
    this.next = grow(this.next, 0);
    this.prev = grow(this.prev, 0);
    for (let i = old; i < capacity; i++) {
      this.next[i] = i + 1;
      this.prev[i] = i - 1;
    }
    this.prev[old] = this.tail;
    this.tail = capacity - 1;
  }

  take(slot: number, parent: number): void {
    this.check[slot] = parent;
    const p = this.prev[slot];
    const n = this.next[slot];
    if (p >= 0) this.next[p] = n;
    else this.head = n;
    if (n < this.check.length) this.prev[n] = p;
    else this.tail = p;
  }
}

/** A word as the trie sees it: its classes, and its index in the matcher's words. */
interface BuildWord {
  classes: Uint16Array;
  index: number;
}

function compareClasses(a: BuildWord, b: BuildWord): number {
  const x = a.classes;
  const y = b.classes;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

export class ForbiddenWordMatcher {
  /** Display forms, by word index; `lengths` are their (folded) lengths in code units. */
  private readonly words: string[] = [];
  private readonly lengths: Int32Array;
  private readonly classTable: ClassTable;
  private readonly base: Int32Array;
  private readonly check: Int32Array;
  private readonly fail: Int32Array;
  private readonly out: Int32Array;
  /** Word index ending at a state, -1 for none. */
  private readonly wordAt: Int32Array;
  /** Scratch for `find`: longest match end by start offset (0 = none); grown on demand. */
  private bestEnd = new Int32Array(0);
  /** Scratch for `find`: text offset of each unit read (separators skipped); as long as bestEnd. */
  private offsets = new Int32Array(0);

  /** @param words display forms; duplicates (after folding) keep the first. */
  constructor(words: readonly string[]) {
    const unique = new Map<string, string>();
    for (const word of words) {
      const display = word.trim();
      const folded = matchKey(display);
      if (folded !== '' && !unique.has(folded)) unique.set(folded, display);
    }

    // Classes: the most frequent units get the smallest numbers, so the root's dense block of
    // children comes first and deeper nodes pack into the low slots.
    const frequency = new Map<number, number>();
    for (const folded of unique.keys()) {
      for (let i = 0; i < folded.length; i++) {
        const unit = folded.charCodeAt(i);
        frequency.set(unit, (frequency.get(unit) ?? 0) + 1);
      }
    }
    const ranked = [...frequency].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    this.classTable = new ClassTable();
    ranked.forEach(([unit], rank) => {
      this.classTable.set(unit, rank + 1);
      // The fold of the text happens here: an upper-case letter shares its lower-case class, a
      // full-width form its ASCII one (words are folded already, so these units are free).
      if (unit >= 97 && unit <= 122) this.classTable.set(unit - 32, rank + 1);
      if (unit >= 0x21 && unit <= 0x7e) this.classTable.set(unit + 0xfee0, rank + 1);
      if (unit >= 97 && unit <= 122) this.classTable.set(unit - 32 + 0xfee0, rank + 1);
    });
    this.classTable.trim();

    // The words as class sequences, sorted: the words below one trie node are then a contiguous
    // run, and its children are the runs of equal class at the node's depth.
    const sorted: BuildWord[] = [];
    const lengths: number[] = [];
    for (const [folded, display] of unique) {
      const classes = new Uint16Array(folded.length);
      for (let i = 0; i < folded.length; i++) classes[i] = this.classTable.get(folded.charCodeAt(i));
      sorted.push({ classes, index: this.words.length });
      this.words.push(display);
      lengths.push(folded.length);
    }
    this.lengths = Int32Array.from(lengths);
    sorted.sort(compareClasses);

    // Place the nodes breadth-first into the double array. A node is (slot, run of words, depth).
    const da = new DoubleArrayBuilder(Math.max(16, 2 * (sorted.length + ranked.length)));
    da.take(0, 0); // the root; no child lands on slot 0 (classes start at 1)
    const order = [0];
    const runFrom = [0];
    const runTo = [sorted.length];
    const depthOf = [0];
    const terminalSlots: number[] = [];
    const terminalWords: number[] = [];
    const childClasses: number[] = [];
    const childFrom: number[] = [];
    for (let head = 0; head < order.length; head++) {
      const slot = order[head];
      const depth = depthOf[head];
      let from = runFrom[head];
      const to = runTo[head];
      // Sorted, so the word that ends here (words are unique: at most one) comes first.
      if (from < to && sorted[from].classes.length === depth) {
        terminalSlots.push(slot);
        terminalWords.push(sorted[from].index);
        from++;
      }
      if (from === to) continue;
      childClasses.length = 0;
      childFrom.length = 0;
      for (let i = from; i < to; i++) {
        const cls = sorted[i].classes[depth];
        if (childClasses.length === 0 || childClasses[childClasses.length - 1] !== cls) {
          childClasses.push(cls);
          childFrom.push(i);
        }
      }
      const first = childClasses[0];
      const last = childClasses[childClasses.length - 1];
      // First fit: try each free slot for the first child, then the others' slots.
      let b = 0;
      for (let e = da.head; ; e = da.nextFree(e)) {
        da.ensure(e + 1);
        b = e - first;
        if (b < 0) continue;
        da.ensure(b + last + 1);
        let fits = true;
        for (let k = 1; k < childClasses.length; k++) {
          if (da.check[b + childClasses[k]] !== -1) {
            fits = false;
            break;
          }
        }
        if (fits) break;
      }
      da.base[slot] = b;
      for (let k = 0; k < childClasses.length; k++) {
        const child = b + childClasses[k];
        da.take(child, slot);
        order.push(child);
        runFrom.push(childFrom[k]);
        runTo.push(k + 1 < childClasses.length ? childFrom[k + 1] : to);
        depthOf.push(depth + 1);
      }
    }
    let size = 1;
    for (const slot of order) size = Math.max(size, slot + 1);
    // check is padded by the class count, so base[s] + cls never reads past its end in `find`
    // (a leaf's base is 0; a placed node's children end below `size`).
    const padded = size + ranked.length + 1;
    da.ensure(padded);
    this.base = da.base.slice(0, size);
    this.check = da.check.slice(0, padded);
    this.fail = new Int32Array(size);
    this.out = new Int32Array(size);
    this.wordAt = new Int32Array(size).fill(-1);
    terminalSlots.forEach((slot, k) => (this.wordAt[slot] = terminalWords[k]));

    // Failure and output links, breadth-first (a parent's links are known before its children's).
    const { base, check, fail, out, wordAt } = this;
    for (let k = 1; k < order.length; k++) {
      const slot = order[k];
      const parent = check[slot];
      const cls = slot - base[parent];
      let target = 0;
      for (let f = parent; f !== 0;) {
        f = fail[f];
        const t = base[f] + cls;
        if (check[t] === f) {
          target = t;
          break;
        }
      }
      fail[slot] = target;
      out[slot] = wordAt[slot] >= 0 ? slot : out[target];
    }
  }

  get size(): number {
    return this.words.length;
  }

  /** Non-overlapping matches, leftmost first and the longest word at one start. */
  find(text: string): WordMatch[] {
    const n = text.length;
    if (this.words.length === 0 || n === 0) return [];
    const { base, check, fail, out, wordAt, lengths } = this;
    const { blockOf, classes } = this.classTable;
    if (this.bestEnd.length < n) {
      this.bestEnd = new Int32Array(Math.max(n, this.bestEnd.length * 2));
      this.offsets = new Int32Array(this.bestEnd.length);
    }
    const bestEnd = this.bestEnd;
    // offsets[k]: where in the text the k-th unit the automaton read is (separators are skipped).
    const offsets = this.offsets;
    let read = 0;
    // Every start where some word ends up recorded lies in [lowest, n); only that range is read
    // and then cleared, so the scratch stays all-zero between calls.
    let lowest = n;

    let state = 0;
    for (let i = 0; i < n; i++) {
      const unit = text.charCodeAt(i);
      const cls = classes[(blockOf[unit >> BLOCK_BITS] << BLOCK_BITS) | (unit & BLOCK_MASK)];
      if (cls === 0) {
        // A separator is read through (the state stays); any other unit in no word resets.
        if (SEPARATOR[unit] === 0) state = 0;
        continue;
      }
      offsets[read++] = i;
      for (;;) {
        const t = base[state] + cls;
        if (check[t] === state) {
          state = t;
          break;
        }
        if (state === 0) break;
        state = fail[state];
      }
      // Every word ending here: the state's own, then along the output chain (shorter ones).
      for (let s = out[state]; s !== 0; s = out[fail[s]]) {
        const end = i + 1;
        const start = offsets[read - lengths[wordAt[s]]];
        if (bestEnd[start] < end) bestEnd[start] = end;
        if (start < lowest) lowest = start;
      }
    }

    const matches: WordMatch[] = [];
    let reach = 0;
    for (let start = lowest; start < n; start++) {
      const end = bestEnd[start];
      if (end === 0) continue;
      bestEnd[start] = 0;
      if (start < reach) continue;
      matches.push({ word: this.words[this.wordIndexOf(text, start, end)], start, end });
      reach = end;
    }
    return matches;
  }

  /** The word spelled by text[start, end): walked down the trie again (only for reported hits). */
  private wordIndexOf(text: string, start: number, end: number): number {
    let state = 0;
    for (let i = start; i < end; i++) {
      const cls = this.classTable.get(text.charCodeAt(i));
      if (cls !== 0) state = this.base[state] + cls; // 0: a separator inside the match
    }
    return this.wordAt[state];
  }
}

/**
 * Merges the matches of several lists (tenant and provider) into one non-overlapping,
 * leftmost-longest selection, so the page can highlight them without nested marks.
 */
export function mergeMatches(...lists: readonly WordMatch[][]): WordMatch[] {
  const all = lists.flat().sort((a, b) => a.start - b.start || b.end - a.end);
  const out: WordMatch[] = [];
  let reach = 0;
  for (const match of all) {
    if (match.start < reach) continue;
    out.push(match);
    reach = match.end;
  }
  return out;
}
