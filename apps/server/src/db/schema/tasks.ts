import type { Millis } from './core';

// Background tasks (migration 011_tasks): the product's record of long work, whichever engine
// runs it. See platform/tasks/task-queue.ts for the life cycle.

type TaskStatusStored = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface TaskTable {
  id: string;
  tenant_id: string;
  kind: string;
  status: TaskStatusStored;
  done: number;
  total: number;
  /** operator.id; null for system-submitted work. */
  requested_by: string | null;
  params_json: string;
  summary: string;
  /** The handler's cursor, written with each step's effects. */
  checkpoint: string | null;
  result_key: string | null;
  result_name: string | null;
  result_size: number | null;
  result_mime: string | null;
  /** zh-CN message of the last failure ('' when none). */
  error: string;
  attempts: number;
  max_attempts: number;
  cancel_requested: 0 | 1;
  lease_owner: string | null;
  lease_until: Millis | null;
  run_after: Millis;
  singleton_key: string | null;
  /** singleton_key while queued or running, NULL once finished (unique per tenant and kind). */
  active_key: string | null;
  engine_job_id: string | null;
  created_at: Millis;
  updated_at: Millis;
  started_at: Millis | null;
  finished_at: Millis | null;
  expires_at: Millis | null;
}

/** When a tenant's periodic task is next due (migration 040, platform/tasks/schedules.ts). */
interface TaskScheduleTable {
  tenant_id: string;
  name: string;
  next_run_at: Millis;
  last_fired_at: Millis | null;
  updated_at: Millis;
}

export interface TaskTables {
  task: TaskTable;
  task_schedule: TaskScheduleTable;
}
