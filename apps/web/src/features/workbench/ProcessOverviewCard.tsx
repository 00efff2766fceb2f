import { Suspense, useEffect, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isRecounting, RECALCULATING_TEXT, RECOUNT_POLL_MS } from '@ehire/domain/workbench/recount';
import { usePlatform } from '../../platform/PlatformContext';
import { readUserInfo } from '../../platform/session';
import { lazyWithAntd } from '../../app/routing/with-antd';
import { Loading, Panel } from './Panel';
import { ProcessOverview } from './ProcessOverview';
import styles from './WorkbenchPage.module.css';
import { useWorkbenchApi, WORKBENCH_KEYS } from './workbench-api';

// The group report (antd, ECharts) loads with its providers, for the project that shows it only.
const GroupReport = lazyWithAntd(async () => (await import('./GroupReport')).default);

/**
 * 流程概览 with its recount (CALL-036..CALL-039, STATE-006, STATE-007): members of the new version
 * (isusenewehireplus 1) read the new endpoint and see the reload's warning; members of the older
 * system read the old one, and while the recount-status call answers 20 the card says
 * 数据重新计算中 instead of the counts, polling every 2 s, then reloads the counts. For the project
 * configured for it the custom group report takes the table's place (WB-015).
 */
export function ProcessOverviewCard() {
  const api = useWorkbenchApi();
  const { cookies, ui } = usePlatform();
  const queryClient = useQueryClient();
  const newVersion = (readUserInfo(cookies)?.isusenewehireplus ?? 1) === 1;
  const [calculating, setCalculating] = useState(false);
  const [reloading, setReloading] = useState(false);
  /** When the recount was asked for: only a status read after it may end 'calculating'. */
  const [askedAt, setAskedAt] = useState(0);

  const overview = useQuery({
    queryKey: [...WORKBENCH_KEYS.processOverview, newVersion],
    queryFn: () => api.processCount(newVersion),
  });
  // STATE-006: the older system asks once on opening, then every 2 s while it runs (ERR-020).
  const status = useQuery({
    queryKey: WORKBENCH_KEYS.recountStatus,
    enabled: !newVersion,
    queryFn: async () => {
      try {
        return await api.recountStatus();
      } catch (error) {
        console.warn('recount status failed', error);
        return null;
      }
    },
    refetchInterval: calculating ? RECOUNT_POLL_MS : false,
  });
  useEffect(() => {
    if (newVersion || status.data === undefined) return;
    const running = isRecounting(status.data);
    if (running && !calculating) setCalculating(true);
    if (!running && calculating && status.data !== null && status.dataUpdatedAt > askedAt) {
      setCalculating(false);
      void queryClient.invalidateQueries({ queryKey: WORKBENCH_KEYS.processOverview });
    }
  }, [status.data, status.dataUpdatedAt, askedAt, calculating, newVersion, queryClient]);

  const reload = async () => {
    setReloading(true);
    try {
      const answer = await api.reloadProcessCount();
      if (newVersion) {
        ui.toastWarning(answer.warnning);
        void queryClient.invalidateQueries({ queryKey: WORKBENCH_KEYS.processOverview });
      } else {
        setAskedAt(Date.now());
        setCalculating(true);
        void queryClient.invalidateQueries({ queryKey: WORKBENCH_KEYS.recountStatus });
      }
    } catch {
      // The request client has shown the server's message.
    } finally {
      setReloading(false);
    }
  };

  const groupReport = overview.data?.groupReport === true;
  return (
    <Panel
      title={groupReport ? '集团报表' : '流程概览'}
      extra={
        groupReport ? null : (
          <button
            type="button"
            className={styles.linkButton}
            disabled={calculating || reloading}
            aria-busy={reloading}
            onClick={() => void reload()}
            data-testid="process-reload"
          >
            {reloading ? <span className={styles.spinner} aria-hidden="true" /> : <ReloadOutlined />}
            重新计算
          </button>
        )
      }
    >
      {!overview.data ? (
        <Loading />
      ) : groupReport ? (
        <Suspense fallback={<Loading />}>
          <GroupReport />
        </Suspense>
      ) : calculating ? (
        <div data-testid="process-recalculating" role="status" style={{ textAlign: 'center', padding: 24 }}>
          <span className={styles.spinner} aria-hidden="true" />
          {RECALCULATING_TEXT}
        </div>
      ) : (
        <ProcessOverview total={overview.data.total} rows={overview.data.rows} />
      )}
    </Panel>
  );
}
