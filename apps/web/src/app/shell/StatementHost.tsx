import { StatementDialog } from '../../components/StatementDialog';
import { usePlatform } from '../../platform/PlatformContext';
import { confirmStatement, deferStatement, useStatement } from '../../platform/statement';

/** Renders the statement dialog the request client opens on -1002 (STATE-011..014). */
export function StatementHost() {
  const { client, ui, storage } = usePlatform();
  const { open, html, confirming } = useStatement();
  return (
    <StatementDialog
      open={open}
      html={html}
      confirming={confirming}
      onConfirm={() => void confirmStatement(client, ui)}
      onLater={() => deferStatement(storage.session)}
    />
  );
}
