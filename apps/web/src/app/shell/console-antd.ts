import { loadAntdScope } from '../routing/console-shell';
import { useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

// One antd scope for the console's pages (issue 13 §4). The shell and the workbench are plain;
// the first page that draws antd loads AntdScope, and from then on the shell keeps it mounted
// around its pages, so antd's App (its messages, e.g. a save's 保存成功 shown as the page moves
// on) lives across navigations as it did when the scope wrapped the whole shell.

type Scope = ComponentType<{ children: ReactNode }>;

let scope: Scope | null = null;
const listeners = new Set<() => void>();

/** Loads the antd providers (once); a console route that draws antd awaits it with its page. */
export async function loadConsoleAntd(): Promise<void> {
  if (scope) return;
  const { AntdScope } = await loadAntdScope();
  scope = AntdScope;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The antd providers once loaded, else null (the shell then renders its page bare). The scope is
 * taken up when the page changes (`pathname`), never under a page already shown: wrapping a
 * mounted page would remount it (the plain workbench, refetching everything, while the next
 * antd page's code is still loading).
 */
export function useConsoleAntd(pathname: string): Scope | null {
  const loaded = useSyncExternalStore(subscribe, () => scope);
  const [shown, setShown] = useState({ pathname, scope: loaded });
  if (shown.pathname !== pathname) {
    const next = { pathname, scope: loaded };
    setShown(next);
    return next.scope;
  }
  return shown.scope;
}
