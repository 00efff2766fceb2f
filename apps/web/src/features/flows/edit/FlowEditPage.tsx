import { useEffect, useState, type CSSProperties } from 'react';
import { App, Button, Input, Select, Space, Spin, Tag, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useSortableRow } from '../../../components/sortable-row';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { STAGE } from '@ehire/domain/codes/stages';
import { FLOW_REFUSAL } from '@ehire/domain/flows/errors';
import { FLOW_LIMITS, stageOptions } from '@ehire/domain/flows/rules';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InfoBanner } from '../../../components/InfoBanner';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../../jobs/components/PageCard';
import { reorder } from '../../jobs/sort/reorder';
import { setCurrentFlowId } from '../../../platform/current-flow';
import { FLOW_KEYS, FLOW_PAGE, useFlowApi } from '../api/flow-api';
import { useFlowPermission } from '../api/use-flow-permission';
import { NoFlowPermission } from '../NoFlowPermission';
import {
  emptyFlow,
  freshStepName,
  fromSummary,
  issuesByField,
  newStepKey,
  toDraftInput,
  type DraftStep,
  type FlowEditorState,
} from './flow-draft';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const STAGE_OPTIONS = stageOptions();
const ERROR_STYLE: CSSProperties = { color: '#ff4d4f', fontSize: 12, marginTop: 4 };

/** 编辑流程 (produceDetail): ?id=<flow> edits a flow, no id adds one. */
export function FlowEditPage() {
  const permission = useFlowPermission();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (permission.loading) return <Loading />;
  if (!permission.canRead) return <NoFlowPermission title="编辑流程" />;
  if (!id && !permission.canWrite) {
    return <NoFlowPermission title="新增流程" subTitle="您当前只有查看权限，不能新增流程" />;
  }
  return id ? (
    <ExistingFlow id={id} canWrite={permission.canWrite} />
  ) : (
    <FlowEditor initial={emptyFlow()} id={null} canWrite />
  );
}

function Loading() {
  return (
    <div style={{ textAlign: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}

function ExistingFlow({ id, canWrite }: { id: string; canWrite: boolean }) {
  const api = useFlowApi();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: FLOW_KEYS.detail(id), queryFn: () => api.detail(id) });
  // The flow being edited is the selected flow: later flow calls carry it as CurrentFlowId (CALL-012).
  const flowToken = detail.data?.flowToken;
  useEffect(() => {
    if (flowToken) setCurrentFlowId(flowToken);
  }, [flowToken]);
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    return (
      <PageCard
        title="编辑流程"
        extra={<Button onClick={() => void navigate(FLOW_PAGE.list)}>返回流程管理</Button>}
      >
        <ListEmpty failed onRetry={() => void detail.refetch()} />
      </PageCard>
    );
  }
  // Keyed by the loaded data: a refetch after saving starts a fresh working copy.
  return (
    <FlowEditor key={detail.dataUpdatedAt} initial={fromSummary(detail.data)} id={id} canWrite={canWrite} />
  );
}

interface FlowEditorProps {
  initial: FlowEditorState;
  id: string | null;
  canWrite: boolean;
}

function FlowEditor({ initial, id, canWrite }: FlowEditorProps) {
  const api = useFlowApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [state, setState] = useState<FlowEditorState>(initial);
  const [showIssues, setShowIssues] = useState(false);
  const [removing, setRemoving] = useState<DraftStep | null>(null);
  const readOnly = !canWrite;

  const issues = issuesByField(state);
  const issueOf = (field: string) => (showIssues ? issues.get(field) : undefined);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const setSteps = (update: (steps: DraftStep[]) => DraftStep[]) =>
    setState((current) => ({ ...current, steps: update(current.steps) }));
  const patchStep = (key: string, patch: Partial<DraftStep>) =>
    setSteps((steps) => steps.map((step) => (step.key === key ? { ...step, ...patch } : step)));
  const dropStep = (key: string) => setSteps((steps) => steps.filter((step) => step.key !== key));

  const onDragEnd = (event: DragEndEvent) => {
    const overId = event.over ? String(event.over.id) : null;
    setSteps((steps) => {
      const order = reorder(
        steps.map((step) => step.key),
        String(event.active.id),
        overId,
      );
      const byKey = new Map(steps.map((step) => [step.key, step]));
      return order.map((key) => byKey.get(key)).filter((step): step is DraftStep => step !== undefined);
    });
  };

  const addStep = () =>
    setSteps((steps) => [
      ...steps,
      {
        key: newStepKey(),
        ivid: null,
        name: freshStepName(steps),
        ivType: STAGE.interview,
        applicationCount: 0,
      },
    ]);

  const save = useMutation({
    mutationFn: () => (id ? api.update(id, toDraftInput(state)) : api.add(toDraftInput(state))),
    onSuccess: async () => {
      void message.success('保存成功');
      await queryClient.invalidateQueries({ queryKey: FLOW_KEYS.all });
      void navigate(FLOW_PAGE.list);
    },
  });

  const onSave = () => {
    setShowIssues(true);
    const first = issues.values().next();
    if (!first.done) {
      void message.error(first.value);
      return;
    }
    save.mutate();
  };

  const askRemove = (step: DraftStep) => {
    // A step not saved yet goes at once; a saved one is deleted on save, after a confirmation.
    if (step.ivid === null) dropStep(step.key);
    else setRemoving(step);
  };

  const title = id ? (readOnly ? '查看流程' : '编辑流程') : '新增流程';
  const atLimit = state.steps.length >= FLOW_LIMITS.steps;

  return (
    <PageCard
      title={title}
      testId="flow-edit-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(FLOW_PAGE.list)}>{readOnly ? '返回' : '取消'}</Button>
          {readOnly ? null : (
            <Button type="primary" loading={save.isPending} onClick={onSave}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      {readOnly ? (
        <InfoBanner type="warning" style={{ marginBottom: 12 }}>
          您当前只有查看权限，不能修改流程
        </InfoBanner>
      ) : (
        <InfoBanner type="info" size="mini" style={{ marginBottom: 12 }}>
          第一个步骤必须是初筛步骤，投递从这里开始。拖动左侧手柄调整步骤顺序（也可聚焦手柄后用空格键和方向键移动），点击保存后生效。
        </InfoBanner>
      )}

      <div style={{ maxWidth: 720 }}>
        <label htmlFor="flow-name" style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
          <span style={{ color: '#ff4d4f' }}>*</span> 流程名称
        </label>
        <Input
          id="flow-name"
          value={state.name}
          placeholder="请输入流程名称"
          maxLength={FLOW_LIMITS.name}
          showCount
          disabled={readOnly}
          status={issueOf('name') ? 'error' : undefined}
          onChange={(event) => setState((current) => ({ ...current, name: event.target.value }))}
        />
        {issueOf('name') ? <div style={ERROR_STYLE}>{issueOf('name')}</div> : null}

        <div style={{ display: 'flex', alignItems: 'center', margin: '20px 0 8px' }}>
          <span style={{ fontWeight: 500, flex: 1 }}>
            <span style={{ color: '#ff4d4f' }}>*</span> 流程步骤（{state.steps.length}/{FLOW_LIMITS.steps}）
          </span>
          {readOnly ? null : (
            <Tooltip title={atLimit ? `流程最多${FLOW_LIMITS.steps}个步骤` : undefined}>
              <Button icon={<PlusOutlined />} disabled={atLimit} onClick={addStep}>
                添加步骤
              </Button>
            </Tooltip>
          )}
        </div>
        {issueOf('steps') ? <div style={{ ...ERROR_STYLE, marginBottom: 8 }}>{issueOf('steps')}</div> : null}

        {state.steps.length === 0 ? (
          <ListEmpty description="暂无步骤，请添加步骤" />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            modifiers={[verticalOnly]}
            onDragEnd={onDragEnd}
          >
            <SortableContext
              items={state.steps.map((step) => step.key)}
              strategy={verticalListSortingStrategy}
              disabled={readOnly}
            >
              <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="step-list">
                {state.steps.map((step, index) => (
                  <SortableStepRow
                    key={step.key}
                    step={step}
                    index={index}
                    readOnly={readOnly}
                    nameIssue={issueOf(`steps.${index}.name`)}
                    typeIssue={issueOf(`steps.${index}.ivType`)}
                    onChange={(patch) => patchStep(step.key, patch)}
                    onRemove={() => askRemove(step)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </div>

      <ConfirmDialog
        open={removing !== null}
        content={removing ? `确定删除步骤“${removing.name}”吗？保存流程后生效。` : ''}
        okText="删除"
        onOk={() => {
          if (removing) dropStep(removing.key);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </PageCard>
  );
}

interface SortableStepRowProps {
  step: DraftStep;
  index: number;
  readOnly: boolean;
  nameIssue?: string;
  typeIssue?: string;
  onChange: (patch: Partial<DraftStep>) => void;
  onRemove: () => void;
}

function SortableStepRow({
  step,
  index,
  readOnly,
  nameIssue,
  typeIssue,
  onChange,
  onRemove,
}: SortableStepRowProps) {
  const { setNodeRef, style, handle } = useSortableRow(step.key, readOnly);
  const position = index + 1;
  const occupied = step.applicationCount > 0;
  const removeBlocker = occupied ? FLOW_REFUSAL.stepHasApplications(step.name, step.applicationCount) : null;

  return (
    <li ref={setNodeRef} style={style} data-testid="step-row" data-step-key={step.key}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        {handle(step.name)}
        <span style={{ width: 24, color: '#8c8c8c' }}>{position}</span>
        <Input
          aria-label={`第${position}个步骤名称`}
          value={step.name}
          maxLength={FLOW_LIMITS.stepName}
          disabled={readOnly}
          status={nameIssue ? 'error' : undefined}
          style={{ flex: 1 }}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <Tooltip
          title={
            occupied && !readOnly ? FLOW_REFUSAL.stepTypeLocked(step.name, step.applicationCount) : undefined
          }
        >
          <Select
            aria-label={`第${position}个步骤类型`}
            value={step.ivType}
            options={STAGE_OPTIONS}
            disabled={readOnly || occupied}
            status={typeIssue ? 'error' : undefined}
            style={{ width: 120 }}
            onChange={(value: number) => onChange({ ivType: value })}
          />
        </Tooltip>
        {occupied ? <Tag color="orange">{`${step.applicationCount}份投递`}</Tag> : null}
        {step.ivid ? (
          <span style={{ color: '#bfbfbf', fontSize: 12 }}>{`编号 ${step.ivid}`}</span>
        ) : (
          <Tag>新</Tag>
        )}
        {readOnly ? null : (
          <Tooltip title={removeBlocker}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除步骤 ${step.name}`}
              data-blocker={removeBlocker ?? undefined}
              disabled={removeBlocker !== null}
              onClick={onRemove}
            />
          </Tooltip>
        )}
      </div>
      {nameIssue || typeIssue ? (
        <div style={{ ...ERROR_STYLE, marginLeft: 68 }}>{nameIssue ?? typeIssue}</div>
      ) : null}
    </li>
  );
}
