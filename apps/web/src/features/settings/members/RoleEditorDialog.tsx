import { useEffect, useState } from 'react';
import { Alert, Form, Input, Radio, Table } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PermissionKey } from '@ehire/domain/codes/permissions';
import { RoleSaveInput } from '@ehire/domain/contracts/settings';
import {
  DATA_SCOPE_LABEL,
  DATA_SCOPES,
  grantsAnything,
  SETTINGS_MESSAGE,
  type DataScope,
} from '@ehire/domain/settings/roles';
import { AppDialog } from '../../../components/AppDialog';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';

const LEVEL_OPTIONS = [
  { value: 0, label: '无' },
  { value: 1, label: '只读' },
  { value: 2, label: '完全' },
];

export interface RoleEditorDialogProps {
  /** null: a new role. */
  roleId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增/编辑角色: a level 0 无 / 1 只读 / 2 完全 for every permission key of the product (the server's
 * role authority list) and the data scope. The server refuses rights beyond the editor's own.
 */
export function RoleEditorDialog({ roleId, onClose, onSaved }: RoleEditorDialogProps) {
  const api = useSettingsApi();
  const [form] = Form.useForm<{ name: string; dataScope: DataScope }>();
  const [levels, setLevels] = useState<Partial<Record<PermissionKey, 0 | 1 | 2>>>({});
  const [error, setError] = useState('');
  const authority = useQuery({
    queryKey: SETTINGS_KEYS.authority(roleId),
    queryFn: () => api.roleAuthority(roleId),
  });
  useEffect(() => {
    if (!authority.data) return;
    form.setFieldsValue({ name: authority.data.name, dataScope: authority.data.dataScope as DataScope });
    setLevels(Object.fromEntries(authority.data.permissions.map((row) => [row.key, row.level as 0 | 1 | 2])));
  }, [authority.data, form]);

  const save = useMutation({
    mutationFn: (values: { name: string; dataScope: DataScope }) =>
      api.saveRole({ id: roleId, name: values.name, dataScope: values.dataScope, permissions: levels }),
    onSuccess: onSaved,
  });

  const submit = async () => {
    const values = await form.validateFields();
    if (!grantsAnything(levels)) {
      setError(SETTINGS_MESSAGE.roleWithoutPermission);
      return;
    }
    setError('');
    save.mutate(values);
  };

  return (
    <AppDialog
      open
      size="extraLarge"
      title={roleId ? '编辑角色' : '新增角色'}
      onClose={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
    >
      <Form form={form} layout="vertical" initialValues={{ name: '', dataScope: 'all' }}>
        <Form.Item label="角色名称" name="name" rules={[zodRule(RoleSaveInput.shape.name)]}>
          <Input maxLength={20} placeholder="如：校招HR" />
        </Form.Item>
        <Form.Item label="数据范围" name="dataScope">
          <Radio.Group
            options={DATA_SCOPES.map((scope) => ({ value: scope, label: DATA_SCOPE_LABEL[scope] }))}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        loading={authority.isFetching}
        scroll={{ y: 360 }}
        dataSource={authority.data?.permissions ?? []}
        columns={[
          { title: '权限', dataIndex: 'label', width: 160 },
          { title: '权限键', dataIndex: 'key', width: 200 },
          {
            title: '级别',
            key: 'level',
            render: (_value, row) => (
              <Radio.Group
                aria-label={`${row.label}权限级别`}
                optionType="button"
                size="small"
                options={LEVEL_OPTIONS}
                value={levels[row.key as PermissionKey] ?? 0}
                onChange={(event) =>
                  setLevels((current) => ({ ...current, [row.key]: event.target.value as 0 | 1 | 2 }))
                }
              />
            ),
          },
        ]}
      />
    </AppDialog>
  );
}
