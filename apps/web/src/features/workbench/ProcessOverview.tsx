import { Link } from 'react-router';
import type { ProcessCountRow } from '@ehire/domain/contracts/workbench';
import { INBOX_STATUS, type InboxStatus } from '@ehire/domain/codes/inbox-status';
import { isStageType } from '@ehire/domain/codes/stages';
import { talentLink } from '@ehire/domain/workbench/links';
import { processRowCells, type ProcessCell } from '@ehire/domain/workbench/process-overview';
import styles from './WorkbenchPage.module.css';

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

/** 流程概览 (WB-011..WB-019): the aggregate row first, then one row per step (a plain table). */
export function ProcessOverview({ total, rows }: { total: ProcessCountRow | null; rows: ProcessCountRow[] }) {
  const data = total ? [total, ...rows] : rows;
  return (
    <div data-testid="process-overview">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">流程环节</th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={styles.number}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length + 1} className={styles.empty}>
                暂无流程数据
              </td>
            </tr>
          ) : (
            data.map((row) => (
              <tr key={row.ivid} data-row-key={row.ivid}>
                <td>
                  {row.flowName}
                  {row.processName ? (
                    <span className={`${styles.secondary} ${styles.small}`} style={{ marginLeft: 6 }}>
                      {row.processName}
                    </span>
                  ) : null}
                </td>
                {COLUMNS.map((column) => (
                  <td key={column.key} className={styles.number}>
                    <CountLink
                      value={cellsOf(row)[column.key]}
                      ivid={row.ivid}
                      inboxstatus={column.inboxstatus}
                    />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <span className={`${styles.secondary} ${styles.small}`}>{PROCESS_NOTE}</span>
    </div>
  );
}
