import type { CSSProperties, ReactNode } from 'react';
import styles from './WorkbenchPage.module.css';

/**
 * A card of the workbench, drawn plain (issue 13 §4: the shell and the workbench load no antd on
 * their first paint); it looks like antd's small Card.
 */
export function Panel({
  title,
  extra,
  children,
  testId,
  style,
}: {
  title?: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  style?: CSSProperties;
}) {
  return (
    <section className={styles.panel} data-testid={testId} aria-label={title} style={style}>
      {title ? (
        <div className={styles.panelHead}>
          <h3 className={styles.panelTitle}>{title}</h3>
          {extra}
        </div>
      ) : null}
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

/** Shown while a card's data loads (antd's Skeleton before). */
export function Loading({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="加载中" className={styles.loading}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.loadingRow} />
      ))}
    </div>
  );
}
