import { memo, useMemo, useRef, useState, type CSSProperties } from 'react';
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
import { useNearViewport } from './near-viewport';
import { useSortSensors, VERTICAL_ONLY } from './sort-sensors';

const ERROR_STYLE: CSSProperties = { color: '#ff4d4f', fontSize: 12 };
/** Heights of a card's head, its table head and one field row, for placeholders. */
const CARD_HEAD_PX = 40;
const TABLE_HEAD_PX = 23;
const ROW_PX = 37;
/**
 * Field rows are rendered in groups of this many, each group only while it is near the visible
 * area (issue 22: a 30 × 40 design opened in seconds when all 1,200 rows were rendered).
 */
export const ROWS_PER_GROUP = 8;

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

/**
 * One card per module (DES-013..016, DES-101..103): the fields table with drag-sorted rows. A card
 * far from the visible area is a placeholder of its height with the module's name (issue 22: the
 * 30 cards of a big design are not all built when the designer opens).
 */
export const ModuleCard = memo(function ModuleCard(props: ModuleCardProps) {
  const { module, selectedColId } = props;
  const ref = useRef<HTMLDivElement>(null);
  // While a row is dragged nothing of the card is dropped, the dragged row included.
  const [dragging, setDragging] = useState(false);
  // The selected module's card is always built (its settings are being edited, a jump to it
  // must find it).
  const selected = selectedColId !== null;
  const { near, height } = useNearViewport(ref, dragging || selected);
  const shown = near || selected;
  const stopped = module.enableStatus === ENABLE_STATUS.stop;
  return (
    <div
      ref={ref}
      id={`designer-module-${module.modId}`}
      data-testid="module-card"
      data-mod-id={module.modId}
      style={{ marginBottom: 12 }}
    >
      {shown ? (
        <ModuleCardContent {...props} dragging={dragging} setDragging={setDragging} />
      ) : (
        <div
          data-testid="module-card-deferred"
          style={{
            height: height ?? estimatedCardHeight(stopped ? 0 : liveFields(module).length),
            padding: '8px 12px',
            border: '1px solid #f0f0f0',
            borderRadius: 8,
            opacity: stopped ? 0.5 : 1,
            overflow: 'hidden',
          }}
        >
          {moduleListLabel(module)}
        </div>
      )}
    </div>
  );
});

/** A card's height before it was ever built: its head, the table head and the rows. */
function estimatedCardHeight(rows: number): number {
  return rows === 0 ? CARD_HEAD_PX : CARD_HEAD_PX + TABLE_HEAD_PX + rows * ROW_PX;
}

interface ModuleCardContentProps extends ModuleCardProps {
  dragging: boolean;
  setDragging: (dragging: boolean) => void;
}

function ModuleCardContent({
  module,
  selectedColId,
  editable,
  linked,
  dispatch,
  onAddField,
  dragging,
  setDragging,
}: ModuleCardContentProps) {
  const sensors = useSortSensors();
  const fields = liveFields(module);
  // The sortable ids change only when fields are added, removed or moved; typing in a title
  // must not hand SortableContext a new list (that redraws all 40 rows of the card).
  const idKey = fields.map((f) => f.colId).join('\n');
  const sortableIds = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);
  const stopped = module.enableStatus === ENABLE_STATUS.stop;
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(false);
    dispatch({
      type: 'reorderFields',
      modId: module.modId,
      activeId: String(event.active.id),
      overId: event.over ? String(event.over.id) : null,
    });
  };
  const groups: DesignField[][] = [];
  for (let i = 0; i < fields.length; i += ROWS_PER_GROUP) groups.push(fields.slice(i, i + ROWS_PER_GROUP));
  const modName = module.modName || module.modId;

  return (
    <Card
      size="small"
      style={{
        opacity: stopped ? 0.5 : 1,
        borderColor: selectedColId === '' ? '#1677ff' : module.rejectReason ? '#ff4d4f' : undefined,
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
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
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
              {fields.length === 0 ? (
                <tbody>
                  <tr>
                    <td colSpan={6} style={{ padding: 12, color: '#8c8c8c', textAlign: 'center' }}>
                      暂无字段
                    </td>
                  </tr>
                </tbody>
              ) : (
                groups.map((group, i) => (
                  <FieldGroup
                    key={i}
                    fields={group}
                    modId={module.modId}
                    modName={modName}
                    selectedColId={selectedColId}
                    editable={editable}
                    linked={linked}
                    dispatch={dispatch}
                    hold={dragging}
                  />
                ))
              )}
            </table>
          </SortableContext>
        </DndContext>
      )}
    </Card>
  );
}

interface FieldGroupProps {
  fields: DesignField[];
  modId: string;
  modName: string;
  selectedColId: string | null;
  editable: boolean;
  linked: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
  /** Keep rendered rows even when far from the visible area (a drag in this card). */
  hold: boolean;
}

/** The groups are sliced afresh on each render of the card: equal when they hold the same fields. */
function sameGroup(a: FieldGroupProps, b: FieldGroupProps): boolean {
  return (
    a.modId === b.modId &&
    a.modName === b.modName &&
    a.selectedColId === b.selectedColId &&
    a.editable === b.editable &&
    a.linked === b.linked &&
    a.dispatch === b.dispatch &&
    a.hold === b.hold &&
    a.fields.length === b.fields.length &&
    a.fields.every((f, i) => f === b.fields[i])
  );
}

/**
 * A group of field rows as one table body: the rows while it is near the visible area or holds
 * the selected field, else one empty row of the same height (so the scroll height and position
 * stay what they would be).
 */
const FieldGroup = memo(function FieldGroup({
  fields,
  modId,
  modName,
  selectedColId,
  editable,
  linked,
  dispatch,
  hold,
}: FieldGroupProps) {
  const ref = useRef<HTMLTableSectionElement>(null);
  // The selected field's row is always there: highlighted, showing its reject reason, and
  // updated as its settings are typed while the settings panel is scrolled into view.
  const holdsSelected = selectedColId !== null && fields.some((f) => f.colId === selectedColId);
  const { near, height } = useNearViewport(ref, hold || holdsSelected);
  const shown = near || holdsSelected;
  return (
    <tbody ref={ref} data-testid={shown ? undefined : 'field-rows-deferred'}>
      {shown ? (
        fields.map((f) => (
          <FieldRow
            key={f.colId}
            field={f}
            modId={modId}
            modName={modName}
            selected={selectedColId === f.colId}
            editable={editable}
            linked={linked.has(`${modId}/${f.colId}`)}
            dispatch={dispatch}
          />
        ))
      ) : (
        <tr aria-hidden style={{ height: height ?? fields.length * ROW_PX }}>
          <td colSpan={6} style={{ padding: 0 }} />
        </tr>
      )}
    </tbody>
  );
}, sameGroup);

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
  const title = field.cname.trim();
  const canDelete = editable && field.colForm !== COL_FORM.fixed;
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
          <DeleteFieldButton
            title={title}
            modId={modId}
            modName={modName}
            colId={field.colId}
            colName={field.colName}
            linked={linked}
            dispatch={dispatch}
          />
        ) : null}
      </td>
    </tr>
  );
});

interface DeleteFieldButtonProps {
  title: string;
  modId: string;
  modName: string;
  colId: string;
  colName: string;
  linked: boolean;
  dispatch: (action: EditorAction) => void;
}

/**
 * The row's delete button and its confirmation popover (DES-026). The popover is built on the
 * first click only: a Popconfirm in each of the rows on screen made opening the designer slow.
 */
function DeleteFieldButton({
  title,
  modId,
  modName,
  colId,
  colName,
  linked,
  dispatch,
}: DeleteFieldButtonProps) {
  const api = useDesignerApi();
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const [smartRules, setSmartRules] = useState<string[]>([]);
  const [hasResumes, setHasResumes] = useState(false);
  const warnings = deleteWarnings(hasResumes, linked, smartRules);
  // DESERR-012, DESERR-014: whether the tenant holds resumes and the smart-operations rules that
  // use the field, asked when the popover opens.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    api
      .hasResumes()
      .then(setHasResumes)
      .catch(() => setHasResumes(false));
    api
      .relatedRules([{ modName, colName: colName || colId }])
      .then((answer) =>
        setSmartRules(
          [...answer.labelList, ...answer.circulationList, ...answer.scoreList].map((r) => r.name),
        ),
      )
      .catch(() => setSmartRules([]));
  };
  const button = (
    <Button
      type="text"
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={`删除字段 ${title}`}
      onClick={
        armed
          ? undefined
          : () => {
              setArmed(true);
              onOpenChange(true);
            }
      }
    />
  );
  if (!armed) return button;
  return (
    <Popconfirm
      open={open}
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
      onConfirm={() => dispatch({ type: 'deleteField', modId, colId })}
    >
      {button}
    </Popconfirm>
  );
}

/** DESERR-012..014: what deleting the field would also do. */
function deleteWarnings(hasResumes: boolean, linked: boolean, smartRules: readonly string[] = []): string[] {
  const out: string[] = [];
  if (hasResumes) out.push(DESIGN_MESSAGE.deleteFieldHasResumes);
  if (linked) out.push(DESIGN_MESSAGE.deleteFieldHasLinkage);
  if (smartRules.length > 0) out.push(`${DESIGN_MESSAGE.deleteFieldHasSmartRules}${smartRules.join('、')}`);
  return out;
}
