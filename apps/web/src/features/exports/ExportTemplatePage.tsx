import { useState } from 'react';
import { App, Button, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import {
  DEFAULT_TALENT_EXPORT_COLUMNS,
  ExportTemplateInput,
  personalColumnLabels,
  TALENT_EXPORT_COLUMN,
  type ExportTemplate,
  type TalentExportColumnKey,
} from '@ehire/domain/contracts/exports';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { AppDialog } from '../../components/AppDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InfoBanner } from '../../components/InfoBanner';
import { useCanWrite } from '../../platform/Can';
import { PageCard } from '../jobs/components/PageCard';
import { ListEmpty } from '../../components/ListEmpty';
import { zodMessage, zodRule } from '../jobs/utils/zod-rule';
import { EXPORT_KEYS, useExportApi } from './api/export-api';
import { ColumnPicker } from './components/ColumnPicker';

type Editing = { id: string | null; name: string; columns: TalentExportColumnKey[] } | null;

/**
 * 导出模板 (/systemManagement/basic/exportTmpl): the tenant's saved choices of talent export
 * columns — create, rename, change the columns, delete. The talent list's export dialog offers
 * them. Managing needs 导出管理 (Ctm.Export) full permission; others see the list.
 */
export function ExportTemplatePage() {
  const api = useExportApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canEdit = useCanWrite(PERMISSION.export);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ExportTemplate | null>(null);
  const [form] = Form.useForm<{ name: string }>();

  const templates = useQuery({ queryKey: EXPORT_KEYS.templates, queryFn: () => api.templates() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: EXPORT_KEYS.templates });

  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ExportTemplateInput }) =>
      id ? api.updateTemplate(id, input) : api.createTemplate(input),
    onSuccess: async (_saved, { id }) => {
      void message.success(id ? '导出模板已保存' : '导出模板已创建');
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteTemplate(id),
    onSuccess: async () => {
      void message.success('导出模板已删除');
      setDeleting(null);
      await refresh();
    },
  });

  const columnsError = editing ? zodMessage(ExportTemplateInput.shape.columns, editing.columns) : null;
  const rows = templates.data ?? [];

  return (
    <PageCard
      title="导出模板"
      testId="export-template-page"
      extra={
        canEdit ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: null, name: '', columns: [...DEFAULT_TALENT_EXPORT_COLUMNS] })}
          >
            新建模板
          </Button>
        ) : null
      }
    >
      <InfoBanner type="info" size="mini" style={{ marginBottom: 12 }}>
        导出模板保存一组常用的导出列，在人才列表点击「导出」时可直接选用；模板在本企业内共享。
      </InfoBanner>
      <Table<ExportTemplate>
        rowKey="id"
        size="middle"
        loading={templates.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{
          emptyText: (
            <ListEmpty
              failed={templates.isError}
              onRetry={() => void templates.refetch()}
              description="暂无导出模板：新建模板保存常用的导出列，导出人才时可直接选用"
            />
          ),
        }}
        columns={[
          { title: '模板名称', dataIndex: 'name', width: 200 },
          {
            title: '导出列',
            dataIndex: 'columns',
            render: (columns: TalentExportColumnKey[]) => (
              <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 520 }}>
                {`${columns.length}列：${columns.map((key) => TALENT_EXPORT_COLUMN[key].label).join('、')}`}
              </Typography.Text>
            ),
          },
          {
            title: '个人信息列',
            key: 'personal',
            width: 200,
            render: (_value, row) => {
              const personal = personalColumnLabels(row.columns);
              return personal.length ? (
                <Space size={[4, 4]} wrap>
                  {personal.map((label) => (
                    <Tag key={label} color="orange">
                      {label}
                    </Tag>
                  ))}
                </Space>
              ) : (
                '无'
              );
            },
          },
          { title: '创建人', dataIndex: 'createdByName', width: 100 },
          {
            title: '更新时间',
            dataIndex: 'updatedAt',
            width: 180,
            render: (value: number) => formatDateTime(value),
          },
          ...(canEdit
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 140,
                  render: (_value: unknown, row: ExportTemplate) => (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setEditing({ id: row.id, name: row.name, columns: [...row.columns] })}
                      >
                        编辑
                      </Button>
                      <Button type="link" size="small" danger onClick={() => setDeleting(row)}>
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
        size="extraLarge"
        title={editing?.id ? '编辑导出模板' : '新建导出模板'}
        onClose={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ disabled: columnsError !== null }}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form<{ name: string }>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ name: editing?.name ?? '' }}
          onFinish={({ name }) =>
            editing && save.mutate({ id: editing.id, input: { name: name.trim(), columns: editing.columns } })
          }
        >
          <Form.Item label="模板名称" name="name" required rules={[zodRule(ExportTemplateInput.shape.name)]}>
            <Input placeholder="请输入模板名称" autoFocus />
          </Form.Item>
          <Form.Item
            label="导出列"
            required
            validateStatus={columnsError ? 'error' : undefined}
            help={columnsError}
          >
            {editing ? (
              <ColumnPicker
                value={editing.columns}
                onChange={(columns) => setEditing((current) => (current ? { ...current, columns } : current))}
              />
            ) : null}
          </Form.Item>
        </Form>
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        content={`确定要删除导出模板“${deleting?.name ?? ''}”吗？`}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}
