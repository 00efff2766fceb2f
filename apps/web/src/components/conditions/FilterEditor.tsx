// The talent-list filter editor (D1 §3-§5, COND-016..035): condition groups built with the shared
// ConditionEditor, so every row behaves as in the 显示规则 dialog (operator required, value
// required, reset on operator switch, empty check 是/否, inclusive ranges, Enter-committed lists,
// date ranges with 至, section rules, 9 entries per group, 200 ms debounce, 暂无结果, 192 / 442 px).
// 确定 validates the whole filter against the field catalogue and, only when it is valid, asks
// 是否应用到全局 (COND-035) before emitting the filter as a condition AST.
import { useState } from 'react';
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CONDITION_MESSAGE,
  RuleNodeSchema,
  canAddEntry,
  lookupField,
  validateRule,
  type Condition,
  type ConditionDraft,
  type FieldCatalog,
  type GroupDraft,
  type OptionNode,
} from '@ehire/domain/conditions/index';
import { ApplyGlobalPopconfirm } from './ApplyGlobalPopconfirm';
import { ConditionEditor, emptyCondition } from './ConditionEditor';

type GroupOp = 'all' | 'any';

/** A group of the filter: conditions only. */
interface FilterConditionGroup {
  kind: 'group';
  id?: string;
  op: GroupOp;
  children: Condition[];
}

/**
 * A filter as the editor reads and emits it: a group whose children are conditions or groups of
 * conditions (two levels, which the talent list's SQL and closure backends both take as is).
 */
export interface FilterRule {
  kind: 'group';
  id?: string;
  op: GroupOp;
  children: (Condition | FilterConditionGroup)[];
}

interface FilterConfirmScope {
  /** 应用: the filter becomes the global filter; 不应用: it applies to the current list only. */
  global: boolean;
}

export interface FilterEditorProps {
  /** The field option tree offered by each row's cascader. */
  options: OptionNode[];
  /** The fields behind the tree's leaves, by fieldKey(path): types and value options. */
  fields: FieldCatalog;
  /** The current filter, echoed when the editor mounts (remount with a new key to re-echo). */
  value?: FilterRule | null;
  /** A valid filter and the user's 是否应用到全局 answer. An empty filter has no children. */
  onConfirm?: (filter: FilterRule, scope: FilterConfirmScope) => void;
  /** 重置 was pressed: the editor is cleared (nothing is emitted until 确定). */
  onReset?: () => void;
  /** Read-only: inputs disabled, no add / delete icons and no buttons. */
  readOnly?: boolean;
  /** false: 确定 emits at once, for a list that has no global filter (公共人才库). Default true. */
  askGlobal?: boolean;
}

const GROUP_OP_OPTIONS: { value: GroupOp; label: string }[] = [
  { value: 'all', label: '满足全部条件' },
  { value: 'any', label: '满足任一条件' },
];

const ROOT_OP_OPTIONS: { value: GroupOp; label: string }[] = [
  { value: 'all', label: '满足全部条件组' },
  { value: 'any', label: '满足任一条件组' },
];

interface EditorState {
  op: GroupOp;
  groups: GroupDraft[];
}

let nextGroupId = 0;
const newGroupId = () => `filter-group-${++nextGroupId}`;

function emptyGroup(): GroupDraft {
  return { kind: 'group', id: newGroupId(), op: 'all', children: [emptyCondition()] };
}

/**
 * The filter as editor groups. Consecutive conditions directly under the root become one group
 * with the root's combinator, which selects exactly the same rows: all(a, b, G) = all(all(a, b), G)
 * and any(a, b, G) = any(any(a, b), G).
 */
export function filterToGroups(filter: FilterRule | null | undefined): EditorState {
  if (!filter || filter.children.length === 0) return { op: 'all', groups: [emptyGroup()] };
  const groups: GroupDraft[] = [];
  let loose: ConditionDraft[] = [];
  const flushLoose = () => {
    if (loose.length) groups.push({ kind: 'group', id: newGroupId(), op: filter.op, children: loose });
    loose = [];
  };
  for (const child of filter.children) {
    if (child.kind === 'condition') {
      loose.push({ ...child, id: child.id ?? emptyCondition().id });
      continue;
    }
    flushLoose();
    groups.push({
      kind: 'group',
      id: child.id ?? newGroupId(),
      op: child.op,
      children: child.children.map((c) => ({ ...c, id: c.id ?? emptyCondition().id })),
    });
  }
  flushLoose();
  return { op: filter.op, groups };
}

/**
 * The editor's groups as the filter AST, or null while anything is invalid. Empty groups are
 * dropped; a single group is emitted as the root itself.
 */
function groupsToFilter(state: EditorState, fields: FieldCatalog): FilterRule | null {
  const used = state.groups.filter((g) => g.children.length > 0);
  const draft: GroupDraft = { kind: 'group', op: state.op, children: used };
  if (validateRule(draft, fields).length > 0) return null;
  const toGroup = (g: GroupDraft): FilterConditionGroup => ({
    kind: 'group',
    op: g.op === 'any' ? 'any' : 'all',
    children: g.children.map((c) => {
      const row = c as ConditionDraft;
      const info = lookupField(fields, row.field)!;
      const condition: Condition = {
        kind: 'condition',
        field: [...row.field],
        operator: row.operator as Condition['operator'],
        value: row.value as Condition['value'],
        fieldType: info.fieldType,
      };
      if (info.repeatable) condition.sectionRule = row.sectionRule ?? '1';
      return condition;
    }),
  });
  const filter: FilterRule =
    used.length === 1 ? toGroup(used[0]!) : { kind: 'group', op: state.op, children: used.map(toGroup) };
  // The contract's own check (operator arity, value shapes) as the last guard.
  return RuleNodeSchema.safeParse(filter).success ? filter : null;
}

/** An empty filter: no condition, selects everything. */
const EMPTY_FILTER: FilterRule = { kind: 'group', op: 'all', children: [] };

export function FilterEditor({
  options,
  fields,
  value,
  onConfirm,
  onReset,
  readOnly = false,
  askGlobal = true,
}: FilterEditorProps) {
  const [state, setState] = useState<EditorState>(() => filterToGroups(value));
  const [showErrors, setShowErrors] = useState(false);

  const filter = groupsToFilter(state, fields);
  const rootDraft: GroupDraft = { kind: 'group', op: state.op, children: state.groups };
  const canAddGroup = canAddEntry(rootDraft);

  const updateGroup = (index: number, group: GroupDraft) =>
    setState((s) => ({ ...s, groups: s.groups.map((g, i) => (i === index ? group : g)) }));
  const removeGroup = (index: number) =>
    setState((s) => ({ ...s, groups: s.groups.filter((_, i) => i !== index) }));
  const addGroup = () =>
    setState((s) =>
      canAddEntry({ children: s.groups }) ? { ...s, groups: [...s.groups, emptyGroup()] } : s,
    );
  const reset = () => {
    setState({ op: 'all', groups: [emptyGroup()] });
    setShowErrors(false);
    onReset?.();
  };
  // A filter whose only rows are untouched (no field chosen) imposes nothing: confirming it
  // clears the filter rather than demanding a field (the 请选择 of COND-012 applies once a row
  // has been started, or when other rows exist).
  const untouched =
    state.groups.length === 1 &&
    state.groups[0]!.children.length === 1 &&
    (state.groups[0]!.children[0] as ConditionDraft).field.length === 0;
  const result: FilterRule | null = untouched ? EMPTY_FILTER : filter;
  const confirm = (global: boolean) => {
    if (result) onConfirm?.(result, { global });
  };

  return (
    <div className="filter-editor" data-testid="filter-editor">
      {state.groups.length > 1 && (
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text>条件组关系</Typography.Text>
          <Select<GroupOp>
            aria-label="条件组关系"
            style={{ width: 192 }}
            value={state.op}
            disabled={readOnly}
            options={ROOT_OP_OPTIONS}
            onChange={(op) => setState((s) => ({ ...s, op }))}
          />
        </Space>
      )}
      {state.groups.map((group, index) => (
        <section
          key={group.id ?? index}
          data-testid="filter-group"
          aria-label={`条件组${index + 1}`}
          style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: 12, marginBottom: 12 }}
        >
          <Space style={{ marginBottom: 12 }} wrap>
            <Typography.Text strong>{`条件组${index + 1}`}</Typography.Text>
            <Select<GroupOp>
              aria-label="条件关系"
              style={{ width: 192 }}
              value={group.op === 'any' ? 'any' : 'all'}
              disabled={readOnly}
              options={GROUP_OP_OPTIONS}
              onChange={(op) => updateGroup(index, { ...group, op })}
            />
            {!readOnly && state.groups.length > 1 && (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label="删除条件组"
                onClick={() => removeGroup(index)}
              />
            )}
          </Space>
          <ConditionEditor
            options={options}
            fields={fields}
            value={group}
            readOnly={readOnly}
            showErrors={showErrors}
            onChange={(next) => updateGroup(index, next)}
          />
        </section>
      ))}
      {!readOnly && (
        <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
          {/* COND-031: at most 9 groups too, like the conditions of a group. */}
          <Tooltip title={canAddGroup ? undefined : CONDITION_MESSAGE.groupFull}>
            <Button icon={<PlusOutlined />} disabled={!canAddGroup} onClick={addGroup}>
              添加条件组
            </Button>
          </Tooltip>
          <Space>
            <Button onClick={reset}>重置</Button>
            {askGlobal ? (
              // COND-035: only a valid filter reaches the 是否应用到全局 question.
              <ApplyGlobalPopconfirm
                disabled={result === null}
                onApply={() => confirm(true)}
                onSkip={() => confirm(false)}
              >
                {/* COND-004/005 as in the rule dialog: a failed check shows every row's message. */}
                <Button type="primary" onClick={() => setShowErrors(result === null)}>
                  确定
                </Button>
              </ApplyGlobalPopconfirm>
            ) : (
              <Button
                type="primary"
                onClick={() => {
                  setShowErrors(result === null);
                  confirm(false);
                }}
              >
                确定
              </Button>
            )}
          </Space>
        </Space>
      )}
    </div>
  );
}
