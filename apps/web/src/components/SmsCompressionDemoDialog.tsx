import { Button, Typography } from 'antd';
import { AppDialog } from './AppDialog';

export interface SmsCompressionDemoDialogProps {
  open: boolean;
  onClose: () => void;
}

const ORIGINAL =
  '【校园招聘】张同学您好，您投递的“管培生”职位已进入面试环节，请于 2025-04-18 14:00 前往 https://campus.example.com/interview/confirm?id=8f3a2c 确认面试时间。';
const COMPRESSED =
  '【校园招聘】张同学您好，您投递的“管培生”职位已进入面试环节，请于 2025-04-18 14:00 前往 https://c.example.cn/Ab3x 确认面试时间。';

/** Shows how a long link is shortened so a notice fits in fewer SMS (SHELL-036). */
export function SmsCompressionDemoDialog({ open, onClose }: SmsCompressionDemoDialogProps) {
  return (
    <AppDialog
      open={open}
      size="large"
      title="短信压缩示例"
      onClose={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        短信中的长链接会自动替换为短链接，以减少短信字数和计费条数。
      </Typography.Paragraph>
      <Typography.Paragraph strong>压缩前（{ORIGINAL.length} 字）</Typography.Paragraph>
      <Typography.Paragraph code>{ORIGINAL}</Typography.Paragraph>
      <Typography.Paragraph strong>压缩后（{COMPRESSED.length} 字）</Typography.Paragraph>
      <Typography.Paragraph code>{COMPRESSED}</Typography.Paragraph>
    </AppDialog>
  );
}
