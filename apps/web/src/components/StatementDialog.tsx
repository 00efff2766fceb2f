import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { AppDialog } from './AppDialog';

export const STATEMENT_TITLE = '网络招聘服务管理规定声明';

export interface StatementDialogProps {
  open: boolean;
  /** The statement of the customer-status check (-1002). */
  html: string;
  confirming?: boolean;
  /** 确认: the caller hides the dialog and posts confirm-commission (STATE-013). */
  onConfirm: () => void;
  /** 稍后确认: the caller hides the dialog and remembers it for the session (STATE-014). */
  onLater: () => void;
}

/**
 * The statement dialog of the customer-status check (STATE-011..014, texts GAP-005). The user
 * must answer it (AMB-023): no close control, no Esc, no backdrop close.
 *
 * The html is rendered as HTML (AMB-022). It comes from our own server, which sanitises it with
 * sanitize-html before sending it; no sanitiser ships to the browser (none is installed in the
 * web app and a home-made allow-list would give false confidence).
 */
export function StatementDialog({ open, html, confirming, onConfirm, onLater }: StatementDialogProps) {
  const [agreed, setAgreed] = useState(false);

  return (
    <AppDialog
      open={open}
      size="large"
      title={STATEMENT_TITLE}
      closable={false}
      keyboard={false}
      backdropClosable={false}
      destroyOnHidden
      afterClose={() => setAgreed(false)}
      footer={
        <>
          <Button data-testid="statement-later" onClick={onLater}>
            稍后确认
          </Button>
          <Button
            data-testid="statement-confirm"
            type="primary"
            disabled={!agreed}
            loading={confirming}
            onClick={onConfirm}
          >
            确认
          </Button>
        </>
      }
    >
      <div
        data-testid="statement-content"
        style={{ maxHeight: 420, overflowY: 'auto', marginBottom: 16 }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <Checkbox data-testid="statement-agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        我已阅读并同意以上声明
      </Checkbox>
    </AppDialog>
  );
}
