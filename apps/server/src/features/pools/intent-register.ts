import type { z } from 'zod';
import { INTENT_MESSAGES, type RegisterIntentInput } from '@ehire/domain/contracts/intents';
import { newId } from '../../db/ids';
import { errors } from '../../platform/envelope';
import type { CandidateImportRepository } from '../imports/candidate-import.repository';
import type { IntentRepository } from './intent.repository';

/**
 * Registers interest (意向人才库), from the console or the careers site: one per mobile, a job of
 * the tenant or none. Answers the new id, or null when the mobile was registered already and
 * `onDuplicate` is 'keep' (the careers site does not tell a stranger who registered).
 */
export async function registerIntent(
  repos: { intents: IntentRepository; jobs: CandidateImportRepository },
  tenantId: string,
  input: z.output<typeof RegisterIntentInput>,
  now: number,
  onDuplicate: 'refuse' | 'keep',
): Promise<string | null> {
  if (input.jobId !== null && !(await repos.jobs.findTarget(tenantId, input.jobId, null)))
    throw errors.validation(INTENT_MESSAGES.jobNotFound);
  if (await repos.intents.byMobile(tenantId, input.mobile)) {
    if (onDuplicate === 'keep') return null;
    throw errors.validation(INTENT_MESSAGES.duplicate);
  }
  const id = newId(now);
  await repos.intents.insert({
    tenant_id: tenantId,
    id,
    name: input.name,
    mobile: input.mobile,
    email: input.email,
    school: input.school,
    major: input.major,
    degree: input.degree,
    graduation_year: input.graduationYear,
    job_id: input.jobId,
    source: input.source,
    notes: input.notes,
    invite_count: 0,
    invited_at: null,
    created_at: now,
  });
  return id;
}
