import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Modal,
  Progress,
  Radio,
  Select,
  Space,
  Steps,
  Table,
  Typography,
  Upload,
} from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS } from '@ehire/domain/constants';
import {
  DUPLICATE_ACTION_LABEL,
  type DuplicateAction,
  type ImportCheck,
  type ImportMapping,
  type ImportPreview,
} from '@ehire/domain/contracts/imports';
import { IMPORT_FIELDS } from '@ehire/domain/imports/fields';
import { saveBlob } from '../../platform/download';
import { RequestError } from '../../platform/request';
import { TALENT_KEYS, useTalentApi } from '../talent/api/talent-api';
import { useImportsApi } from './api/imports-api';

// 简历解析导入 (issue 18 §2): upload an xlsx/csv, map its columns onto the import fields, see the
// row checks, choose what happens to duplicates and where the candidates go, then follow the
// import task and download its per-row report.

export interface ImportWizardProps {
  open: boolean;
  onClose: () => void;
  /** After an import finished (the pool reloads). */
  onImported: () => void;
}

type Target = 'pool' | 'job';
const FINISHED = ['succeeded', 'failed', 'cancelled'];

export function ImportWizard({ open, onClose, onImported }: ImportWizardProps) {
  const { message } = App.useApp();
  const api = useImportsApi();
  const talentApi = useTalentApi();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [fileId, setFileId] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [action, setAction] = useState<DuplicateAction>('skip');
  const [target, setTarget] = useState<Target>('pool');
  const [jobId, setJobId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);

  const jobs = useQuery({
    queryKey: TALENT_KEYS.jobs,
    queryFn: () => talentApi.jobs(),
    enabled: open && step >= 2,
  });
  const outcome = useQuery({
    queryKey: ['imports', 'outcome', taskId],
    queryFn: () => api.outcome(taskId ?? ''),
    enabled: taskId !== null,
    refetchInterval: (query) =>
      query.state.data && FINISHED.includes(query.state.data.status) ? false : POLL_INTERVAL_MS,
  });
  const finished = outcome.data && FINISHED.includes(outcome.data.status);

  const reset = () => {
    setStep(0);
    setFileId(null);
    setPreview(null);
    setMapping({});
    setCheck(null);
    setAction('skip');
    setTarget('pool');
    setJobId(null);
    setTaskId(null);
  };

  const close = () => {
    if (finished) onImported();
    reset();
    onClose();
  };

  /** Runs a call, showing its refusal unless the request client already did. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof RequestError && error.handled))
        void message.error(error instanceof Error && error.message ? error.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const receive = (file: File) =>
    run(async () => {
      const stored = await api.upload(file);
      const read = await api.preview(stored.id);
      setFileId(stored.id);
      setPreview(read);
      setMapping(read.mapping);
      setStep(1);
    });

  const runCheck = () =>
    run(async () => {
      if (!fileId) return;
      setCheck(await api.check({ fileId, mapping }));
      setStep(2);
    });

  const start = () =>
    run(async () => {
      if (!fileId) return;
      if (target === 'job' && !jobId) {
        void message.warning('请选择职位');
        return;
      }
      const started = await api.start({
        fileId,
        mapping,
        duplicateAction: action,
        jobId: target === 'job' ? jobId : null,
        stepId: null,
      });
      setTaskId(started.taskId);
      setStep(3);
    });

  const downloadReport = () =>
    run(async () => {
      if (!taskId) return;
      const name = preview ? `导入报告_${preview.fileName.replace(/\.[^.]+$/, '')}.xlsx` : '导入报告.xlsx';
      await saveBlob(await api.report(taskId), name);
    });

  const downloadTemplate = () => run(async () => saveBlob(await api.template(), '简历导入模板.xlsx'));

  const headerOptions = (preview?.headers ?? []).map((h, i) => ({ value: i, label: h || `第${i + 1}列` }));

  return (
    <Modal
      title="简历导入"
      open={open}
      onCancel={close}
      width={820}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={[{ title: '上传文件' }, { title: '列对应' }, { title: '校验与设置' }, { title: '导入' }]}
      />
      {step === 0 && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Upload.Dragger
            accept=".xlsx,.csv"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void receive(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处上传</p>
            <p className="ant-upload-hint">支持 xlsx、csv 格式，最大50MB</p>
          </Upload.Dragger>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            下载导入模板
          </Button>
        </Space>
      )}
      {step === 1 && preview && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            文件「{preview.fileName}」共 {preview.rowCount} 行数据，请为每个字段选择对应的列：
          </Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={[...IMPORT_FIELDS]}
            columns={[
              {
                title: '字段',
                dataIndex: 'label',
                render: (label: string, field) => (field.required ? `${label} *` : label),
              },
              {
                title: '文件中的列',
                render: (_, field) => (
                  <Select
                    aria-label={`${field.label}对应的列`}
                    style={{ width: 240 }}
                    allowClear
                    placeholder="不导入"
                    value={mapping[field.key]}
                    options={headerOptions}
                    onChange={(value?: number) =>
                      setMapping((m) => {
                        const next = { ...m };
                        if (value === undefined) delete next[field.key];
                        else next[field.key] = value;
                        return next;
                      })
                    }
                  />
                ),
              },
            ]}
          />
          <Space>
            <Button onClick={reset}>重新上传</Button>
            <Button type="primary" loading={busy} onClick={() => void runCheck()}>
              校验数据
            </Button>
          </Space>
        </Space>
      )}
      {step === 2 && check && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={4} bordered data-testid="import-check">
            <Descriptions.Item label="数据行">{check.total}</Descriptions.Item>
            <Descriptions.Item label="可导入">{check.valid}</Descriptions.Item>
            <Descriptions.Item label="错误行">{check.bad}</Descriptions.Item>
            <Descriptions.Item label="重复">{check.duplicates}</Descriptions.Item>
          </Descriptions>
          {check.errors.length > 0 && (
            <Table
              size="small"
              rowKey="row"
              pagination={{ pageSize: 5, hideOnSinglePage: true }}
              dataSource={check.errors}
              columns={[
                { title: '行号', dataIndex: 'row', width: 80 },
                { title: '问题', dataIndex: 'messages', render: (m: string[]) => m.join('；') },
              ]}
            />
          )}
          <Space direction="vertical">
            <span>
              与已有候选人重复（手机号、邮箱或身份证号相同）时：
              <Radio.Group
                value={action}
                onChange={(e) => setAction(e.target.value as DuplicateAction)}
                options={(Object.keys(DUPLICATE_ACTION_LABEL) as DuplicateAction[]).map((value) => ({
                  value,
                  label: DUPLICATE_ACTION_LABEL[value],
                }))}
              />
            </span>
            <span>
              导入到：
              <Radio.Group
                value={target}
                onChange={(e) => setTarget(e.target.value as Target)}
                options={[
                  { value: 'pool', label: '公共人才库' },
                  { value: 'job', label: '职位（第一个流程环节）' },
                ]}
              />
              {target === 'job' && (
                <Select
                  aria-label="职位"
                  style={{ width: 260 }}
                  placeholder="请选择职位"
                  loading={jobs.isLoading}
                  value={jobId ?? undefined}
                  onChange={setJobId}
                  options={(jobs.data ?? []).map((j) => ({ value: j.jobId, label: j.name }))}
                />
              )}
            </span>
          </Space>
          {check.valid === 0 && <Alert type="warning" message="没有可导入的数据行" showIcon />}
          <Space>
            <Button onClick={() => setStep(1)}>上一步</Button>
            <Button type="primary" loading={busy} disabled={check.valid === 0} onClick={() => void start()}>
              开始导入
            </Button>
          </Space>
        </Space>
      )}
      {step === 3 && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="import-outcome">
          <Progress
            percent={
              outcome.data && outcome.data.total > 0
                ? Math.round((outcome.data.processed / outcome.data.total) * 100)
                : finished
                  ? 100
                  : 0
            }
            status={outcome.data?.status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
          />
          <Typography.Text strong>
            {!finished ? '正在导入…' : outcome.data?.status === 'succeeded' ? '导入完成' : '导入失败，请重试'}
          </Typography.Text>
          {outcome.data && (
            <Descriptions size="small" column={4} bordered>
              <Descriptions.Item label="新建">{outcome.data.created}</Descriptions.Item>
              <Descriptions.Item label="合并">{outcome.data.merged}</Descriptions.Item>
              <Descriptions.Item label="跳过">{outcome.data.skipped}</Descriptions.Item>
              <Descriptions.Item label="错误行">{outcome.data.bad}</Descriptions.Item>
            </Descriptions>
          )}
          <Space>
            <Button
              icon={<DownloadOutlined />}
              disabled={!outcome.data?.hasReport}
              loading={busy}
              onClick={() => void downloadReport()}
            >
              下载导入报告
            </Button>
            <Button type="primary" disabled={!finished} onClick={close}>
              完成
            </Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
