import { useMemo, useState, type ReactNode } from 'react';
import { App, Button, Form, Input, Space, Tree, Typography, type TreeProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OrganizationAddInput,
  type OrganizationList,
  type OrganizationNode,
} from '@ehire/domain/contracts/settings';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageCard } from '../../jobs/components/PageCard';
import { zodRule } from '../../jobs/utils/zod-rule';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';
import { GroupReportProjects } from './GroupReportProjects';

type TreeItem = {
  key: string;
  title: ReactNode;
  children: TreeItem[];
  node: OrganizationNode;
  isLeaf?: boolean;
};

/** The flat list as antd tree data, siblings in their sort order. */
function toTree(list: OrganizationList, render: (node: OrganizationNode) => ReactNode): TreeItem[] {
  const sorted = [...list].sort((a, b) => a.sort - b.sort);
  const items = new Map(
    sorted.map((node) => [node.id, { key: node.id, title: render(node), children: [] as TreeItem[], node }]),
  );
  const roots: TreeItem[] = [];
  for (const node of sorted) {
    const item = items.get(node.id) as TreeItem;
    const parent = node.parentId ? items.get(node.parentId) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

type Editing = { mode: 'add'; parent: OrganizationNode | null } | { mode: 'rename'; node: OrganizationNode };

/**
 * 企业架构 (/new/systemManagement/company/organization): the organisation tree; add, rename,
 * move by dragging a node (onto another to nest it, between two to order it), delete when empty.
 */
export function OrganizationPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<OrganizationNode | null>(null);
  // Every node open until the user closes it.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [form] = Form.useForm<{ name: string }>();
  const list = useQuery({ queryKey: SETTINGS_KEYS.organizations, queryFn: () => api.organizations() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.all });

  const save = useMutation({
    mutationFn: async (name: string) => {
      if (!editing) return;
      if (editing.mode === 'add') await api.addOrganization(editing.parent?.id ?? null, name);
      else await api.renameOrganization(editing.node.id, name);
    },
    onSuccess: async () => {
      void message.success(editing?.mode === 'add' ? '添加成功' : '修改成功');
      setEditing(null);
      await refresh();
    },
  });
  const move = useMutation({
    mutationFn: api.moveOrganization,
    onSuccess: async () => {
      void message.success('移动成功');
      await refresh();
    },
    onError: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteOrganization(id),
    onSuccess: async () => {
      void message.success('删除成功');
      setDeleting(null);
      await refresh();
    },
  });

  const open = (next: Editing) => {
    form.setFieldsValue({ name: next.mode === 'rename' ? next.node.name : '' });
    setEditing(next);
  };

  const treeData = useMemo(
    () =>
      toTree(list.data ?? [], (node) => (
        <Space size={4} data-testid={`org-${node.name}`}>
          <span>{node.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            职位 {node.jobCount} · 用户 {node.userCount}
          </Typography.Text>
          <Button type="link" size="small" onClick={() => open({ mode: 'add', parent: node })}>
            添加下级
          </Button>
          <Button type="link" size="small" onClick={() => open({ mode: 'rename', node })}>
            重命名
          </Button>
          <Button type="link" size="small" danger onClick={() => setDeleting(node)}>
            删除
          </Button>
        </Space>
      )),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open only reads the stable form
    [list.data],
  );

  // antd's drop position: -1 before the target, 1 after it, 0 (dropToGap false) inside it.
  const onDrop: TreeProps<TreeItem>['onDrop'] = (info) => {
    const dragged = info.dragNode.node;
    const target = info.node.node;
    const siblingsOf = (parentId: string | null) =>
      (list.data ?? [])
        .filter((n) => n.parentId === parentId && n.id !== dragged.id)
        .sort((a, b) => a.sort - b.sort);
    if (!info.dropToGap) {
      move.mutate({ id: dragged.id, parentId: target.id, index: 0 });
      return;
    }
    const siblings = siblingsOf(target.parentId);
    const at = siblings.findIndex((n) => n.id === target.id);
    const relative = info.dropPosition - Number(info.node.pos.split('-').pop());
    move.mutate({ id: dragged.id, parentId: target.parentId, index: relative < 0 ? at : at + 1 });
  };

  return (
    <PageCard
      title="企业架构"
      testId="organization-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'add', parent: null })}>
          新增顶级组织
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        拖动组织可调整上下级与顺序；有下级、职位或用户的组织不能删除。
      </Typography.Paragraph>
      {list.data ? (
        <Tree<TreeItem>
          draggable={{ icon: false }}
          blockNode
          expandedKeys={(list.data ?? []).map((n) => n.id).filter((id) => !collapsed.has(id))}
          onExpand={(_keys, { node, expanded }) =>
            setCollapsed((current) => {
              const next = new Set(current);
              if (expanded) next.delete(node.key);
              else next.add(node.key);
              return next;
            })
          }
          motion={null}
          selectable={false}
          treeData={treeData}
          onDrop={onDrop}
        />
      ) : null}
      <GroupReportProjects />
      <AppDialog
        open={editing !== null}
        title={
          editing?.mode === 'rename'
            ? '重命名组织'
            : editing?.parent
              ? `添加“${editing.parent.name}”的下级组织`
              : '新增顶级组织'
        }
        onClose={() => setEditing(null)}
        onOk={() => void form.validateFields().then(({ name }) => save.mutate(name))}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item label="组织名称" name="name" rules={[zodRule(OrganizationAddInput.shape.name)]}>
            <Input maxLength={30} />
          </Form.Item>
        </Form>
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        content={deleting ? `确定要删除组织“${deleting.name}”吗？` : ''}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </PageCard>
  );
}
