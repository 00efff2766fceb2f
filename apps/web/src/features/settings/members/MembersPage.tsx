import { useState } from 'react';
import { App, Button, Form, Input, Select, Space, Table, Tabs, Tag, TreeSelect } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ResetPasswordInput,
  USER_STATUS,
  USER_STATUS_LABEL,
  UserSaveInput,
  type Role,
  type User,
  type UserOptions,
} from '@ehire/domain/contracts/settings';
import { DATA_SCOPE_LABEL, isDataScope } from '@ehire/domain/settings/roles';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageCard } from '../../jobs/components/PageCard';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';
import { RoleEditorDialog } from './RoleEditorDialog';
import { UserImportDialog } from './UserImportDialog';

const shape = UserSaveInput.shape;

type UserFormValues = {
  username: string;
  displayName: string;
  email: string;
  mobile: string;
  roleId: string;
  organizationId: string | null;
  password: string;
};

type TreeNode = { value: string; title: string; children: TreeNode[] };

/** The organisation list as the nested options of a TreeSelect. */
function organizationTree(organizations: UserOptions['organizations']): TreeNode[] {
  const nodes = new Map<string, TreeNode>(
    organizations.map((org) => [org.id, { value: org.id, title: org.name, children: [] }]),
  );
  const roots: TreeNode[] = [];
  for (const org of organizations) {
    const node = nodes.get(org.id) as TreeNode;
    const parent = org.parentId ? nodes.get(org.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** 用户角色 (/new/systemManagement/company/members): users and roles (PERM-017). */
export function MembersPage() {
  return (
    <PageCard title="用户角色" testId="members-page">
      <Tabs
        items={[
          { key: 'users', label: '用户', children: <UsersTab /> },
          { key: 'roles', label: '角色', children: <RolesTab /> },
        ]}
      />
    </PageCard>
  );
}

function UsersTab() {
  const [importing, setImporting] = useState(false);
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [selected, setSelected] = useState<User[]>([]);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [batchRole, setBatchRole] = useState<string | null>(null);
  const [batchRoleOpen, setBatchRoleOpen] = useState(false);
  const [change, setChange] = useState<{ users: User[]; status: 0 | 1 } | null>(null);
  const [form] = Form.useForm<UserFormValues>();
  const [passwordForm] = Form.useForm<{ password: string }>();

  const query = { keyword, roleId: null, status: null, ...paging };
  const list = useQuery({
    queryKey: SETTINGS_KEYS.users(query),
    queryFn: () => api.userPage(query),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({ queryKey: SETTINGS_KEYS.options, queryFn: () => api.userOptions() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.all });

  const save = useMutation({
    mutationFn: (values: UserFormValues) =>
      api.saveUser({
        ...values,
        id: editing && editing !== 'new' ? editing.id : null,
        organizationId: values.organizationId ?? null,
        password: values.password ?? '',
      }),
    onSuccess: async () => {
      void message.success('保存成功');
      setEditing(null);
      await refresh();
    },
  });
  const setStatus = useMutation({
    mutationFn: ({ users, status }: { users: User[]; status: 0 | 1 }) =>
      api.setUserStatus(
        users.map((user) => user.id),
        status,
      ),
    onSuccess: async (_answer, { status }) => {
      void message.success(status === USER_STATUS.enabled ? '已启用' : '已停用');
      setChange(null);
      setSelected([]);
      await refresh();
    },
  });
  const setRole = useMutation({
    mutationFn: (roleId: string) =>
      api.setUserRole(
        selected.map((user) => user.id),
        roleId,
      ),
    onSuccess: async () => {
      void message.success('修改成功');
      setBatchRoleOpen(false);
      setSelected([]);
      await refresh();
    },
  });
  const reset = useMutation({
    mutationFn: (password: string) => api.resetPassword({ id: resetting?.id ?? '', password }),
    onSuccess: () => {
      void message.success('密码已重置');
      setResetting(null);
    },
  });

  const openEditor = (user: User | 'new') => {
    form.setFieldsValue(
      user === 'new'
        ? {
            username: '',
            displayName: '',
            email: '',
            mobile: '',
            roleId: undefined,
            organizationId: null,
            password: '',
          }
        : {
            username: user.username,
            displayName: user.displayName,
            email: user.email,
            mobile: user.mobile,
            roleId: user.roleId,
            organizationId: user.organizationId,
            password: '',
          },
    );
    setEditing(user);
  };
  const roles = (options.data?.roles ?? []).map((role) => ({ value: role.id, label: role.name }));
  const tree = organizationTree(options.data?.organizations ?? []);

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="用户名、姓名或手机号"
          aria-label="搜索用户"
          allowClear
          maxLength={50}
          style={{ width: 240 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((current) => ({ ...current, pageIndex: 1 }));
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor('new')}>
          新增用户
        </Button>
        <Button onClick={() => setImporting(true)}>导入用户</Button>
        <Button disabled={selected.length === 0} onClick={() => setChange({ users: selected, status: 0 })}>
          批量停用
        </Button>
        <Button disabled={selected.length === 0} onClick={() => setChange({ users: selected, status: 1 })}>
          批量启用
        </Button>
        <Button disabled={selected.length === 0} onClick={() => setBatchRoleOpen(true)}>
          批量修改角色
        </Button>
      </Space>
      <Table<User>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        rowSelection={{
          selectedRowKeys: selected.map((user) => user.id),
          onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
        }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '用户名', dataIndex: 'username', width: 140 },
          { title: '姓名', dataIndex: 'displayName', width: 100 },
          { title: '角色', dataIndex: 'roleName', width: 120 },
          { title: '所属组织', dataIndex: 'organizationName', width: 140 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (value: 0 | 1) => (
              <Tag color={value === 1 ? 'success' : 'default'}>{USER_STATUS_LABEL[value]}</Tag>
            ),
          },
          {
            title: '创建时间',
            dataIndex: 'createdAt',
            width: 170,
            render: (value: number) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            render: (_value, user) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => openEditor(user)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    passwordForm.resetFields();
                    setResetting(user);
                  }}
                >
                  重置密码
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger={user.status === 1}
                  onClick={() => setChange({ users: [user], status: user.status === 1 ? 0 : 1 })}
                >
                  {user.status === 1 ? '停用' : '启用'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <UserImportDialog open={importing} onClose={() => setImporting(false)} />
      <AppDialog
        open={editing !== null}
        title={editing === 'new' ? '新增用户' : '编辑用户'}
        onClose={() => setEditing(null)}
        onOk={() => void form.validateFields().then((values) => save.mutate(values))}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item label="用户名" name="username" rules={[zodRule(shape.username)]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item label="姓名" name="displayName" rules={[zodRule(shape.displayName)]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item label="角色" name="roleId" rules={[zodRule(shape.roleId)]}>
            <Select options={roles} placeholder="请选择角色" aria-label="角色" />
          </Form.Item>
          <Form.Item label="所属组织" name="organizationId">
            <TreeSelect
              treeData={tree}
              allowClear
              treeDefaultExpandAll
              placeholder="请选择组织"
              aria-label="所属组织"
            />
          </Form.Item>
          <Form.Item label="手机号" name="mobile" rules={[zodRule(shape.mobile)]}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item label="邮箱" name="email" rules={[zodRule(shape.email)]}>
            <Input maxLength={100} />
          </Form.Item>
          {editing === 'new' ? (
            <Form.Item
              label="初始密码"
              name="password"
              rules={[{ required: true, message: '请输入初始密码' }]}
            >
              <Input.Password maxLength={32} autoComplete="new-password" />
            </Form.Item>
          ) : null}
        </Form>
      </AppDialog>
      <AppDialog
        open={resetting !== null}
        title={`重置密码：${resetting?.displayName ?? ''}`}
        onClose={() => setResetting(null)}
        onOk={() => void passwordForm.validateFields().then(({ password }) => reset.mutate(password))}
        confirmLoading={reset.isPending}
        forceRender
      >
        <Form form={passwordForm} layout="vertical">
          <Form.Item label="新密码" name="password" rules={[zodRule(ResetPasswordInput.shape.password)]}>
            <Input.Password maxLength={32} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </AppDialog>
      <AppDialog
        open={batchRoleOpen}
        title={`修改选中的${selected.length}名用户的角色`}
        onClose={() => setBatchRoleOpen(false)}
        onOk={() => batchRole && setRole.mutate(batchRole)}
        okButtonProps={{ disabled: !batchRole }}
        confirmLoading={setRole.isPending}
      >
        <Select
          style={{ width: '100%' }}
          options={roles}
          value={batchRole}
          onChange={setBatchRole}
          aria-label="新角色"
        />
      </AppDialog>
      <ConfirmDialog
        open={change !== null}
        content={
          change
            ? `确定要${change.status === 1 ? '启用' : '停用'}${
                change.users.length === 1
                  ? `用户“${change.users[0].displayName}”`
                  : `选中的${change.users.length}名用户`
              }吗？`
            : ''
        }
        confirmLoading={setStatus.isPending}
        onOk={() => change && setStatus.mutate(change)}
        onCancel={() => setChange(null)}
      />
    </>
  );
}

function RolesTab() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const query = { keyword: '', ...paging };
  const list = useQuery({
    queryKey: SETTINGS_KEYS.roles(query),
    queryFn: () => api.rolePage(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.all });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteRole(id),
    onSuccess: async () => {
      void message.success('删除成功');
      setDeleting(null);
      await refresh();
    },
  });

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增角色
        </Button>
      </Space>
      <Table<Role>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '角色名称', dataIndex: 'name', width: 160 },
          {
            title: '数据范围',
            dataIndex: 'dataScope',
            width: 200,
            render: (scope: string) => (isDataScope(scope) ? DATA_SCOPE_LABEL[scope] : scope),
          },
          { title: '用户数', dataIndex: 'userCount', width: 90 },
          {
            title: '创建时间',
            dataIndex: 'createdAt',
            width: 170,
            render: (value: number) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_value, role) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(role.id)}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => setDeleting(role)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null ? (
        <RoleEditorDialog
          roleId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void message.success('保存成功');
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        content={deleting ? `确定要删除角色“${deleting.name}”吗？` : ''}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
