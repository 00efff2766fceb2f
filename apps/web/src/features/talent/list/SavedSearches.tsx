// Saved searches (issue 6 §3): save the current keyword, filter and sort under a name — shared
// with the whole tenant when 是否应用到全局 is answered 应用 — then list, apply and delete them.
import { useState } from 'react';
import { App, Button, Empty, Form, Input, List, Popconfirm, Popover, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@ehire/domain/contracts/talent';
import { ApplyGlobalPopconfirm } from '../../../components/conditions/ApplyGlobalPopconfirm';
import { AppDialog } from '../../../components/AppDialog';
import { TALENT_KEYS, useTalentApi } from '../api/talent-api';
import { unshownMessage } from '../components/errors';
import type { TalentSearch } from './talent-view';

const SEARCH_NAME_REQUIRED = '请输入搜索名称';

export interface SavedSearchesProps {
  current: TalentSearch;
  onApply: (search: TalentSearch) => void;
  readOnly?: boolean;
}

export function SavedSearches({ current, onApply, readOnly = false }: SavedSearchesProps) {
  const api = useTalentApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const nameFilled = name.trim() !== '';
  const list = useQuery({ queryKey: TALENT_KEYS.savedSearches, queryFn: () => api.savedSearches() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: TALENT_KEYS.savedSearches });

  const save = async (isGlobal: boolean) => {
    if (!nameFilled) {
      setNameError(true);
      return;
    }
    setBusy(true);
    try {
      await api.saveSearch({
        name: name.trim(),
        isGlobal,
        query: {
          keyword: current.keyword,
          ...(current.filter && current.filter.children.length > 0 ? { filter: current.filter } : {}),
          sort: current.sort,
        },
      });
      void message.success('搜索已保存');
      setSaving(false);
      await refresh();
    } catch (error) {
      const text = unshownMessage(error);
      if (text) void message.error(text);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (search: SavedSearch) => {
    try {
      await api.deleteSearch(search.id);
      void message.success('搜索已删除');
      await refresh();
    } catch (error) {
      const text = unshownMessage(error);
      if (text) void message.error(text);
    }
  };

  const apply = (search: SavedSearch) => {
    const { query } = search;
    onApply({
      keyword: query.keyword ?? '',
      filter: query.filter && query.filter.kind === 'group' ? (query.filter as TalentSearch['filter']) : null,
      sort: query.sort ?? current.sort,
    });
    setOpen(false);
    void message.success(`已应用搜索“${search.name}”`);
  };

  const items = list.data ?? [];
  const content = (
    <div style={{ width: 320 }} data-testid="saved-search-list">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无保存的搜索" />
      ) : (
        <List<SavedSearch>
          size="small"
          dataSource={items}
          renderItem={(search) => (
            <List.Item
              actions={
                search.isMine && !readOnly
                  ? [
                      <Popconfirm
                        key="delete"
                        title={`确定删除搜索“${search.name}”吗？`}
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => void remove(search)}
                      >
                        <Button
                          size="small"
                          type="text"
                          icon={<DeleteOutlined />}
                          aria-label={`删除${search.name}`}
                        />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Space size={4}>
                <Typography.Link onClick={() => apply(search)}>{search.name}</Typography.Link>
                {search.isGlobal ? <Tag color="blue">全局</Tag> : null}
              </Space>
            </List.Item>
          )}
        />
      )}
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen} content={content}>
        <Button icon={<StarOutlined />}>已保存的搜索</Button>
      </Popover>
      {!readOnly ? (
        <Button
          onClick={() => {
            setName('');
            setNameError(false);
            setSaving(true);
          }}
        >
          保存搜索
        </Button>
      ) : null}
      <AppDialog
        open={saving}
        title="保存搜索"
        onClose={() => setSaving(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setSaving(false)}>
            取消
          </Button>,
          // 是否应用到全局 is asked once a name is given; without one 保存 shows the message.
          <ApplyGlobalPopconfirm
            key="ok"
            disabled={!nameFilled}
            onApply={() => void save(true)}
            onSkip={() => void save(false)}
          >
            <Button
              type="primary"
              loading={busy}
              onClick={() => {
                if (!nameFilled) setNameError(true);
              }}
            >
              保存
            </Button>
          </ApplyGlobalPopconfirm>,
        ]}
      >
        <Form layout="vertical">
          <Form.Item
            label="搜索名称"
            required
            validateStatus={nameError && !nameFilled ? 'error' : undefined}
            help={nameError && !nameFilled ? SEARCH_NAME_REQUIRED : undefined}
          >
            <Input
              maxLength={30}
              showCount
              placeholder="请输入搜索名称"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Item>
          <Typography.Text type="secondary">
            保存当前的关键词、筛选条件和排序。应用到全局后，企业内所有用户都能使用。
          </Typography.Text>
        </Form>
      </AppDialog>
    </>
  );
}
