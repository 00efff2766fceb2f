import { useState } from 'react';
import { App, Button, Form, Input, Space, Table, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FORBIDDEN_WORD_IMPORT_MAX,
  ForbiddenWordText,
  type ForbiddenWordImportAnswer,
  type ForbiddenWordItem,
} from '@ehire/domain/contracts/forbidden-words';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InfoBanner } from '../../../components/InfoBanner';
import {
  FORBIDDEN_WORD_KEYS,
  useForbiddenWordsApi,
  type ForbiddenWordList,
} from '../api/forbidden-words-api';
import { ListEmpty } from '../../../components/ListEmpty';
import { zodRule } from '../utils/zod-rule';
import { splitWordLines } from './split-word-lines';

export interface ForbiddenWordManagerProps {
  /** Whose list: the tenant's, or the provider's in /ops. */
  base: ForbiddenWordList;
}

type Editing = { id: string | null; word: string } | null;

/** A forbidden-word list: search, add, modify, bulk add (one per line), delete. */
export function ForbiddenWordManager({ base }: ForbiddenWordManagerProps) {
  const api = useForbiddenWordsApi(base);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<ForbiddenWordItem[] | null>(null);
  const [wordForm] = Form.useForm<{ word: string }>();

  const query = { keyword, ...paging };
  const list = useQuery({
    queryKey: FORBIDDEN_WORD_KEYS.list(base, query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: FORBIDDEN_WORD_KEYS.all(base) });

  const saveWord = useMutation({
    mutationFn: ({ id, word }: { id: string | null; word: string }) =>
      id ? api.update(id, word) : api.add(word),
    onSuccess: async (_item, { id }) => {
      void message.success(id ? '违禁词已修改' : '违禁词已添加');
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => api.remove(ids),
    onSuccess: async () => {
      void message.success('违禁词已删除');
      setDeleting(null);
      setSelected([]);
      await refresh();
    },
  });

  const openEditor = (item: ForbiddenWordItem | null) =>
    setEditing({ id: item?.id ?? null, word: item?.word ?? '' });

  const rows = list.data?.rows ?? [];

  return (
    <div data-testid="forbidden-word-manager">
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          placeholder="搜索违禁词"
          aria-label="搜索违禁词"
          allowClear
          maxLength={50}
          style={{ width: 240 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((current) => ({ ...current, pageIndex: 1 }));
          }}
        />
        <Space wrap>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            onClick={() => setDeleting(rows.filter((row) => selected.includes(row.id)))}
          >
            批量删除
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            批量添加
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor(null)}>
            新增违禁词
          </Button>
        </Space>
      </Space>
      <Table<ForbiddenWordItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        locale={{
          emptyText: (
            <ListEmpty failed={list.isError} loading={list.isLoading} onRetry={() => void list.refetch()} />
          ),
        }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '违禁词', dataIndex: 'word' },
          {
            title: '添加时间',
            dataIndex: 'createdAt',
            width: 200,
            render: (value: number) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_value, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => openEditor(row)}>
                  修改
                </Button>
                <Button type="link" size="small" danger onClick={() => setDeleting([row])}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AppDialog
        open={editing !== null}
        size="small"
        title={editing?.id ? '修改违禁词' : '新增违禁词'}
        onClose={() => setEditing(null)}
        onOk={() => wordForm.submit()}
        confirmLoading={saveWord.isPending}
        destroyOnHidden
      >
        <Form<{ word: string }>
          form={wordForm}
          layout="vertical"
          preserve={false}
          initialValues={{ word: editing?.word ?? '' }}
          onFinish={({ word }) => saveWord.mutate({ id: editing?.id ?? null, word: word.trim() })}
        >
          <Form.Item label="违禁词" name="word" required rules={[zodRule(ForbiddenWordText)]}>
            <Input placeholder="请输入违禁词" autoFocus />
          </Form.Item>
        </Form>
      </AppDialog>
      <ImportWordsDialog
        open={importing}
        onImport={(words) => api.importWords(words)}
        onDone={() => void refresh()}
        onClose={() => setImporting(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        content={
          deleting && deleting.length === 1
            ? `确定要删除违禁词“${deleting[0].word}”吗？`
            : `确定要删除选中的${deleting?.length ?? 0}个违禁词吗？`
        }
        confirmLoading={remove.isPending}
        onOk={() => deleting && remove.mutate(deleting.map((item) => item.id))}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

interface ImportWordsDialogProps {
  open: boolean;
  onImport: (words: string[]) => Promise<ForbiddenWordImportAnswer>;
  onDone: () => void;
  onClose: () => void;
}

/** 批量添加: one word per line, typed or read from a .txt file; the answer says what was skipped. */
function ImportWordsDialog({ open, onImport, onDone, onClose }: ImportWordsDialogProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<ForbiddenWordImportAnswer | null>(null);
  const words = splitWordLines(text);
  const tooMany = words.length > FORBIDDEN_WORD_IMPORT_MAX;

  const run = useMutation({
    mutationFn: () => onImport(words),
    onSuccess: (result) => {
      setAnswer(result);
      onDone();
      if (result.invalid.length === 0) {
        void message.success(`成功添加${result.added}个违禁词`);
      }
    },
  });

  const close = () => {
    setText('');
    setAnswer(null);
    onClose();
  };

  const readFile = async (file: File) => {
    setText(await file.text());
    return false;
  };

  return (
    <AppDialog
      open={open}
      size="large"
      title="批量添加违禁词"
      onClose={close}
      onOk={() => (answer ? close() : run.mutate())}
      okText={answer ? '完成' : '添加'}
      okButtonProps={{ disabled: !answer && (words.length === 0 || tooMany) }}
      confirmLoading={run.isPending}
      destroyOnHidden
    >
      {answer ? (
        <div data-testid="import-result">
          <InfoBanner type={answer.invalid.length > 0 ? 'warning' : 'success'} style={{ marginBottom: 8 }}>
            {`成功添加${answer.added}个，重复${answer.duplicates}个，无效${answer.invalid.length}个`}
          </InfoBanner>
          {answer.invalid.length > 0 ? (
            <Table
              size="small"
              rowKey="line"
              pagination={answer.invalid.length > 8 ? { pageSize: 8, size: 'small' } : false}
              dataSource={answer.invalid}
              columns={[
                { title: '序号', dataIndex: 'line', width: 80 },
                { title: '内容', dataIndex: 'word' },
                { title: '原因', dataIndex: 'msg' },
              ]}
            />
          ) : null}
        </div>
      ) : (
        <>
          <p style={{ color: '#8c8c8c', marginTop: 0 }}>
            每行一个违禁词，空行会被忽略；一次最多{FORBIDDEN_WORD_IMPORT_MAX}个。也可以选择 .txt 文件导入。
          </p>
          <Input.TextArea
            rows={10}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={'示例：\n最好\n第一\n赌博'}
            aria-label="违禁词（每行一个）"
          />
          <Space style={{ marginTop: 8, justifyContent: 'space-between', width: '100%' }}>
            <Upload accept=".txt,text/plain" showUploadList={false} beforeUpload={readFile}>
              <Button size="small" icon={<UploadOutlined />}>
                选择 .txt 文件
              </Button>
            </Upload>
            <span style={{ color: tooMany ? '#ff4d4f' : '#8c8c8c' }}>{`共${words.length}个`}</span>
          </Space>
        </>
      )}
    </AppDialog>
  );
}
