import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tabs, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  ROUND_LABEL,
  ROUNDS,
  SITE_KIND_LABEL,
  type Arrangement,
  type ArrangementInput,
  type SiteKind,
} from '@ehire/domain/contracts/interviews';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { Can } from '../../platform/Can';
import { ArrangementDrawer } from './ArrangementDrawer';
import { InterviewMonthCalendar } from './InterviewMonthCalendar';
import { MyInterviewsPanel } from './MyInterviewsPanel';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';

/** 面试管理 (/interview): arrangements as a list and on the 42-day calendar; create and open one. */
export function InterviewPage({ kind, title = '面试安排' }: { kind?: SiteKind; title?: string }) {
  const api = useInterviewsApi();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: INTERVIEW_KEYS.arrangements, queryFn: api.arrangements });
  const [params] = useSearchParams();
  // The workbench calendar links here with the clicked arrangement.
  const [open, setOpen] = useState<string | null>(params.get('arrangement'));
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<ArrangementInput>();
  const formKind = Form.useWatch('kind', form) as SiteKind | undefined;
  const sites = useQuery({ queryKey: INTERVIEW_KEYS.sites(), queryFn: () => api.sites(), enabled: creating });
  const jobs = useQuery({ queryKey: INTERVIEW_KEYS.jobs, queryFn: api.jobs, enabled: creating });
  const create = useMutation({
    mutationFn: (input: ArrangementInput) => api.createArrangement(input),
    onSuccess: (answer) => {
      message.success('保存成功');
      setCreating(false);
      void queryClient.invalidateQueries({ queryKey: ['interviews'] });
      setOpen(answer.id);
    },
  });
  const rows = (list.data ?? []).filter((a) => !kind || a.kind === kind);

  const table = (
    <Table<Arrangement>
      rowKey="id"
      data-testid="arrangement-list"
      loading={list.isLoading}
      dataSource={rows}
      locale={{ emptyText: '暂无面试安排' }}
      columns={[
        {
          title: '面试名称',
          dataIndex: 'title',
          render: (text: string, a) => (
            <Button type="link" onClick={() => setOpen(a.id)}>
              {text}
            </Button>
          ),
        },
        { title: '职位', dataIndex: 'jobName' },
        { title: '轮次', dataIndex: 'round', render: (r: Arrangement['round']) => ROUND_LABEL[r] },
        { title: '形式', dataIndex: 'kind', render: (k: SiteKind) => SITE_KIND_LABEL[k] },
        { title: '地点/面试间', dataIndex: 'siteName' },
        { title: '时段', dataIndex: 'slotCount' },
        { title: '已预约/名额', key: 'seats', render: (_, a) => `${a.booked}/${a.capacity}` },
        { title: '已邀请', dataIndex: 'invited' },
      ]}
    />
  );

  return (
    <Card
      title={title}
      extra={
        <Space>
          {/* The places arrangements need: reachable from here, as menu 03 opens this page. */}
          <Link to="/interview/site">面试地点</Link>
          <Link to="/interview/videointerview">视频面试间</Link>
          <Can write={PERMISSION.interview}>
            <Button
              type="primary"
              onClick={() => {
                form.setFieldsValue({ title: '', round: 'first', kind: kind ?? 'offline', cutOffHours: 24 });
                setCreating(true);
              }}
            >
              新建面试安排
            </Button>
          </Can>
        </Space>
      }
    >
      <Tabs
        defaultActiveKey={params.get('view') ?? 'list'}
        items={[
          { key: 'list', label: '列表', children: table },
          {
            key: 'calendar',
            label: '日历',
            children: <InterviewMonthCalendar today={new Date()} onOpen={setOpen} />,
          },
          // The interviewer's view: today's interviews, the résumé, the evaluation form.
          { key: 'mine', label: '我的面试（今天）', children: <MyInterviewsPanel /> },
        ]}
      />
      <ArrangementDrawer id={open} onClose={() => setOpen(null)} />
      <Modal
        open={creating}
        title="新建面试安排"
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        okText="保存"
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => create.mutate(values)}>
          <Form.Item name="title" label="面试名称" rules={[{ required: true, message: '请填写面试名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="jobId" label="职位" rules={[{ required: true, message: '请选择职位' }]}>
            <Select
              aria-label="职位"
              showSearch
              optionFilterProp="label"
              options={(jobs.data ?? []).map((j) => ({ value: j.jobId, label: j.name }))}
            />
          </Form.Item>
          <Form.Item name="round" label="轮次">
            <Select options={ROUNDS.map((r) => ({ value: r, label: ROUND_LABEL[r] }))} />
          </Form.Item>
          <Form.Item name="kind" label="面试形式">
            <Select
              options={(['offline', 'video'] as const).map((k) => ({ value: k, label: SITE_KIND_LABEL[k] }))}
            />
          </Form.Item>
          <Form.Item
            name="siteId"
            label="面试地点/面试间"
            rules={[{ required: true, message: '请选择面试地点' }]}
          >
            <Select
              aria-label="面试地点/面试间"
              options={(sites.data ?? [])
                .filter((s) => s.kind === (formKind ?? 'offline'))
                .map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
          <Form.Item name="cutOffHours" label="候选人可修改截止（面试前小时数）">
            <InputNumber min={0} max={720} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

export default function InterviewListPage() {
  return <InterviewPage />;
}

/** 视频宣讲/视频面试安排 (/interview/videoCareerMetting): the video arrangements. */
export function VideoArrangementsPage() {
  return <InterviewPage kind="video" title="视频面试安排" />;
}

/** 线下面试预约 (/interview/site/orderofflineinterview): the offline arrangements and their bookings. */
export function OfflineBookingsPage() {
  return <InterviewPage kind="offline" title="线下面试预约" />;
}
