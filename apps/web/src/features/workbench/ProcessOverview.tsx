import { Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { ProcessCountRow } from '@ehire/domain/contracts/workbench';
import { INBOX_STATUS, type InboxStatus } from '@ehire/domain/codes/inbox-status';
import { isStageType } from '@ehire/domain/codes/stages';
import { talentLink } from '@ehire/domain/workbench/links';
import { processRowCells, type ProcessCell } from '@ehire/domain/workbench/process-overview';

/** GAP-004: the counts are computed live, so the note says so (the spec's 'refresh nightly'). */
const PROCESS_NOTE = '注：流程数据实时统计，点击数字查看对应简历';

type Column = 'resumeNum' | 'filtrateNum' | 'undeterminedNum' | 'outNum' | 'planNum';

const COLUMNS: { key: Column; title: string; inboxstatus?: InboxStatus }[] = [
  { key: 'resumeNum', title: '简历总数' },
  { key: 'filtrateNum', title: '待筛选', inboxstatus: INBOX_STATUS.waitingForScreening },
  { key: 'undeterminedNum', title: '待定', inboxstatus: INBOX_STATUS.pending },
  { key: 'outNum', title: '已淘汰', inboxstatus: INBOX_STATUS.eliminated },
  { key: 'planNum', title: '已安排', inboxstatus: INBOX_STATUS.arranged },
];

function cellsOf(row: ProcessCountRow) {
  // The aggregate row (ivType 0) shows every count.
  return isStageType(row.ivType) ? processRowCells(row.ivType, row) : row;
}

function CountLink({
  value,
  ivid,
  inboxstatus,
}: {
  value: ProcessCell;
  ivid: string;
  inboxstatus?: InboxStatus;
}) {
  if (value === '-') return <span aria-label="不适用">-</span>;
  return <Link to={talentLink({ ivid, ...(inboxstatus ? { inboxstatus } : {}) })}>{value}</Link>;
}

/** 流程概览 (WB-011..WB-019): the aggregate row first, then one row per step. */
export function ProcessOverview({ total, rows }: { total: ProcessCountRow | null; rows: ProcessCountRow[] }) {
  const data = total ? [total, ...rows] : rows;
  return (
    <div data-testid="process-overview">
      <Table<ProcessCountRow>
        size="small"
        rowKey="ivid"
        pagination={false}
        dataSource={data}
        locale={{ emptyText: '暂无流程数据' }}
        columns={[
          {
            title: '流程环节',
            key: 'flowName',
            render: (_, row) =>
              row.processName ? (
                <span>
                  {row.flowName}
                  <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
                    {row.processName}
                  </Typography.Text>
                </span>
              ) : (
                row.flowName
              ),
          },
          ...COLUMNS.map((column) => ({
            title: column.title,
            key: column.key,
            align: 'right' as const,
            render: (_: unknown, row: ProcessCountRow) => (
              <CountLink value={cellsOf(row)[column.key]} ivid={row.ivid} inboxstatus={column.inboxstatus} />
            ),
          })),
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {PROCESS_NOTE}
      </Typography.Text>
    </div>
  );
}
