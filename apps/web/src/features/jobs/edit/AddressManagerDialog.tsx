import { useState } from 'react';
import { App, Button, Col, Form, Input, InputNumber, Popconfirm, Row, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JobAddressInput, type JobAddress } from '@ehire/domain/contracts/jobs';
import { AppDialog } from '../../../components/AppDialog';
import { JOB_KEYS, useJobsApi } from '../api/jobs-api';
import { ListEmpty } from '../../../components/ListEmpty';
import { zodRule } from '../utils/zod-rule';

export interface AddressManagerDialogProps {
  open: boolean;
  /** The address the job uses now, marked in the list. */
  currentId: string;
  onPick: (address: JobAddress) => void;
  onClose: () => void;
}

interface AddressFormValues {
  area: string;
  address: string;
  lon: number | null;
  lat: number | null;
}

const shape = JobAddressInput.shape;

/** The tenant's work addresses: pick one for the job, add, modify, delete, set the common one. */
export function AddressManagerDialog({ open, currentId, onPick, onClose }: AddressManagerDialogProps) {
  const api = useJobsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddressFormValues>();
  // null: no form; '' : adding; an id: modifying that address.
  const [editing, setEditing] = useState<string | null>(null);
  const [editValues, setEditValues] = useState<AddressFormValues | undefined>(undefined);

  const addresses = useQuery({ queryKey: JOB_KEYS.addresses, queryFn: () => api.addresses(), enabled: open });
  const refresh = () => queryClient.invalidateQueries({ queryKey: JOB_KEYS.addresses });

  const save = useMutation({
    mutationFn: (values: AddressFormValues) => {
      const input = {
        area: values.area,
        address: values.address,
        lon: values.lon ?? null,
        lat: values.lat ?? null,
      };
      return editing ? api.updateAddress(editing, input) : api.addAddress(input);
    },
    onSuccess: async () => {
      void message.success(editing ? '地址已修改' : '地址已添加');
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteAddress(id),
    onSuccess: async () => {
      void message.success('地址已删除');
      await refresh();
    },
  });
  const setCommon = useMutation({
    mutationFn: (id: string) => api.setCommonAddress(id),
    onSuccess: async () => {
      void message.success('已设为常用地址');
      await refresh();
    },
  });

  const startEdit = (address: JobAddress | null) => {
    setEditing(address?.id ?? '');
    setEditValues(
      address
        ? { area: address.area, address: address.address, lon: address.lon, lat: address.lat }
        : { area: '', address: '', lon: null, lat: null },
    );
  };

  return (
    <AppDialog open={open} size="extraLarge" title="地址管理" onClose={onClose} footer={null} destroyOnHidden>
      {editing === null ? (
        <Button icon={<PlusOutlined />} onClick={() => startEdit(null)} style={{ marginBottom: 12 }}>
          新增地址
        </Button>
      ) : (
        <Form<AddressFormValues>
          key={editing}
          form={form}
          preserve={false}
          initialValues={editValues}
          layout="vertical"
          onFinish={(values) => save.mutate(values)}
          style={{ marginBottom: 12, padding: 12, background: '#fafafa', borderRadius: 6 }}
          data-testid="address-form"
        >
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item label="所在地区" name="area" required rules={[zodRule(shape.area)]}>
                <Input placeholder="如 上海市浦东新区" />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item label="详细地址" name="address" required rules={[zodRule(shape.address)]}>
                <Input placeholder="街道、门牌号" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="经度" name="lon" rules={[zodRule(shape.lon)]}>
                <InputNumber style={{ width: '100%' }} placeholder="如 121.59" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="纬度" name="lat" rules={[zodRule(shape.lat)]}>
                <InputNumber style={{ width: '100%' }} placeholder="如 31.20" />
              </Form.Item>
            </Col>
            <Col span={8} style={{ display: 'flex', alignItems: 'flex-end', paddingBottom: 24 }}>
              <Space>
                <Button onClick={() => setEditing(null)}>取消</Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {editing ? '保存修改' : '添加'}
                </Button>
              </Space>
            </Col>
          </Row>
        </Form>
      )}
      <Table<JobAddress>
        rowKey="id"
        size="small"
        loading={addresses.isFetching}
        dataSource={addresses.data ?? []}
        pagination={false}
        scroll={{ y: 320 }}
        locale={{
          emptyText: <ListEmpty failed={addresses.isError} onRetry={() => void addresses.refetch()} />,
        }}
        columns={[
          { title: '所在地区', dataIndex: 'area', width: 160 },
          {
            title: '详细地址',
            dataIndex: 'address',
            render: (text: string, row) => (
              <Space size={4} wrap>
                {text}
                {row.isCommon ? <Tag color="blue">常用</Tag> : null}
                {row.id === currentId ? <Tag color="green">当前</Tag> : null}
              </Space>
            ),
          },
          {
            title: '经纬度',
            width: 160,
            render: (_value, row) => (row.lon !== null && row.lat !== null ? `${row.lon}, ${row.lat}` : '—'),
          },
          {
            title: '操作',
            width: 250,
            render: (_value, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => onPick(row)}>
                  选用
                </Button>
                {row.isCommon ? null : (
                  <Button type="link" size="small" onClick={() => setCommon.mutate(row.id)}>
                    设为常用
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => startEdit(row)}>
                  修改
                </Button>
                <Popconfirm title="确定要删除该地址吗？" onConfirm={() => remove.mutate(row.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </AppDialog>
  );
}
