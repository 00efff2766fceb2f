import { useState } from 'react';
import { App, Button, Empty, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { LabelAddInput, type LabelEntry } from '@ehire/domain/contracts/settings';
import { LABEL_COLOR_NAME, LABEL_COLORS, type LabelColor } from '@ehire/domain/settings/labels';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCanWrite } from '../../../platform/Can';
import { PageCard } from '../../jobs/components/PageCard';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';

const COLOR_OPTIONS = LABEL_COLORS.map((color) => ({
  value: color,
  label: <Tag color={color === 'default' ? undefined : color}>{LABEL_COLOR_NAME[color]}</Tag>,
}));

type Editing = { mode: 'add' } | { mode: 'edit'; label: LabelEntry };

/**
 * 标签管理 (/new/systemManagement/labelManagement, old /systemManagement/basic/labellist; issue
 * 17): the tenant's talent labels with colour and the number of applications carrying each. A
 * rename changes the label on those applications too; a label in use cannot be deleted (the
 * button says why). Below level 2 of System.Label the page only reads.
 */
export function LabelPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanWrite(PERMISSION.label);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<LabelEntry | null>(null);
  const [form] = Form.useForm<{ name: string; color: LabelColor }>();
  const list = useQuery({ queryKey: SETTINGS_KEYS.labels(keyword), queryFn: () => api.labels(keyword) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['settings', 'labels'] });

  const save = useMutation({
    mutationFn: async (values: { name: string; color: LabelColor }) => {
      if (editing?.mode === 'edit') {
        await api.updateLabel({ name: editing.label.name, newName: values.name, color: values.color });
      } else {
        await api.addLabel(values);
      }
    },
    onSuccess: async () => {
      void message.success(editing?.mode === 'edit' ? '修改成功' : '添加成功');
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (name: string) => api.deleteLabel(name),
    onSuccess: async () => {
      void message.success('删除成功');
      setDeleting(null);
      await refresh();
    },
  });

  const open = (next: Editing) => {
    form.setFieldsValue(
      next.mode === 'edit' ? { name: next.label.name, color: next.label.color } : { name: '', color: 'blue' },
    );
    setEditing(next);
  };

  return (
    <PageCard
      title="标签管理"
      testId="label-page"
      extra={
        canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'add' })}>
            新增标签
          </Button>
        ) : null
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="标签名称"
          placeholder="搜索标签名称"
          allowClear
          maxLength={50}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </Space>
      <Table<LabelEntry>
        rowKey="name"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{
          emptyText: <Empty description={keyword ? '没有匹配的标签' : '暂无标签，点击“新增标签”添加'} />,
        }}
        columns={[
          {
            title: '标签',
            dataIndex: 'name',
            render: (name: string, label) => (
              <Tag color={label.color === 'default' ? undefined : label.color}>{name}</Tag>
            ),
          },
          { title: '颜色', dataIndex: 'color', render: (color: LabelColor) => LABEL_COLOR_NAME[color] },
          { title: '使用次数', dataIndex: 'usage' },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  render: (_: unknown, label: LabelEntry) => (
                    <Space data-testid={`label-${label.name}`}>
                      <Button type="link" onClick={() => open({ mode: 'edit', label })}>
                        编辑
                      </Button>
                      <Button type="link" danger onClick={() => setDeleting(label)}>
                        删除
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <AppDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? '编辑标签' : '新增标签'}
        confirmLoading={save.isPending}
        onClose={() => setEditing(null)}
        onOk={() =>
          void form.validateFields().then(
            (values) => save.mutate(values),
            () => undefined, // the form shows the field's message
          )
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label="标签名称"
            required
            rules={[zodRule(LabelAddInput.shape.name)]}
            extra={
              editing?.mode === 'edit' && editing.label.usage > 0
                ? `改名后，${editing.label.usage}份申请上的该标签一并改名`
                : undefined
            }
          >
            <Input aria-label="标签名称" maxLength={50} />
          </Form.Item>
          <Form.Item name="color" label="标签颜色" required>
            <Select aria-label="标签颜色" options={COLOR_OPTIONS} />
          </Form.Item>
        </Form>
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null && deleting.usage === 0}
        content={`确定删除标签“${deleting?.name ?? ''}”吗？`}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.name)}
        onCancel={() => setDeleting(null)}
      />
      <AppDialog
        open={deleting !== null && deleting.usage > 0}
        title="不能删除"
        onClose={() => setDeleting(null)}
        footer={null}
      >
        <Typography.Paragraph data-testid="label-in-use">
          标签“{deleting?.name}”正被{deleting?.usage}份申请使用，不能删除；请先在人才列表中移除该标签。
        </Typography.Paragraph>
      </AppDialog>
    </PageCard>
  );
}
