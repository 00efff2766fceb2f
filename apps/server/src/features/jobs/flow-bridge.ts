import type { Kysely } from 'kysely';
import { STAGE, STAGE_LABEL } from '@ehire/domain/codes/stages';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../platform/request-context';

// Every job runs in a hiring flow (job.flow_id is NOT NULL), and flows belong to the flow issue,
// which has no server service yet. Until it does, this bridge is the only place where job
// management touches the flow tables: it checks a chosen flow exists in the tenant, or picks the
// tenant's default flow, creating the standard five-stage one when the tenant has none (a fresh
// tenant must be able to create its first job). Replace with the flow service when it lands.

export interface JobFlowResolver {
  /** The flow id to store on a job; null when the given id is not a flow of the tenant. */
  resolve(ctx: TenantContext, flowId: string | null | undefined, now: number): Promise<string | null>;
}

const DEFAULT_FLOW_NAME = '默认招聘流程';
const DEFAULT_STAGES = [
  STAGE.screening,
  STAGE.writtenTest,
  STAGE.interview,
  STAGE.toBeHired,
  STAGE.onboarded,
];
/** ivid 01 and 99 mean something in workbench links (GAP-038): generated codes start at 1001. */
const FIRST_IVID = 1001;

export class FlowTableBridge implements JobFlowResolver {
  constructor(private readonly db: Kysely<Database>) {}

  async resolve(ctx: TenantContext, flowId: string | null | undefined, now: number): Promise<string | null> {
    if (flowId) {
      const flow = await this.db
        .selectFrom('flow')
        .select('id')
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', flowId)
        .executeTakeFirst();
      return flow?.id ?? null;
    }
    const existing = await this.db
      .selectFrom('flow')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (existing) return existing.id;
    return this.createDefault(ctx, now);
  }

  private async createDefault(ctx: TenantContext, now: number): Promise<string> {
    const flowId = newId(now);
    await this.db.transaction().execute(async (trx) => {
      const used = new Set(
        (
          await trx.selectFrom('flow_step').select('ivid').where('tenant_id', '=', ctx.tenantId).execute()
        ).map((row) => row.ivid),
      );
      let next = FIRST_IVID;
      await trx
        .insertInto('flow')
        .values({
          id: flowId,
          tenant_id: ctx.tenantId,
          name: DEFAULT_FLOW_NAME,
          is_default: 1,
          created_at: now,
        })
        .execute();
      for (const [index, ivType] of DEFAULT_STAGES.entries()) {
        while (used.has(String(next))) next++;
        used.add(String(next));
        await trx
          .insertInto('flow_step')
          .values({
            id: newId(now),
            tenant_id: ctx.tenantId,
            flow_id: flowId,
            ivid: String(next),
            name: STAGE_LABEL[ivType],
            iv_type: ivType,
            sort: index + 1,
          })
          .execute();
      }
    });
    return flowId;
  }
}
