import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import { MOBILE_PATTERN } from '@ehire/domain/text/mobile';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELIVERED_STATUS } from '@ehire/domain/codes/inbox-status';
import { INTENT_DEGREES, type IntentRow, type RegisterIntentInput } from '@ehire/domain/contracts/intents';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { RequestError } from '../../../platform/request';
import { PageCard } from '../../jobs/components/PageCard';
import { TALENT_KEYS, useTalentApi } from '../../talent/api/talent-api';
import { INTENT_KEYS, useIntentsApi } from '../api/intents-api';
import { useKeywordPaging } from '../../../components/use-keyword-paging';

// 意向人才库 (/new/intentResume, ROUTE-026; tab=three lands here, ROUTE-073, AMB-006; issue 18 §1):
// interest registered without applying, by delivery status (deliveredstaus 00 未提交 / 01 已提交,
// WB-041); registered by a recruiter, previewed, invited to apply.

type Status = '' | '00' | '01';

export function IntentResumePage() {
  const api = useIntentsApi();
  const talentApi = useTalentApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const raw = params.get('deliveredstaus');
  const status: Status =
    raw === DELIVERED_STATUS.notSubmitted || raw === DELIVERED_STATUS.submitted ? raw : '';
  const paging = useKeywordPaging();
  const { keyword, pageIndex, setPageIndex } = paging;
  const [selected, setSelected] = useState<string[]>([]);
  const [registering, setRegistering] = useState(false);
  const [form] = Form.useForm<RegisterIntentInput>();
  const query = { keyword, deliveredstaus: status || undefined, pageIndex, pageSize: paging.pageSize };
  const page = useQuery({
    queryKey: INTENT_KEYS.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const jobs = useQuery({ queryKey: TALENT_KEYS.jobs, queryFn: () => talentApi.jobs() });
  const failed = (error: unknown) => {
    if (!(error instanceof RequestError && error.handled)) void message.error('操作失败，请重试');
  };

  const register = async () => {
    // antd shows the field's message itself; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await api.register({
        ...values,
        jobId: values.jobId ?? null,
        graduationYear: values.graduationYear ?? null,
      });
      setRegistering(false);
      await queryClient.invalidateQueries({ queryKey: INTENT_KEYS.all });
    } catch (error) {
      failed(error);
    }
  };
  const invite = async () => {
    try {
      const answer = await api.invite({ intentIds: selected });
      void message.success(`已邀请${answer.invited}人投递`);
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: INTENT_KEYS.all });
    } catch (error) {
      failed(error);
    }
  };
  const counts = page.data?.counts;

  return (
    <PageCard
      title="意向人才库"
      testId="intent-resume-page"
      extra={
        <Button type="primary" onClick={() => setRegistering(true)}>
          登记意向
        </Button>
      }
    >
      <Tabs
        activeKey={status || 'all'}
        onChange={(key) => {
          setPageIndex(1);
          setParams(key === 'all' ? {} : { deliveredstaus: key });
        }}
        items={[
          { key: 'all', label: '全部' },
          { key: '00', label: `未提交${counts ? `（${counts.notSubmitted}）` : ''}` },
          { key: '01', label: `已提交${counts ? `（${counts.submitted}）` : ''}` },
        ]}
      />
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="姓名、手机号、学校"
          aria-label="关键词"
          style={{ width: 280 }}
          onSearch={paging.search}
        />
        <Button disabled={selected.length === 0} onClick={() => void invite()}>
          邀请投递{selected.length ? `（${selected.length}人）` : ''}
        </Button>
      </Space>
      <Table<IntentRow>
        rowKey="intentId"
        size="middle"
        loading={page.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: '暂无意向候选人' }}
        pagination={paging.pagination(page.data?.total ?? 0, '人')}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            render: (name: string, r) => (
              <Link to={`/intentResumePreview?id=${encodeURIComponent(r.intentId)}`}>{name}</Link>
            ),
          },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '学校', dataIndex: 'school' },
          { title: '学历', dataIndex: 'degree' },
          { title: '意向职位', dataIndex: 'jobName' },
          { title: '来源', dataIndex: 'source' },
          {
            title: '投递状态',
            dataIndex: 'deliveredLabel',
            render: (label: string, r) => (
              <Tag color={r.deliveredstaus === '01' ? 'green' : 'orange'}>{label}</Tag>
            ),
          },
          { title: '已邀请', dataIndex: 'inviteCount', render: (n: number) => (n ? `${n}次` : '—') },
          { title: '登记时间', dataIndex: 'createdAt', render: (at: number) => formatDateTime(at) },
        ]}
      />
      <Modal
        title="登记意向"
        open={registering}
        okText="确定"
        cancelText="取消"
        onOk={() => void register()}
        onCancel={() => setRegistering(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请填写姓名' }]}>
            <Input aria-label="姓名" maxLength={30} />
          </Form.Item>
          <Form.Item
            name="mobile"
            label="手机号"
            rules={[
              { required: true, message: '请填写手机号' },
              { pattern: MOBILE_PATTERN, message: '手机号格式不正确' },
            ]}
          >
            <Input aria-label="手机号" />
          </Form.Item>
          <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
            <Input aria-label="邮箱" />
          </Form.Item>
          <Space wrap>
            <Form.Item name="school" label="学校">
              <Input aria-label="学校" />
            </Form.Item>
            <Form.Item name="major" label="专业">
              <Input aria-label="专业" />
            </Form.Item>
            <Form.Item name="degree" label="学历">
              <Select
                aria-label="学历"
                style={{ width: 100 }}
                allowClear
                options={INTENT_DEGREES.map((d) => ({ value: d, label: d }))}
              />
            </Form.Item>
            <Form.Item name="graduationYear" label="毕业年份">
              <InputNumber aria-label="毕业年份" min={2000} max={2100} />
            </Form.Item>
          </Space>
          <Form.Item name="jobId" label="意向职位">
            <Select
              aria-label="意向职位"
              allowClear
              options={(jobs.data ?? []).map((j) => ({ value: j.jobId, label: j.name }))}
            />
          </Form.Item>
          <Form.Item name="source" label="来源">
            <Input aria-label="来源" placeholder="如 宣讲会、双选会" />
          </Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
