import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './ui.module.css';

// The careers site's own small components (issue 13 §4): students open it on phones over mobile
// data, so it draws plain elements with a little CSS instead of loading antd.

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'link' | 'dashed';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  block?: boolean;
  /** Busy: disabled, and says so. */
  loading?: boolean;
}

export function Button({
  variant = 'default',
  size = 'middle',
  danger = false,
  block = false,
  loading = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    variant !== 'default' ? styles[variant] : '',
    size !== 'middle' ? styles[size] : '',
    danger ? styles.danger : '',
    block ? styles.block : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span aria-hidden="true">…</span> : null}
      {children}
    </button>
  );
}

/** Shown while something loads. */
export function Spinner() {
  return (
    <span role="status" className={styles.spinner}>
      加载中…
    </span>
  );
}

const ALERT_CLASS = { error: styles.alertError, success: styles.alertSuccess, warning: styles.alertWarning };

/** A message box: an error is an alert (read out at once), the others a status. */
export function Notice({
  type,
  title,
  children,
  className,
  ...rest
}: {
  type: 'error' | 'success' | 'warning';
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={[styles.alert, ALERT_CLASS[type], className ?? ''].join(' ')}
      {...rest}
    >
      <div>{title}</div>
      {children}
    </div>
  );
}

const RESULT_ICON = { success: '✔', warning: '!', '404': '?', error: '✖' } as const;
const RESULT_COLOR = { success: '#52c41a', warning: '#faad14', '404': '#0958d9', error: '#ff4d4f' } as const;

/** A page's outcome: sent, not found, failed to load. */
export function ResultView({
  status,
  title,
  subTitle,
  extra,
  children,
}: {
  status: keyof typeof RESULT_ICON;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.result}>
      <div className={styles.resultIcon} style={{ color: RESULT_COLOR[status] }} aria-hidden="true">
        {RESULT_ICON[status]}
      </div>
      <h2 className={styles.resultTitle}>{title}</h2>
      {subTitle ? <div className={styles.resultSub}>{subTitle}</div> : null}
      {extra ? <div className={styles.resultExtra}>{extra}</div> : null}
      {children}
    </div>
  );
}

export function Tag({ color, children }: { color?: 'red' | 'gold'; children: ReactNode }) {
  const tone = color === 'red' ? styles.tagRed : color === 'gold' ? styles.tagGold : '';
  return <span className={`${styles.tag} ${tone}`}>{children}</span>;
}

/** Class names of the plain inputs (with the error border). */
export function inputClass(invalid = false): string {
  return invalid ? `${styles.input} ${styles.invalid}` : styles.input;
}
