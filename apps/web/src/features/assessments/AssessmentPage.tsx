import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AssessmentProductInput, type AssessmentProduct } from '@ehire/domain/contracts/assessments';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { RequestError } from '../../platform/request';
import { PageCard } from '../jobs/components/PageCard';
import { zodRule } from '../jobs/utils/zod-rule';
import { LicenceTable } from '../workbench/LicenceTable';
import { WORKBENCH_KEYS, useWorkbenchApi } from '../workbench/workbench-api';
import { AssessmentResultsTable } from './AssessmentResultsTable';
import { AssessmentResultImportButton } from './AssessmentResultImportButton';
import { ASSESSMENT_KEYS, useAssessmentsApi } from './assessments-api';

// The form checks the fields with the contract's own rules (the server parses the same).
const FIELDS = AssessmentProductInput.shape;

/**
 * 测评管理 (/new/systemManagement/test and the older /systemManagement/test; issue 18 §3): the
 * assessment licences (the toolbox's lots, the workbench's table), the assessment products, and
 * every invitation with its result.
 */
export function AssessmentPage() {
  const api = useAssessmentsApi();
  const workbench = useWorkbenchApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<AssessmentProductInput>();
  const licences = useQuery({
    queryKey: WORKBENCH_KEYS.examContracts,
    queryFn: () => workbench.examContracts(),
  });
  const products = useQuery({ queryKey: ASSESSMENT_KEYS.products, queryFn: () => api.products() });

  const save = async () => {
    // The form shows what is wrong beside the fields.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await api.addProduct(values);
      void message.success('测评产品已添加');
      setAdding(false);
      await queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.products });
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error('保存失败，请重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageCard
      title="测评管理"
      testId="assessment-page"
      extra={
        <Space>
          <AssessmentResultImportButton />
          <Button type="primary" onClick={() => setAdding(true)}>
            添加测评产品
          </Button>
        </Space>
      }
    >
      <Typography.Title level={5}>测评许可</Typography.Title>
      <div data-testid="assessment-licences" style={{ marginBottom: 24 }}>
        <LicenceTable rows={licences.data ?? []} />
      </div>
      <Typography.Title level={5}>测评产品</Typography.Title>
      <Table<AssessmentProduct>
        data-testid="assessment-products"
        style={{ marginBottom: 24 }}
        rowKey="id"
        size="small"
        pagination={false}
        loading={products.isFetching}
        dataSource={products.data ?? []}
        locale={{ emptyText: '暂无测评产品' }}
        columns={[
          { title: '测评名称', dataIndex: 'name' },
          { title: '供应商', dataIndex: 'provider', render: (v: string) => v || '—' },
          { title: '时长（分钟）', dataIndex: 'durationMinutes' },
          { title: '测评链接', dataIndex: 'url', ellipsis: true },
          { title: '添加时间', dataIndex: 'createdAt', render: (at: number) => formatDateTime(at) },
        ]}
      />
      <Typography.Title level={5}>测评结果</Typography.Title>
      <AssessmentResultsTable />
      <Modal
        title="添加测评产品"
        open={adding}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ durationMinutes: 60 }}>
          <Form.Item name="name" label="测评名称" rules={[zodRule(FIELDS.name)]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="provider" label="供应商">
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="url" label="测评链接" rules={[zodRule(FIELDS.url)]}>
            <Input maxLength={500} placeholder="https://" />
          </Form.Item>
          <Form.Item name="durationMinutes" label="时长（分钟）">
            <InputNumber min={1} max={600} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
