// The design being edited, as a reducer of pure transitions. Every transition replaces only the
// module (and field) it touches, so memoised module cards and field rows of a 30 × 40 design
// re-render only where something changed.
import { DELETE_STATUS } from '@ehire/domain/codes/resume-design';
import type { SaveDesignInput } from '@ehire/domain/contracts/resume-design';
import type { DesignField, DesignModule, ModuleSaveFail } from '@ehire/domain/resume-design/model';
import { stripClientFlags } from '@ehire/domain/resume-design/model';
import {
  deleteField as domainDeleteField,
  deleteModule as domainDeleteModule,
  setModuleEnabled,
} from '@ehire/domain/resume-design/changes';
import {
  applySaveFails,
  firstRejected as domainFirstRejected,
} from '@ehire/domain/resume-design/validate-design';

export interface Selection {
  modId: string;
  /** null: the module itself (Module settings); a colId: that field (Field settings). */
  colId: string | null;
}

export interface EditorState {
  /** Every module, deleted ones included (deleteStatus 1), in listIndex order. */
  modules: DesignModule[];
  selected: Selection | null;
  /** Modules changed since the last load or save. */
  changed: ReadonlySet<string>;
  orderChanged: boolean;
}

export type EditorAction =
  | { type: 'load'; modules: DesignModule[]; select?: Selection | null }
  | { type: 'select'; selection: Selection | null }
  | { type: 'reorderModules'; activeId: string; overId: string | null }
  | { type: 'reorderFields'; modId: string; activeId: string; overId: string | null }
  | { type: 'updateModule'; modId: string; patch: Partial<DesignModule> }
  | { type: 'replaceModule'; module: DesignModule }
  | { type: 'updateField'; modId: string; colId: string; patch: Partial<DesignField> }
  | { type: 'replaceField'; field: DesignField }
  | { type: 'addModule'; module: DesignModule }
  | { type: 'addFields'; modId: string; fields: DesignField[] }
  | { type: 'deleteModule'; modId: string }
  | { type: 'deleteField'; modId: string; colId: string }
  | { type: 'setEnabled'; modId: string; enabled: boolean }
  | { type: 'applySaveFails'; fails: ModuleSaveFail[] }
  | { type: 'saved' };

const byListIndex = <T extends { listIndex: number }>(a: T, b: T) => a.listIndex - b.listIndex;

function inListOrder(items: readonly { listIndex: number }[]): boolean {
  return items.every((item, i) => i === 0 || byListIndex(items[i - 1]!, item) <= 0);
}

export function initialEditorState(modules: DesignModule[] = []): EditorState {
  // A module whose fields are already in order is kept as the same object, so reloading the
  // editor after a save does not redraw the cards that did not change (30 × 40 stays fast).
  const sorted = [...modules]
    .sort(byListIndex)
    .map((m) => (inListOrder(m.ecolumns) ? m : { ...m, ecolumns: [...m.ecolumns].sort(byListIndex) }));
  return {
    modules: sorted,
    selected: null,
    changed: new Set(),
    orderChanged: false,
  };
}

export function isDirty(state: EditorState): boolean {
  return state.changed.size > 0 || state.orderChanged;
}

/** Moves `activeId` to where `overId` is (dnd-kit's arrayMove semantics); unknown ids: no move. */
export function moveId(ids: readonly string[], activeId: string, overId: string | null): string[] {
  const from = ids.indexOf(activeId);
  const to = overId === null ? -1 : ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

function mark(state: EditorState, modId: string): ReadonlySet<string> {
  if (state.changed.has(modId)) return state.changed;
  return new Set([...state.changed, modId]);
}

function mapModule(
  state: EditorState,
  modId: string,
  update: (m: DesignModule) => DesignModule,
): EditorState {
  let touched = false;
  const modules = state.modules.map((m) => {
    if (m.modId !== modId) return m;
    touched = true;
    return update(m);
  });
  return touched ? { ...state, modules, changed: mark(state, modId) } : state;
}

/** Renumbers listIndex of the live items in their current order (deleted ones go last). */
function renumber<T extends { listIndex: number; deleteStatus: number }>(items: T[]): T[] {
  const live = items.filter((x) => x.deleteStatus !== DELETE_STATUS.deleted);
  const gone = items.filter((x) => x.deleteStatus === DELETE_STATUS.deleted);
  return [...live, ...gone].map((x, i) => (x.listIndex === i ? x : { ...x, listIndex: i }));
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Takes the modules a domain rule returned: modules equal to before keep their identity (so
 * their cards do not re-render); the others are marked changed.
 */
function commit(state: EditorState, next: readonly DesignModule[]): EditorState {
  const before = new Map(state.modules.map((m) => [m.modId, m]));
  const changed = new Set(state.changed);
  const modules = next.map((m) => {
    const old = before.get(m.modId);
    if (old && old.ecolumns === m.ecolumns && sameJson({ ...old, ecolumns: null }, { ...m, ecolumns: null }))
      return old;
    changed.add(m.modId);
    return m;
  });
  for (const id of before.keys()) if (!next.some((m) => m.modId === id)) changed.delete(id);
  return { ...state, modules, changed };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load': {
      const next = initialEditorState(action.modules);
      // Reloading the modules the editor already holds (the draft after a save) changes
      // nothing: the same state object spares the whole designer a render.
      if (action.select === undefined && sameItems(next.modules, state.modules) && !isDirty(state))
        return state;
      // Without an explicit selection the current one is kept while it still exists.
      const kept =
        state.selected && next.modules.some((m) => m.modId === state.selected?.modId) ? state.selected : null;
      return { ...next, selected: action.select !== undefined ? action.select : kept };
    }
    case 'select':
      return { ...state, selected: action.selection };
    case 'reorderModules': {
      // DES-007: the order of the list becomes listIndex.
      const live = state.modules.filter((m) => m.deleteStatus !== DELETE_STATUS.deleted);
      const order = moveId(
        live.map((m) => m.modId),
        action.activeId,
        action.overId,
      );
      if (order.every((id, i) => id === live[i]?.modId)) return state;
      const byId = new Map(state.modules.map((m) => [m.modId, m]));
      const gone = state.modules.filter((m) => m.deleteStatus === DELETE_STATUS.deleted);
      const modules = renumber([...order.map((id) => byId.get(id)!), ...gone]);
      return { ...state, modules, orderChanged: true };
    }
    case 'reorderFields':
      // DES-016: within one module, the order of the table becomes listIndex.
      return mapModule(state, action.modId, (m) => {
        const live = m.ecolumns.filter((c) => c.deleteStatus !== DELETE_STATUS.deleted);
        const order = moveId(
          live.map((c) => c.colId),
          action.activeId,
          action.overId,
        );
        if (order.every((id, i) => id === live[i]?.colId)) return m;
        const byId = new Map(m.ecolumns.map((c) => [c.colId, c]));
        const gone = m.ecolumns.filter((c) => c.deleteStatus === DELETE_STATUS.deleted);
        return { ...m, ecolumns: renumber([...order.map((id) => byId.get(id)!), ...gone]) };
      });
    case 'updateModule':
      return mapModule(state, action.modId, (m) => ({ ...m, ...action.patch }));
    case 'replaceModule':
      return mapModule(state, action.module.modId, () => action.module);
    case 'updateField':
      return mapModule(state, action.modId, (m) => ({
        ...m,
        ecolumns: m.ecolumns.map((c) => (c.colId === action.colId ? { ...c, ...action.patch } : c)),
      }));
    case 'replaceField':
      return mapModule(state, action.field.modId, (m) => ({
        ...m,
        ecolumns: m.ecolumns.map((c) => (c.colId === action.field.colId ? action.field : c)),
      }));
    case 'addModule': {
      const modules = renumber([...state.modules, action.module]);
      return {
        ...state,
        modules,
        changed: mark(state, action.module.modId),
        orderChanged: true,
        selected: { modId: action.module.modId, colId: null },
      };
    }
    case 'addFields': {
      if (action.fields.length === 0) return state;
      const next = mapModule(state, action.modId, (m) => ({
        ...m,
        // DES-123: a new field clears the module's empty-module rejection.
        rejectReason: '',
        ecolumns: renumber([...m.ecolumns, ...action.fields.map((f) => ({ ...f, modId: m.modId }))]),
      }));
      return { ...next, selected: { modId: action.modId, colId: action.fields[0]!.colId } };
    }
    case 'deleteModule': {
      // DES-038, DES-107, DES-111: the domain rule (custom forms only; rules forget the module).
      const next = domainDeleteModule(state.modules, action.modId);
      if (!next) return state;
      const selected = state.selected?.modId === action.modId ? null : state.selected;
      return { ...commit(state, renumber(next)), orderChanged: true, selected };
    }
    case 'deleteField': {
      // DES-038, DES-119..122: the domain rule (published → deleteStatus 1; rules forget it).
      const next = commit(state, domainDeleteField(state.modules, action.modId, action.colId));
      const modules = next.modules.map((m) =>
        m.modId === action.modId ? { ...m, ecolumns: renumber(m.ecolumns) } : m,
      );
      const selected =
        state.selected?.modId === action.modId && state.selected.colId === action.colId
          ? { modId: action.modId, colId: null }
          : state.selected;
      return { ...next, modules, selected };
    }
    case 'setEnabled': {
      // DES-101..108: disabling clears the module's display-rule linkage.
      const next = setModuleEnabled(state.modules, action.modId, action.enabled);
      return next ? commit(state, next) : state;
    }
    case 'applySaveFails': {
      // DESVAL-035/036: each failed module and field gets its message as rejectReason.
      const modules = applySaveFails(state.modules, action.fails);
      return { ...state, modules, selected: firstRejected(modules) ?? state.selected };
    }
    case 'saved': {
      // Deleted items are gone for good once the server has them.
      const modules = state.modules
        .filter((m) => m.deleteStatus !== DELETE_STATUS.deleted)
        .map((m) =>
          m.ecolumns.some((c) => c.deleteStatus === DELETE_STATUS.deleted)
            ? { ...m, ecolumns: m.ecolumns.filter((c) => c.deleteStatus !== DELETE_STATUS.deleted) }
            : m,
        );
      return { ...initialEditorState(modules), selected: state.selected };
    }
    default:
      return state;
  }
}

/** DES-094: the first rejected module or field, in screen order. */
export function firstRejected(modules: readonly DesignModule[]): Selection | null {
  return domainFirstRejected(modules);
}

/** The save / submit payload: the changed modules (DES-038, DES-051) and the order if it moved. */
export function savePayload(
  state: EditorState,
  taskId: string,
  revision: number,
  logInfo: SaveDesignInput['logInfo'] = [],
): SaveDesignInput {
  const emodules = state.modules
    .filter((m) => state.changed.has(m.modId))
    .map((m) => ({
      ...m,
      ecolumns: m.ecolumns.map((c) => stripClientFlags(c)),
    }));
  const out: SaveDesignInput = { taskId, revision, emodules, logInfo };
  if (state.orderChanged) {
    out.moduleOrder = state.modules
      .filter((m) => m.deleteStatus !== DELETE_STATUS.deleted)
      .map((m) => m.modId);
  }
  return out;
}
