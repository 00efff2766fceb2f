import { errors } from '../../platform/envelope';
import type { CareersRepository } from '../careers/careers.repository';
import type { CandidateSites } from './candidate-auth.routes';

/** Careers sites by member name, from the careers feature's tenant lookup. */
export function candidateSites(careers: CareersRepository): CandidateSites {
  return {
    async site(member) {
      const tenant = await careers.tenantByMember(member);
      if (!tenant) throw errors.notFound('招聘主页不存在');
      return { id: tenant.id, name: tenant.name };
    },
  };
}
