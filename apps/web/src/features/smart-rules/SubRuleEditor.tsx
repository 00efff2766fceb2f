// One sub-rule of a smart operations rule set: its condition groups (each a ConditionEditor; the
// conditions of a group must all hold, any group suffices), then what it does — a score (smart
// score) or a flow-step target with its execute type (smart flow) — and its zh-CN summary.
import { Button, Input, Radio, Select, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CONDITION_MESSAGE,
  canAddEntry,
  type FieldCatalog,
  type GroupDraft,
  type OptionNode,
} from '@ehire/domain/conditions/index';
import {
  EXECUTE_TYPE,
  EXECUTE_TYPE_LABEL,
  type ExecuteType,
  type SmartFlowStepOption,
  type SmartRuleKind,
} from '@ehire/domain/contracts/smart-rules';
import { SCORE_MAX, SCORE_MIN, SCORE_STEP } from '@ehire/domain/constants';
import { ConditionEditor, EMPTY_LIST_TEXT } from '../../components/conditions/ConditionEditor';
import { emptyGroup, subRuleSummary, type SubRuleDraft, type SubRuleErrors } from './smart-rule-form';

export interface SubRuleEditorProps {
  kind: SmartRuleKind;
  index: number;
  rule: SubRuleDraft;
  options: OptionNode[];
  fields: FieldCatalog;
  steps: SmartFlowStepOption[];
  readOnly?: boolean;
  /** Messages to show (after a save attempt); condition messages come from the editors. */
  errors?: SubRuleErrors;
  showErrors?: boolean;
  /** The live zh-CN summary under the conditions (default on). */
  showSummary?: boolean;
  onChange?: (rule: SubRuleDraft) => void;
  onDelete?: () => void;
}

function ErrorText({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="ant-form-item-explain-error" style={{ color: '#ff4d4f', fontSize: 12 }}>
      {message}
    </div>
  );
}

/** Flow steps grouped by flow, as `flow / step` choices. */
function stepOptions(steps: readonly SmartFlowStepOption[]) {
  const flows = new Map<string, { label: string; options: { value: string; label: string }[] }>();
  for (const step of [...steps].sort((a, b) => a.sort - b.sort)) {
    let flow = flows.get(step.flowId);
    if (!flow) flows.set(step.flowId, (flow = { label: step.flowName, options: [] }));
    flow.options.push({ value: step.ivid, label: `${step.flowName} / ${step.name}` });
  }
  return [...flows.values()];
}

export function SubRuleEditor({
  kind,
  index,
  rule,
  options,
  fields,
  steps,
  readOnly = false,
  errors = {},
  showErrors = false,
  showSummary = true,
  onChange,
  onDelete,
}: SubRuleEditorProps) {
  const update = (patch: Partial<SubRuleDraft>) => onChange?.({ ...rule, ...patch });
  const setGroup = (i: number, group: GroupDraft) =>
    update({ groups: rule.groups.map((g, j) => (j === i ? group : g)) });
  const canAddGroup = canAddEntry({ children: rule.groups });
  const summary = showSummary ? subRuleSummary(rule, fields) : '';
  const shown = (message?: string) => (showErrors ? message : undefined);

  return (
    <section
      data-testid="sub-rule"
      aria-label={`规则${index + 1}`}
      style={{ border: '1px solid #f0f0f0', borderRadius: 4, padding: 16, marginBottom: 16 }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text strong>{`规则${index + 1}`}</Typography.Text>
        {!readOnly && onDelete && (
          <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={onDelete}>
            删除规则
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        满足以下任一条件组即命中（组内条件需全部满足）
      </Typography.Paragraph>
      {rule.groups.map((group, i) => (
        <div
          key={group.id ?? i}
          data-testid="condition-group"
          style={{ background: '#fafafa', padding: 12, marginBottom: 8, borderRadius: 4 }}
        >
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text>{`条件组${i + 1}`}</Typography.Text>
            {!readOnly && rule.groups.length > 1 && (
              <Button
                type="text"
                size="small"
                aria-label="删除条件组"
                icon={<DeleteOutlined />}
                onClick={() => update({ groups: rule.groups.filter((_, j) => j !== i) })}
              />
            )}
          </Space>
          <ConditionEditor
            options={options}
            fields={fields}
            value={group}
            readOnly={readOnly}
            showErrors={showErrors}
            onChange={(next) => setGroup(i, next)}
          />
        </div>
      ))}
      {!readOnly && (
        // COND-031: at most 9 groups, like the conditions of a group.
        <Tooltip title={canAddGroup ? undefined : CONDITION_MESSAGE.groupFull}>
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={!canAddGroup}
            onClick={() => update({ groups: [...rule.groups, emptyGroup()] })}
          >
            添加条件组
          </Button>
        </Tooltip>
      )}
      <ErrorText message={shown(errors.conditions)} />

      {kind === 'score' && (
        <div style={{ marginTop: 12 }}>
          <Space align="start">
            <label htmlFor={`score-${rule.key}`} style={{ lineHeight: '32px' }}>
              得分
            </label>
            <div>
              <Input
                id={`score-${rule.key}`}
                aria-label={`规则${index + 1}得分`}
                // COND-039: 0-100 by 0.1.
                type="number"
                step={SCORE_STEP}
                min={SCORE_MIN}
                max={SCORE_MAX}
                style={{ width: 192 }}
                placeholder="请输入0-100的分值"
                value={rule.score}
                disabled={readOnly}
                status={shown(errors.score) ? 'error' : undefined}
                onChange={(e) => update({ score: e.target.value })}
              />
              <ErrorText message={shown(errors.score)} />
            </div>
          </Space>
        </div>
      )}

      {kind === 'flow' && (
        <div style={{ marginTop: 12 }}>
          <Space align="start" wrap>
            <span style={{ lineHeight: '32px' }}>流转至</span>
            <div>
              <Select<string>
                aria-label={`规则${index + 1}流转环节`}
                style={{ width: 320 }}
                placeholder="请选择流转环节"
                notFoundContent={EMPTY_LIST_TEXT}
                value={rule.target_iv_id || undefined}
                disabled={readOnly}
                options={stepOptions(steps)}
                status={shown(errors.target) ? 'error' : undefined}
                onChange={(ivid) => update({ target_iv_id: ivid })}
              />
              <ErrorText message={shown(errors.target)} />
            </div>
          </Space>
          <div style={{ marginTop: 8 }}>
            <Space align="start">
              <span>执行方式</span>
              <Radio.Group
                aria-label={`规则${index + 1}执行方式`}
                value={rule.execute_type}
                disabled={readOnly}
                options={[EXECUTE_TYPE.firstStepOnly, EXECUTE_TYPE.always].map((value) => ({
                  value,
                  label: EXECUTE_TYPE_LABEL[value],
                }))}
                onChange={(e) => update({ execute_type: e.target.value as ExecuteType })}
              />
            </Space>
            <ErrorText message={shown(errors.execute)} />
          </div>
        </div>
      )}

      {summary && (
        <Typography.Paragraph data-testid="sub-rule-summary" style={{ marginTop: 12, marginBottom: 0 }}>
          {`规则概要：${summary}`}
        </Typography.Paragraph>
      )}
    </section>
  );
}
