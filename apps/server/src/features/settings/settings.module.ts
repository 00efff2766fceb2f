import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { PasswordHasher } from '../../platform/passwords';
import type { SessionService } from '../../platform/sessions/session.service';
import { organizationRoutes } from './organization.routes';
import { OrganizationService } from './organization.service';
import { roleRoutes, userRoutes } from './users-roles.routes';
import { UsersRolesService } from './users-roles.service';

// System settings (issue 17) as one unit for app.ts: users and roles (PERM-017), the organisation tree. The data scope
// of a role is applied by the talent service itself (DataScopeService), not through the app.

export async function registerSettings(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; passwords: PasswordHasher; sessions: SessionService },
): Promise<void> {
  const service = new UsersRolesService(deps.db, deps.passwords, deps.sessions, deps.clock);
  await app.register(roleRoutes, { prefix: '/api/biz/settings/roles', service });
  await app.register(userRoutes, { prefix: '/api/biz/settings/users', service });
  await app.register(organizationRoutes, {
    prefix: '/api/biz/settings/organizations',
    organizations: new OrganizationService(deps.db, deps.clock),
  });
}
