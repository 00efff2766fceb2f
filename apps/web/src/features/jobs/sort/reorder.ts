import { arrayMove } from '@dnd-kit/sortable';

/** The order after dropping `activeId` on `overId` (dnd-kit's drag end); unchanged when either is unknown. */
export function reorder(ids: readonly string[], activeId: string, overId: string | null): string[] {
  const from = ids.indexOf(activeId);
  const to = overId === null ? -1 : ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

/**
 * The local order laid over the server's list: ids the server no longer has are dropped and
 * new ones appended, so a refetch during editing never loses a job nor shows a stale one.
 */
export function reconcileOrder(local: readonly string[] | null, server: readonly string[]): string[] {
  if (!local) return [...server];
  const known = new Set(server);
  const kept = local.filter((id) => known.has(id));
  const keptSet = new Set(kept);
  return [...kept, ...server.filter((id) => !keptSet.has(id))];
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
