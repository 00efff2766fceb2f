import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Descriptions, Input, Space } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { NOTICE_PURPOSE_LABEL } from '@ehire/domain/contracts/notice';
import { NOTICE_KEYS, useNoticesApi } from './notices-api';
import { PreviewFrame } from './PreviewFrame';

/**
 * /tableToEmTplPreview?id=… (template detail) and /editOrAddToEmTplPreview?id=…: the template
 * rendered with sample values, or with a chosen application's real placeholders.
 */
export function TemplatePreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const api = useNoticesApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [applicationId, setApplicationId] = useState('');
  const template = useQuery({
    queryKey: NOTICE_KEYS.template(id),
    queryFn: () => api.template(id),
    enabled: !!id,
  });
  const t = template.data;
  const preview = useQuery({
    queryKey: ['notices', 'preview', id, applicationId],
    enabled: !!t,
    queryFn: () =>
      api.preview({
        channel: t!.channel,
        subject: t!.subject,
        body: t!.body,
        ...(applicationId ? { applicationId } : {}),
      }),
  });
  const testSend = useMutation({
    mutationFn: () => api.testSend(t!.channel, t!.id),
    onSuccess: (a) =>
      void (a.status === 'sent' ? message.success(`已发送至 ${a.to}`) : message.error(a.reason)),
  });
  if (!t) return <div style={{ padding: 16 }}>加载中…</div>;
  return (
    <div style={{ padding: 16, maxWidth: 900 }}>
      <h2>模板详情</h2>
      <Descriptions column={2} size="small">
        <Descriptions.Item label="模板名称">{t.name}</Descriptions.Item>
        <Descriptions.Item label="用途">{NOTICE_PURPOSE_LABEL[t.purpose]}</Descriptions.Item>
        <Descriptions.Item label="类型">{t.channel === 'email' ? '邮件' : '短信'}</Descriptions.Item>
        <Descriptions.Item label="状态">{t.enabled ? '启用' : '停用'}</Descriptions.Item>
        {t.channel === 'email' ? (
          <Descriptions.Item label="主题">{preview.data?.subject}</Descriptions.Item>
        ) : null}
        {t.channel === 'sms' ? (
          <Descriptions.Item label="计费">
            {preview.data?.smsLength} 字，{preview.data?.smsSegments} 条
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Space style={{ marginTop: 12 }}>
        <Input.Search
          placeholder="输入投递编号，用该候选人的信息预览"
          onSearch={(v) => setApplicationId(v.trim())}
          style={{ width: 320 }}
        />
        <Button onClick={() => testSend.mutate()}>测试发送给自己</Button>
        <Button onClick={() => navigate(`/editOrCopyEmTpl?id=${t.id}`)}>编辑</Button>
      </Space>
      {preview.data ? (
        <PreviewFrame
          html={
            t.channel === 'email'
              ? preview.data.body
              : `<pre>${preview.data.body.replace(/</g, '&lt;')}</pre>`
          }
        />
      ) : null}
    </div>
  );
}
