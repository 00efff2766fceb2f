import type { ReactNode } from 'react';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { AppDialog, type DialogSize } from './AppDialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 提示 (SHELL-037). */
  title?: ReactNode;
  content: ReactNode;
  /** The close control (×) is shown only when enabled (SHELL-039). */
  closable?: boolean;
  /** Replaces the default warning icon (SHELL-038). */
  icon?: ReactNode;
  okText?: string;
  cancelText?: string;
  size?: DialogSize;
  confirmLoading?: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/** The console's confirm dialog: title 提示 by default, an icon, optional close control. */
export function ConfirmDialog({
  open,
  title = '提示',
  content,
  closable = false,
  icon,
  okText,
  cancelText,
  size = 'small',
  confirmLoading,
  onOk,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      size={size}
      title={title}
      closable={closable}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={confirmLoading}
      onOk={onOk}
      onClose={onCancel}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <span data-testid="confirm-icon" style={{ color: '#faad14', fontSize: 22, lineHeight: 1 }}>
          {icon ?? <ExclamationCircleFilled />}
        </span>
        <div style={{ flex: 1 }}>{content}</div>
      </div>
    </AppDialog>
  );
}
