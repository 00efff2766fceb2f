import { EXPORTS_API } from '@ehire/domain/api/exports';
import type { ExportThresholdData, ExportThresholdRequestInput } from '@ehire/domain/contracts/exports';
import { successOnResult1, type Envelope, type RequestClient } from './request';

// The async check before an export or a bulk edit (D1 §7, CALL-054/055): the server says whether
// the job runs as a background task (任务中心) and how many rows it may take. The answer counts
// as the spec reads it: result 1 → data.async (1 = async) and data.limit; any other answer that
// is not an error → not async, no limit. Errors (refusals, lost login) are handled by the
// client as always and reject.

export interface AsyncCheck {
  async: boolean;
  /** The most rows the job may take; null when the server named none. */
  limit: number | null;
  /** Rows the job would take now; null when the server did not say. */
  total: number | null;
}

/** CALL-055: what a check without result 1 means. */
const NOT_ASYNC: AsyncCheck = { async: false, limit: null, total: null };

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** Reads the check's envelope (CALL-054, CALL-055). */
function readAsyncCheck(envelope: Envelope<Partial<ExportThresholdData>>): AsyncCheck {
  if (!successOnResult1(envelope)) return NOT_ASYNC;
  const data = envelope.data ?? {};
  return { async: Number(data.async) === 1, limit: count(data.limit), total: count(data.total) };
}

export async function checkAsync(
  client: RequestClient,
  input: ExportThresholdRequestInput,
): Promise<AsyncCheck> {
  const envelope = await client.call<Envelope<Partial<ExportThresholdData>>>(
    EXPORTS_API.exportThresholds,
    { ...input },
    {
      resolveEnvelope: true,
      // Result 1 or a plain success both resolve; readAsyncCheck tells them apart.
      successWhen: (answer) => successOnResult1(answer) || String(answer.code) === '200',
    },
  );
  return readAsyncCheck(envelope);
}
