import { Button, Modal, Typography } from 'antd';
import {
  SMS_MULTI_SEGMENT_SIZE,
  SMS_SINGLE_SEGMENT_LIMIT,
  smsSegments,
} from '@ehire/domain/notices/sms-segments';

const EXAMPLES = [
  '【示例科技】张三您好，您已通过初筛，请留意后续通知。',
  `【示例科技】张三您好，${'请于12月1日14:00到示例大厦3层参加面试，'.repeat(3)}`,
];

/** The "SMS compression demo" of D1 §2: how a long text is billed (SHELL-036: 关闭 closes it). */
export function SmsCompressionDemo({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="短信计费说明"
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      <Typography.Paragraph>
        短信按条计费：{SMS_SINGLE_SEGMENT_LIMIT} 字以内（含签名）计 1 条；超过 {SMS_SINGLE_SEGMENT_LIMIT}{' '}
        字时按每 {SMS_MULTI_SEGMENT_SIZE} 字 1 条拆分计费。表情符号按 2 个字计。
      </Typography.Paragraph>
      {EXAMPLES.map((text) => (
        <Typography.Paragraph key={text}>
          <Typography.Text code>{text}</Typography.Text>
          <br />共 {text.length} 字，计 {smsSegments(text)} 条
        </Typography.Paragraph>
      ))}
    </Modal>
  );
}
