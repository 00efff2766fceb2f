import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMenuCollapse } from './useMenuCollapse';

// D2 §9 gives the designer's side-menu constants: collapse breakpoint 1328 px, resize debounce
// 200 ms. The designer runs inside the console shell, whose menu collapse is this hook.

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1440 });
});

describe('side-menu collapse (DESCONST-017)', () => {
  it('DESCONST-017 collapses at 1327 px and offers the toggle from 1328 px, re-read 200 ms after the last resize', () => {
    vi.useFakeTimers();
    resizeTo(1328);
    const { result } = renderHook(() => useMenuCollapse());
    expect(result.current).toMatchObject({ collapsed: false, toggleable: true });

    resizeTo(1327);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toMatchObject({ collapsed: false, toggleable: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ collapsed: true, toggleable: false });

    // A burst: each event restarts the 200 ms; one re-read after the last one.
    resizeTo(1500);
    act(() => vi.advanceTimersByTime(150));
    resizeTo(1328);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toMatchObject({ collapsed: true, toggleable: false });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ collapsed: false, toggleable: true });

    // Below the breakpoint the toggle does nothing; above it, it collapses the menu.
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(true);
  });
});
