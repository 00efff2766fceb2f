import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, delay, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('CONST-007 SHELL-011 calls once 200 ms after the last call of a burst, with its arguments', () => {
    const fn = vi.fn();
    const onResize = debounce(fn);
    onResize(1000);
    vi.advanceTimersByTime(150);
    onResize(1200);
    vi.advanceTimersByTime(150);
    onResize(1400);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(1400);
  });

  it('SHELL-011 calls again for a later, separate burst', () => {
    const fn = vi.fn();
    const onResize = debounce(fn);
    onResize('a');
    vi.advanceTimersByTime(200);
    onResize('b');
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('CONST-008 takes another wait, e.g. the directive 500 ms', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced();
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  it('CONST-006 runs the first call at once and at most once per 300 ms, ending with the last call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled(1);
    expect(fn.mock.calls).toEqual([[1]]);
    throttled(2);
    vi.advanceTimersByTime(100);
    throttled(3);
    vi.advanceTimersByTime(199);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled(4);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('CONST-006 a call during the trailing window waits for the next 300 ms boundary', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('a');
    throttled('b');
    vi.advanceTimersByTime(300); // b runs, a new window opens
    throttled('c');
    vi.advanceTimersByTime(299);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('cancel drops the trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});

describe('delay', () => {
  it('CONST-009 resolves after 1000 ms by default', async () => {
    const done = vi.fn();
    void delay().then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('CONST-009 takes another wait', async () => {
    const done = vi.fn();
    void delay(2000).then(done);
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
