import { useEffect } from 'react';
import { App, Button, Form, Input, Radio, Space, Spin, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELIVERY_FILE_TYPE_LABEL,
  DELIVERY_FILE_TYPES,
  DeliverySettingInput,
  type DeliveryFileType,
  type DeliverySetting,
} from '@ehire/domain/contracts/delivery';
import {
  DEFAULT_DELIVERY_FILE_NAME,
  DEFAULT_DELIVERY_SUBJECT,
  DELIVERY_PLACEHOLDER,
  renderDeliveryTemplate,
  safeFileBaseName,
} from '@ehire/domain/jobs/delivery-template';
import { AppDialog } from '../../../components/AppDialog';
import { DELIVERY_KEYS, useDeliveryApi } from '../api/delivery-api';
import { JOB_KEYS, useJobsApi } from '../api/jobs-api';
import { ListEmpty } from '../../../components/ListEmpty';
import { zodRule } from '../utils/zod-rule';

export interface DeliveryDialogJob {
  id: string;
  name: string;
  /** The current setting when the caller has it; undefined: read from the job record. */
  setting?: DeliverySetting | null;
}

interface DeliveryFormValues {
  email: string;
  fileType: DeliveryFileType;
  subject: string;
  fileName: string;
  enabled: boolean;
}

const PLACEHOLDERS = Object.values(DELIVERY_PLACEHOLDER);
const SAMPLE = { sequence: 1, name: '张三' };
const EXTENSION: Record<DeliveryFileType, string> = { pdf: '.pdf', word: '.docx' };
const shape = DeliverySettingInput.shape;

function initialValues(setting: DeliverySetting | null): DeliveryFormValues {
  return {
    email: setting?.email ?? '',
    fileType: setting?.fileType ?? 'pdf',
    subject: setting?.subject ?? DEFAULT_DELIVERY_SUBJECT,
    fileName: setting?.fileName ?? DEFAULT_DELIVERY_FILE_NAME,
    enabled: setting ? setting.status === 1 : true,
  };
}

/**
 * 投递设置 of one job: forward each new application to an address, the resume attached as PDF or
 * Word, subject and file name from templates over the three placeholders the server accepts.
 */
export function DeliverySettingDialog({
  job,
  onClose,
}: {
  job: DeliveryDialogJob | null;
  onClose: () => void;
}) {
  const api = useDeliveryApi();
  const jobsApi = useJobsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeliveryFormValues>();
  const subject = Form.useWatch('subject', form) ?? '';
  const fileName = Form.useWatch('fileName', form) ?? '';
  const fileType = Form.useWatch('fileType', form) ?? 'pdf';

  const known = job?.setting !== undefined;
  const record = useQuery({
    queryKey: JOB_KEYS.detail(job?.id ?? ''),
    queryFn: () => jobsApi.get(job?.id ?? ''),
    enabled: job !== null && !known,
  });
  const setting = known ? (job?.setting ?? null) : (record.data?.deliveryInfo ?? null);
  const ready = job !== null && (known || record.isSuccess);

  useEffect(() => {
    if (ready) form.setFieldsValue(initialValues(setting));
  }, [ready, setting, form]);

  const save = useMutation({
    mutationFn: (values: DeliveryFormValues) =>
      api.save(job?.id ?? '', {
        email: values.email.trim(),
        fileType: values.fileType,
        subject: values.subject.trim(),
        fileName: values.fileName.trim(),
        status: values.enabled ? 1 : 0,
      }),
    onSuccess: async () => {
      void message.success('投递设置已保存');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: JOB_KEYS.all }),
      ]);
      onClose();
    },
  });

  const insert = (field: 'subject' | 'fileName', placeholder: string) => {
    const current = form.getFieldValue(field) as string | undefined;
    form.setFieldValue(field, `${current ?? ''}${placeholder}`);
    void form.validateFields([field]);
  };

  const jobName = job?.name || record.data?.CJobName || '';
  const values = { ...SAMPLE, jobName: jobName || '示例职位' };
  const previewName = `${safeFileBaseName(renderDeliveryTemplate(fileName, values))}${EXTENSION[fileType]}`;

  return (
    <AppDialog
      open={job !== null}
      size="large"
      title={jobName ? `投递设置 - ${jobName}` : '投递设置'}
      onClose={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !ready }}
      okText="保存"
      destroyOnHidden
    >
      {record.isError ? <ListEmpty failed onRetry={() => void record.refetch()} /> : null}
      {!ready && !record.isError ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      ) : null}
      <Form<DeliveryFormValues>
        hidden={!ready}
        form={form}
        layout="horizontal"
        labelCol={{ flex: '96px' }}
        onFinish={(v) => save.mutate(v)}
        data-testid="delivery-form"
      >
        <Form.Item label="转发简历" name="enabled" valuePropName="checked">
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
        <Form.Item label="接收邮箱" name="email" required rules={[zodRule(shape.email)]}>
          <Input placeholder="如 hr@example.com" maxLength={100} />
        </Form.Item>
        <Form.Item label="附件格式" name="fileType" required>
          <Radio.Group
            options={DELIVERY_FILE_TYPES.map((type) => ({
              value: type,
              label: DELIVERY_FILE_TYPE_LABEL[type],
            }))}
          />
        </Form.Item>
        <Form.Item
          label="邮件主题"
          required
          extra={<PlaceholderButtons onPick={(p) => insert('subject', p)} />}
        >
          <Form.Item name="subject" noStyle rules={[zodRule(shape.subject)]}>
            <Input maxLength={100} />
          </Form.Item>
        </Form.Item>
        <Form.Item
          label="附件名称"
          required
          extra={<PlaceholderButtons onPick={(p) => insert('fileName', p)} />}
        >
          <Form.Item name="fileName" noStyle rules={[zodRule(shape.fileName)]}>
            <Input maxLength={80} />
          </Form.Item>
        </Form.Item>
        <Form.Item label="效果预览">
          <div data-testid="delivery-preview" style={{ color: '#595959', lineHeight: '22px' }}>
            <div>主题：{renderDeliveryTemplate(subject, values)}</div>
            <div>附件：{previewName}</div>
          </div>
        </Form.Item>
      </Form>
    </AppDialog>
  );
}

function PlaceholderButtons({ onPick }: { onPick: (placeholder: string) => void }) {
  return (
    <Space size={4} wrap style={{ marginTop: 4 }}>
      <span>插入：</span>
      {PLACEHOLDERS.map((placeholder) => (
        <Button key={placeholder} size="small" onClick={() => onPick(placeholder)}>
          {placeholder}
        </Button>
      ))}
    </Space>
  );
}
