import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Empty, Spin } from 'antd';
import { fieldKey } from '@ehire/domain/conditions/ast';
import type { DesignModule, RemainingCounts } from '@ehire/domain/resume-design/model';
import { liveModules } from '@ehire/domain/resume-design/model';
import { usePlatform } from '../../../platform/PlatformContext';
import type { EditorAction, EditorState } from '../state/editor-reducer';
import { readPanelWidth, writePanelWidth } from '../state/panel-width';
import { ModuleCard } from './ModuleCard';
import { ModuleList } from './ModuleList';
import { preloadable } from './preloadable';

// Fetched once the first screen is up (issue 22): not needed to show a design.
const FieldSettingsPanel = preloadable(() =>
  import('./FieldSettingsPanel').then((m) => m.FieldSettingsPanel),
);
const ModuleSettingsPanel = preloadable(() =>
  import('./ModuleSettingsPanel').then((m) => m.ModuleSettingsPanel),
);
const AddModuleDialog = preloadable(() => import('./AddModuleDialog').then((m) => m.AddModuleDialog));
const AddFieldDialog = preloadable(() => import('./AddFieldDialog').then((m) => m.AddFieldDialog));

/** Fetches the settings panels and dialogs (the designer does it after its first screen). */
export function preloadDesignerParts(): Promise<unknown> {
  return Promise.all([
    FieldSettingsPanel.preload(),
    ModuleSettingsPanel.preload(),
    AddModuleDialog.preload(),
    AddFieldDialog.preload(),
  ]);
}

const PRELOAD_AFTER_MS = 1500;

const PANEL_LOADING = (
  <div style={{ textAlign: 'center', padding: 24 }}>
    <Spin />
  </div>
);

export interface DesignerWorkspaceProps {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  editable: boolean;
  oprid: string;
  /** The draft task the common-field catalogue is checked against (edit version). */
  taskId?: string;
  remaining: RemainingCounts;
}

/** Every field used by a display rule (condition or target), as `modId/colId`. */
function linkedKeys(modules: readonly DesignModule[]): string {
  const keys = new Set<string>();
  for (const m of modules) {
    for (const rule of [...m.emodulesShowSets, ...m.ecolumnsShowSets]) {
      for (const c of rule.conditions) keys.add(`${c.field[0]}/${c.field[1]}`);
    }
    for (const rule of m.ecolumnsShowSets) for (const t of rule.target ?? []) keys.add(`${m.modId}/${t}`);
  }
  return [...keys].sort().join('|');
}

/**
 * The live modules, as the same array while they are the same objects: a save or a reload that
 * changes nothing on screen then re-renders neither the module list nor the settings panel.
 */
function useLiveModules(all: DesignModule[]): DesignModule[] {
  const last = useRef<DesignModule[]>([]);
  return useMemo(() => {
    const next = liveModules(all);
    const prev = last.current;
    if (next.length === prev.length && next.every((m, i) => m === prev[i])) return prev;
    last.current = next;
    return next;
  }, [all]);
}

/** The three columns of the designer (D2 §2): module list, module cards, settings. */
export function DesignerWorkspace({
  state,
  dispatch,
  editable,
  oprid,
  taskId,
  remaining,
}: DesignerWorkspaceProps) {
  const { storage } = usePlatform();
  const [width, setWidth] = useState(() => readPanelWidth(storage.local, oprid));
  const [addingModule, setAddingModule] = useState(false);
  const [moduleDialogUsed, setModuleDialogUsed] = useState(false);
  const [addingFieldTo, setAddingFieldTo] = useState<string | null>(null);

  useEffect(() => setWidth(readPanelWidth(storage.local, oprid)), [storage, oprid]);
  // The panels and dialogs are fetched at the recruiter's first move over the designer, or once
  // the first screen has settled, not while it is being built. A failure shows when the part is
  // opened (the route's error page, as for any chunk that cannot be loaded).
  const preloading = useRef(false);
  const preload = useCallback(() => {
    if (preloading.current) return;
    preloading.current = true;
    preloadDesignerParts().catch(() => (preloading.current = false));
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(preload, PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [preload]);

  const modules = useLiveModules(state.modules);
  // A stable set while the linkage is the same, so memoised cards are not re-rendered.
  const linkKey = linkedKeys(modules);
  const linked = useMemo(() => new Set(linkKey ? linkKey.split('|') : []), [linkKey]);

  const onWidthChange = useCallback(
    (next: number, done: boolean) => setWidth(done ? writePanelWidth(storage.local, oprid, next) : next),
    [storage, oprid],
  );
  const onSelectModule = useCallback(
    (modId: string) => {
      dispatch({ type: 'select', selection: { modId, colId: null } });
      document.getElementById(`designer-module-${modId}`)?.scrollIntoView?.({ block: 'start' });
    },
    [dispatch],
  );
  const onReorderModules = useCallback(
    (activeId: string, overId: string | null) => dispatch({ type: 'reorderModules', activeId, overId }),
    [dispatch],
  );
  const onAddModule = useCallback(() => {
    setModuleDialogUsed(true);
    setAddingModule(true);
  }, []);

  const selected = state.selected;
  const selectedModule = selected ? modules.find((m) => m.modId === selected.modId) : undefined;
  const selectedField =
    selectedModule && selected?.colId
      ? selectedModule.ecolumns.find((c) => c.colId === selected.colId && c.deleteStatus !== 1)
      : undefined;

  // Scroll the selection into view (DES-094 / DESVAL-022 jump to the first rejected item).
  useEffect(() => {
    if (!selected) return;
    document.getElementById(`designer-module-${selected.modId}`)?.scrollIntoView?.({ block: 'start' });
  }, [selected]);

  // Modules added in this session count against the allowance the server returned (DESVAL-030).
  const added = state.modules.filter(
    (m) => m.isPublished === 0 && m.deleteStatus !== 1 && state.changed.has(m.modId),
  );
  const left: RemainingCounts = {
    single: remaining.single - added.filter((m) => m.modType === 1).length,
    multi: remaining.multi - added.filter((m) => m.modType !== 1).length,
  };
  const addFieldModule = addingFieldTo ? modules.find((m) => m.modId === addingFieldTo) : undefined;

  return (
    <div
      style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}
      data-testid="designer-workspace"
      onPointerOver={preload}
      onFocusCapture={preload}
    >
      <ModuleList
        modules={modules}
        selectedModId={selected?.modId ?? null}
        editable={editable}
        width={width}
        onWidthChange={onWidthChange}
        onSelect={onSelectModule}
        onReorder={onReorderModules}
        onAdd={onAddModule}
      />
      <section style={{ flex: 1, minWidth: 0 }} data-testid="module-cards">
        {modules.length === 0 ? <Empty description="暂无模块" /> : null}
        {modules.map((m) => (
          <ModuleCard
            key={m.modId}
            module={m}
            selectedColId={selected?.modId === m.modId ? (selected.colId ?? '') : null}
            editable={editable}
            linked={linked}
            dispatch={dispatch}
            onAddField={setAddingFieldTo}
          />
        ))}
      </section>
      <aside style={{ width: 340, flex: '0 0 340px' }} data-testid="settings-panel">
        <Suspense fallback={PANEL_LOADING}>
          {/* DES-017: either the module or the field settings, never both. */}
          {selectedField && selectedModule ? (
            <FieldSettingsPanel
              key={fieldKey([selectedModule.modId, selectedField.colId])}
              module={selectedModule}
              field={selectedField}
              modules={modules}
              editable={editable}
              dispatch={dispatch}
            />
          ) : selectedModule ? (
            <ModuleSettingsPanel
              key={selectedModule.modId}
              module={selectedModule}
              modules={modules}
              editable={editable}
              linked={linked}
              dispatch={dispatch}
            />
          ) : (
            <Empty description="选择模块或字段查看设置" />
          )}
        </Suspense>
      </aside>
      {/* Built on first use, then kept (its closing animation). */}
      {moduleDialogUsed ? (
        <Suspense fallback={null}>
          <AddModuleDialog
            open={addingModule}
            modules={state.modules}
            remaining={left}
            onClose={() => setAddingModule(false)}
            onAdd={(module) => {
              dispatch({ type: 'addModule', module });
              setAddingModule(false);
            }}
          />
        </Suspense>
      ) : null}
      {addFieldModule ? (
        <Suspense fallback={null}>
          <AddFieldDialog
            module={addFieldModule}
            taskId={taskId}
            onClose={() => setAddingFieldTo(null)}
            onAdd={(fields) => {
              dispatch({ type: 'addFields', modId: addFieldModule.modId, fields });
              setAddingFieldTo(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
