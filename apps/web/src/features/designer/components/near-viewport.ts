// Which parts of a long page are near the visible area of their scroll container, so the designer
// renders the field rows of a 30 × 40 design only where the recruiter can see them (issue 22).
// One pair of IntersectionObservers per scroll container serves every watched element.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Rows come in when they are within a quarter of a screen of the visible area… */
const MOUNT_MARGIN = 0.25;
/** …and go again only once they are more than a screen away (no churn on small scrolls). */
const KEEP_MARGIN = 1;

/** near: within MOUNT_MARGIN now; far: beyond KEEP_MARGIN now (height: the element's last height). */
type NearListener = (change: { near: boolean } | { far: true; height: number }) => void;

interface Watchers {
  mount: IntersectionObserver;
  keep: IntersectionObserver;
  listeners: Map<Element, NearListener>;
}

const byRoot = new Map<Element | null, Watchers>();

/** Without IntersectionObserver (jsdom, old browsers) everything is rendered, as before. */
function canWatchViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

function scrolls(element: Element): boolean {
  const { overflowY } = getComputedStyle(element);
  return overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay';
}

// Ancestors already looked at in this task: the 120 groups of a 30 × 40 design mount in one
// commit and share their ancestors, so each ancestor's style is read once, not once per group.
let known: WeakMap<Element, Element | null> | null = null;

/** The nearest scrolling ancestor, or null for the viewport. */
function scrollRootOf(element: Element): Element | null {
  if (!known) {
    known = new WeakMap();
    // Styles can change between tasks (another layout, a resized window): forget then.
    setTimeout(() => (known = null), 0);
  }
  const seen: Element[] = [];
  let root: Element | null = null;
  for (let node = element.parentElement; node; node = node.parentElement) {
    const cached = known.get(node);
    if (cached !== undefined) {
      root = cached;
      break;
    }
    if (node === document.body || node === document.documentElement) break;
    seen.push(node);
    if (scrolls(node)) {
      root = node;
      break;
    }
  }
  for (const node of seen) known.set(node, root);
  return root;
}

/** The observers' rootMargin: above and below the visible area only. */
export const MOUNT_ROOT_MARGIN = `${MOUNT_MARGIN * 100}% 0px`;
export const KEEP_ROOT_MARGIN = `${KEEP_MARGIN * 100}% 0px`;

function watchersOf(root: Element | null): Watchers {
  let watchers = byRoot.get(root);
  if (watchers) return watchers;
  const listeners = new Map<Element, NearListener>();
  const mount = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) listeners.get(entry.target)?.({ near: true });
    },
    { root, rootMargin: MOUNT_ROOT_MARGIN },
  );
  const keep = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (!entry.isIntersecting)
          listeners.get(entry.target)?.({ far: true, height: entry.boundingClientRect.height });
    },
    { root, rootMargin: KEEP_ROOT_MARGIN },
  );
  watchers = { mount, keep, listeners };
  byRoot.set(root, watchers);
  return watchers;
}

/** Whether `element` is within MOUNT_MARGIN of its scroll container's visible area right now. */
function isNearNow(element: Element, root: Element | null = scrollRootOf(element)): boolean {
  const box = element.getBoundingClientRect();
  const area = root ? root.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
  const extra = (area.bottom - area.top) * MOUNT_MARGIN;
  return box.bottom >= area.top - extra && box.top <= area.bottom + extra;
}

/** Calls `listener` as `element` comes near or goes far; returns the unsubscribe. */
function watchNearViewport(element: Element, listener: NearListener): () => void {
  const root = scrollRootOf(element);
  const watchers = watchersOf(root);
  watchers.listeners.set(element, listener);
  watchers.mount.observe(element);
  watchers.keep.observe(element);
  return () => {
    watchers.listeners.delete(element);
    watchers.mount.unobserve(element);
    watchers.keep.unobserve(element);
    if (watchers.listeners.size === 0) {
      watchers.mount.disconnect();
      watchers.keep.disconnect();
      byRoot.delete(root);
    }
  };
}

/**
 * Whether the element behind `ref` should render its content: true once it is near the visible
 * area (checked before the first paint, so what is on screen never flashes empty), false again
 * once it is far away unless `keep` (a drag in progress, the selected row). `height` is the
 * element's height when its content was last dropped, for the placeholder.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  keep: boolean,
): { near: boolean; height: number | null } {
  const [state, setState] = useState<{ near: boolean; height: number | null }>(() => ({
    near: !canWatchViewport(),
    height: null,
  }));
  const keepRef = useRef(keep);
  keepRef.current = keep;
  const farRef = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canWatchViewport()) return;
    if (isNearNow(element)) setState((s) => (s.near ? s : { ...s, near: true }));
    return watchNearViewport(element, (change) => {
      if ('near' in change) {
        farRef.current = false;
        setState((s) => (s.near ? s : { ...s, near: true }));
      } else {
        farRef.current = true;
        if (!keepRef.current) setState({ near: false, height: change.height });
      }
    });
  }, [ref]);

  // Kept while far away: drop the content once released rather than on the next scroll.
  useEffect(() => {
    if (keep || !farRef.current || !ref.current) return;
    const height = ref.current.getBoundingClientRect().height;
    setState((s) => (!s.near && s.height === height ? s : { near: false, height }));
  }, [keep, ref]);

  return state;
}
