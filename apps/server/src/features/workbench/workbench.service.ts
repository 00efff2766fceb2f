import { INBOX_STATUS, splitCompoundCode } from '@ehire/domain/codes/inbox-status';
import { STAGE } from '@ehire/domain/codes/stages';
import type {
  CalendarAnswer,
  ExamContract,
  ProcessCountRow,
  ProcessOverviewAnswer,
  ShareQrCodeAnswer,
  WorkbenchHome,
} from '@ehire/domain/contracts/workbench';
import { calendarRange } from '@ehire/domain/workbench/calendar';
import { ALL_PROCESS_NAME, type ProcessCountLanguage } from '@ehire/domain/workbench/recount';
import { ALL_PROCESS_IVID, showsAggregateRow } from '@ehire/domain/workbench/process-overview';
import type { Balances } from '../../platform/balances/balances';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { TenantHomeRow } from '../customer/customer.repository';
import type { StatusCount } from '../applications/application.repository';
import type { StepStatusCount } from '../flow/flow.repository';
import type { ApplicationScope, DataScopeService } from '../settings/data-scope.service';

/**
 * The workbench's counts, each read from the feature that owns the rows (live, not a nightly
 * snapshot; wired in workbench.module.ts): the tenant's member card (customer), 在招职位 (jobs),
 * the applications' counts (applications), the steps' counts (flow), the project's group report
 * flag (settings).
 */
export interface WorkbenchReads {
  tenant(tenantId: string): Promise<TenantHomeRow | undefined>;
  publishedJobCount(tenantId: string, scope?: ApplicationScope): Promise<number>;
  /** Per inbox status: the applications, and those of them at an interview step (ivType 3). */
  statusCounts(tenantId: string, scope?: ApplicationScope): Promise<Map<string, StatusCount>>;
  stepStatusCounts(tenantId: string, scope?: ApplicationScope): Promise<StepStatusCount[]>;
  projectShowsGroupReport(tenantId: string, projectId: string | null): Promise<boolean>;
}

const FILTRATE = new Set(splitCompoundCode(INBOX_STATUS.waitingForScreening));
const UNDETERMINED = new Set(splitCompoundCode(INBOX_STATUS.pending));
const OUT = new Set(splitCompoundCode(INBOX_STATUS.eliminated));
const PLAN = new Set(splitCompoundCode(INBOX_STATUS.arranged));

type Counts = Pick<ProcessCountRow, 'resumeNum' | 'filtrateNum' | 'undeterminedNum' | 'outNum' | 'planNum'>;

function emptyCounts(): Counts {
  return { resumeNum: 0, filtrateNum: 0, undeterminedNum: 0, outNum: 0, planNum: 0 };
}

/** Adds `n` applications of one inbox status; the total is the sum of the four groups. */
function addTo(counts: Counts, status: string | null, n: number): void {
  if (status === null || n === 0) return;
  if (FILTRATE.has(status)) counts.filtrateNum += n;
  else if (UNDETERMINED.has(status)) counts.undeterminedNum += n;
  else if (OUT.has(status)) counts.outNum += n;
  else if (PLAN.has(status)) counts.planNum += n;
  else return;
  counts.resumeNum += n;
}

export class WorkbenchService {
  constructor(
    private readonly repository: WorkbenchReads,
    /** The toolbox's ledger (issue 19): the same numbers as the assets page. */
    private readonly balances: Balances,
    /** The caller's data scope (issue 17): the counts equal the talent list the user sees. */
    private readonly scopes?: Pick<DataScopeService, 'applicationScope'>,
    /** The toolbox's open lots: the assessment licences of the exam-contract call (WB-006). */
    private readonly lots?: { openLots(tenantId: string): Promise<OpenLot[]> },
    /** 意向人才库 (issue 18): candidates waiting to submit and those who did (WB-010, WB-041). */
    private readonly intents?: (tenantId: string) => Promise<{ notSubmitted: number; submitted: number }>,
  ) {}

  private scopeOf(ctx: TenantContext): Promise<ApplicationScope> {
    return this.scopes ? this.scopes.applicationScope(ctx) : Promise.resolve({ kind: 'all' });
  }

  private async tenant(ctx: TenantContext) {
    const tenant = await this.repository.tenant(ctx.tenantId);
    if (!tenant) throw errors.notFound('客户不存在');
    return tenant;
  }

  /** Home customer info (DATA-005, WB-002..WB-005, WB-010). */
  async home(ctx: TenantContext): Promise<WorkbenchHome> {
    const scope = await this.scopeOf(ctx);
    const [tenant, releasedJobCount, byStatus, balances] = await Promise.all([
      this.tenant(ctx),
      this.repository.publishedJobCount(ctx.tenantId, scope),
      this.repository.statusCounts(ctx.tenantId, scope),
      this.balances.all(ctx.tenantId),
    ]);
    const totals = emptyCounts();
    // 待面试: arranged applications sitting at an interview step.
    let resumeToInterviewCount = 0;
    for (const [status, count] of byStatus) {
      addTo(totals, status, count.n);
      if (PLAN.has(status)) resumeToInterviewCount += count.atInterview;
    }
    const intents = (await this.intents?.(ctx.tenantId)) ?? { notSubmitted: 0, submitted: 0 };
    return {
      ctmexpiredate: tenant.ctm_expire_date,
      customerType: tenant.customer_type,
      remainJobCount: tenant.remain_job_count,
      releasedJobCount,
      receivedResumeCount: totals.resumeNum,
      resumeNoFilterCount: totals.filtrateNum,
      resumeToInterviewCount,
      videoTapeCount: balances.video,
      smsInvitationBalance: balances.sms,
      interviewInvitationBalance: balances.interview,
      // The intent pool (tab=three, AMB-006): registered interest, not yet submitted / submitted.
      toBeDeliveredCount: intents.notSubmitted,
      deliveredCount: intents.submitted,
    };
  }

  /**
   * The process overview (WB-011..WB-014): one row per step of every flow, non-process steps
   * left out, and the aggregate row only for the customer type and permission that show it.
   */
  async processOverview(
    ctx: TenantContext,
    talentPermission: number,
    language: ProcessCountLanguage = 'CN',
  ): Promise<ProcessOverviewAnswer> {
    const scope = await this.scopeOf(ctx);
    const [tenant, counts, groupReport] = await Promise.all([
      this.tenant(ctx),
      this.repository.stepStatusCounts(ctx.tenantId, scope),
      this.repository.projectShowsGroupReport(ctx.tenantId, ctx.projectId),
    ]);
    const rows = new Map<string, ProcessCountRow>();
    for (const count of counts) {
      if (count.iv_type === STAGE.nonProcess) continue;
      const row = rows.get(count.ivid) ?? newRow(count);
      addTo(row, count.inbox_status, count.n);
      rows.set(count.ivid, row);
    }
    const list = [...rows.values()];
    if (talentPermission <= 0) return { total: null, rows: [], groupReport };
    let total: ProcessCountRow | null = null;
    if (showsAggregateRow(tenant.customer_type, talentPermission)) {
      total = {
        ivid: ALL_PROCESS_IVID,
        ivType: 0,
        flowName: ALL_PROCESS_NAME[language],
        processName: '',
        ...emptyCounts(),
      };
      for (const row of list) {
        total.resumeNum += row.resumeNum;
        total.filtrateNum += row.filtrateNum;
        total.undeterminedNum += row.undeterminedNum;
        total.outNum += row.outNum;
        total.planNum += row.planNum;
      }
    }
    return { total, rows: list, groupReport };
  }

  /** WB-015: the group report only for the project configured for it. */
  async groupReportEnabled(ctx: TenantContext): Promise<boolean> {
    return this.repository.projectShowsGroupReport(ctx.tenantId, ctx.projectId);
  }

  /** The six-week calendar's range and arrangements (none until interviews are scheduled). */
  calendar(year: number, month: number): CalendarAnswer {
    return { ...calendarRange(year, month), arrangements: [] };
  }

  /**
   * Assessment licences (WB-006, CALL-034, DATA-007): one per open lot of assessment units the
   * tenant bought or was granted, with the units left; the dates are Beijing days.
   */
  async examContracts(ctx: TenantContext): Promise<ExamContract[]> {
    if (!this.lots) return [];
    const lots = await this.lots.openLots(ctx.tenantId);
    return lots
      .filter((lot) => lot.asset === 'assessment' && lot.remaining > 0)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((lot) => ({
        licenseType: LICENCE_TYPE[lot.sourceType] ?? '测评许可',
        name: '在线测评',
        startDate: beijingDate(lot.createdAt),
        endDate: lot.expiresAt === null ? '长期有效' : beijingDate(lot.expiresAt - 1),
        remainlicense: lot.remaining,
      }));
  }

  /** WB-029: the QR code shows the tenant's careers site. */
  async shareQrCode(ctx: TenantContext, origin: string): Promise<ShareQrCodeAnswer> {
    const tenant = await this.tenant(ctx);
    return { text: `${origin}/careers/${encodeURIComponent(tenant.member_name)}` };
  }
}

export interface OpenLot {
  asset: string;
  remaining: number;
  expiresAt: number | null;
  sourceType: string;
  createdAt: number;
}

const LICENCE_TYPE: Readonly<Record<string, string>> = {
  order: '购买',
  grant: '赠送',
  opening: '开通',
  refund: '退回',
};

function beijingDate(millis: number): string {
  return new Date(millis + 8 * 3600_000).toISOString().slice(0, 10);
}

function newRow(count: StepStatusCount): ProcessCountRow {
  return {
    ivid: count.ivid,
    ivType: count.iv_type,
    flowName: count.step_name,
    processName: count.flow_name,
    ...emptyCounts(),
  };
}
