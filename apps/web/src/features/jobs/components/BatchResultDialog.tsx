import { Table, Tag } from 'antd';
import type { JobActionResult, JobBatchAnswer } from '@ehire/domain/contracts/jobs';
import { AppDialog } from '../../../components/AppDialog';
import { InfoBanner } from '../../../components/InfoBanner';

export interface BatchResultDialogProps {
  /** What was done, e.g. 批量暂停. */
  actionLabel: string;
  answer: JobBatchAnswer | null;
  /** Job names by id, from the rows that were selected. */
  names: Readonly<Record<string, string>>;
  onClose: () => void;
}

/** The result of a bulk action with one line per job, opened when some jobs failed. */
export function BatchResultDialog({ actionLabel, answer, names, onClose }: BatchResultDialogProps) {
  return (
    <AppDialog
      open={answer !== null}
      size="large"
      title={`${actionLabel}结果`}
      onClose={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="知道了"
    >
      {answer ? (
        <div data-testid="batch-result">
          <InfoBanner type={answer.failed > 0 ? 'warning' : 'success'} style={{ marginBottom: 12 }}>
            {`共${answer.total}个职位，成功${answer.succeeded}个，失败${answer.failed}个`}
          </InfoBanner>
          <Table<JobActionResult>
            size="small"
            rowKey="jobId"
            pagination={answer.results.length > 10 ? { pageSize: 10, size: 'small' } : false}
            dataSource={answer.results}
            columns={[
              { title: '职位名称', dataIndex: 'jobId', render: (id: string) => names[id] ?? id },
              {
                title: '结果',
                dataIndex: 'ok',
                width: 80,
                render: (ok: boolean) =>
                  ok ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>,
              },
              {
                title: '说明',
                dataIndex: 'msg',
                render: (msg: string, row) => msg || (row.ok ? '操作成功' : ''),
              },
            ]}
          />
        </div>
      ) : null}
    </AppDialog>
  );
}
