import { useState } from 'react';
import { App, Button, Form, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import { CopyOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REFERRAL_STAFF_STATUS,
  REFERRAL_STAFF_STATUS_LABEL,
  ReferralStaffInput,
  type ReferralStaff,
  type ReferralStaffListQuery,
} from '@ehire/domain/contracts/referral';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { REFERRAL_KEYS, useReferralApi } from '../api/referral-api';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../components/PageCard';
import { absoluteUrl, copyText } from '../utils/clipboard';
import { zodRule } from '../utils/zod-rule';
import { StaffImportDialog } from './StaffImportDialog';

const shape = ReferralStaffInput.shape;

type StaffFormValues = {
  name: string;
  mobile: string;
  email: string;
  employeeNo: string;
  department: string;
};
type StatusChange = { staff: ReferralStaff[]; status: 0 | 1 };

/**
 * 内推员工管理 (/staffManage): the staff who refer candidates, each with a referral code and link
 * (/careers/{member}?ref={code}); add, import from Excel, disable and enable.
 */
export function StaffManagePage() {
  const api = useReferralApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<0 | 1 | null>(null);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [selected, setSelected] = useState<ReferralStaff[]>([]);
  // null: closed; 'new': adding; a staff member: modifying them.
  const [editing, setEditing] = useState<ReferralStaff | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [change, setChange] = useState<StatusChange | null>(null);
  const [form] = Form.useForm<StaffFormValues>();

  const query: ReferralStaffListQuery = { keyword, status, ...paging };
  const list = useQuery({
    queryKey: REFERRAL_KEYS.staff(query),
    queryFn: () => api.staffList(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: REFERRAL_KEYS.all });

  const save = useMutation({
    mutationFn: (values: StaffFormValues) =>
      editing && editing !== 'new' ? api.updateStaff(editing.id, values) : api.addStaff(values),
    onSuccess: async (staff) => {
      void message.success(
        editing === 'new' ? `已添加员工${staff.name}，内推码 ${staff.code}` : '员工信息已修改',
      );
      setEditing(null);
      await refresh();
    },
  });

  const openEditor = (staff: ReferralStaff | 'new') => {
    form.setFieldsValue(
      staff === 'new'
        ? { name: '', mobile: '', email: '', employeeNo: '', department: '' }
        : {
            name: staff.name,
            mobile: staff.mobile,
            email: staff.email,
            employeeNo: staff.employeeNo,
            department: staff.department,
          },
    );
    setEditing(staff);
  };
  const setStaffStatus = useMutation({
    mutationFn: ({ staff, status: next }: StatusChange) =>
      api.setStaffStatus(
        staff.map((item) => item.id),
        next,
      ),
    onSuccess: async (_answer, { status: next }) => {
      void message.success(
        next === REFERRAL_STAFF_STATUS.enabled ? '已启用' : '已停用，其内推链接不再记录内推关系',
      );
      setChange(null);
      setSelected([]);
      await refresh();
    },
  });

  const copy = async (text: string, done: string) => {
    try {
      await copyText(text);
      void message.success(done);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '复制失败，请手动复制');
    }
  };

  const changeText = change
    ? `确定要${change.status === REFERRAL_STAFF_STATUS.enabled ? '启用' : '停用'}${
        change.staff.length === 1 ? `员工“${change.staff[0].name}”` : `选中的${change.staff.length}名员工`
      }吗？`
    : '';

  return (
    <PageCard
      title="内推员工管理"
      testId="staff-manage-page"
      extra={
        <Space>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入员工
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor('new')}>
            新增员工
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="姓名、手机号、工号或内推码"
          aria-label="搜索员工"
          allowClear
          maxLength={50}
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((current) => ({ ...current, pageIndex: 1 }));
          }}
        />
        <Select<'all' | 0 | 1>
          aria-label="状态"
          style={{ width: 120 }}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? null : value);
            setPaging((current) => ({ ...current, pageIndex: 1 }));
          }}
          options={[
            { value: 'all', label: '全部状态' },
            { value: 1, label: REFERRAL_STAFF_STATUS_LABEL[1] },
            { value: 0, label: REFERRAL_STAFF_STATUS_LABEL[0] },
          ]}
        />
        <Button
          disabled={selected.length === 0}
          onClick={() => setChange({ staff: selected, status: REFERRAL_STAFF_STATUS.disabled })}
        >
          批量停用
        </Button>
        <Button
          disabled={selected.length === 0}
          onClick={() => setChange({ staff: selected, status: REFERRAL_STAFF_STATUS.enabled })}
        >
          批量启用
        </Button>
      </Space>
      <Table<ReferralStaff>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        scroll={{ x: 1200 }}
        locale={{ emptyText: <ListEmpty failed={list.isError} loading={list.isLoading} onRetry={() => void list.refetch()} /> }}
        rowSelection={{
          selectedRowKeys: selected.map((staff) => staff.id),
          onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
        }}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
        columns={[
          { title: '姓名', dataIndex: 'name', width: 100, fixed: 'left' },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          { title: '邮箱', dataIndex: 'email', width: 180, ellipsis: true },
          { title: '工号', dataIndex: 'employeeNo', width: 100 },
          { title: '部门', dataIndex: 'department', width: 120, ellipsis: true },
          {
            title: '内推码',
            dataIndex: 'code',
            width: 130,
            render: (code: string) => (
              <Space size={4}>
                <code>{code}</code>
                <Tooltip title="复制内推码">
                  <Button
                    type="text"
                    size="small"
                    icon={<CopyOutlined />}
                    aria-label={`复制内推码 ${code}`}
                    onClick={() => void copy(code, '内推码已复制')}
                  />
                </Tooltip>
              </Space>
            ),
          },
          { title: '内推人数', dataIndex: 'referredCount', width: 90 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (value: 0 | 1) => (
              <Tag color={value === 1 ? 'success' : 'default'}>{REFERRAL_STAFF_STATUS_LABEL[value]}</Tag>
            ),
          },
          {
            title: '添加时间',
            dataIndex: 'createdAt',
            width: 170,
            render: (value: number) => formatDateTime(value),
          },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            fixed: 'right',
            render: (_value, staff) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => openEditor(staff)}>
                  修改
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void copy(absoluteUrl(staff.link), '内推链接已复制')}
                >
                  复制链接
                </Button>
                {staff.status === REFERRAL_STAFF_STATUS.enabled ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => setChange({ staff: [staff], status: REFERRAL_STAFF_STATUS.disabled })}
                  >
                    停用
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setChange({ staff: [staff], status: REFERRAL_STAFF_STATUS.enabled })}
                  >
                    启用
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <AppDialog
        open={editing !== null}
        title={editing === 'new' ? '新增内推员工' : '修改内推员工'}
        onClose={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form<StaffFormValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item label="姓名" name="name" required rules={[zodRule(shape.name)]}>
            <Input placeholder="员工姓名" />
          </Form.Item>
          <Form.Item label="手机号" name="mobile" required rules={[zodRule(shape.mobile)]}>
            <Input placeholder="11位手机号" maxLength={11} />
          </Form.Item>
          <Form.Item label="邮箱" name="email" rules={[zodRule(shape.email)]}>
            <Input placeholder="选填" />
          </Form.Item>
          <Form.Item label="工号" name="employeeNo" rules={[zodRule(shape.employeeNo)]}>
            <Input placeholder="选填" />
          </Form.Item>
          <Form.Item label="部门" name="department" rules={[zodRule(shape.department)]}>
            <Input placeholder="选填" />
          </Form.Item>
        </Form>
      </AppDialog>
      <StaffImportDialog
        open={importing}
        onImported={() => void refresh()}
        onClose={() => setImporting(false)}
      />
      <ConfirmDialog
        open={change !== null}
        content={changeText}
        confirmLoading={setStaffStatus.isPending}
        onOk={() => change && setStaffStatus.mutate(change)}
        onCancel={() => setChange(null)}
      />
    </PageCard>
  );
}
