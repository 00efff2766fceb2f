// A rule set, read-only (`?id=`, or /tagManagement/:id): name, status, labels, and each sub-rule
// with its zh-CN summary, what it does and its conditions in read-only editors.
import { Button, Descriptions, Space, Tag } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { SmartRuleKind } from '@ehire/domain/contracts/smart-rules';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { useCanWrite } from '../../platform/Can';
import { ListEmpty } from '../../components/ListEmpty';
import { PageCard } from '../jobs/components/PageCard';
import { LoadState, useRuleSetData } from './SmartRuleEditPage';
import { subRuleAction } from './SmartRuleListPage';
import { ruleSetToDraft } from './smart-rule-form';
import { SMART_RULE_KIND_CONFIG, editUrl } from './smart-rule-kinds';
import { SubRuleEditor } from './SubRuleEditor';

export function SmartRuleDetailPage({ kind }: { kind: SmartRuleKind }) {
  const config = SMART_RULE_KIND_CONFIG[kind];
  const [search] = useSearchParams();
  const params = useParams();
  const id = search.get('id') ?? params.id ?? null;
  const data = useRuleSetData(kind, id);
  const navigate = useNavigate();
  const canWrite = useCanWrite(SMART_RULE_KIND_CONFIG[kind].permission);
  const set = data.set;
  const fields = data.options?.fields ?? {};

  return (
    <PageCard
      title={`${config.label}详情`}
      testId="smart-rule-detail"
      extra={
        <Space>
          <Button onClick={() => void navigate(config.listPath)}>返回列表</Button>
          {canWrite && set && (
            <Button type="primary" onClick={() => void navigate(editUrl(kind, set.id))}>
              编辑
            </Button>
          )}
        </Space>
      }
    >
      {id === null ? (
        <ListEmpty />
      ) : (
        <LoadState loading={data.loading} failed={data.failed} retry={data.retry} />
      )}
      {set && data.options && (
        <>
          <Descriptions column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="规则名称">{set.name}</Descriptions.Item>
            <Descriptions.Item label="状态">
              {set.enabled ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>}
              {!set.enabled && set.disabledReason}
            </Descriptions.Item>
            {kind === 'tag' && (
              <Descriptions.Item label="标签" span={2}>
                {set.labels.map((label) => (
                  <Tag key={label}>{label}</Tag>
                ))}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="创建">{`${set.createdBy} ${formatDateTime(set.createdAt)}`}</Descriptions.Item>
            <Descriptions.Item label="最近修改">{`${set.updatedBy} ${formatDateTime(set.updatedAt)}`}</Descriptions.Item>
          </Descriptions>
          {set.rules.length === 0 && <ListEmpty />}
          {ruleSetToDraft(set, fields).rules.map((rule, index) => {
            const stored = set.rules[index]!;
            const action = subRuleAction(kind, stored);
            return (
              <div key={rule.key}>
                <div data-testid="stored-summary" style={{ marginBottom: 8 }}>
                  {`规则${index + 1}：${stored.summary}${action ? `，${action}` : ''}`}
                </div>
                <SubRuleEditor
                  kind={kind}
                  index={index}
                  readOnly
                  rule={rule}
                  showSummary={false}
                  options={data.options!.options}
                  fields={fields}
                  steps={data.options!.steps}
                />
              </div>
            );
          })}
        </>
      )}
    </PageCard>
  );
}

export const TagRuleDetailPage = () => <SmartRuleDetailPage kind="tag" />;
export const ScoreRuleDetailPage = () => <SmartRuleDetailPage kind="score" />;
export const FlowRuleDetailPage = () => <SmartRuleDetailPage kind="flow" />;
