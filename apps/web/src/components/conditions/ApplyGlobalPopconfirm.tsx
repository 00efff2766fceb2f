// The filter confirm popup (D1 §4, COND-035): after a filter is confirmed, ask whether it
// becomes the global filter. 不应用 still keeps the filter for the current list only.
import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';

export interface ApplyGlobalPopconfirmProps {
  /** The element that opens the popup (usually the filter's 确定 button). */
  children: ReactNode;
  /** 应用: the filter applies globally. */
  onApply?: () => void;
  /** 不应用: the filter applies here only. */
  onSkip?: () => void;
  disabled?: boolean;
}

export function ApplyGlobalPopconfirm({ children, onApply, onSkip, disabled }: ApplyGlobalPopconfirmProps) {
  return (
    <Popconfirm
      title="是否应用到全局"
      okText="应用"
      cancelText="不应用"
      disabled={disabled}
      onConfirm={() => onApply?.()}
      onCancel={() => onSkip?.()}
    >
      {children}
    </Popconfirm>
  );
}
