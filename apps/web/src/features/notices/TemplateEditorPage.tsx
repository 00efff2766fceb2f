import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Form, Input, Select, Space, Typography } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTICE_PURPOSE_LABEL,
  NOTICE_PURPOSES,
  type NoticeChannel,
  type NoticePurpose,
} from '@ehire/domain/contracts/notice';
import { NOTICE_PLACEHOLDERS, placeholderToken } from '@ehire/domain/notices/placeholders';
import { smsCounterText, smsSignature } from '@ehire/domain/notices/sms-segments';
import { unknownPlaceholderMessage } from '@ehire/domain/notices/template-rules';
import { NOTICE_KEYS, useNoticesApi } from './notices-api';
import { PreviewFrame } from './PreviewFrame';
import { TemplateAttachments, type TemplateAttachment } from './TemplateAttachments';
import { SmsCompressionDemo } from './SmsCompressionDemo';

interface FormValues {
  name: string;
  purpose: NoticePurpose;
  subject: string;
}

/** SMS bodies are measured with the signature the gateway adds (a placeholder for the company). */
const SIGNATURE_FOR_COUNT = smsSignature('公司名称');

/**
 * /addEmTpl, /newAddEmTpl (new; ?channel=sms for SMS), /editOrCopyEmTpl?id=…[&copy=1]: the
 * template editor. Email bodies are rich text (tiptap); the server sanitises them on save.
 */
export function TemplateEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const copying = params.get('copy') === '1';
  const api = useNoticesApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const existing = useQuery({
    queryKey: NOTICE_KEYS.template(id ?? ''),
    queryFn: () => api.template(id!),
    enabled: !!id,
  });
  const channel: NoticeChannel =
    existing.data?.channel ?? (params.get('channel') === 'sms' ? 'sms' : 'email');
  const [smsBody, setSmsBody] = useState('');
  const [demoOpen, setDemoOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<TemplateAttachment[]>([]);
  const editor = useEditor({ extensions: [StarterKit], content: '' });

  useEffect(() => {
    const t = existing.data;
    if (!t) return;
    form.setFieldsValue({
      name: copying ? `${t.name}-副本` : t.name,
      purpose: t.purpose,
      subject: t.subject,
    });
    setAttachments(t.attachments);
    if (t.channel === 'sms') setSmsBody(t.body);
    else editor?.commands.setContent(t.body);
  }, [existing.data, copying, editor, form]);

  const body = () => (channel === 'email' ? (editor?.getHTML() ?? '') : smsBody);
  const insert = (token: string) => {
    if (channel === 'email') editor?.chain().focus().insertContent(token).run();
    else setSmsBody((s) => s + token);
  };

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const input = {
        ...values,
        channel,
        subject: values.subject ?? '',
        body: body(),
        attachmentFileIds: channel === 'email' ? attachments.map((a) => a.id) : [],
      };
      return id && !copying ? api.update(id, input) : api.create(input);
    },
    onSuccess: () => {
      void message.success('保存成功');
      void queryClient.invalidateQueries({ queryKey: NOTICE_KEYS.all });
      navigate(`/notice?tab=${channel === 'email' ? 'emailTemplates' : 'smsTemplates'}`);
    },
  });
  const showPreview = useMutation({
    mutationFn: () => api.preview({ channel, subject: form.getFieldValue('subject') ?? '', body: body() }),
    onSuccess: (p) => setPreview(channel === 'email' ? p.body : `<pre>${p.body.replace(/</g, '&lt;')}</pre>`),
  });

  const unknown = unknownPlaceholderMessage({
    subject: Form.useWatch('subject', form) ?? '',
    body: channel === 'sms' ? smsBody : '',
  });

  return (
    <div style={{ padding: 16, maxWidth: 900 }}>
      <h2>
        {id ? (copying ? '复制模板' : '编辑模板') : '新增模板'}（{channel === 'email' ? '邮件' : '短信'}）
      </h2>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        initialValues={{ purpose: 'pass' }}
      >
        <Form.Item
          label="模板名称"
          name="name"
          rules={[
            { required: true, message: '请填写模板名称' },
            { max: 50, message: '模板名称不能超过50个字' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="模板用途" name="purpose" rules={[{ required: true, message: '请选择模板用途' }]}>
          <Select options={NOTICE_PURPOSES.map((p) => ({ value: p, label: NOTICE_PURPOSE_LABEL[p] }))} />
        </Form.Item>
        {channel === 'email' ? (
          <Form.Item label="邮件主题" name="subject" rules={[{ required: true, message: '请填写邮件主题' }]}>
            <Input />
          </Form.Item>
        ) : null}
        <Form.Item label="插入占位符">
          <Space wrap>
            {NOTICE_PLACEHOLDERS.map((p) => (
              <Button key={p.key} size="small" onClick={() => insert(placeholderToken(p.key))}>
                {p.label}
              </Button>
            ))}
          </Space>
        </Form.Item>
        <Form.Item label="通知内容" required>
          {channel === 'email' ? (
            <div
              style={{ border: '1px solid #d9d9d9', borderRadius: 6, minHeight: 200, padding: 8 }}
              data-testid="email-editor"
            >
              <EditorContent editor={editor} />
            </div>
          ) : (
            <>
              <Input.TextArea
                rows={5}
                value={smsBody}
                onChange={(e) => setSmsBody(e.target.value)}
                aria-label="短信内容"
              />
              <Typography.Text type="secondary">
                {smsCounterText(SIGNATURE_FOR_COUNT + smsBody)}{' '}
                <a onClick={() => setDemoOpen(true)}>计费说明</a>
              </Typography.Text>
            </>
          )}
        </Form.Item>
        {channel === 'email' ? (
          <Form.Item label="附件">
            <TemplateAttachments value={attachments} onChange={setAttachments} />
          </Form.Item>
        ) : null}
        {unknown ? <Typography.Text type="danger">{unknown}</Typography.Text> : null}
        <Space style={{ display: 'flex', marginTop: 12 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => showPreview.mutate()}>预览</Button>
          <Button onClick={() => navigate(-1)}>取消</Button>
        </Space>
      </Form>
      {preview !== null ? <PreviewFrame html={preview} /> : null}
      <SmsCompressionDemo open={demoOpen} onClose={() => setDemoOpen(false)} />
    </div>
  );
}
