// The differences of a draft against the online design, for the provider's review (issue 4 §3):
// modules and fields added, removed (deleted) or changed, with the changed attribute names.
import { liveFields, liveModules, type DesignField, type DesignModule } from './model';

export interface DesignDiff {
  kind:
    'module-added' | 'module-removed' | 'module-changed' | 'field-added' | 'field-removed' | 'field-changed';
  modId: string;
  colId: string | null;
  title: string;
  attributes: string[];
}

/** Attributes that only track the workflow, never a design change. */
const IGNORED = new Set([
  'status',
  'rejectReason',
  'isPublished',
  'ecolumns',
  'remainCounts',
  'deleteStatus',
]);

function changedAttributes(a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: string[] = [];
  for (const k of keys) {
    if (IGNORED.has(k)) continue;
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (JSON.stringify(x ?? null) !== JSON.stringify(y ?? null)) out.push(k);
  }
  return out.sort();
}

export function diffDesigns(online: readonly DesignModule[], draft: readonly DesignModule[]): DesignDiff[] {
  const out: DesignDiff[] = [];
  const before = new Map(liveModules(online).map((m) => [m.modId, m]));
  const after = liveModules(draft);
  const afterIds = new Set(after.map((m) => m.modId));
  for (const m of after) {
    const old = before.get(m.modId);
    if (!old) {
      out.push({ kind: 'module-added', modId: m.modId, colId: null, title: m.cname, attributes: [] });
      for (const f of liveFields(m))
        out.push({ kind: 'field-added', modId: m.modId, colId: f.colId, title: f.cname, attributes: [] });
      continue;
    }
    const attrs = changedAttributes(old, m);
    if (attrs.length > 0)
      out.push({ kind: 'module-changed', modId: m.modId, colId: null, title: m.cname, attributes: attrs });
    const oldFields = new Map<string, DesignField>(liveFields(old).map((f) => [f.colId, f]));
    const newFields = liveFields(m);
    for (const f of newFields) {
      const of = oldFields.get(f.colId);
      if (!of)
        out.push({ kind: 'field-added', modId: m.modId, colId: f.colId, title: f.cname, attributes: [] });
      else {
        const fa = changedAttributes(of, f);
        if (fa.length > 0)
          out.push({ kind: 'field-changed', modId: m.modId, colId: f.colId, title: f.cname, attributes: fa });
      }
    }
    const kept = new Set(newFields.map((f) => f.colId));
    for (const of of oldFields.values())
      if (!kept.has(of.colId))
        out.push({ kind: 'field-removed', modId: m.modId, colId: of.colId, title: of.cname, attributes: [] });
  }
  for (const old of before.values())
    if (!afterIds.has(old.modId))
      out.push({ kind: 'module-removed', modId: old.modId, colId: null, title: old.cname, attributes: [] });
  return out;
}
