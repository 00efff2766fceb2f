import { useState } from 'react';
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  CAMPUS_EVENT_KINDS,
  CAMPUS_EVENT_KIND_LABEL,
  SCHOOL_TIERS,
  type SaveContactInput,
  type SchoolRow,
} from '@ehire/domain/contracts/schools';
import { SCHOOL_ROWS } from '@ehire/domain/dictionaries/data/schools';
import { RequestError } from '../../platform/request';
import { PageCard } from '../jobs/components/PageCard';
import { TALENT_KEYS, useTalentApi } from '../talent/api/talent-api';
import { SCHOOL_KEYS, useSchoolsApi } from './api/schools-api';
import { useKeywordPaging } from '../../components/use-keyword-paging';

// 学校列表 (/new/shoolmanagerlist/schoollist, ROUTE-024, WB-044; issue 18 §4): the schools the
// tenant recruits at, from the school dictionary (tier and province from it), with their
// recruiters; a drawer per school holds its contacts and campus events linked to jobs.

const SCHOOL_OPTIONS = SCHOOL_ROWS.map(([name, tier]) => ({ value: name, label: `${name}（${tier}）` }));

function useFailure() {
  const { message } = App.useApp();
  return (error: unknown) => {
    if (!(error instanceof RequestError && error.handled)) void message.error('操作失败，请重试');
  };
}

export function SchoolListPage() {
  const api = useSchoolsApi();
  const queryClient = useQueryClient();
  const failed = useFailure();
  const paging = useKeywordPaging();
  const { keyword, pageIndex, setPageIndex } = paging;
  const [tier, setTier] = useState('');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; operatorIds: string[]; notes: string }>();
  const query = { keyword, tier, pageIndex, pageSize: paging.pageSize };
  const page = useQuery({
    queryKey: SCHOOL_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const operators = useQuery({ queryKey: SCHOOL_KEYS.operators, queryFn: () => api.operators() });

  const add = async () => {
    // antd shows the field's message itself; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await api.add({ ...values, operatorIds: values.operatorIds ?? [], notes: values.notes ?? '' });
      setAdding(false);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: SCHOOL_KEYS.all });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <PageCard
      title="学校列表"
      testId="school-list-page"
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          添加学校
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="学校名称"
          aria-label="学校名称"
          style={{ width: 260 }}
          onSearch={paging.search}
        />
        <Select
          aria-label="学校层次"
          style={{ width: 160 }}
          value={tier}
          onChange={(v) => {
            setTier(v);
            setPageIndex(1);
          }}
          options={[{ value: '', label: '全部层次' }, ...SCHOOL_TIERS.map((t) => ({ value: t, label: t }))]}
        />
      </Space>
      <Table<SchoolRow>
        rowKey="schoolId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: '暂无学校，点击“添加学校”从学校字典中选择' }}
        pagination={paging.pagination(page.data?.total ?? 0, '所')}
        columns={[
          {
            title: '学校',
            dataIndex: 'name',
            render: (name: string, r) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(r.schoolId)}>
                {name}
              </Button>
            ),
          },
          { title: '层次', dataIndex: 'tier', render: (t: string) => <Tag>{t}</Tag> },
          { title: '省份', dataIndex: 'province' },
          {
            title: '负责人',
            dataIndex: 'operators',
            render: (ops: SchoolRow['operators']) => ops.map((o) => o.name).join('、'),
          },
          { title: '联系人', dataIndex: 'contactCount' },
          { title: '校园活动', dataIndex: 'eventCount' },
          { title: '备注', dataIndex: 'notes' },
        ]}
      />
      <Modal
        title="添加学校"
        open={adding}
        okText="确定"
        cancelText="取消"
        onOk={() => void add()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="name" label="学校" rules={[{ required: true, message: '请选择学校' }]}>
            <Select
              showSearch
              aria-label="学校"
              placeholder="输入学校名称"
              options={SCHOOL_OPTIONS}
              optionFilterProp="value"
            />
          </Form.Item>
          <Form.Item name="operatorIds" label="负责人">
            <Select
              mode="multiple"
              aria-label="负责人"
              options={(operators.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
          </Form.Item>
          <Form.Item name="notes" label="备注">
            <Input.TextArea maxLength={500} aria-label="备注" />
          </Form.Item>
        </Form>
      </Modal>
      {openId && <SchoolDrawer schoolId={openId} onClose={() => setOpenId(null)} />}
    </PageCard>
  );
}

function SchoolDrawer({ schoolId, onClose }: { schoolId: string; onClose: () => void }) {
  const api = useSchoolsApi();
  const talentApi = useTalentApi();
  const queryClient = useQueryClient();
  const failed = useFailure();
  const details = useQuery({ queryKey: SCHOOL_KEYS.details(schoolId), queryFn: () => api.details(schoolId) });
  const jobs = useQuery({ queryKey: TALENT_KEYS.jobs, queryFn: () => talentApi.jobs() });
  const [contactForm] = Form.useForm<SaveContactInput>();
  const [eventForm] = Form.useForm<{
    kind: string;
    title: string;
    dates: [Dayjs, Dayjs];
    location: string;
    jobIds: string[];
  }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SCHOOL_KEYS.all });
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await refresh();
    } catch (error) {
      failed(error);
    }
  };
  const d = details.data;
  return (
    <Drawer open title={d?.name ?? '学校详情'} size="large" onClose={onClose} data-testid="school-drawer">
      {d && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="层次">{d.tier}</Descriptions.Item>
            <Descriptions.Item label="省份">{d.province}</Descriptions.Item>
            <Descriptions.Item label="负责人">
              {d.operators.map((o) => o.name).join('、') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="备注">{d.notes || '—'}</Descriptions.Item>
          </Descriptions>
          <h3>联系人</h3>
          <List
            size="small"
            dataSource={d.contacts}
            locale={{ emptyText: '暂无联系人' }}
            renderItem={(c) => (
              <List.Item
                actions={[
                  <Popconfirm
                    key="del"
                    title="删除该联系人？"
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => run(() => api.removeContact(c.contactId))}
                  >
                    <Button type="link" danger size="small">
                      删除
                    </Button>
                  </Popconfirm>,
                ]}
              >
                {[c.name, c.role, c.phone, c.email, c.notes].filter(Boolean).join(' · ')}
              </List.Item>
            )}
          />
          <Form
            form={contactForm}
            layout="inline"
            style={{ margin: '8px 0 24px' }}
            onFinish={(values) =>
              run(async () => {
                await api.addContact(schoolId, values);
                contactForm.resetFields();
              })
            }
          >
            <Form.Item name="name" rules={[{ required: true, message: '请填写联系人姓名' }]}>
              <Input placeholder="姓名" aria-label="联系人姓名" style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="role">
              <Input placeholder="职务" aria-label="职务" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="phone">
              <Input placeholder="电话" aria-label="联系电话" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="email">
              <Input placeholder="邮箱" aria-label="联系人邮箱" style={{ width: 180 }} />
            </Form.Item>
            <Button htmlType="submit">添加联系人</Button>
          </Form>
          <h3>校园活动</h3>
          <List
            size="small"
            dataSource={d.events}
            locale={{ emptyText: '暂无校园活动' }}
            renderItem={(e) => (
              <List.Item
                actions={[
                  <Popconfirm
                    key="del"
                    title="删除该活动？"
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => run(() => api.removeEvent(e.eventId))}
                  >
                    <Button type="link" danger size="small">
                      删除
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <Tag>{e.kindLabel}</Tag>
                {e.title} {e.startDate}
                {e.endDate !== e.startDate ? ` 至 ${e.endDate}` : ''} {e.location}
                {e.jobs.length > 0 && ` · 职位：${e.jobs.map((j) => j.name).join('、')}`}
              </List.Item>
            )}
          />
          <Form
            form={eventForm}
            layout="vertical"
            style={{ marginTop: 8 }}
            initialValues={{ kind: 'talk' }}
            onFinish={(v) =>
              run(async () => {
                await api.addEvent(schoolId, {
                  kind: v.kind as (typeof CAMPUS_EVENT_KINDS)[number],
                  title: v.title,
                  startDate: v.dates[0].format('YYYY-MM-DD'),
                  endDate: v.dates[1].format('YYYY-MM-DD'),
                  location: v.location ?? '',
                  jobIds: v.jobIds ?? [],
                });
                eventForm.resetFields();
              })
            }
          >
            <Space wrap align="start">
              <Form.Item name="kind" label="类型">
                <Select
                  aria-label="活动类型"
                  style={{ width: 120 }}
                  options={CAMPUS_EVENT_KINDS.map((k) => ({ value: k, label: CAMPUS_EVENT_KIND_LABEL[k] }))}
                />
              </Form.Item>
              <Form.Item name="title" label="名称" rules={[{ required: true, message: '请填写活动名称' }]}>
                <Input aria-label="活动名称" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name="dates" label="日期" rules={[{ required: true, message: '请选择活动日期' }]}>
                <DatePicker.RangePicker aria-label="活动日期" />
              </Form.Item>
              <Form.Item name="location" label="地点">
                <Input aria-label="活动地点" style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="jobIds" label="关联职位">
                <Select
                  mode="multiple"
                  aria-label="关联职位"
                  style={{ width: 260 }}
                  options={(jobs.data ?? []).map((j) => ({ value: j.jobId, label: j.name }))}
                />
              </Form.Item>
            </Space>
            <Button htmlType="submit">添加活动</Button>
          </Form>
          <Popconfirm
            title="删除该学校及其联系人和活动？"
            okText="确定"
            cancelText="取消"
            onConfirm={() =>
              run(async () => {
                await api.remove(schoolId);
                onClose();
              })
            }
          >
            <Button danger style={{ marginTop: 24 }}>
              删除学校
            </Button>
          </Popconfirm>
        </>
      )}
    </Drawer>
  );
}
