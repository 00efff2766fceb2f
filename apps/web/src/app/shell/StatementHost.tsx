import { Suspense } from 'react';
import { usePlatform } from '../../platform/PlatformContext';
import { confirmStatement, deferStatement, useStatement } from '../../platform/statement';
import { lazyWithAntd } from '../routing/with-antd';

// The dialog (antd) loads only once a statement is to be shown (issue 13 §4).
const StatementDialog = lazyWithAntd(
  async () => (await import('../../components/StatementDialog')).StatementDialog,
);

/** Renders the statement dialog the request client opens on -1002 (STATE-011..014). */
export function StatementHost() {
  const { client, ui, storage } = usePlatform();
  const { open, html, confirming } = useStatement();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StatementDialog
        open={open}
        html={html}
        confirming={confirming}
        onConfirm={() => void confirmStatement(client, ui)}
        onLater={() => deferStatement(storage.session)}
      />
    </Suspense>
  );
}
