import { useState } from 'react';
import { App, Button, Modal, Select, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { useCanWrite } from '../../platform/Can';
import { RequestError } from '../../platform/request';
import { ASSESSMENT_KEYS, useAssessmentsApi } from './assessments-api';

/** 发送测评邀请 for some applications: choose the assessment and the channel; one licence each. */
export function AssessmentInviteButton({ applicationIds }: { applicationIds: string[] }) {
  const api = useAssessmentsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [productId, setProductId] = useState<string | undefined>();
  const [channel, setChannel] = useState<'email' | 'sms'>('email');
  const [sending, setSending] = useState(false);
  // The server refuses invitations to users who may not write assessments: no button for them.
  const canInvite = useCanWrite(PERMISSION.assessment);
  const products = useQuery({
    queryKey: ASSESSMENT_KEYS.products,
    queryFn: () => api.products(),
    enabled: open,
  });

  const send = async () => {
    if (!productId) {
      void message.warning('请选择测评产品');
      return;
    }
    setSending(true);
    try {
      const answer = await api.invite({ productId, applicationIds, channel });
      void message.success(`已发送${answer.invited}份测评邀请，剩余测评许可${answer.remaining}个`);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.all });
    } catch (error) {
      if (!(error instanceof RequestError && error.handled)) void message.error('发送失败，请重试');
    } finally {
      setSending(false);
    }
  };

  if (!canInvite) return null;
  return (
    <>
      <Button size="small" disabled={applicationIds.length === 0} onClick={() => setOpen(true)}>
        发送测评邀请
      </Button>
      <Modal
        title="发送测评邀请"
        open={open}
        okText="发送"
        cancelText="取消"
        confirmLoading={sending}
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-label="测评产品"
            placeholder="请选择测评产品"
            style={{ width: '100%' }}
            loading={products.isFetching}
            value={productId}
            onChange={setProductId}
            options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
          <Select
            aria-label="通知方式"
            style={{ width: '100%' }}
            value={channel}
            onChange={setChannel}
            options={[
              { value: 'email', label: '邮件' },
              { value: 'sms', label: '短信' },
            ]}
          />
          <span>每位候选人消耗一个测评许可；许可不足时不会发送。</span>
        </Space>
      </Modal>
    </>
  );
}
