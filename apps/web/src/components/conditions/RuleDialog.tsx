// The 显示规则 dialog (D1 §4, D2 §5; COND-001..011): echoes the stored rule, requires the
// conditions' relation, validates every condition on 确定 and only then emits the rule and
// closes. Used by the resume designer and the smart operations rules.
import { useState } from 'react';
import { Form, Select } from 'antd';
import {
  DISPLAY_OPERATION,
  displayConditionToAst,
  astToDisplayRule,
  lookupField,
  operatorFromCode,
  validateRule,
  type Condition,
  type ConditionDraft,
  type DisplayConditionWire,
  type DisplayRuleWire,
  type FieldCatalog,
  type GroupDraft,
  type OptionNode,
} from '@ehire/domain/conditions/index';
import { AppDialog } from '../AppDialog';
import { ConditionEditor, emptyCondition } from './ConditionEditor';

const RULE_DIALOG_TITLE = '显示规则';

/** The relation of the conditions: '0' all must hold, '1' any suffices (COND-061/062). */
const OPERATION_OPTIONS = [
  { value: DISPLAY_OPERATION.all, label: '满足全部条件' },
  { value: DISPLAY_OPERATION.any, label: '满足任一条件' },
];

export interface RuleDialogProps {
  open: boolean;
  /** The condition options; the caller has already removed the current module (COND-002). */
  options: OptionNode[];
  fields: FieldCatalog;
  /** The stored rule, echoed when the dialog opens (COND-003). */
  value?: DisplayRuleWire;
  /** When false: no add / delete icons, no 确定, every input disabled (COND-007..009). */
  editable?: boolean;
  onConfirm?: (rule: DisplayRuleWire) => void;
  onClose?: () => void;
}

let echoedRowId = 0;

/** A stored condition as an editor row; one the catalogue cannot read keeps its field and
 * operator so validation names the problem instead of the row disappearing. */
function toDraft(c: DisplayConditionWire, fields: FieldCatalog): ConditionDraft {
  const id = c.id ?? `stored-${++echoedRowId}`;
  try {
    return { ...displayConditionToAst(c, fields), id };
  } catch {
    return {
      kind: 'condition',
      id,
      field: [...(c.field ?? [])],
      operator: operatorFromCode(c.target?.[0]) ?? '',
      value: '',
    };
  }
}

function initialGroup(value: DisplayRuleWire | undefined, fields: FieldCatalog): GroupDraft {
  const children = (value?.conditions ?? []).map((c) => toDraft(c, fields));
  return { kind: 'group', op: 'all', children: children.length ? children : [emptyCondition()] };
}

function readOperation(value: DisplayRuleWire | undefined): '0' | '1' | undefined {
  const op = value?.conditions_operation;
  return op === undefined || op === null || op === '' ? undefined : String(op) === '1' ? '1' : '0';
}

/** Mounted only while open, so every opening starts again from the stored rule. */
export function RuleDialog(props: RuleDialogProps) {
  return props.open ? <OpenRuleDialog {...props} /> : null;
}

function OpenRuleDialog({ options, fields, value, editable = true, onConfirm, onClose }: RuleDialogProps) {
  const [form] = Form.useForm<{ conditions_operation?: '0' | '1' }>();
  const [group, setGroup] = useState(() => initialGroup(value, fields));
  const [showErrors, setShowErrors] = useState(false);

  const confirm = async () => {
    setShowErrors(true);
    let operation: '0' | '1' | undefined;
    try {
      operation = (await form.validateFields()).conditions_operation;
    } catch {
      operation = undefined;
    }
    // COND-004/005: every condition is checked; any problem keeps the dialog open.
    if (!operation || validateRule(group, fields).length > 0) return;
    const conditions = group.children.map((c) => ({
      ...(c as Condition),
      fieldType: lookupField(fields, (c as Condition).field)!.fieldType,
    }));
    const rule = astToDisplayRule(
      { kind: 'group', op: operation === '0' ? 'all' : 'any', children: conditions },
      fields,
    );
    // What the dialog does not edit (the designer's target and show type) is kept as stored.
    onConfirm?.({ ...value, ...rule, conditions_operation: operation });
    onClose?.();
  };

  return (
    <AppDialog
      open
      title={RULE_DIALOG_TITLE}
      size="extraExtraLarge"
      onClose={onClose}
      onOk={() => void confirm()}
      footer={editable ? undefined : (_, { CancelBtn }) => <CancelBtn />}
    >
      <Form form={form} initialValues={{ conditions_operation: readOperation(value) }} disabled={!editable}>
        <Form.Item
          name="conditions_operation"
          label="条件关系"
          // COND-010/011: required, checked on change and on blur.
          rules={[{ required: true, message: '请选择' }]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <Select
            aria-label="条件关系"
            placeholder="请选择"
            options={OPERATION_OPTIONS}
            style={{ width: 192 }}
          />
        </Form.Item>
      </Form>
      <ConditionEditor
        options={options}
        fields={fields}
        value={group}
        onChange={setGroup}
        readOnly={!editable}
        showErrors={showErrors}
      />
    </AppDialog>
  );
}
