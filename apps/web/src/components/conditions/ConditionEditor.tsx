// One group of conditions (D1 §4/§5): each row is a field cascader, an operator select, a value
// input chosen by the field's type and, for repeatable modules, the section rule. Used by the
// 显示规则 dialog and the smart operations rules; the group's all/any choice is the caller's.
import { useState } from 'react';
import { Cascader, DatePicker, Select, Space, Tooltip } from 'antd';
import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CONDITION_MESSAGE,
  IS_EMPTY_VALUE,
  IS_EMPTY_VALUE_LABEL,
  OPERATOR_GROUP_OF,
  OPERATOR_LABEL,
  DEFAULT_SECTION_RULE,
  SECTION_RULE,
  SECTION_RULE_LABEL,
  VALUE_KIND_OF,
  FIELD_TYPE,
  PATH_SEPARATOR,
  canAddEntry,
  fieldKey,
  lookupField,
  operatorsForFieldType,
  resetValueForOperator,
  validateRule,
  type ConditionDraft,
  type ConditionValue,
  type FieldCatalog,
  type FieldInfo,
  type GroupDraft,
  type OperatorName,
  type OptionNode,
  type Scalar,
} from '@ehire/domain/conditions/index';
import { CONDITION_FIELD_WIDTH, CONDITION_VALUE_WIDTH } from '@ehire/domain/constants';
import { GenericValueInput } from './GenericValueInput';

/** COND-033: what every empty select list shows. */
export const EMPTY_LIST_TEXT = '暂无结果';

export interface ConditionEditorProps {
  /** The field tree offered by the cascader (value / name / children or items). */
  options: OptionNode[];
  /** The fields behind the tree's leaves, by fieldKey(path): their types and value options. */
  fields: FieldCatalog;
  value: GroupDraft;
  onChange?: (value: GroupDraft) => void;
  /** Read-only: no add / delete icons and every input disabled (COND-007, COND-009). */
  readOnly?: boolean;
  /** Show validateRule's messages under each row (set after a confirm attempt). */
  showErrors?: boolean;
}

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

function toCascaderOptions(nodes: readonly OptionNode[]): CascaderOption[] {
  return nodes.map((n) => {
    const kids = n.children ?? n.items;
    const option: CascaderOption = { value: String(n.value), label: n.name ?? n.label ?? String(n.value) };
    if (kids?.length) option.children = toCascaderOptions(kids);
    return option;
  });
}

let nextRowId = 0;
const newRowId = () => `condition-${++nextRowId}`;

export function emptyCondition(): ConditionDraft {
  return { kind: 'condition', id: newRowId(), field: [], operator: '', value: '' };
}

/** COND-027: a date range as the timestamps of its start and end days. */
export function dateRangeToTimestamps(range: readonly [Dayjs | null, Dayjs | null] | null): number[] {
  if (!range?.[0] || !range[1]) return [];
  return [range[0].startOf('day').valueOf(), range[1].startOf('day').valueOf()];
}

export function ConditionEditor({
  options,
  fields,
  value,
  onChange,
  readOnly = false,
  showErrors = false,
}: ConditionEditorProps) {
  const cascaderOptions = toCascaderOptions(options);
  const rows = value.children.filter((c): c is ConditionDraft => c.kind === 'condition');
  const issues = showErrors ? validateRule(value, fields) : [];

  const replaceRow = (index: number, row: ConditionDraft) =>
    onChange?.({ ...value, children: value.children.map((c, i) => (i === index ? row : c)) });
  const addRow = (after: number) => {
    if (!canAddEntry(value)) return;
    const children = [...value.children];
    children.splice(after + 1, 0, emptyCondition());
    onChange?.({ ...value, children });
  };
  const deleteRow = (index: number) =>
    onChange?.({ ...value, children: value.children.filter((_, i) => i !== index) });

  const canAdd = canAddEntry(value);
  return (
    <div className="condition-editor">
      {rows.map((row, index) => {
        const messages = rowMessages(
          row,
          fields,
          issues.filter((i) => i.path[0] === index).map((i) => i.message),
        );
        return (
          <div key={row.id ?? index} data-testid="condition-row" style={{ marginBottom: 12 }}>
            <Space align="start" size={8} wrap>
              <ConditionRow
                row={row}
                cascaderOptions={cascaderOptions}
                fields={fields}
                disabled={readOnly}
                onChange={(next) => replaceRow(index, next)}
              />
              {!readOnly && (
                <Space size={4} style={{ lineHeight: '32px' }}>
                  {/* COND-031: a group holds at most 9 conditions; the 10th cannot be added. */}
                  <Tooltip title={canAdd ? undefined : CONDITION_MESSAGE.groupFull}>
                    <PlusCircleOutlined
                      role="button"
                      aria-label="添加条件"
                      aria-disabled={!canAdd}
                      style={{ cursor: canAdd ? 'pointer' : 'not-allowed', opacity: canAdd ? 1 : 0.35 }}
                      onClick={() => addRow(index)}
                    />
                  </Tooltip>
                  <MinusCircleOutlined role="button" aria-label="删除条件" onClick={() => deleteRow(index)} />
                </Space>
              )}
            </Space>
            {messages.length > 0 && (
              <div
                role="alert"
                className="ant-form-item-explain-error"
                style={{ color: '#ff4d4f', fontSize: 12 }}
              >
                {messages.join('；')}
              </div>
            )}
          </div>
        );
      })}
      {rows.length === 0 && !readOnly && (
        <PlusCircleOutlined role="button" aria-label="添加条件" onClick={() => addRow(-1)} />
      )}
    </div>
  );
}

/**
 * The messages under a row. An unfinished range is reported by the engine as a format error
 * (wrong arity); the user sees it as a missing value: 请选择日期 for dates (COND-024), 请输入
 * for numbers (COND-017).
 */
function rowMessages(row: ConditionDraft, fields: FieldCatalog, messages: string[]): string[] {
  const info = row.field.length ? lookupField(fields, row.field) : undefined;
  if (info && row.operator && OPERATOR_GROUP_OF[row.operator] === 4 && messages.length > 0) {
    const list = Array.isArray(row.value) ? row.value : [];
    if (list.length < 2 || list.some((v) => String(v).trim() === '')) {
      return [
        VALUE_KIND_OF[info.fieldType] === 'date' ? CONDITION_MESSAGE.selectDate : CONDITION_MESSAGE.input,
      ];
    }
  }
  return [...new Set(messages)];
}

interface ConditionRowProps {
  row: ConditionDraft;
  cascaderOptions: CascaderOption[];
  fields: FieldCatalog;
  disabled: boolean;
  onChange: (row: ConditionDraft) => void;
}

function ConditionRow({ row, cascaderOptions, fields, disabled, onChange }: ConditionRowProps) {
  const info = row.field.length ? lookupField(fields, row.field) : undefined;
  const operators = info ? operatorsForFieldType(info.fieldType) : [];
  const operator = row.operator || undefined;
  return (
    <>
      <Cascader
        aria-label="字段"
        style={{ width: CONDITION_FIELD_WIDTH }}
        options={cascaderOptions}
        value={row.field.length ? row.field : undefined}
        placeholder="请选择"
        notFoundContent={EMPTY_LIST_TEXT}
        disabled={disabled}
        allowClear={false}
        onChange={(path) => {
          const field = (path ?? []).map(String);
          const next = lookupField(fields, field);
          const out: ConditionDraft = { kind: 'condition', field, operator: '', value: '' };
          if (row.id !== undefined) out.id = row.id;
          if (next) out.fieldType = next.fieldType;
          if (next?.repeatable) out.sectionRule = DEFAULT_SECTION_RULE;
          onChange(out);
        }}
      />
      <Select<OperatorName>
        aria-label="逻辑词"
        style={{ width: 120 }}
        value={operator}
        placeholder="请选择逻辑词"
        notFoundContent={EMPTY_LIST_TEXT}
        disabled={disabled}
        options={operators.map((op) => ({ value: op, label: OPERATOR_LABEL[op] }))}
        // COND-034: a new operator starts from an empty value of its arity.
        onChange={(op) => onChange({ ...row, operator: op, value: resetValueForOperator(op) })}
      />
      {info && operator && (
        <ValueInput
          // A new field or operator remounts the input so no typed text survives the reset.
          key={`${fieldKey(row.field)}:${operator}`}
          info={info}
          operator={operator}
          value={row.value ?? ''}
          disabled={disabled}
          onChange={(v) => onChange({ ...row, value: v })}
        />
      )}
      {info?.repeatable && (
        <Select
          aria-label="计算规则"
          style={{ width: 140 }}
          value={row.sectionRule ?? DEFAULT_SECTION_RULE}
          disabled={disabled}
          options={[SECTION_RULE.every, SECTION_RULE.any].map((rule) => ({
            value: rule,
            label: SECTION_RULE_LABEL[rule],
          }))}
          onChange={(rule) => onChange({ ...row, sectionRule: rule })}
        />
      )}
    </>
  );
}

interface ValueInputProps {
  info: FieldInfo;
  operator: OperatorName;
  value: ConditionValue;
  disabled: boolean;
  onChange: (value: ConditionValue) => void;
}

const asList = (v: ConditionValue): Scalar[] => (Array.isArray(v) ? v : v === '' ? [] : [v]);
const asText = (v: ConditionValue): string => (Array.isArray(v) ? '' : String(v));
// Numbers are stored as numbers; text that is not a number is kept so validation can report it.
const toNumberIfNumeric = (s: string): Scalar =>
  s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : s;

/** Option-tree leaves and inner nodes as `$`-joined paths with a / separated label. */
function pathOptions(nodes: readonly OptionNode[] | undefined, prefix = '', labelPrefix = '') {
  const out: { value: string; label: string }[] = [];
  for (const n of nodes ?? []) {
    if (n.hidden) continue;
    const value = prefix ? prefix + PATH_SEPARATOR + String(n.value) : String(n.value);
    const label = (labelPrefix ? labelPrefix + ' / ' : '') + (n.name ?? n.label ?? String(n.value));
    out.push({ value, label });
    out.push(...pathOptions(n.children ?? n.items, value, label));
  }
  return out;
}

function ValueInput({ info, operator, value, disabled, onChange }: ValueInputProps) {
  const group = OPERATOR_GROUP_OF[operator];
  const kind = VALUE_KIND_OF[info.fieldType];
  const style = { width: CONDITION_VALUE_WIDTH };

  // COND-018: the empty check offers exactly 是 = 1 and 否 = 0.
  if (group === 1) {
    return (
      <Select
        aria-label="值"
        style={style}
        placeholder="请选择"
        disabled={disabled}
        value={value === '' ? undefined : Number(value)}
        options={[IS_EMPTY_VALUE.yes, IS_EMPTY_VALUE.no].map((v) => ({
          value: v,
          label: IS_EMPTY_VALUE_LABEL[v],
        }))}
        onChange={(v: number) => onChange(v)}
      />
    );
  }

  if (kind === 'date')
    return <DateValueInput between={group === 4} value={value} disabled={disabled} onChange={onChange} />;

  if (kind === 'number' || kind === 'text') {
    const valueType = info.fieldType === FIELD_TYPE.score ? 'score' : kind === 'number' ? 'number' : 'text';
    const convert = kind === 'number' ? toNumberIfNumeric : (s: string) => s;
    if (group === 4) {
      // COND-019/020: two numbers, inclusive at both ends (the engine's between).
      const [lo = '', hi = ''] = asList(value).map(String);
      return (
        <GenericValueInput
          mode="range"
          valueType={valueType}
          value={[lo, hi]}
          disabled={disabled}
          onChange={([l, r]) => onChange([convert(l), convert(r)])}
        />
      );
    }
    if (group === 2) {
      return (
        <GenericValueInput
          valueType={valueType}
          value={asText(value)}
          pattern={info.pattern}
          disabled={disabled}
          onChange={(s) => onChange(convert(s))}
        />
      );
    }
    // COND-021: list operators take any number of Enter-committed values.
    return (
      <GenericValueInput
        mode="multi"
        valueType={valueType}
        value={asList(value).map(String)}
        pattern={info.pattern}
        disabled={disabled}
        onChange={(list) => onChange(list.map(convert))}
      />
    );
  }

  // Dictionary codes and option-tree paths: choose from the field's options.
  const choices =
    kind === 'path'
      ? pathOptions(info.options)
      : pathOptions(info.options).filter((o) => !o.value.includes(PATH_SEPARATOR));
  const multiple = group !== 2;
  return (
    <Select
      aria-label="值"
      style={style}
      mode={multiple ? 'multiple' : undefined}
      placeholder="请选择"
      notFoundContent={EMPTY_LIST_TEXT}
      disabled={disabled}
      options={choices}
      optionFilterProp="label"
      maxTagCount={multiple ? 1 : undefined}
      value={multiple ? asList(value).map(String) : value === '' ? undefined : String(value)}
      onChange={(v: string | string[]) => onChange(v)}
    />
  );
}

function DateValueInput({
  between,
  value,
  disabled,
  onChange,
}: {
  between: boolean;
  value: ConditionValue;
  disabled: boolean;
  onChange: (value: ConditionValue) => void;
}) {
  const list = asList(value).map(Number);
  const [message, setMessage] = useState<string | undefined>(undefined);
  if (between) {
    const range: [Dayjs, Dayjs] | null = list.length === 2 ? [dayjs(list[0]), dayjs(list[1])] : null;
    return (
      <div style={{ width: CONDITION_VALUE_WIDTH }}>
        <DatePicker.RangePicker
          style={{ width: CONDITION_VALUE_WIDTH }}
          // COND-026: start and end are separated by 至.
          separator="至"
          placeholder={['开始日期', '结束日期']}
          disabled={disabled}
          value={range}
          status={message ? 'error' : undefined}
          onChange={(dates) => {
            // COND-024: no dates → 请选择日期; COND-027: stored as timestamps.
            const stamps = dateRangeToTimestamps(dates);
            setMessage(
              stamps.length === 0
                ? CONDITION_MESSAGE.selectDate
                : stamps[0]! > stamps[1]!
                  ? CONDITION_MESSAGE.dateOrder
                  : undefined,
            );
            onChange(stamps);
          }}
        />
        {message && (
          <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }}>
            {message}
          </div>
        )}
      </div>
    );
  }
  return (
    <DatePicker
      style={{ width: CONDITION_VALUE_WIDTH }}
      placeholder="请选择日期"
      disabled={disabled}
      value={list.length === 1 ? dayjs(list[0]) : null}
      onChange={(d: Dayjs | null) => onChange(d ? d.startOf('day').valueOf() : '')}
    />
  );
}
