import { Input, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SchoolContact } from '@ehire/domain/contracts/schools';
import { PageCard } from '../jobs/components/PageCard';
import { SCHOOL_KEYS, useSchoolsApi } from './api/schools-api';
import { useKeywordPaging } from '../../components/use-keyword-paging';

// 联系人列表 (/new/shoolmanagerlist/oprlist; issue 18 §4): every school's career-centre
// contacts, searched by name, phone, email or school. Contacts are added on the school.

export function ContactListPage() {
  const api = useSchoolsApi();
  const paging = useKeywordPaging();
  const { keyword, pageIndex } = paging;
  const query = { keyword, pageIndex, pageSize: paging.pageSize };
  const page = useQuery({
    queryKey: SCHOOL_KEYS.contacts(query),
    queryFn: () => api.contacts(query),
    placeholderData: keepPreviousData,
  });
  return (
    <PageCard title="联系人列表" testId="school-contact-page">
      <Input.Search
        allowClear
        placeholder="姓名、电话、邮箱、学校"
        aria-label="关键词"
        style={{ width: 320, marginBottom: 16 }}
        onSearch={paging.search}
      />
      <Table<SchoolContact>
        rowKey="contactId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: '暂无联系人' }}
        pagination={paging.pagination(page.data?.total ?? 0, '人')}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '学校', dataIndex: 'schoolName' },
          { title: '职务', dataIndex: 'role' },
          { title: '电话', dataIndex: 'phone' },
          { title: '邮箱', dataIndex: 'email' },
          { title: '备注', dataIndex: 'notes' },
        ]}
      />
    </PageCard>
  );
}
