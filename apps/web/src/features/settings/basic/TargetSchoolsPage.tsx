import { useEffect, useMemo, useState } from 'react';
import { App, Button, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { TargetSolutionInput, type TargetSolutionSave } from '@ehire/domain/contracts/settings';
import { SCHOOLS, type SchoolInfo } from '@ehire/domain/dictionaries/system';
import type { TargetSolution } from '@ehire/domain/settings/target-schools';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCanWrite } from '../../../platform/Can';
import { PageCard } from '../../jobs/components/PageCard';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';
import { BasicSettingsTabs } from './BasicSettingsTabs';

const LIST_PATH = '/new/systemManagement/basic/destinationlist';
const EDIT_PATH = `${LIST_PATH}/solutionEdit`;

function flagsOf(school: SchoolInfo): string[] {
  const flags: string[] = [];
  if (school.is985) flags.push('985');
  if (school.is211) flags.push('211');
  if (school.isDoubleFirstClass) flags.push('双一流');
  if (school.tier === '海外') flags.push('海外');
  return flags;
}

const SCHOOL_OPTIONS = SCHOOLS.map((school) => ({
  value: school.name,
  label: `${school.name}${flagsOf(school).length ? `（${flagsOf(school).join(' / ')}）` : ''}`,
}));

/** Quick picks: every school of a tier (the tiers nest, as in the school filter). */
const TIER_PICKS: Array<{ label: string; test: (s: SchoolInfo) => boolean }> = [
  { label: '添加全部985院校', test: (s) => s.is985 },
  { label: '添加全部211院校', test: (s) => s.is211 },
  { label: '添加全部双一流院校', test: (s) => s.isDoubleFirstClass },
];

/**
 * 目标学校/专业 (/new/systemManagement/basic/destinationlist; issue 17): the tenant's target
 * solutions. The talent list's school filter offers 目标院校 = any school of any solution.
 */
export function TargetSolutionListPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const canWrite = useCanWrite(PERMISSION.basicSetting);
  const list = useQuery({ queryKey: SETTINGS_KEYS.targetSolutions, queryFn: () => api.targetSolutions() });
  const [deleting, setDeleting] = useState<TargetSolution | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteTargetSolution(id),
    onSuccess: async () => {
      setDeleting(null);
      void message.success('删除成功');
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.targetSolutions });
    },
  });
  return (
    <PageCard
      title="基础设置"
      extra={
        canWrite ? (
          <Button type="primary" onClick={() => void navigate(EDIT_PATH)}>
            新增方案
          </Button>
        ) : null
      }
    >
      <BasicSettingsTabs />
      <Typography.Paragraph type="secondary">
        人才列表的“学校”筛选可选“目标院校”：投递学校属于任一方案的目标学校。
      </Typography.Paragraph>
      <Table<TargetSolution>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无方案' }}
        columns={[
          { title: '方案名称', dataIndex: 'name' },
          {
            title: '目标学校',
            dataIndex: 'schools',
            render: (schools: string[]) =>
              `${schools.slice(0, 3).join('、')}${schools.length > 3 ? ` 等${schools.length}所` : ''}`,
          },
          {
            title: '目标专业',
            dataIndex: 'majors',
            render: (majors: string[]) => (majors.length ? majors.join('、') : '不限'),
          },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_value, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void navigate(`${EDIT_PATH}?id=${row.id}`)}>
                  {canWrite ? '编辑' : '查看'}
                </Button>
                {canWrite ? (
                  <Button type="link" size="small" danger onClick={() => setDeleting(row)}>
                    删除
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        content={deleting ? `确定要删除方案“${deleting.name}”吗？` : ''}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}

/** .../destinationlist/solutionEdit(?id=): one solution's name, schools and majors. */
export function TargetSolutionEditPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const canWrite = useCanWrite(PERMISSION.basicSetting);
  const [params] = useSearchParams();
  const id = params.get('id');
  const list = useQuery({ queryKey: SETTINGS_KEYS.targetSolutions, queryFn: () => api.targetSolutions() });
  const current = useMemo(() => list.data?.list.find((s) => s.id === id), [list.data, id]);
  const [form] = Form.useForm<TargetSolutionSave>();
  useEffect(() => {
    if (current)
      form.setFieldsValue({ name: current.name, schools: current.schools, majors: current.majors });
  }, [form, current]);
  const save = useMutation({
    mutationFn: (values: TargetSolutionSave) => api.saveTargetSolution({ ...values, id: id ?? null }),
    onSuccess: async () => {
      void message.success('保存成功');
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.targetSolutions });
      void navigate(LIST_PATH);
    },
  });
  const addTier = (test: (s: SchoolInfo) => boolean) => {
    const chosen = (form.getFieldValue('schools') as string[] | undefined) ?? [];
    form.setFieldValue('schools', [...new Set([...chosen, ...SCHOOLS.filter(test).map((s) => s.name)])]);
  };
  return (
    <PageCard title={id ? '编辑目标方案' : '新增目标方案'}>
      {id && list.isSuccess && !current ? <Typography.Text type="danger">方案不存在</Typography.Text> : null}
      <Form
        form={form}
        layout="vertical"
        disabled={!canWrite}
        style={{ maxWidth: 720 }}
        initialValues={{ name: '', schools: [], majors: [] }}
      >
        <Form.Item label="方案名称" name="name" rules={[zodRule(TargetSolutionInput.shape.name)]}>
          <Input aria-label="方案名称" maxLength={30} />
        </Form.Item>
        <Form.Item label="目标学校" required>
          <Space wrap style={{ marginBottom: 8 }}>
            {TIER_PICKS.map((pick) => (
              <Button key={pick.label} size="small" onClick={() => addTier(pick.test)}>
                {pick.label}
              </Button>
            ))}
          </Space>
          <Form.Item name="schools" noStyle rules={[zodRule(TargetSolutionInput.shape.schools)]}>
            <Select
              aria-label="目标学校"
              mode="multiple"
              showSearch
              allowClear
              placeholder="从院校库中选择"
              options={SCHOOL_OPTIONS}
              optionFilterProp="label"
              maxTagCount={30}
              tagRender={({ value, closable, onClose }) => (
                <Tag closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }}>
                  {String(value)}
                </Tag>
              )}
            />
          </Form.Item>
        </Form.Item>
        <Form.Item
          label="目标专业"
          name="majors"
          extra="输入专业名称后回车；不填为不限专业"
          rules={[zodRule(TargetSolutionInput.shape.majors)]}
        >
          <Select aria-label="目标专业" mode="tags" open={false} tokenSeparators={[',', '，']} />
        </Form.Item>
        <Space>
          {canWrite ? (
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() =>
                void form.validateFields().then(
                  (values) => save.mutate(values),
                  () => undefined, // the form shows the field's message
                )
              }
            >
              保存
            </Button>
          ) : null}
          <Button disabled={false} onClick={() => void navigate(LIST_PATH)}>
            返回
          </Button>
        </Space>
      </Form>
    </PageCard>
  );
}
