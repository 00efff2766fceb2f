import { useState } from 'react';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  message,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Site, type SiteInput, type SiteKind } from '@ehire/domain/contracts/interviews';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';

/** 面试地点 (/interview/site) and 视频面试间 (/interview/videointerview): list, create, edit, delete. */
function SitesPage({ kind }: { kind: SiteKind }) {
  const api = useInterviewsApi();
  const queryClient = useQueryClient();
  const sites = useQuery({ queryKey: INTERVIEW_KEYS.sites(kind), queryFn: () => api.sites(kind) });
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  const [form] = Form.useForm<SiteInput & { roomsText?: string }>();
  const save = useMutation({
    mutationFn: async (values: SiteInput & { roomsText?: string }) => {
      const { roomsText, ...rest } = values;
      const input: SiteInput = {
        ...rest,
        kind,
        rooms: (roomsText ?? '')
          .split(/[,，\s]+/)
          .map((r) => r.trim())
          .filter(Boolean),
      };
      return editing && editing !== 'new' ? api.updateSite(editing.id, input) : api.createSite(input);
    },
    onSuccess: () => {
      message.success('保存成功');
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: ['interviews'] });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteSite(id),
    onSuccess: () => {
      message.success('删除成功');
      void queryClient.invalidateQueries({ queryKey: ['interviews'] });
    },
  });
  const open = (site: Site | 'new') => {
    setEditing(site);
    form.setFieldsValue(
      site === 'new'
        ? {
            name: '',
            address: '',
            roomsText: '',
            capacity: 10,
            contact: '',
            mapLink: '',
            roomLink: '',
            provider: '',
            hostCode: '',
          }
        : { ...site, roomsText: site.rooms.join('，') },
    );
  };
  const title = kind === 'offline' ? '线下面试地点' : '视频面试间';

  return (
    <Card
      title={title}
      extra={
        <Space>
          <Link to="/interview">面试安排</Link>
          <Button type="primary" onClick={() => open('new')}>
            新建{kind === 'offline' ? '面试地点' : '视频面试间'}
          </Button>
        </Space>
      }
    >
      <Table<Site>
        rowKey="id"
        data-testid="site-list"
        loading={sites.isLoading}
        dataSource={sites.data ?? []}
        pagination={false}
        locale={{ emptyText: `暂无${title}` }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, site) =>
              kind === 'offline' ? <Link to={`/interview/site/detail?id=${site.id}`}>{name}</Link> : name,
          },
          ...(kind === 'offline'
            ? [
                { title: '地址', dataIndex: 'address' },
                { title: '面试间', dataIndex: 'rooms', render: (rooms: string[]) => rooms.join('、') },
                { title: '容纳人数', dataIndex: 'capacity' },
              ]
            : [
                { title: '会议链接', dataIndex: 'roomLink' },
                { title: '会议平台', dataIndex: 'provider' },
                { title: '主持码', dataIndex: 'hostCode' },
              ]),
          { title: '联系人', dataIndex: 'contact' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, site: Site) => (
              <Space>
                <Button type="link" onClick={() => open(site)}>
                  编辑
                </Button>
                <Popconfirm title={`确定删除「${site.name}」吗？`} onConfirm={() => remove.mutate(site.id)}>
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? `新建${title}` : `编辑${title}`}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText="保存"
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
          {kind === 'offline' ? (
            <>
              <Form.Item name="address" label="地址">
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="roomsText" label="面试间（用逗号分隔）">
                <Input placeholder="A101，A102" />
              </Form.Item>
              <Form.Item name="capacity" label="容纳人数">
                <InputNumber min={1} max={10000} />
              </Form.Item>
              <Form.Item name="mapLink" label="地图链接">
                <Input />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="roomLink" label="会议链接">
                <Input />
              </Form.Item>
              <Form.Item name="provider" label="会议平台">
                <Select
                  allowClear
                  options={['腾讯会议', '飞书会议', '钉钉会议', 'Zoom'].map((p) => ({ value: p, label: p }))}
                />
              </Form.Item>
              <Form.Item name="hostCode" label="主持码">
                <Input />
              </Form.Item>
            </>
          )}
          <Form.Item name="contact" label="联系人">
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

export function OfflineSitesPage() {
  return <SitesPage kind="offline" />;
}

export function VideoRoomsPage() {
  return <SitesPage kind="video" />;
}
