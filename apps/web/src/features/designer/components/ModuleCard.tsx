import { memo, useMemo, useState, type CSSProperties } from 'react';
import { Button, Card, Popconfirm, Space, Tag } from 'antd';
import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { COL_FORM, ENABLE_STATUS, INPUT_TYPE_LABEL, MOD_TYPE_LABEL } from '@ehire/domain/codes/resume-design';
import { DESIGN_MESSAGE } from '@ehire/domain/resume-design/messages';
import {
  liveFields,
  moduleListLabel,
  type DesignField,
  type DesignModule,
} from '@ehire/domain/resume-design/model';
import { useDesignerApi } from '../api/designer-api';
import type { EditorAction } from '../state/editor-reducer';
import { useSortSensors, VERTICAL_ONLY } from './sort-sensors';

const ERROR_STYLE: CSSProperties = { color: '#ff4d4f', fontSize: 12 };
/** Approximate heights of a card's head and of one table row, for containIntrinsicSize. */
const CARD_HEAD_PX = 64;
const ROW_PX = 36;

export interface ModuleCardProps {
  module: DesignModule;
  /** The module's selected field, or '' when the module itself is selected, null otherwise. */
  selectedColId: string | null;
  editable: boolean;
  /** Fields used by display rules, as `modId/colId` (DESERR-013). */
  linked: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
  onAddField: (modId: string) => void;
}

/** One card per module (DES-013..016, DES-101..103): the fields table with drag-sorted rows. */
export const ModuleCard = memo(function ModuleCard({
  module,
  selectedColId,
  editable,
  linked,
  dispatch,
  onAddField,
}: ModuleCardProps) {
  const sensors = useSortSensors();
  const fields = liveFields(module);
  // The sortable ids change only when fields are added, removed or moved; typing in a title
  // must not hand SortableContext a new list (that redraws all 40 rows of the card).
  const idKey = fields.map((f) => f.colId).join('\n');
  const sortableIds = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);
  const stopped = module.enableStatus === ENABLE_STATUS.stop;
  const onDragEnd = (event: DragEndEvent) =>
    dispatch({
      type: 'reorderFields',
      modId: module.modId,
      activeId: String(event.active.id),
      overId: event.over ? String(event.over.id) : null,
    });

  return (
    <Card
      id={`designer-module-${module.modId}`}
      data-testid="module-card"
      data-mod-id={module.modId}
      size="small"
      style={{
        marginBottom: 12,
        opacity: stopped ? 0.5 : 1,
        borderColor: selectedColId === '' ? '#1677ff' : module.rejectReason ? '#ff4d4f' : undefined,
        // Off-screen cards skip style, layout and paint (30 × 40 rows make every frame of a
        // keystroke lay out the whole page otherwise); the rows stay in the DOM. The size
        // estimate holds the scroll height until a card has been rendered once ('auto').
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${stopped ? CARD_HEAD_PX : CARD_HEAD_PX + (fields.length + 1) * ROW_PX}px`,
      }}
      title={
        <div
          onClick={() => dispatch({ type: 'select', selection: { modId: module.modId, colId: null } })}
          style={{ cursor: 'pointer' }}
        >
          <Space size={6}>
            <span>{moduleListLabel(module)}</span>
            <Tag>{MOD_TYPE_LABEL[module.modType]}</Tag>
            {stopped ? <Tag color="default">已停用</Tag> : null}
          </Space>
          {module.rejectReason ? (
            <div style={ERROR_STYLE} data-testid="module-reject-reason">
              {module.rejectReason}
            </div>
          ) : null}
        </div>
      }
      extra={
        editable && !stopped ? (
          // DES-103: no fields can be added to a stopped module.
          <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => onAddField(module.modId)}>
            添加字段
          </Button>
        ) : null
      }
      styles={{ body: stopped ? { display: 'none' } : { padding: 0 } }}
    >
      {stopped ? null : (
        <DndContext
          id={`designer-fields-${module.modId}`}
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={VERTICAL_ONLY}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={sortableIds} strategy={verticalListSortingStrategy} disabled={!editable}>
            <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
              <thead>
                <tr style={{ background: '#fafafa', textAlign: 'left' }}>
                  <th style={{ width: 36 }} aria-label="排序" />
                  <th>中文标题</th>
                  <th>英文标题</th>
                  <th style={{ width: 72 }}>是否必填</th>
                  <th style={{ width: 96 }}>字段类型</th>
                  <th style={{ width: 48 }} aria-label="删除" />
                </tr>
              </thead>
              <tbody>
                {fields.length === 0 ? (
                  <tr>
                    <td colSpan={6} style={{ padding: 12, color: '#8c8c8c', textAlign: 'center' }}>
                      暂无字段
                    </td>
                  </tr>
                ) : (
                  fields.map((f) => (
                    <FieldRow
                      key={f.colId}
                      field={f}
                      modId={module.modId}
                      modName={module.modName || module.modId}
                      selected={selectedColId === f.colId}
                      editable={editable}
                      linked={linked.has(`${module.modId}/${f.colId}`)}
                      dispatch={dispatch}
                    />
                  ))
                )}
              </tbody>
            </table>
          </SortableContext>
        </DndContext>
      )}
    </Card>
  );
});

interface FieldRowProps {
  field: DesignField;
  /** Strings, not the module: a row re-renders only when its own field changes. */
  modId: string;
  modName: string;
  selected: boolean;
  editable: boolean;
  linked: boolean;
  dispatch: (action: EditorAction) => void;
}

const FieldRow = memo(function FieldRow({
  field,
  modId,
  modName,
  selected,
  editable,
  linked,
  dispatch,
}: FieldRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field.colId, disabled: !editable });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    background: isDragging ? '#e6f4ff' : selected ? '#f0f5ff' : undefined,
    borderTop: '1px solid #f0f0f0',
    cursor: 'pointer',
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const api = useDesignerApi();
  const [smartRules, setSmartRules] = useState<string[]>([]);
  const [hasResumes, setHasResumes] = useState(false);
  const title = field.cname.trim();
  const canDelete = editable && field.colForm !== COL_FORM.fixed;
  const warnings = deleteWarnings(hasResumes, linked, smartRules);
  // DESERR-012, DESERR-014: whether the tenant holds resumes and the smart-operations rules that
  // use the field, asked when the popover opens.
  const onOpenChange = (open: boolean) => {
    if (!open) return;
    api
      .hasResumes()
      .then(setHasResumes)
      .catch(() => setHasResumes(false));
    api
      .relatedRules([{ modName, colName: field.colName || field.colId }])
      .then((answer) =>
        setSmartRules(
          [...answer.labelList, ...answer.circulationList, ...answer.scoreList].map((r) => r.name),
        ),
      )
      .catch(() => setSmartRules([]));
  };
  return (
    <tr
      ref={setNodeRef}
      style={style}
      data-testid="field-row"
      data-col-id={field.colId}
      onClick={() => dispatch({ type: 'select', selection: { modId, colId: field.colId } })}
    >
      <td style={{ padding: '6px 8px' }}>
        {editable ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`拖动排序 ${title}`}
            style={{
              cursor: 'grab',
              border: 'none',
              background: 'transparent',
              color: '#8c8c8c',
              padding: 0,
            }}
          >
            <HolderOutlined />
          </button>
        ) : null}
      </td>
      <td style={{ padding: '6px 8px' }}>
        <span style={field.rejectReason ? { color: '#ff4d4f' } : undefined}>{title || '—'}</span>
        {field.rejectReason ? (
          <div style={ERROR_STYLE} data-testid="field-reject-reason">
            {field.rejectReason}
          </div>
        ) : null}
      </td>
      <td style={{ padding: '6px 8px' }}>{field.ename || '—'}</td>
      <td style={{ padding: '6px 8px' }}>{field.isMustUsed === 1 ? '是' : '否'}</td>
      <td style={{ padding: '6px 8px' }}>{INPUT_TYPE_LABEL[field.inputType]}</td>
      <td style={{ padding: '6px 8px' }} onClick={(event) => event.stopPropagation()}>
        {canDelete ? (
          <Popconfirm
            title={DESIGN_MESSAGE.deleteFieldConfirm}
            description={
              warnings.length ? (
                <div data-testid="delete-field-warnings" style={{ maxWidth: 280 }}>
                  {warnings.map((w) => (
                    <div key={w}>{w}</div>
                  ))}
                </div>
              ) : undefined
            }
            okText="确定"
            cancelText="取消"
            onOpenChange={onOpenChange}
            onConfirm={() => dispatch({ type: 'deleteField', modId, colId: field.colId })}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除字段 ${title}`}
            />
          </Popconfirm>
        ) : null}
      </td>
    </tr>
  );
});

/** DESERR-012..014: what deleting the field would also do. */
export function deleteWarnings(
  hasResumes: boolean,
  linked: boolean,
  smartRules: readonly string[] = [],
): string[] {
  const out: string[] = [];
  if (hasResumes) out.push(DESIGN_MESSAGE.deleteFieldHasResumes);
  if (linked) out.push(DESIGN_MESSAGE.deleteFieldHasLinkage);
  if (smartRules.length > 0) out.push(`${DESIGN_MESSAGE.deleteFieldHasSmartRules}${smartRules.join('、')}`);
  return out;
}
