import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { JobListAction, JobListItem } from '@ehire/domain/contracts/jobs';
import { JOB_STATUS } from '@ehire/domain/codes/job-status';
import { JOB_ACTION_LABEL } from '@ehire/domain/jobs/status';
import { canDelete, rowStatusActions } from './job-list-state';

export type RowCommand =
  | { kind: 'edit' | 'copy' | 'share' | 'delivery'; job: JobListItem }
  | { kind: 'status'; action: JobListAction; job: JobListItem };

export interface JobRowActionsProps {
  job: JobListItem;
  /** The jobs permission is read-only (isreadonly_jobs): look and share only. */
  readOnly: boolean;
  onCommand: (command: RowCommand) => void;
}

/**
 * A row's actions: 修改 and the status changes its status allows (STATE-001) inline, the rest
 * (复制, 分享 for published jobs, 投递设置, 删除 where allowed) under 更多.
 */
export function JobRowActions({ job, readOnly, onCommand }: JobRowActionsProps) {
  if (readOnly) {
    return (
      <Space size={0} data-testid={`job-actions-${job.ehireJobID}`}>
        <Button type="link" size="small" onClick={() => onCommand({ kind: 'edit', job })}>
          查看
        </Button>
        {job.Status === JOB_STATUS.published ? (
          <Button type="link" size="small" onClick={() => onCommand({ kind: 'share', job })}>
            分享
          </Button>
        ) : null}
      </Space>
    );
  }
  const inline = rowStatusActions(job.Status).filter((action) => action !== 'refresh');
  const more = [
    { key: 'copy', label: '复制' },
    ...(job.Status === JOB_STATUS.published
      ? [
          { key: 'refresh', label: JOB_ACTION_LABEL.refresh },
          { key: 'share', label: '分享' },
        ]
      : []),
    { key: 'delivery', label: '投递设置' },
    ...(canDelete(job.Status) ? [{ key: 'delete', label: JOB_ACTION_LABEL.delete, danger: true }] : []),
  ];

  const onMore = (key: string) => {
    if (key === 'copy' || key === 'share' || key === 'delivery') onCommand({ kind: key, job });
    else onCommand({ kind: 'status', action: key as JobListAction, job });
  };

  return (
    <Space size={0} wrap data-testid={`job-actions-${job.ehireJobID}`}>
      <Button type="link" size="small" onClick={() => onCommand({ kind: 'edit', job })}>
        修改
      </Button>
      {inline.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          onClick={() => onCommand({ kind: 'status', action, job })}
        >
          {JOB_ACTION_LABEL[action]}
        </Button>
      ))}
      <Dropdown menu={{ items: more, onClick: ({ key }) => onMore(key) }} trigger={['click']}>
        <Button type="link" size="small" aria-label={`更多操作 ${job.CJobName}`}>
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
