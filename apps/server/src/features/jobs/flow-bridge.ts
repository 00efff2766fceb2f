import type { TenantContext } from '../../platform/request-context';
import type { FlowRepository } from '../flow/flow.repository';
import type { FlowService } from '../flow/flow.service';

// Every job runs in a hiring flow (job.flow_id is NOT NULL). This bridge is where job management
// meets the flows: it checks a chosen flow exists in the tenant, or takes the tenant's default
// flow. The flow service owns the default (the standard five stages for a tenant without flows,
// so a fresh tenant can create its first job; the oldest flow for one that lost its default).

export interface JobFlowResolver {
  /** The flow id to store on a job; null when the given id is not a flow of the tenant. */
  resolve(ctx: TenantContext, flowId: string | null | undefined): Promise<string | null>;
}

export class FlowTableBridge implements JobFlowResolver {
  constructor(
    private readonly flowRows: Pick<FlowRepository, 'flow' | 'defaultFlow' | 'db'>,
    private readonly flows: Pick<FlowService, 'ensureDefault'>,
  ) {}

  async resolve(ctx: TenantContext, flowId: string | null | undefined): Promise<string | null> {
    if (flowId) {
      const flow = await this.flowRows.flow(this.flowRows.db, ctx.tenantId, flowId);
      return flow?.id ?? null;
    }
    const existing = await this.defaultFlowId(ctx);
    if (existing) return existing;
    await this.flows.ensureDefault(ctx);
    return this.defaultFlowId(ctx);
  }

  private async defaultFlowId(ctx: TenantContext): Promise<string | null> {
    const flow = await this.flowRows.defaultFlow(this.flowRows.db, ctx.tenantId);
    return flow?.id ?? null;
  }
}
