import { DICTIONARIES_API } from '@ehire/domain/api/dictionaries';
import { useState } from 'react';
import { App, Button, Empty, Input, Space, Table, Tabs, Tree } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { DIC_CATEGORY } from '@ehire/domain/codes/resume-design';
import type {
  DictListEntry,
  MemberDictAnswer,
  SystemDictAnswer,
} from '@ehire/domain/contracts/resume-design';
import type { DictItem } from '@ehire/domain/resume-design/model';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCanWrite } from '../../../platform/Can';
import { usePlatform } from '../../../platform/PlatformContext';
import { useDesignerApi } from '../../designer/api/designer-api';
import { MemberDictionaryDialog } from '../../designer/components/MemberDictionaryDialog';
import { PageCard } from '../../jobs/components/PageCard';

const DICT_KEYS = {
  list: (category: number, keyword: string, page: number) =>
    ['dictionaries', category, keyword, page] as const,
};
const PAGE_SIZE = 20;

type TreeNode = { key: string; title: string; children?: TreeNode[] };

function toTree(items: DictItem[], prefix = ''): TreeNode[] {
  return items.map((item, i) => {
    const key = `${prefix}${i}`;
    return {
      key,
      title: `${item.name}（${item.value}）`,
      ...(item.items?.length ? { children: toTree(item.items, `${key}-`) } : {}),
    };
  });
}

/** The items of a dictionary as a read-only tree, every level open. */
function DictionaryTree({ items }: { items: DictItem[] }) {
  if (items.length === 0) return <Empty description="暂无字典项" />;
  return <Tree treeData={toTree(items)} defaultExpandAll selectable={false} />;
}

/**
 * 字典管理 (/new/systemManagement/dictionaryManagement, issue 17): the shipped system
 * dictionaries, read-only, and the tenant's member dictionaries (1–3 levels) the designer's custom
 * fields use. Writing needs level 2 of 简历设置 (Resume.Setting), the permission the
 * dictionary calls check; below it the page only reads.
 */
export function DictionaryPage() {
  const canWrite = useCanWrite(PERMISSION.resumeSetting);
  const [tab, setTab] = useState<'system' | 'member'>('system');
  return (
    <PageCard title="字典管理">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'system' | 'member')}
        items={[
          {
            key: 'system',
            label: '系统字典',
            children: <DictionaryList category={DIC_CATEGORY.system} canWrite={false} />,
          },
          {
            key: 'member',
            label: '会员字典',
            children: <DictionaryList category={DIC_CATEGORY.member} canWrite={canWrite} />,
          },
        ]}
      />
    </PageCard>
  );
}

function DictionaryList({ category, canWrite }: { category: number; canWrite: boolean }) {
  const api = useDesignerApi();
  const { client } = usePlatform();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<SystemDictAnswer | MemberDictAnswer | null>(null);
  const [editing, setEditing] = useState<{ dictionary?: MemberDictAnswer } | null>(null);
  const [deleting, setDeleting] = useState<DictListEntry | null>(null);
  const isSystem = category === DIC_CATEGORY.system;

  const list = useQuery({
    queryKey: DICT_KEYS.list(category, keyword, page),
    queryFn: () => api.dictList({ dicCategory: category, keyword, pageIndex: page, pageSize: PAGE_SIZE }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dictionaries'] });

  const open = useMutation({
    mutationFn: (entry: DictListEntry): Promise<SystemDictAnswer | MemberDictAnswer> =>
      isSystem
        ? client.call<SystemDictAnswer>(DICTIONARIES_API.systemByDicKey, undefined, {
            params: { dicKey: entry.dicKey },
          })
        : api.memberDict(entry.dicKey),
  });
  const remove = useMutation({
    mutationFn: (id: string) => client.call<null>(DICTIONARIES_API.memberDelete, { customerDictId: id }),
    onSuccess: async () => {
      void message.success('删除成功');
      setDeleting(null);
      await refresh();
    },
  });

  const view = async (entry: DictListEntry) => setViewing(await open.mutateAsync(entry));
  const edit = async (entry: DictListEntry) =>
    setEditing({ dictionary: (await open.mutateAsync(entry)) as MemberDictAnswer });

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="字典名称"
          placeholder="搜索字典名称"
          allowClear
          maxLength={50}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新建字典
          </Button>
        ) : null}
      </Space>
      <Table<DictListEntry>
        rowKey="dicKey"
        loading={list.isLoading}
        dataSource={list.data?.dictDtoList ?? []}
        locale={{ emptyText: <Empty description={isSystem ? '没有匹配的系统字典' : '暂无会员字典'} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '字典名称', dataIndex: 'dicName' },
          { title: '层级', dataIndex: 'dicType', render: (n: number) => `${n}级` },
          {
            title: '操作',
            key: 'actions',
            render: (_, entry) => (
              <Space data-testid={`dict-${entry.dicName}`}>
                <Button type="link" onClick={() => void view(entry)}>
                  查看
                </Button>
                {canWrite && !isSystem ? (
                  <>
                    <Button type="link" onClick={() => void edit(entry)}>
                      编辑
                    </Button>
                    <Button type="link" danger onClick={() => setDeleting(entry)}>
                      删除
                    </Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <AppDialog
        open={viewing !== null}
        title={viewing ? ('dicName' in viewing ? viewing.dicName : viewing.dictName) : ''}
        onClose={() => setViewing(null)}
        footer={null}
      >
        <div data-testid="dictionary-tree">
          {viewing ? <DictionaryTree items={viewing.dictItems} /> : null}
        </div>
      </AppDialog>
      <MemberDictionaryDialog
        open={editing !== null}
        {...(editing?.dictionary ? { dictionary: editing.dictionary } : {})}
        defaultLevel={1}
        onClose={() => setEditing(null)}
        onSaved={() => {
          void message.success('保存成功');
          setEditing(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        content={`确定删除字典“${deleting?.dicName ?? ''}”吗？已使用它的表单字段将不再有选项。`}
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.dicKey)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
