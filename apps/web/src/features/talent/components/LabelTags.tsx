import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';

/** Shown before a personal label, so it never reads as a tenant label. */
const PERSONAL_LABEL_PREFIX = '个人·';

/**
 * An application's labels: the tenant's (blue, seen by everyone) and the operator's own personal
 * labels (purple, 个人· prefix, seen by nobody else). `empty` when there are none.
 */
export function LabelTags({
  labels,
  personalLabels,
  empty = '-',
}: {
  labels: readonly string[];
  personalLabels: readonly string[];
  empty?: ReactNode;
}) {
  if (labels.length === 0 && personalLabels.length === 0) return <>{empty}</>;
  return (
    <>
      {labels.map((label) => (
        <Tag key={`t-${label}`} color="geekblue">
          {label}
        </Tag>
      ))}
      {personalLabels.map((label) => (
        <Tooltip key={`p-${label}`} title="个人标签，仅自己可见">
          <Tag color="purple" data-testid="personal-label">
            {`${PERSONAL_LABEL_PREFIX}${label}`}
          </Tag>
        </Tooltip>
      ))}
    </>
  );
}
