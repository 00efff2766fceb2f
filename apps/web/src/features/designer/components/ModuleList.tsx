import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from 'antd';
import { HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ENABLE_STATUS } from '@ehire/domain/codes/resume-design';
import { moduleListLabel, UNNAMED_MODULE, type DesignModule } from '@ehire/domain/resume-design/model';
import { clampPanelWidth } from '../state/panel-width';
import { useSortSensors, VERTICAL_ONLY } from './sort-sensors';

export interface ModuleListProps {
  modules: DesignModule[];
  selectedModId: string | null;
  editable: boolean;
  width: number;
  onWidthChange: (width: number, done: boolean) => void;
  onSelect: (modId: string) => void;
  onReorder: (activeId: string, overId: string | null) => void;
  onAdd: () => void;
}

/**
 * The left column (DES-006..011): modules in order, drag to reorder, the resizable edge. Memoised:
 * a keystroke in another part of the designer does not re-render it.
 */
export const ModuleList = memo(function ModuleList({
  modules,
  selectedModId,
  editable,
  width,
  onWidthChange,
  onSelect,
  onReorder,
  onAdd,
}: ModuleListProps) {
  const sensors = useSortSensors();
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onDragEnd = (event: DragEndEvent) =>
    onReorder(String(event.active.id), event.over ? String(event.over.id) : null);

  // DES-010/011: drag the right edge; the width stops at 200 and 400.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, startWidth: width };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onWidthChange(clampPanelWidth(drag.current.startWidth + event.clientX - drag.current.startX), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onWidthChange(clampPanelWidth(drag.current.startWidth + event.clientX - drag.current.startX), true);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -10 : event.key === 'ArrowRight' ? 10 : 0;
    if (step) {
      event.preventDefault();
      onWidthChange(clampPanelWidth(width + step), true);
    }
  };

  // New only when modules are added, removed or moved, not on every edit of a module.
  const idKey = modules.map((m) => m.modId).join('\n');
  const sortableIds = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);

  return (
    <aside
      data-testid="module-list"
      style={{
        width,
        flex: `0 0 ${width}px`,
        position: 'relative',
        borderRight: '1px solid #f0f0f0',
        paddingRight: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      <strong>简历模块</strong>
      <DndContext
        id="designer-module-list"
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={VERTICAL_ONLY}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={sortableIds} strategy={verticalListSortingStrategy} disabled={!editable}>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {modules.map((m) => (
              <ModuleListItem
                key={m.modId}
                module={m}
                selected={m.modId === selectedModId}
                editable={editable}
                onSelect={onSelect}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {editable ? (
        <Button icon={<PlusOutlined />} onClick={onAdd} block>
          添加模块
        </Button>
      ) : null}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="调整模块栏宽度"
        aria-valuemin={200}
        aria-valuemax={400}
        aria-valuenow={width}
        tabIndex={0}
        data-testid="module-list-resizer"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
        style={{ position: 'absolute', top: 0, right: -4, width: 8, height: '100%', cursor: 'col-resize' }}
      />
    </aside>
  );
});

interface ModuleListItemProps {
  module: DesignModule;
  selected: boolean;
  editable: boolean;
  onSelect: (modId: string) => void;
}

const ModuleListItem = memo(function ModuleListItem({
  module,
  selected,
  editable,
  onSelect,
}: ModuleListItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: module.modId, disabled: !editable });
  const label = moduleListLabel(module);
  const stopped = module.enableStatus === ENABLE_STATUS.stop;
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    padding: '6px 8px',
    marginBottom: 4,
    borderRadius: 4,
    cursor: 'pointer',
    background: isDragging ? '#e6f4ff' : selected ? '#f0f5ff' : undefined,
    color: module.rejectReason ? '#ff4d4f' : stopped ? '#bfbfbf' : undefined,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="module-list-item"
      data-mod-id={module.modId}
      onClick={() => onSelect(module.modId)}
    >
      {editable ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`拖动排序 ${label}`}
          style={{ cursor: 'grab', border: 'none', background: 'transparent', color: '#8c8c8c', padding: 0 }}
        >
          <HolderOutlined />
        </button>
      ) : null}
      <span
        style={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontStyle: label === UNNAMED_MODULE ? 'italic' : undefined,
        }}
      >
        {label}
      </span>
    </li>
  );
});
