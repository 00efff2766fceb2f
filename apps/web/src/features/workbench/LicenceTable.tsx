import { Table } from 'antd';
import type { ExamContract } from '@ehire/domain/contracts/workbench';

/** Licence popover table height (WB-007). */
const LICENCE_TABLE_HEIGHT = 200;

/** The assessment licences (WB-006): the workbench's popover and 测评管理 show the same table. */
export function LicenceTable({ rows }: { rows: ExamContract[] }) {
  return (
    <Table<ExamContract>
      size="small"
      rowKey={(row) => `${row.licenseType}-${row.startDate}`}
      pagination={false}
      scroll={{ y: LICENCE_TABLE_HEIGHT }}
      style={{ width: 480 }}
      dataSource={rows}
      locale={{ emptyText: '暂无测评许可' }}
      columns={[
        { title: '许可类型', dataIndex: 'licenseType' },
        { title: '名称', dataIndex: 'name' },
        { title: '开始日期', dataIndex: 'startDate' },
        { title: '结束日期', dataIndex: 'endDate' },
        { title: '剩余', dataIndex: 'remainlicense', align: 'right' },
      ]}
    />
  );
}
