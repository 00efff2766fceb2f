import type { CSSProperties, ReactNode } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * A row of a list sorted by dragging its handle (调整职位排序, the flow's steps): the row's ref and
 * style (lifted while dragged) and the handle, a button named 拖动排序 <name> so that keyboard and
 * screen-reader users can sort too.
 */
export function useSortableRow(id: string, disabled: boolean, layout: CSSProperties = {}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    padding: '10px 12px',
    marginBottom: 8,
    background: isDragging ? '#e6f4ff' : '#fff',
    border: '1px solid #f0f0f0',
    borderRadius: 6,
    boxShadow: isDragging ? '0 4px 12px rgba(0,0,0,0.12)' : undefined,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    ...layout,
  };
  const handle = (name: string): ReactNode => (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`拖动排序 ${name}`}
      disabled={disabled}
      style={{
        cursor: disabled ? 'not-allowed' : 'grab',
        border: 'none',
        background: 'transparent',
        fontSize: 16,
        color: '#8c8c8c',
        padding: 4,
      }}
    >
      <HolderOutlined />
    </button>
  );
  return { setNodeRef, style, handle };
}
