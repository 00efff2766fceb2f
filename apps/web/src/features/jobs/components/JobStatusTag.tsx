import { Tag } from 'antd';
import { JOB_STATUS, JOB_STATUS_LABEL } from '@ehire/domain/codes/job-status';
import type { StoredJobStatus } from '@ehire/domain/jobs/status';

const COLOR: Record<StoredJobStatus, string> = {
  [JOB_STATUS.published]: 'success',
  [JOB_STATUS.applying]: 'processing',
  [JOB_STATUS.paused]: 'warning',
  [JOB_STATUS.unpublished]: 'default',
  [JOB_STATUS.applicationFailed]: 'error',
};

/** A job's status as one coloured tag, labels from the one code map (CONVENTIONS 3). */
export function JobStatusTag({ status }: { status: StoredJobStatus }) {
  return (
    <Tag color={COLOR[status]} data-testid="job-status" style={{ marginInlineEnd: 0 }}>
      {JOB_STATUS_LABEL[status]}
    </Tag>
  );
}
