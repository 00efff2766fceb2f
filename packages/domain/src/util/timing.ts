// Debounce, throttle and delay with the spec's default waits (CONST-006, CONST-007, CONST-009).
// Timer-based only, so they run in the browser and in Node alike.

import { DEBOUNCE_DEFAULT_MS, DELAY_DEFAULT_MS, THROTTLE_DEFAULT_MS } from '../constants';

type Timer = ReturnType<typeof setTimeout>;

export interface Cancelable {
  /** Drop a pending call. */
  cancel(): void;
}

/**
 * Runs `fn` once, `wait` ms after the last call of a burst, with that last call's arguments
 * (trailing edge). A burst of resize events closer than 200 ms gives one call (SHELL-011).
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = DEBOUNCE_DEFAULT_MS,
): ((...args: A) => void) & Cancelable {
  let timer: Timer | undefined;
  const debounced = (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  return Object.assign(debounced, {
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}

/**
 * Runs `fn` at most once per `wait` ms: the first call at once (leading edge), and the last call
 * made during the window when it ends (trailing edge), so the final state is never lost.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = THROTTLE_DEFAULT_MS,
): ((...args: A) => void) & Cancelable {
  let timer: Timer | undefined;
  let pending: A | undefined;

  const openWindow = (): void => {
    timer = setTimeout(() => {
      if (pending) {
        const args = pending;
        pending = undefined;
        fn(...args);
        openWindow();
      } else {
        timer = undefined;
      }
    }, wait);
  };

  const throttled = (...args: A): void => {
    if (timer === undefined) {
      fn(...args);
      openWindow();
    } else {
      pending = args;
    }
  };
  return Object.assign(throttled, {
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  });
}

/** Resolves after `ms` (default 1000 ms, CONST-009). */
export function delay(ms: number = DELAY_DEFAULT_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
