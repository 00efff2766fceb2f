import {
  Button,
  DatePicker,
  Drawer,
  Form,
  InputNumber,
  Select,
  Space,
  Table,
  TimePicker,
  Typography,
  message,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKING_STATUS_LABEL, type BookingStatus } from '@ehire/domain/interviews/booking-status';
import { ROUND_LABEL, SITE_KIND_LABEL, type Slot } from '@ehire/domain/contracts/interviews';
import { INTERVIEW_KEYS, useInterviewsApi } from './interviews-api';

interface BulkForm {
  dates: Dayjs[];
  range: [Dayjs, Dayjs];
  everyMinutes: number;
  rooms: string[];
  interviewerIds: string[];
  capacity: number;
}

/** One arrangement: its slots (bulk creation), its invitations and their booking status. */
export function ArrangementDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const api = useInterviewsApi();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: INTERVIEW_KEYS.arrangement(id ?? ''),
    queryFn: () => api.arrangement(id ?? ''),
    enabled: id !== null,
  });
  const interviewers = useQuery({
    queryKey: INTERVIEW_KEYS.interviewers,
    queryFn: api.interviewers,
    enabled: id !== null,
  });
  const [form] = Form.useForm<BulkForm>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['interviews'] });
  const bulk = useMutation({
    mutationFn: (values: BulkForm) =>
      api.bulkSlots(id ?? '', {
        dates: values.dates.map((d) => d.format('YYYY-MM-DD')),
        from: values.range[0].format('HH:mm'),
        to: values.range[1].format('HH:mm'),
        everyMinutes: values.everyMinutes,
        rooms: values.rooms?.length ? values.rooms : [''],
        interviewerIds: values.interviewerIds ?? [],
        capacity: values.capacity,
      }),
    onSuccess: (slots) => {
      message.success(`已生成 ${slots.length} 个时段`);
      form.resetFields();
      refresh();
    },
  });
  const removeSlot = useMutation({
    mutationFn: (slotId: string) => api.deleteSlot(slotId),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (invitationId: string) => api.cancel(invitationId),
    onSuccess: refresh,
  });
  const d = detail.data;
  const slotLabel = (slotId: string | null) => {
    const slot = d?.slots.find((s) => s.id === slotId);
    return slot ? `${slot.date} ${slot.startTime}-${slot.endTime} ${slot.room}` : '—';
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={d ? `${d.title}（${ROUND_LABEL[d.round]}·${SITE_KIND_LABEL[d.kind]}）` : '面试安排'}
    >
      {d && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Typography.Text>
            职位：{d.jobName} · 地点：{d.siteName} · 已预约 {d.booked}/{d.capacity} · 已邀请 {d.invited}
          </Typography.Text>
          <Form
            form={form}
            layout="inline"
            onFinish={(values) => bulk.mutate(values)}
            initialValues={{ everyMinutes: 30, capacity: 1 }}
            aria-label="批量生成时段"
            data-testid="bulk-slots-form"
          >
            <Form.Item name="dates" label="面试日期" rules={[{ required: true, message: '请选择日期' }]}>
              <DatePicker multiple placeholder="可选多天" style={{ minWidth: 160 }} />
            </Form.Item>
            {/* Typed or picked times count at once (no extra 确定 per side). */}
            <Form.Item name="range" label="时间段" rules={[{ required: true, message: '请选择时间段' }]}>
              <TimePicker.RangePicker
                format="HH:mm"
                minuteStep={5}
                needConfirm={false}
                placeholder={['开始时间', '结束时间']}
              />
            </Form.Item>
            <Form.Item name="everyMinutes" label="每">
              <InputNumber min={5} max={600} addonAfter="分钟" />
            </Form.Item>
            {d.kind === 'offline' && (
              <Form.Item name="rooms" label="面试间" rules={[{ required: true, message: '请选择面试间' }]}>
                <Select
                  mode="multiple"
                  aria-label="面试间"
                  placeholder="可选多间"
                  style={{ minWidth: 160 }}
                  options={d.site.rooms.map((r) => ({ value: r, label: r }))}
                />
              </Form.Item>
            )}
            <Form.Item name="interviewerIds" label="面试官">
              <Select
                mode="multiple"
                aria-label="面试官"
                placeholder="选填"
                style={{ minWidth: 160 }}
                options={(interviewers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
            <Form.Item name="capacity" label="每个时段">
              <InputNumber min={1} max={1000} addonAfter="人" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={bulk.isPending}>
              批量生成时段
            </Button>
          </Form>
          <Table<Slot>
            rowKey="id"
            data-testid="arrangement-slots"
            size="small"
            dataSource={d.slots}
            pagination={{ pageSize: 20 }}
            locale={{ emptyText: '暂无时段' }}
            columns={[
              { title: '日期', dataIndex: 'date' },
              { title: '时间', key: 'time', render: (_, s) => `${s.startTime}-${s.endTime}` },
              { title: '面试间', dataIndex: 'room' },
              {
                title: '面试官',
                dataIndex: 'interviewerNames',
                render: (names: string[]) => names.join('、'),
              },
              { title: '已预约', key: 'booked', render: (_, s) => `${s.booked}/${s.capacity}` },
              {
                title: '操作',
                key: 'op',
                render: (_, s) => (
                  <Button type="link" danger disabled={s.booked > 0} onClick={() => removeSlot.mutate(s.id)}>
                    删除
                  </Button>
                ),
              },
            ]}
          />
          <Table
            rowKey="id"
            size="small"
            dataSource={d.invitations}
            pagination={false}
            locale={{ emptyText: '暂无邀请，请在人才管理中选择候选人后点击“安排面试”' }}
            columns={[
              { title: '候选人', dataIndex: 'candidateName' },
              {
                title: '状态',
                dataIndex: 'status',
                render: (status: string) => BOOKING_STATUS_LABEL[status as BookingStatus],
              },
              { title: '时段', dataIndex: 'slotId', render: slotLabel },
              {
                title: '操作',
                key: 'op',
                render: (_, inv) =>
                  inv.status === '06' || inv.status === '03' ? null : (
                    <Button type="link" danger onClick={() => cancel.mutate(inv.id)}>
                      取消面试
                    </Button>
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
