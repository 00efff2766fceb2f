import { Button, Space } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { AppDialog } from '../../../components/AppDialog';

export interface LeaveDialogProps {
  open: boolean;
  text: string;
  saving?: boolean;
  /** 返回设计: stay in the designer. */
  onBack: () => void;
  /** 不保存: continue without saving. */
  onDiscard: () => void;
  /** 保存: save, then continue. */
  onSave: () => void;
}

/** DES-024/025: exactly three choices. */
export function LeaveDialog({ open, text, saving, onBack, onDiscard, onSave }: LeaveDialogProps) {
  return (
    <AppDialog
      open={open}
      size="small"
      title="提示"
      closable={false}
      onClose={onBack}
      footer={
        <Space>
          <Button onClick={onBack}>返回设计</Button>
          <Button onClick={onDiscard}>不保存</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            保存
          </Button>
        </Space>
      }
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }} data-testid="leave-dialog">
        <span style={{ color: '#faad14', fontSize: 22, lineHeight: 1 }}>
          <ExclamationCircleFilled />
        </span>
        <div style={{ flex: 1 }}>{text}</div>
      </div>
    </AppDialog>
  );
}
