import { randomBytes } from 'node:crypto';

// Ids are UUIDv7-shaped: 48 bits of epoch milliseconds, a 12-bit sequence, then random bits.
// Ids created later sort later (also within one millisecond in this process), which keeps
// B-tree inserts local on both dialects and gives a stable creation order for equal timestamps.

let lastMillis = 0;
let sequence = 0;

export function newId(now: number = Date.now()): string {
  let millis = Math.max(Math.floor(now), lastMillis);
  if (millis === lastMillis) {
    sequence += 1;
    if (sequence > 0xfff) {
      millis += 1;
      sequence = 0;
    }
  } else {
    sequence = 0;
  }
  lastMillis = millis;

  const bytes = randomBytes(16);
  let time = millis;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = 0x70 | (sequence >> 8); // version 7 + high bits of the sequence
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
