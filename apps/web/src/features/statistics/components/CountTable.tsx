import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { CountRow } from '@ehire/domain/contracts/statistics';

export interface CountTableProps {
  keyTitle: string;
  rows: readonly CountRow[];
  total: number;
  /** The talent list with the matching filter, when the list can show it. */
  drillDown?: (row: CountRow) => ReactNode;
  testId: string;
}

/** The numbers of a chart as a table: label, count and share of the period's applications. */
export function CountTable({ keyTitle, rows, total, drillDown, testId }: CountTableProps) {
  return (
    <Table<CountRow>
      data-testid={testId}
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={[...rows]}
      columns={[
        { title: keyTitle, dataIndex: 'label' },
        { title: '投递数', dataIndex: 'count', align: 'right' },
        {
          title: '占比',
          key: 'share',
          align: 'right',
          render: (_, row) => (total > 0 ? `${((row.count / total) * 100).toFixed(1)}%` : '—'),
        },
        ...(drillDown
          ? [{ title: '操作', key: 'drill', render: (_: unknown, row: CountRow) => drillDown(row) }]
          : []),
      ]}
    />
  );
}
