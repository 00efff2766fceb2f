import { Suspense, useState } from 'react';
import { WORKBENCH_MESSAGE } from '@ehire/domain/workbench/buying-contact';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { lazyWithAntd } from '../../app/routing/with-antd';
import { useCanWrite } from '../../platform/Can';
import { usePlatform } from '../../platform/PlatformContext';
import { readUserInfo } from '../../platform/session';
import { useWorkbenchApi } from './workbench-api';
import styles from './WorkbenchPage.module.css';

// The dialog (antd) loads when the entry is first used (issue 13 §4).
const BuyingContactDialog = lazyWithAntd(
  async () => (await import('./BuyingContactDialog')).BuyingContactDialog,
);

/**
 * 联系购买 (WB-053): opens the dialog of product types. Hidden from read-only workbench users.
 * Once opened the dialog stays mounted, so its success message outlives the dialog's closing.
 */
export function BuyingContactEntry() {
  const canWrite = useCanWrite(PERMISSION.workHome);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!canWrite) return null;

  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="buying-contact-entry"
      >
        联系购买
      </button>
      {used ? (
        <Suspense fallback={null}>
          <BuyingContactDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * 人才包 (WB-033, WB-046): opens the talent pack's page in a new window; an operator without the
 * istalentpack flag is told 当前角色没有操作权限！ and nothing is called (VAL-005, PERM-013).
 */
export function TalentPackEntry() {
  const api = useWorkbenchApi();
  const { cookies, ui } = usePlatform();
  const [opening, setOpening] = useState(false);

  const go = async () => {
    if ((readUserInfo(cookies)?.auths.istalentpack ?? 0) !== 1) {
      ui.toastError(WORKBENCH_MESSAGE.noOperationPermission);
      return;
    }
    setOpening(true);
    try {
      const { url } = await api.talentPack();
      window.open(url, '_blank', 'noopener');
    } catch {
      // shown by the request client
    } finally {
      setOpening(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${styles.block}`}
      disabled={opening}
      aria-busy={opening}
      onClick={() => void go()}
      data-testid="talent-pack-entry"
    >
      {opening ? <span className={styles.spinner} aria-hidden="true" /> : null}
      进入人才包
    </button>
  );
}
