// Create or edit a rule set (`?id=` edits): its name, the labels it sets (smart tag) and its
// sub-rules, each with condition groups and a score (smart score) or flow target (smart flow).
// 保存 checks everything first — names and labels with the contract's own rules, conditions with
// the engine's validation (COND messages under each row) — and sends nothing while a problem is
// left. Below level 2 of the kind's permission the form is read-only and cannot be saved.
import { useState, type ReactNode } from 'react';
import { App, Button, Input, Space, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  SMART_RULE_LIMITS,
  type SmartRuleKind,
  type SmartRuleOptionsAnswer,
  type SmartRuleSet,
} from '@ehire/domain/contracts/smart-rules';
import { GenericValueInput } from '../../components/conditions/GenericValueInput';
import { InfoBanner } from '../../components/InfoBanner';
import { useCanWrite } from '../../platform/Can';
import { ListEmpty } from '../../components/ListEmpty';
import { PageCard } from '../jobs/components/PageCard';
import {
  draftToInput,
  emptySubRule,
  ruleSetToDraft,
  validateDraft,
  type SmartRuleDraft,
} from './smart-rule-form';
import { SMART_RULE_KIND_CONFIG } from './smart-rule-kinds';
import { SMART_RULE_KEYS, useSmartRulesApi } from './smart-rules-api';
import { SubRuleEditor } from './SubRuleEditor';

/** The options and (when editing) the stored rule set, or the loading / failed state. */
export function useRuleSetData(kind: SmartRuleKind, id: string | null) {
  const api = useSmartRulesApi(kind);
  const options = useQuery({ queryKey: SMART_RULE_KEYS.options(kind), queryFn: () => api.options() });
  const set = useQuery({
    queryKey: SMART_RULE_KEYS.one(kind, id ?? ''),
    queryFn: () => api.get(id!),
    enabled: id !== null,
  });
  const loading = options.isPending || (id !== null && set.isPending);
  const failed = options.isError || (id !== null && set.isError);
  const retry = () => {
    void options.refetch();
    if (id !== null) void set.refetch();
  };
  return { api, options: options.data, set: set.data, loading, failed, retry };
}

export function LoadState({
  loading,
  failed,
  retry,
}: {
  loading: boolean;
  failed: boolean;
  retry: () => void;
}) {
  if (failed) return <ListEmpty failed onRetry={retry} />;
  if (loading)
    return (
      <div role="status" style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  return null;
}

export function FormRow({
  label,
  required,
  children,
}: {
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', gap: 12, marginBottom: 16, alignItems: 'flex-start' }}>
      <div style={{ width: 80, lineHeight: '32px', textAlign: 'right', flex: 'none' }}>
        {required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
        {label}
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}

export function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="ant-form-item-explain-error" style={{ color: '#ff4d4f', fontSize: 12 }}>
      {message}
    </div>
  );
}

export function SmartRuleEditPage({ kind }: { kind: SmartRuleKind }) {
  const config = SMART_RULE_KIND_CONFIG[kind];
  const [params] = useSearchParams();
  const id = params.get('id');
  const data = useRuleSetData(kind, id);
  const title = `${id ? '编辑' : '新增'}${config.label}`;
  return (
    <PageCard title={title} testId="smart-rule-edit">
      <LoadState loading={data.loading} failed={data.failed} retry={data.retry} />
      {!data.loading && !data.failed && data.options && (
        <SmartRuleForm key={id ?? 'new'} kind={kind} id={id} options={data.options} stored={data.set} />
      )}
    </PageCard>
  );
}

interface SmartRuleFormProps {
  kind: SmartRuleKind;
  id: string | null;
  options: SmartRuleOptionsAnswer;
  stored: SmartRuleSet | undefined;
}

function SmartRuleForm({ kind, id, options, stored }: SmartRuleFormProps) {
  const config = SMART_RULE_KIND_CONFIG[kind];
  const api = useSmartRulesApi(kind);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanWrite(SMART_RULE_KIND_CONFIG[kind].permission);
  const { fields } = options;
  const [draft, setDraft] = useState<SmartRuleDraft>(() => ruleSetToDraft(stored, fields));
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateDraft(kind, draft, fields);
  const readOnly = !canWrite;

  const save = useMutation({
    mutationFn: () => {
      const input = draftToInput(kind, draft, fields);
      return id ? api.update(id, input) : api.create(input);
    },
    onSuccess: async () => {
      void message.success('保存成功');
      await queryClient.invalidateQueries({ queryKey: SMART_RULE_KEYS.all(kind) });
      void navigate(config.listPath);
    },
  });

  const submit = () => {
    setShowErrors(true);
    if (!errors.ok || !canWrite) return;
    save.mutate();
  };
  const shown = (m?: string) => (showErrors ? m : undefined);

  return (
    <div>
      {readOnly && (
        <div style={{ marginBottom: 16 }}>
          <InfoBanner type="warning">当前角色无操作权限，仅可查看</InfoBanner>
        </div>
      )}
      <FormRow label="规则名称" required>
        <Input
          aria-label="规则名称"
          placeholder="请输入规则名称"
          style={{ width: 442 }}
          value={draft.name}
          disabled={readOnly}
          status={shown(errors.name) ? 'error' : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        />
        <FieldError message={shown(errors.name)} />
      </FormRow>
      {kind === 'tag' && (
        <FormRow label="标签" required>
          {/* Enter commits a label; a duplicate shows 文本“X”已存在 (COND-022/042/044). */}
          <GenericValueInput
            mode="multi"
            required={false}
            pattern={`^.{1,${SMART_RULE_LIMITS.labelMax}}$`}
            placeholder="请输入标签，按回车键确认"
            value={draft.labels}
            disabled={readOnly}
            onChange={(labels) => setDraft((d) => ({ ...d, labels }))}
          />
          <FieldError message={shown(errors.labels)} />
        </FormRow>
      )}
      {draft.rules.map((rule, index) => (
        <SubRuleEditor
          key={rule.key}
          kind={kind}
          index={index}
          rule={rule}
          options={options.options}
          fields={fields}
          steps={options.steps}
          readOnly={readOnly}
          errors={errors.ruleErrors[index]}
          showErrors={showErrors}
          onChange={(next) =>
            setDraft((d) => ({ ...d, rules: d.rules.map((r) => (r.key === next.key ? next : r)) }))
          }
          onDelete={
            draft.rules.length > 1
              ? () => setDraft((d) => ({ ...d, rules: d.rules.filter((r) => r.key !== rule.key) }))
              : undefined
          }
        />
      ))}
      <FieldError message={shown(errors.rules)} />
      {!readOnly && (
        <Button
          icon={<PlusOutlined />}
          disabled={draft.rules.length >= SMART_RULE_LIMITS.subRulesMax}
          onClick={() => setDraft((d) => ({ ...d, rules: [...d.rules, emptySubRule()] }))}
        >
          添加规则
        </Button>
      )}
      {showErrors && !errors.ok && (
        <Typography.Paragraph type="danger" style={{ marginTop: 16 }}>
          请检查标红的内容
        </Typography.Paragraph>
      )}
      <Space style={{ marginTop: 24 }}>
        <Button onClick={() => void navigate(config.listPath)}>取消</Button>
        {canWrite && (
          <Button type="primary" loading={save.isPending} onClick={submit}>
            保存
          </Button>
        )}
      </Space>
    </div>
  );
}

export const TagRuleEditPage = () => <SmartRuleEditPage kind="tag" />;
export const ScoreRuleEditPage = () => <SmartRuleEditPage kind="score" />;
export const FlowRuleEditPage = () => <SmartRuleEditPage kind="flow" />;
