import { describe, expect, it } from 'vitest';
import { reconcileOrder, reorder, sameOrder } from './reorder';

describe('reorder', () => {
  it('moves the dragged job to the place it was dropped on', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(reorder(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('keeps the order when dropped outside the list or on itself', () => {
    expect(reorder(['a', 'b'], 'a', null)).toEqual(['a', 'b']);
    expect(reorder(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});

describe('reconcileOrder', () => {
  it('keeps the local order, drops vanished jobs and appends new ones', () => {
    expect(reconcileOrder(['c', 'a', 'b'], ['a', 'b', 'd'])).toEqual(['a', 'b', 'd']);
    expect(reconcileOrder(['b', 'a'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
    expect(reconcileOrder(null, ['a', 'b'])).toEqual(['a', 'b']);
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
