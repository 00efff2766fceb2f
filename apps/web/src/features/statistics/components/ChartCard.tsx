import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';

export interface ChartCardProps {
  title: string;
  /** Why there is nothing to draw; the card shows it instead of the chart and table. */
  emptyReason?: string;
  chart: ReactNode;
  table: ReactNode;
  testId: string;
}

/** One chart of the board with its table under it (every number drawn is also readable). */
export function ChartCard({ title, emptyReason, chart, table, testId }: ChartCardProps) {
  return (
    <Card title={title} size="small" data-testid={testId} style={{ height: '100%' }}>
      {emptyReason ? (
        <Empty description={emptyReason} />
      ) : (
        <>
          {chart}
          {table}
        </>
      )}
    </Card>
  );
}
