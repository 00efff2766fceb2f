import type { ReactNode } from 'react';
import { Card } from 'antd';

export interface PageCardProps {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The white panel every jobs page sits in: its title on the left, its main actions on the right. */
export function PageCard({ title, extra, children, testId }: PageCardProps) {
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h2>}
      extra={extra}
      variant="borderless"
      data-testid={testId}
      styles={{ body: { paddingTop: 16 } }}
    >
      {children}
    </Card>
  );
}
