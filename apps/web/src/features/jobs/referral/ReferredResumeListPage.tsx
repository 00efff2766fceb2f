import { useState } from 'react';
import { Input, Select, Space, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReferredResume, ReferredResumeQuery } from '@ehire/domain/contracts/referral';
import { formatDateTime } from '@ehire/domain/text/date-format';
import { REFERRAL_KEYS, useReferralApi } from '../api/referral-api';
import { ListEmpty } from '../../../components/ListEmpty';
import { PageCard } from '../components/PageCard';

const STAFF_OPTIONS_QUERY = { keyword: '', status: null, pageIndex: 1, pageSize: 100 } as const;

/** 内推人才 (/interpolitationResumeList): candidates who applied through a staff member's link. */
export function ReferredResumeListPage() {
  const api = useReferralApi();
  const [keyword, setKeyword] = useState('');
  const [staffId, setStaffId] = useState<string | null>(null);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });

  const query: ReferredResumeQuery = { keyword, staffId, jobId: null, ...paging };
  const list = useQuery({
    queryKey: REFERRAL_KEYS.resumes(query),
    queryFn: () => api.resumes(query),
    placeholderData: keepPreviousData,
  });
  const staff = useQuery({
    queryKey: REFERRAL_KEYS.staff(STAFF_OPTIONS_QUERY),
    queryFn: () => api.staffList(STAFF_OPTIONS_QUERY),
  });

  return (
    <PageCard title="内推人才" testId="referred-resume-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="候选人姓名、手机号，员工姓名或内推码"
          aria-label="搜索内推人才"
          allowClear
          maxLength={50}
          style={{ width: 300 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((current) => ({ ...current, pageIndex: 1 }));
          }}
        />
        <Select<string>
          aria-label="内推员工"
          style={{ width: 200 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={staffId ?? ''}
          loading={staff.isPending}
          onChange={(value) => {
            setStaffId(value || null);
            setPaging((current) => ({ ...current, pageIndex: 1 }));
          }}
          options={[
            { value: '', label: '全部内推员工' },
            ...(staff.data?.rows ?? []).map((item) => ({
              value: item.id,
              label: `${item.name}（${item.code}）`,
            })),
          ]}
        />
      </Space>
      <Table<ReferredResume>
        rowKey="referralId"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        locale={{
          emptyText: (
            <ListEmpty
              failed={list.isError}
              loading={list.isLoading}
              onRetry={() => void list.refetch()}
              description={
                keyword || staffId
                  ? '暂无数据'
                  : '暂无数据：员工分享内推链接后，经链接投递的候选人将显示在这里'
              }
            />
          ),
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
          { title: '候选人', dataIndex: 'candidateName' },
          { title: '手机号', dataIndex: 'candidateMobile' },
          { title: '投递职位', dataIndex: 'jobName' },
          {
            title: '内推人',
            dataIndex: 'staffName',
            render: (name: string, row) => (
              <span>
                {name}
                <span style={{ color: '#8c8c8c' }}>{`（${row.staffCode}）`}</span>
              </span>
            ),
          },
          { title: '内推时间', dataIndex: 'referredAt', render: (value: number) => formatDateTime(value) },
        ]}
      />
    </PageCard>
  );
}
