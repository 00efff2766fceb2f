import { useState } from 'react';
import { App, Button, Select, Space, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_TALENT_EXPORT_COLUMNS,
  EXPORT_MESSAGE,
  personalColumnLabels,
  type TalentExportColumnKey,
  type TalentExportRequestInput,
} from '@ehire/domain/contracts/exports';
import type { TalentSelectionInput, TalentSort } from '@ehire/domain/contracts/talent';
import { formatDate } from '@ehire/domain/text/date-format';
import { AppDialog } from '../../../components/AppDialog';
import { InfoBanner } from '../../../components/InfoBanner';
import { saveBlob } from '../../../platform/download';
import { usePlatform } from '../../../platform/PlatformContext';
import { RequestError } from '../../../platform/request';
import { EXPORT_KEYS, useExportApi } from '../api/export-api';
import { ColumnPicker } from './ColumnPicker';

/** The task centre (menu 0603); the guard sends a new-console member on to /new (AMB-003). */
export const TASK_CENTRE_PATH = '/systemManagement/export';
const EXPORT_TEMPLATE_PATH = '/systemManagement/basic/exportTmpl';

interface TalentExportTarget {
  /** Ticked rows, in list order; when absent, everything the selection matches. */
  applicationIds?: string[];
  selection: TalentSelectionInput;
  sort: TalentSort;
  /** What the page knows of the size: ticked rows or the list's total. */
  count: number | undefined;
}

export interface TalentExportDialogProps {
  open: boolean;
  target: TalentExportTarget;
  onClose: () => void;
}

const DEFAULT_CHOICE = '';

type Outcome = { kind: 'file' } | { kind: 'task'; taskId: string } | { kind: 'refused' };

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * 导出 of the talent list: pick a template or columns, then the async check of D1 §7 decides —
 * a small export downloads at once, a large one becomes a task and the dialog says where to find
 * it (任务中心); more rows than the limit are refused before anything is asked.
 */
export function TalentExportDialog({ open, target, onClose }: TalentExportDialogProps) {
  const api = useExportApi();
  const { api: platformApi } = usePlatform();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string>(DEFAULT_CHOICE);
  const [columns, setColumns] = useState<TalentExportColumnKey[]>([...DEFAULT_TALENT_EXPORT_COLUMNS]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const templates = useQuery({
    queryKey: EXPORT_KEYS.templates,
    queryFn: () => api.templates(),
    enabled: open,
  });
  const template = templates.data?.find((t) => t.id === choice);

  // The next opening starts at the column choice, not at this export's answer.
  const close = () => {
    setOutcome(null);
    onClose();
  };

  const pick = (id: string) => {
    setChoice(id);
    const chosen = templates.data?.find((t) => t.id === id);
    setColumns(chosen ? [...chosen.columns] : [...DEFAULT_TALENT_EXPORT_COLUMNS]);
  };

  const run = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const scope = target.applicationIds
        ? { applicationIds: target.applicationIds }
        : { selection: target.selection };
      const request: TalentExportRequestInput = {
        ...scope,
        sort: target.sort,
        columns,
        // The template is named when it decided the columns (its name shows in the task centre).
        ...(template && sameColumns(template.columns, columns) ? { templateId: template.id } : {}),
      };
      const check = await platformApi.checkAsync({ scene: 'talentExport', ...scope });
      if (check.limit !== null && check.total !== null && check.total > check.limit) {
        void message.error(EXPORT_MESSAGE.overLimit(check.limit));
        return { kind: 'refused' };
      }
      if (check.async) {
        const { taskId } = await api.talentTask(request);
        return { kind: 'task', taskId };
      }
      const blob = await api.talentFile(request);
      await saveBlob(blob, `人才列表_${formatDate(Date.now())}.xlsx`);
      return { kind: 'file' };
    },
    onSuccess: (result) => {
      if (result.kind === 'file') {
        void message.success('导出成功');
        close();
      }
      if (result.kind === 'task') setOutcome(result);
    },
    onError: (error) => {
      // The client has shown the server's refusals; only its own failures are left to say.
      if (!(error instanceof RequestError && error.handled)) void message.error('导出失败，请稍后重试');
    },
  });

  const personal = personalColumnLabels(columns);
  const scopeText = target.applicationIds
    ? `所选${target.applicationIds.length}条投递`
    : `当前列表的全部投递${target.count === undefined ? '' : `（共${target.count}条）`}`;

  if (outcome?.kind === 'task') {
    return (
      <AppDialog
        open={open}
        size="medium"
        title="导出人才"
        onClose={close}
        footer={
          <Space>
            <Button onClick={close}>关闭</Button>
            <Button type="primary" onClick={() => void navigate(TASK_CENTRE_PATH)}>
              前往任务中心
            </Button>
          </Space>
        }
      >
        <div data-testid="export-task-created">
          <InfoBanner type="success">{EXPORT_MESSAGE.taskCreated}</InfoBanner>
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          条数较多，导出在后台进行；完成后在「系统设置 › 导出管理（任务中心）」下载文件，文件保留7天。
        </Typography.Paragraph>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      open={open}
      size="extraLarge"
      title="导出人才"
      onClose={close}
      onOk={() => run.mutate()}
      okText="导出"
      okButtonProps={{ disabled: columns.length === 0, id: 'talent-export-submit' }}
      confirmLoading={run.isPending}
    >
      <div data-testid="talent-export-dialog">
        <Typography.Paragraph>{`导出范围：${scopeText}`}</Typography.Paragraph>
        <Space style={{ marginBottom: 12 }} wrap>
          <span>导出模板</span>
          <Select
            aria-label="导出模板"
            style={{ width: 240 }}
            value={choice}
            loading={templates.isLoading}
            onChange={pick}
            options={[
              { value: DEFAULT_CHOICE, label: '默认列（与人才列表一致）' },
              ...(templates.data ?? []).map((t) => ({ value: t.id, label: t.name })),
            ]}
          />
          <Link to={EXPORT_TEMPLATE_PATH}>管理导出模板</Link>
        </Space>
        <ColumnPicker value={columns} onChange={setColumns} />
        {personal.length > 0 ? (
          <InfoBanner type="warning" size="mini" style={{ marginTop: 12 }}>
            {`所选列包含个人信息（${personal.join('、')}）：导出将记入操作日志，请妥善保管导出文件。`}
          </InfoBanner>
        ) : null}
      </div>
    </AppDialog>
  );
}
