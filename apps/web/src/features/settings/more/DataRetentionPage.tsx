import { useEffect } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { DataRetentionInput, type DataRetentionSave } from '@ehire/domain/contracts/settings';
import { TASK_STATUS_LABEL } from '@ehire/domain/contracts/tasks';
import {
  CONSENT_TEXT_MAX,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
} from '@ehire/domain/settings/data-retention';
import { Can, useCanWrite } from '../../../platform/Can';
import { PageCard } from '../../jobs/components/PageCard';
import { zodRule } from '../../jobs/utils/zod-rule';
import { TASK_CENTRE_PATH } from '../../exports/components/TalentExportDialog';
import { SETTINGS_KEYS, useSettingsApi } from '../settings-api';

/** While the anonymisation runs the page follows its progress. */
const RUNNING_POLL_MS = 2000;

/**
 * 更多设置 (/new/systemManagement/talentStorage; issue 17): how long candidate data of closed
 * seasons is kept (PIPL), the anonymisation of those past it (a task of the task centre), and the
 * personal-information consent the careers apply form asks for. Below level 2 of
 * Ctm.BasicSetting the page only reads.
 */
export function DataRetentionPage() {
  const api = useSettingsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canWrite = useCanWrite(PERMISSION.basicSetting);
  const info = useQuery({
    queryKey: SETTINGS_KEYS.dataRetention,
    queryFn: () => api.dataRetention(),
    refetchInterval: (q) => {
      const status = q.state.data?.latestTask?.status;
      return status === 'queued' || status === 'running' ? RUNNING_POLL_MS : false;
    },
  });
  const [form] = Form.useForm<DataRetentionSave>();
  const data = info.data;
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        retentionMonths: data.retentionMonths,
        consentText: data.consentText,
        autoAnonymise: data.autoAnonymise,
      });
  }, [form, data]);
  const save = useMutation({
    mutationFn: (values: DataRetentionSave) => api.saveDataRetention(values),
    onSuccess: (saved) => {
      void message.success('保存成功');
      queryClient.setQueryData(SETTINGS_KEYS.dataRetention, saved);
    },
  });
  const anonymise = useMutation({
    mutationFn: () => api.anonymiseCandidates(),
    onSuccess: async () => {
      void message.success('已提交匿名化任务，可在任务中心查看进度');
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.dataRetention });
    },
  });

  if (!data) {
    return (
      <PageCard title="更多设置" testId="data-retention-page">
        {info.isError ? (
          <Alert type="error" showIcon message="加载失败，请刷新重试" />
        ) : (
          <Spin aria-label="加载中" />
        )}
      </PageCard>
    );
  }
  const task = data.latestTask;
  const running = task?.status === 'queued' || task?.status === 'running';
  return (
    <PageCard title="更多设置" testId="data-retention-page">
      <Form form={form} layout="vertical" disabled={!canWrite} style={{ maxWidth: 640 }}>
        <Typography.Title level={5}>数据保留</Typography.Title>
        <Typography.Paragraph type="secondary">
          依据《个人信息保护法》，招聘季结束后候选人数据只保留设定的时长；超过期限的候选人可匿名化：姓名、手机号、邮箱、身份证号、出生日期、简历填写内容与附件将被清除，学校、专业、学历等统计信息保留。
        </Typography.Paragraph>
        <Form.Item
          name="retentionMonths"
          label="招聘季结束后保留（月）"
          rules={[zodRule(DataRetentionInput.shape.retentionMonths)]}
        >
          <InputNumber aria-label="保留时长" min={RETENTION_MONTHS_MIN} max={RETENTION_MONTHS_MAX} precision={0} />
        </Form.Item>
        <Form.Item
          name="autoAnonymise"
          label="自动匿名化"
          valuePropName="checked"
          extra="开启后，每天凌晨3点自动匿名化超过保留期限的候选人（任务中心可查看）"
        >
          <Switch aria-label="自动匿名化" />
        </Form.Item>
        <Typography.Title level={5}>个人信息处理说明</Typography.Title>
        <Typography.Paragraph type="secondary">
          填写后，候选人在招聘官网投递前须勾选同意；留空则不显示。
        </Typography.Paragraph>
        <Form.Item name="consentText" rules={[zodRule(DataRetentionInput.shape.consentText)]}>
          <Input.TextArea aria-label="个人信息处理说明" rows={6} maxLength={CONSENT_TEXT_MAX} showCount />
        </Form.Item>
        <Can write={PERMISSION.basicSetting}>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() =>
              void form.validateFields().then(
                (values) => save.mutate(DataRetentionInput.parse(values)),
                () => undefined, // the form shows the field's message
              )
            }
          >
            保存
          </Button>
        </Can>
      </Form>

      <Typography.Title level={5} style={{ marginTop: 32 }}>
        匿名化
      </Typography.Title>
      <Descriptions column={1} data-testid="retention-summary">
        <Descriptions.Item label="已超过保留期限">
          {data.lastClosedSeason}及以前的候选人：{data.dueCount}名待匿名化
        </Descriptions.Item>
        <Descriptions.Item label="已匿名化">{data.anonymisedCount}名</Descriptions.Item>
        <Descriptions.Item label="下次自动匿名化">
          <span data-testid="next-auto-run">
            {data.nextAutoRun === null ? '未开启' : new Date(data.nextAutoRun).toLocaleString('zh-CN')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="最近一次任务">
          {task ? (
            <span data-testid="anonymise-task">
              {TASK_STATUS_LABEL[task.status]}（{task.done}/{task.total}）
            </span>
          ) : (
            '暂无'
          )}
        </Descriptions.Item>
      </Descriptions>
      <Space>
        <Can write={PERMISSION.basicSetting}>
          <Popconfirm
            title={`确定匿名化${data.dueCount}名候选人吗？匿名化后无法恢复。`}
            onConfirm={() => anonymise.mutate()}
            disabled={data.dueCount === 0 || running}
          >
            <Button danger loading={anonymise.isPending} disabled={data.dueCount === 0 || running}>
              立即匿名化
            </Button>
          </Popconfirm>
        </Can>
        <Button onClick={() => void navigate(TASK_CENTRE_PATH)}>前往任务中心</Button>
      </Space>
    </PageCard>
  );
}
