import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlatform } from '../../../platform/PlatformContext';
import { useJobsApi } from '../api/jobs-api';
import { addJobUrl } from '../utils/add-job-url';
import { unshownMessage } from '../utils/errors';

/**
 * The 新增职位 entry (VAL-002..004, PERM-014), shared by the job list and the workbench. The
 * server's create check refuses a read-only jobs permission (isreadonly_jobs, CALL-032) and a
 * remaining job count of 0 with its own zh-CN message, which the request client shows as an
 * error toast; only when it passes does the form open. `copyOf` opens the form as a copy;
 * `target` is where the entry leads instead (the workbench's own link, WB-043).
 */
export function useAddJobEntry() {
  const api = useJobsApi();
  const navigate = useNavigate();
  // The platform's toast (antd's message): the workbench, which uses this too, is plain.
  const { ui } = usePlatform();
  const [checking, setChecking] = useState(false);

  const start = async (copyOf?: string, target?: string) => {
    setChecking(true);
    try {
      await api.createCheck();
      await navigate(
        target ?? (copyOf ? addJobUrl({ mode: 'copy', id: copyOf }) : addJobUrl({ mode: 'add' })),
      );
    } catch (error) {
      const text = unshownMessage(error);
      if (text) ui.toastError(text);
    } finally {
      setChecking(false);
    }
  };

  return { start, checking };
}
