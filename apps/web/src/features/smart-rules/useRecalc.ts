// Recalculation of a kind's rules over the whole tenant (STATE-005..010): starting it shows the
// answer's data.warnning as a warning; while the task reports '20' (running) its status is polled
// every 2 s and the progress shown; when it stops running the rule list is reloaded.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECALC_STATUS,
  type RecalcTaskAnswer,
  type SmartRuleKind,
} from '@ehire/domain/contracts/smart-rules';
import { usePlatform } from '../../platform/PlatformContext';
import { SMART_RULE_KEYS, type SmartRulesApi } from './smart-rules-api';

/** STATE-008: the status poll interval while running. */
export const RECALC_POLL_MS = 2000;

/** react-query's refetchInterval: every 2 s while the task runs ('20'), otherwise no polling. */
export function recalcPollInterval(answer: RecalcTaskAnswer | undefined): number | false {
  return answer?.status === RECALC_STATUS.running ? RECALC_POLL_MS : false;
}

export function useRecalc(kind: SmartRuleKind, api: SmartRulesApi) {
  const { ui } = usePlatform();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: SMART_RULE_KEYS.recalc(kind),
    queryFn: () => api.recalcStatus(),
    refetchInterval: (query) => recalcPollInterval(query.state.data),
  });
  const start = useMutation({
    mutationFn: () => api.recalc(),
    onSuccess: (answer) => {
      // STATE-010: the start answer's warnning is shown as a warning.
      if (answer.warnning) ui.toastWarning(answer.warnning);
      queryClient.setQueryData(SMART_RULE_KEYS.recalc(kind), answer);
    },
  });

  const running = status.data?.status === RECALC_STATUS.running;
  // STATE-009: once the task stops running, reload what it changed.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void queryClient.invalidateQueries({ queryKey: [...SMART_RULE_KEYS.all(kind), 'list'] });
    }
    wasRunning.current = running;
  }, [running, kind, queryClient]);

  return { task: status.data, running, start };
}
