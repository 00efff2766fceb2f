import { Table, Tag } from 'antd';
import type { TalentActionResult } from '@ehire/domain/contracts/talent';
import { AppDialog } from '../../../components/AppDialog';
import { InfoBanner } from '../../../components/InfoBanner';

export interface ActionOutcome {
  /** What was done, e.g. 通过. */
  label: string;
  answer: TalentActionResult;
  /** Candidate names by application id, from the rows the action was run on. */
  names: Readonly<Record<string, string>>;
}

type ResultRow = TalentActionResult['results'][number];

/** The result of an action on several applications, one line each; opened when some failed. */
export function ActionResultDialog({
  outcome,
  onClose,
}: {
  outcome: ActionOutcome | null;
  onClose: () => void;
}) {
  const answer = outcome?.answer;
  return (
    <AppDialog
      open={outcome !== null}
      size="large"
      title={`${outcome?.label ?? ''}结果`}
      onClose={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="知道了"
    >
      {answer && outcome ? (
        <div data-testid="action-result">
          <InfoBanner type={answer.failed > 0 ? 'warning' : 'success'} style={{ marginBottom: 12 }}>
            {`共${answer.results.length}份投递，成功${answer.succeeded}份，失败${answer.failed}份`}
          </InfoBanner>
          <Table<ResultRow>
            size="small"
            rowKey="applicationId"
            pagination={answer.results.length > 10 ? { pageSize: 10, size: 'small' } : false}
            dataSource={answer.results}
            columns={[
              {
                title: '姓名',
                dataIndex: 'applicationId',
                render: (id: string) => outcome.names[id] ?? id,
              },
              {
                title: '结果',
                dataIndex: 'ok',
                width: 80,
                render: (ok: boolean) =>
                  ok ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>,
              },
              {
                title: '说明',
                dataIndex: 'message',
                render: (message: string, row) => message || (row.ok ? '操作成功' : ''),
              },
            ]}
          />
        </div>
      ) : null}
    </AppDialog>
  );
}
