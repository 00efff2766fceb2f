import type { Kysely } from 'kysely';
import { z } from 'zod';
import { TargetSolutionSchema, type TargetSolutionSave } from '@ehire/domain/contracts/settings';
import { schoolInfo } from '@ehire/domain/dictionaries/system';
import {
  TARGET_SOLUTIONS_MAX,
  targetMajorsOf,
  targetSchoolsOf,
  type TargetSolution,
} from '@ehire/domain/settings/target-schools';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { TenantSettingRepository } from './tenant-setting.repository';

const KEY = 'targetSolutions';
const Stored = z.array(TargetSolutionSchema);

async function storedSolutions(settings: TenantSettingRepository, tenantId: string): Promise<TargetSolution[]> {
  const parsed = Stored.safeParse(await settings.find(tenantId, KEY));
  return parsed.success ? parsed.data : [];
}

/** The tenant's target solutions (the smart rules' 学校所属目标院校方案 / 专业所属目标专业方案). */
export function tenantTargetSolutions(db: Kysely<Database>, tenantId: string): Promise<TargetSolution[]> {
  return storedSolutions(new TenantSettingRepository(db), tenantId);
}

/** The schools of every solution: what the talent list's 目标院校 filter value stands for. */
export async function tenantTargetSchools(db: Kysely<Database>, tenantId: string): Promise<string[]> {
  return targetSchoolsOf(await tenantTargetSolutions(db, tenantId));
}

/** The majors of every solution: what the talent list's 目标专业 filter value stands for. */
export async function tenantTargetMajors(db: Kysely<Database>, tenantId: string): Promise<string[]> {
  return targetMajorsOf(await tenantTargetSolutions(db, tenantId));
}

/**
 * 目标学校/专业 (issue 17): the tenant's target solutions, kept as one tenant setting (a few
 * solutions of at most 3000 schools each). Schools come from the school dictionary (985 / 211 /
 * 双一流 flags); majors are free text of at most 50 characters.
 */
export class TargetSchoolService {
  private readonly settings: TenantSettingRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.settings = new TenantSettingRepository(db);
  }

  list(tenantId: string): Promise<TargetSolution[]> {
    return storedSolutions(this.settings, tenantId);
  }

  async save(ctx: TenantContext, input: TargetSolutionSave): Promise<{ id: string }> {
    const unknown = input.schools.find((name) => !schoolInfo(name));
    if (unknown !== undefined) throw errors.validation(`学校“${unknown}”不在院校库中`);
    const solutions = await this.list(ctx.tenantId);
    if (solutions.some((s) => s.name === input.name && s.id !== input.id))
      throw errors.validation(`方案名称“${input.name}”已存在`);
    const now = this.clock.now();
    const solution: TargetSolution = {
      id: input.id ?? newId(now),
      name: input.name,
      schools: [...new Set(input.schools.map((name) => schoolInfo(name)!.name))],
      majors: [...new Set(input.majors)],
      updatedAt: now,
    };
    let next: TargetSolution[];
    if (input.id) {
      if (!solutions.some((s) => s.id === input.id)) throw errors.notFound('方案不存在');
      next = solutions.map((s) => (s.id === input.id ? solution : s));
    } else {
      if (solutions.length >= TARGET_SOLUTIONS_MAX)
        throw errors.validation(`目标方案最多${TARGET_SOLUTIONS_MAX}个`);
      next = [...solutions, solution];
    }
    await this.settings.save(ctx.tenantId, KEY, next, ctx.operatorId, now);
    return { id: solution.id };
  }

  async remove(ctx: TenantContext, id: string): Promise<void> {
    const solutions = await this.list(ctx.tenantId);
    if (!solutions.some((s) => s.id === id)) throw errors.notFound('方案不存在');
    const next = solutions.filter((s) => s.id !== id);
    await this.settings.save(ctx.tenantId, KEY, next, ctx.operatorId, this.clock.now());
  }
}
