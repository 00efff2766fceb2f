import { useState } from 'react';
import { Alert, App, Form, Input, InputNumber } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { INTERVIEW_MESSAGE } from '@ehire/domain/contracts/interviews';
import { AppDialog } from '../../components/AppDialog';
import { useInterviewsApi } from './interviews-api';

// The interviewer's evaluation of one interview (issue 15): a score 0-100 and a comment. It is
// shown with the booking on the résumé's details (面试 card).

const EVALUATION_MESSAGE = {
  score: '请输入评分',
  scoreRange: '评分为 0 到 100 的整数',
  comment: '请填写面试评价',
} as const;

interface Values {
  score?: number | null;
  comment?: string;
}

export function EvaluationDialog({
  invitationId,
  candidateName,
  onClose,
}: {
  /** null: closed. */
  invitationId: string | null;
  candidateName: string;
  onClose: () => void;
}) {
  const api = useInterviewsApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!invitationId) return;
    setSaving(true);
    setFailure(null);
    try {
      await api.evaluate(invitationId, Number(values.score), (values.comment ?? '').trim());
      void message.success(INTERVIEW_MESSAGE.evaluated);
      await queryClient.invalidateQueries({ queryKey: ['interviews'] });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open={invitationId !== null}
      title={`面试评价：${candidateName}`}
      okText="保存评价"
      confirmLoading={saving}
      onOk={() => void submit()}
      onClose={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="evaluation-form">
        <Form.Item
          label="评分"
          name="score"
          rules={[
            { required: true, message: EVALUATION_MESSAGE.score },
            {
              validator: (_rule, value: unknown) =>
                value === null || value === undefined || value === ''
                  ? Promise.resolve()
                  : Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 100
                    ? Promise.resolve()
                    : Promise.reject(new Error(EVALUATION_MESSAGE.scoreRange)),
            },
          ]}
        >
          <InputNumber aria-label="评分" placeholder="0-100" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="评价"
          name="comment"
          rules={[{ required: true, whitespace: true, message: EVALUATION_MESSAGE.comment }]}
        >
          <Input.TextArea
            aria-label="评价"
            rows={4}
            maxLength={2000}
            showCount
            placeholder="表现、优势与不足、是否推荐"
          />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
    </AppDialog>
  );
}
