import { useMemo, useState } from 'react';
import { App, Button, Dropdown, Space, Spin, Tag, Tooltip } from 'antd';
import { DownOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
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
import { useNavigate } from 'react-router';
import type { JobSortItem } from '@ehire/domain/contracts/jobs';
import {
  HOT_RECOMMEND_OP,
  JOB_RECOMMEND_OP,
  JOB_RECOMMEND_OP_LABEL,
  type HotRecommendOp,
  type JobRecommendOp,
} from '@ehire/domain/codes/job-status';
import { nextRecommendState, RECOMMEND_STATE_LABEL } from '@ehire/domain/jobs/recommend';
import { InfoBanner } from '../../../components/InfoBanner';
import { JOB_KEYS, useJobsApi } from '../api/jobs-api';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../components/PageCard';
import { reconcileOrder, reorder, sameOrder } from './reorder';

const RECOMMEND_OPS: readonly JobRecommendOp[] = [
  JOB_RECOMMEND_OP.add,
  JOB_RECOMMEND_OP.start,
  JOB_RECOMMEND_OP.pause,
  JOB_RECOMMEND_OP.delete,
];

// Rows move up and down only (what @dnd-kit/modifiers' restrictToVerticalAxis does, in one line).
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Recommendation operations the job's state allows (STATE-002); the list holds published jobs only. */
function recommendOps(job: JobSortItem): JobRecommendOp[] {
  return RECOMMEND_OPS.filter(
    (op) =>
      nextRecommendState({ name: job.CJobName, published: true, recommend: job.recommendStatus }, op).ok,
  );
}

/**
 * 调整职位排序 (/sort): drag the published jobs into the order the careers site shows, then save;
 * recommend (add / start / pause / delete) and hot (set / cancel) each job.
 */
export function JobSortPage() {
  const api = useJobsApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [localOrder, setLocalOrder] = useState<string[] | null>(null);

  const list = useQuery({ queryKey: JOB_KEYS.sort, queryFn: () => api.sortList() });
  const auth = useQuery({ queryKey: JOB_KEYS.authCheck, queryFn: () => api.authCheck() });
  const readOnly = auth.data?.isreadonly_order === 1;

  const byId = useMemo(() => new Map((list.data ?? []).map((job) => [job.ehireJobID, job])), [list.data]);
  const serverOrder = useMemo(() => (list.data ?? []).map((job) => job.ehireJobID), [list.data]);
  const order = reconcileOrder(localOrder, serverOrder);
  const dirty = !sameOrder(order, serverOrder);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = (event: DragEndEvent) => {
    const overId = event.over ? String(event.over.id) : null;
    setLocalOrder(reorder(order, String(event.active.id), overId));
  };

  const moveToTop = (id: string) => setLocalOrder([id, ...order.filter((other) => other !== id)]);

  const save = useMutation({
    mutationFn: () => api.saveSort(order),
    onSuccess: async () => {
      void message.success('排序已保存，招聘官网将按此顺序展示');
      await queryClient.invalidateQueries({ queryKey: JOB_KEYS.all });
      setLocalOrder(null);
    },
  });

  const recommend = useMutation({
    mutationFn: ({ id, op }: { id: string; op: JobRecommendOp }) => api.recommend(id, op),
    onSuccess: async (_answer, { op }) => {
      void message.success(`${JOB_RECOMMEND_OP_LABEL[op]}推荐成功`);
      await queryClient.invalidateQueries({ queryKey: JOB_KEYS.sort });
    },
  });
  const hot = useMutation({
    mutationFn: ({ id, op }: { id: string; op: HotRecommendOp }) => api.hot(id, op),
    onSuccess: async (_answer, { op }) => {
      void message.success(op === HOT_RECOMMEND_OP.set ? '已设为热招职位' : '已取消热招');
      await queryClient.invalidateQueries({ queryKey: JOB_KEYS.sort });
    },
  });

  return (
    <PageCard
      title="调整职位排序"
      testId="job-sort-page"
      extra={
        <Space>
          <Button onClick={() => void navigate('/jobList')}>返回职位列表</Button>
          <Button disabled={!dirty || save.isPending} onClick={() => setLocalOrder(null)}>
            恢复
          </Button>
          <Button
            type="primary"
            disabled={!dirty || readOnly}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            保存排序
          </Button>
        </Space>
      }
    >
      <InfoBanner type="info" size="mini" style={{ marginBottom: 12 }}>
        拖动已发布的职位调整顺序（也可聚焦拖动手柄后用空格键和方向键移动），保存后招聘官网按此顺序展示。
      </InfoBanner>
      {readOnly ? (
        <InfoBanner type="warning" style={{ marginBottom: 12 }}>
          您当前没有调整职位排序的权限
        </InfoBanner>
      ) : null}
      {list.isPending ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : list.isError || order.length === 0 ? (
        <ListEmpty failed={list.isError} loading={list.isLoading} onRetry={() => void list.refetch()} description="暂无已发布的职位" />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={order} strategy={verticalListSortingStrategy} disabled={readOnly}>
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="sort-list">
              {order.map((id, index) => {
                const job = byId.get(id);
                if (!job) return null;
                return (
                  <SortableJobRow
                    key={id}
                    job={job}
                    position={index + 1}
                    disabled={readOnly}
                    onTop={() => moveToTop(id)}
                    onRecommend={(op) => recommend.mutate({ id, op })}
                    onHot={(op) => hot.mutate({ id, op })}
                  />
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </PageCard>
  );
}

interface SortableJobRowProps {
  job: JobSortItem;
  position: number;
  disabled: boolean;
  onTop: () => void;
  onRecommend: (op: JobRecommendOp) => void;
  onHot: (op: HotRecommendOp) => void;
}

function SortableJobRow({ job, position, disabled, onTop, onRecommend, onHot }: SortableJobRowProps) {
  const { setNodeRef, style, handle } = useSortableRow(job.ehireJobID, disabled, {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
  });
  const recommendItems = recommendOps(job).map((op) => ({
    key: String(op),
    label: `${JOB_RECOMMEND_OP_LABEL[op]}推荐`,
    danger: op === JOB_RECOMMEND_OP.delete,
  }));
  const isHot = job.jobTop === 1;

  return (
    <li ref={setNodeRef} style={style} data-testid="sort-row" data-job-id={job.ehireJobID}>
      {handle(job.CJobName)}
      <span style={{ width: 32, color: '#8c8c8c' }}>{position}</span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Space size={4} wrap>
          <strong>{job.CJobName}</strong>
          {isHot ? <Tag color="red">热招</Tag> : null}
          {job.recommendStatus !== null ? (
            <Tag
              color={job.recommendStatus === 1 ? 'gold' : 'default'}
            >{`推荐：${RECOMMEND_STATE_LABEL[job.recommendStatus]}`}</Tag>
          ) : null}
        </Space>
        <div style={{ color: '#8c8c8c', fontSize: 12 }}>
          {[job.OrgName, job.JobArea].filter(Boolean).join(' · ')}
        </div>
      </div>
      <Space size={0}>
        <Tooltip title="移到最前">
          <Button
            type="link"
            size="small"
            icon={<VerticalAlignTopOutlined />}
            disabled={disabled || position === 1}
            onClick={onTop}
          >
            置顶
          </Button>
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{ items: recommendItems, onClick: ({ key }) => onRecommend(Number(key) as JobRecommendOp) }}
        >
          <Button type="link" size="small" aria-label={`推荐 ${job.CJobName}`}>
            推荐 <DownOutlined />
          </Button>
        </Dropdown>
        <Button
          type="link"
          size="small"
          onClick={() => onHot(isHot ? HOT_RECOMMEND_OP.cancel : HOT_RECOMMEND_OP.set)}
        >
          {isHot ? '取消热招' : '设为热招'}
        </Button>
      </Space>
    </li>
  );
}
