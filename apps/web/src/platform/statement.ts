import { CUSTOMER_API } from '@ehire/domain/api/customer';
import { createStore, useStore } from 'zustand';
import { STATEMENT_LATER_STORAGE_KEY } from './keys';
import type { PlatformUi, StorageLike } from './ports';
import { RequestError, STATEMENT_LATER_VALUE, type RequestClient } from './request';

// State of the mandatory statement dialog (STATE-011..014, AMB-023). The request client opens
// it through PlatformUi.openStatementDialog; the shell's PlatformUi implements that with
// `showStatement` and renders a dialog from `useStatement()`.
export interface StatementState {
  open: boolean;
  /** Server html, rendered as HTML (AMB-022). */
  html: string;
  /** True while the confirmation is being posted (disable the buttons). */
  confirming: boolean;
}

export const statementStore = createStore<StatementState>(() => ({
  open: false,
  html: '',
  confirming: false,
}));

export function useStatement(): StatementState {
  return useStore(statementStore);
}

export function showStatement(html: string): void {
  statementStore.setState({ open: true, html, confirming: false });
}

export function hideStatement(): void {
  statementStore.setState({ open: false, confirming: false });
}

/**
 * Confirm: post confirm-commission with no payload (CALL-027) and hide the dialog (STATE-013).
 * GAP-022: on failure the dialog stays open and the server's message is shown (the client has
 * already toasted envelope codes; only unhandled failures are toasted here). Resolves to
 * whether the confirmation was accepted.
 */
export async function confirmStatement(client: RequestClient, ui: PlatformUi): Promise<boolean> {
  statementStore.setState({ confirming: true });
  try {
    await client.call(CUSTOMER_API.customerConfirmCommission);
    hideStatement();
    return true;
  } catch (error) {
    statementStore.setState({ confirming: false });
    if (!(error instanceof RequestError) || !error.handled) {
      ui.toastError(error instanceof Error ? error.message : String(error));
    }
    return false;
  }
}

/** Confirm later: hide and remember the choice for this browser session (STATE-014). */
export function deferStatement(session: StorageLike): void {
  session.setItem(STATEMENT_LATER_STORAGE_KEY, STATEMENT_LATER_VALUE);
  hideStatement();
}
