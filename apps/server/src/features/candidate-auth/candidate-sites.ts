import { openCareersTenant } from '../careers/careers.service';
import type { CareersRepository } from '../careers/careers.repository';
import type { CandidateSites } from './candidate-auth.routes';

/** Careers sites by member name, from the careers feature's tenant lookup. */
export function candidateSites(careers: CareersRepository): CandidateSites {
  return {
    async site(member) {
      const tenant = await openCareersTenant(careers, member, Date.now(), '招聘主页不存在');
      return { id: tenant.id, name: tenant.name };
    },
  };
}
