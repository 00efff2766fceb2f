import type { Kysely } from 'kysely';
import type {
  OrganizationAddInput,
  OrganizationList,
  OrganizationMoveInput,
  OrganizationRenameInput,
} from '@ehire/domain/contracts/settings';
import { organizationSubtree, SETTINGS_MESSAGE } from '@ehire/domain/settings/roles';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { OrganizationRepository, type OrganizationNode } from './organization.repository';

const NOT_FOUND = '组织不存在';

/**
 * 企业架构: the organisation tree. Names are unique among siblings; a node moves anywhere but
 * under itself; a node is deleted only when nothing belongs to it (children, jobs, users,
 * projects), so no job or user is ever left without its organisation.
 */
export class OrganizationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  private async inTransaction<T>(work: (repo: OrganizationRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new OrganizationRepository(trx)));
  }

  async tree(ctx: TenantContext): Promise<OrganizationList> {
    const repo = new OrganizationRepository(this.db);
    const [nodes, usage] = await Promise.all([repo.all(ctx), repo.usage(ctx)]);
    return nodes.map((node) => ({
      ...node,
      jobCount: usage.get(node.id)?.jobs ?? 0,
      userCount: usage.get(node.id)?.users ?? 0,
    }));
  }

  private static assertNameFree(
    nodes: readonly OrganizationNode[],
    parentId: string | null,
    name: string,
    exceptId?: string,
  ) {
    if (nodes.some((node) => node.parentId === parentId && node.name === name && node.id !== exceptId)) {
      throw errors.business(SETTINGS_MESSAGE.organizationNameTaken);
    }
  }

  async add(ctx: TenantContext, input: OrganizationAddInput): Promise<{ id: string }> {
    return this.inTransaction(async (repo) => {
      const nodes = await repo.all(ctx);
      if (input.parentId && !nodes.some((node) => node.id === input.parentId)) {
        throw errors.validation('上级组织不存在');
      }
      OrganizationService.assertNameFree(nodes, input.parentId, input.name);
      const siblings = nodes.filter((node) => node.parentId === input.parentId);
      const id = newId(this.clock.now());
      const sort = siblings.reduce((max, node) => Math.max(max, node.sort), 0) + 1;
      await repo.insert(ctx, { id, parentId: input.parentId, name: input.name, sort }, this.clock.now());
      return { id };
    });
  }

  async rename(ctx: TenantContext, input: OrganizationRenameInput): Promise<void> {
    await this.inTransaction(async (repo) => {
      const nodes = await repo.all(ctx);
      const node = nodes.find((n) => n.id === input.id);
      if (!node) throw errors.notFound(NOT_FOUND);
      OrganizationService.assertNameFree(nodes, node.parentId, input.name, node.id);
      await repo.rename(ctx, input.id, input.name);
    });
  }

  async move(ctx: TenantContext, input: OrganizationMoveInput): Promise<void> {
    await this.inTransaction(async (repo) => {
      const nodes = await repo.all(ctx);
      const node = nodes.find((n) => n.id === input.id);
      if (!node) throw errors.notFound(NOT_FOUND);
      if (input.parentId && !nodes.some((n) => n.id === input.parentId)) {
        throw errors.validation('上级组织不存在');
      }
      if (input.parentId && organizationSubtree(node.id, nodes).includes(input.parentId)) {
        throw errors.business(SETTINGS_MESSAGE.organizationIntoItself);
      }
      OrganizationService.assertNameFree(nodes, input.parentId, node.name, node.id);
      // Siblings in their order, the moved node inserted at its index; sorts renumbered 1..n.
      const siblings = nodes.filter((n) => n.parentId === input.parentId && n.id !== node.id);
      siblings.splice(Math.min(input.index, siblings.length), 0, node);
      for (const [index, sibling] of siblings.entries()) {
        await repo.place(ctx, sibling.id, input.parentId, index + 1);
      }
    });
  }

  async delete(ctx: TenantContext, id: string): Promise<void> {
    await this.inTransaction(async (repo) => {
      const nodes = await repo.all(ctx);
      if (!nodes.some((n) => n.id === id)) throw errors.notFound(NOT_FOUND);
      if (nodes.some((n) => n.parentId === id))
        throw errors.business(SETTINGS_MESSAGE.organizationHasChildren);
      const usage = (await repo.usage(ctx)).get(id);
      if (usage?.jobs) throw errors.business(SETTINGS_MESSAGE.organizationHasJobs(usage.jobs));
      if (usage?.users) throw errors.business(SETTINGS_MESSAGE.organizationHasUsers(usage.users));
      if (usage?.projects) throw errors.business(SETTINGS_MESSAGE.organizationHasProjects(usage.projects));
      await repo.delete(ctx, id);
    });
  }
}
