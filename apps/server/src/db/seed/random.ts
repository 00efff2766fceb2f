// Deterministic pseudo-random numbers for the seed: the same seed gives the same data, so a bug
// seen on generated data can be reproduced and tests can compare two runs.
//
// sfc32 rather than mulberry32: both are tiny and fast, but mulberry32 has a single 2^32 cycle,
// so two tenants seeded with different numbers can walk overlapping stretches of it after a few
// million draws (and then generate identical ids). sfc32 has 128 bits of state.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** 32 random bits as an unsigned integer. */
  uint32(): number;
}

/** 32-bit FNV-1a, to turn a seed text (or a tenant id) into a number. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  // splitmix32 spreads the one seed number over the four state words; a raw small seed would
  // otherwise leave sfc32's first outputs visibly correlated.
  let s = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();

  const uint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the warm-up outputs, as the algorithm's author recommends.
  for (let i = 0; i < 12; i++) uint32();

  const next = (): number => uint32() / 4294967296;
  return {
    next,
    uint32,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/**
 * Picks from a fixed list with fixed weights in O(log n): the cumulative table is built once,
 * which matters when one list is sampled hundreds of thousands of times.
 */
export function weightedPicker<T>(entries: ReadonlyArray<readonly [T, number]>): (rng: Rng) => T {
  const values: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [value, weight] of entries) {
    if (weight <= 0) continue;
    total += weight;
    values.push(value);
    cumulative.push(total);
  }
  if (values.length === 0) throw new Error('weightedPicker needs at least one positive weight');
  return (rng) => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return values[lo];
  };
}
