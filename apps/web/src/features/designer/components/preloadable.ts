import { createElement, lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A part of the designer fetched after the first screen (issue 22: the settings panels and the
 * dialogs, with the form, table, cascader and date-picker code they bring, are half of the
 * designer's code and none of its first screen). `preload()` fetches it; rendered before that, it
 * suspends (a Suspense boundary shows its fallback); rendered after, it renders at once.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (a deployment replaced the chunk, a lost connection) is tried again
        // next time instead of being remembered.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Fixed for the instance: switching from the lazy wrapper to the component itself would
    // remount it and lose its state.
    const [direct] = useState(() => loaded !== null);
    return direct && loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Part, { preload });
}
