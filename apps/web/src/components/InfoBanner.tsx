import type { CSSProperties, ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';

export type InfoBannerType = 'error' | 'warning' | 'info' | 'success';
type InfoBannerSize = 'default' | 'mini';

export interface InfoBannerProps {
  /** Defaults to error (SHELL-040). */
  type?: InfoBannerType;
  /** mini: smaller text and never an icon (SHELL-043). */
  size?: InfoBannerSize;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** Text colour per type: error is red (SHELL-041), the others follow antd's palette. */
export const INFO_BANNER_COLOR: Readonly<Record<InfoBannerType, string>> = {
  error: '#ff4d4f',
  warning: '#faad14',
  info: '#1677ff',
  success: '#52c41a',
};

const ICON: Readonly<Record<InfoBannerType, ReactNode>> = {
  error: <CloseCircleFilled data-testid="info-banner-icon" aria-label="错误" />,
  warning: <ExclamationCircleFilled data-testid="info-banner-icon" aria-label="警告" />,
  info: <InfoCircleFilled data-testid="info-banner-icon" aria-label="提示" />,
  success: <CheckCircleFilled data-testid="info-banner-icon" aria-label="成功" />,
};

/** A one-line coloured message with an icon (SHELL-040..043). */
export function InfoBanner({
  type = 'error',
  size = 'default',
  children,
  className,
  style,
}: InfoBannerProps) {
  const mini = size === 'mini';
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      data-testid="info-banner"
      data-type={type}
      data-size={size}
      className={className}
      style={{
        color: INFO_BANNER_COLOR[type],
        fontSize: mini ? 12 : 14,
        lineHeight: mini ? '18px' : '22px',
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        ...style,
      }}
    >
      {mini ? null : ICON[type]}
      <span>{children}</span>
    </div>
  );
}
