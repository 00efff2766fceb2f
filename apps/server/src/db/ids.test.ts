import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('is a version-7 UUID', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts in creation order, also within one millisecond and when the clock goes back', () => {
    const now = Date.now();
    const ids = [newId(now), newId(now), newId(now), newId(now - 5000), newId(now + 1)];
    for (let i = 0; i < 10_000; i++) ids.push(newId(now + 1));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
