import type { Writable } from 'node:stream';
import {
  EXPORT_MESSAGE,
  personalColumnLabels,
  type ExportScene,
  type ExportThresholdData,
  type TalentExportColumnKey,
  type TalentExportRequest,
} from '@ehire/domain/contracts/exports';
import { TALENT_SEARCH_MAX, type TalentSelection } from '@ehire/domain/contracts/talent';
import type { FieldCatalog, FieldInfo } from '@ehire/domain/conditions/index';
import { isFieldType } from '@ehire/domain/conditions/index';
import { talentExportSummary } from '@ehire/domain/talent/export-summary';
import { newId } from '../../db/ids';
import type { AuditRepository } from '../../platform/audit/audit.repository';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import type { ExportTemplateService } from '../exports/export-template.service';
import { writeTalentWorkbook } from './talent-export';
import type { TalentExportTarget, TalentService } from './talent.service';

// Exports of the talent list (issue 12 §3): how many rows, sync or task (the async check of
// D1 §7), the file itself, and the audit row every export leaves (PIPL: who, how many rows,
// which personal-data columns).

export interface TalentExportLimits {
  /** Most rows of one export (EXPORT_ROW_LIMIT). */
  rowLimit: number;
  /** Up to this many rows the export is answered in the request. */
  syncMaxRows: number;
  /** Rows read and written per batch. */
  batchSize: number;
}

export const EXPORT_BATCH_SIZE = 1000;

/** An export ready to run: what, which columns, how many rows, and its words for the task centre. */
export interface TalentExportPlan {
  target: TalentExportTarget;
  columns: TalentExportColumnKey[];
  total: number;
  summary: string;
}

/** Where the audit row says the export was asked for. */
export interface ExportOrigin {
  action: string;
  ip: string;
  taskId: string | null;
}

export class TalentExportService {
  constructor(
    private readonly talent: TalentService,
    private readonly templates: ExportTemplateService,
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
    readonly limits: TalentExportLimits,
  ) {}

  /**
   * The async check (CALL-054): the rows the job would take, its limit, and whether it runs as a
   * task. A bulk edit runs in the request (at most TALENT_SEARCH_MAX applications).
   */
  async threshold(
    ctx: TenantContext,
    scene: ExportScene,
    request: { applicationIds?: readonly string[]; selection?: TalentSelection },
  ): Promise<ExportThresholdData> {
    const total = await this.talent.exportTotal(ctx, {
      ...request,
      sort: { field: 'appliedAt', order: 'desc' },
    });
    if (scene === 'talentEdit') return { async: 0, limit: TALENT_SEARCH_MAX, total };
    return { async: total > this.limits.syncMaxRows ? 1 : 0, limit: this.limits.rowLimit, total };
  }

  /**
   * Checks the request (template, selection, limit) and counts its rows. `sync`: refuse what is
   * too large to answer in the request (the client asked the async check first).
   */
  async plan(ctx: TenantContext, request: TalentExportRequest, sync: boolean): Promise<TalentExportPlan> {
    const { columns, templateName } = await this.templates.columnsFor(ctx, request);
    const target: TalentExportTarget = {
      ...(request.applicationIds ? { applicationIds: request.applicationIds } : {}),
      ...(request.selection ? { selection: request.selection } : {}),
      sort: request.sort,
    };
    const total = await this.talent.exportTotal(ctx, target);
    if (total > this.limits.rowLimit) throw errors.business(EXPORT_MESSAGE.overLimit(this.limits.rowLimit));
    if (sync && total > this.limits.syncMaxRows)
      throw errors.business(EXPORT_MESSAGE.overSyncMax(this.limits.syncMaxRows));
    const names = request.selection ? await this.talent.selectionNames(ctx, request.selection) : {};
    const summary = talentExportSummary({
      ...(request.applicationIds ? { selectedCount: total } : { selection: target.selection }),
      sort: request.sort,
      columns,
      ...(templateName ? { templateName } : {}),
      total,
      ...names,
      ...(request.selection?.filter ? { fields: await this.fieldCatalog(ctx) } : {}),
    });
    return { target, columns, total, summary };
  }

  /**
   * Writes the plan's rows into the stream or file, batch by batch (`afterBatch` reports progress
   * and may throw to stop). The audit row is written once the rows are out and before the file
   * is completed, so it exists by the time the file can be read. Answers the rows written.
   */
  async write(
    ctx: TenantContext,
    plan: TalentExportPlan,
    out: { stream?: Writable; filename?: string },
    origin: ExportOrigin,
    afterBatch?: (rowsWritten: number) => Promise<void> | void,
    signal?: AbortSignal,
  ): Promise<number> {
    const batches = this.talent.exportBatches(ctx, plan.target, plan.columns, {
      batchSize: this.limits.batchSize,
      limit: this.limits.rowLimit,
    });
    return writeTalentWorkbook(out, plan.columns, batches, {
      afterBatch,
      ...(signal ? { signal } : {}),
      beforeCommit: (rows) => this.recordAudit(ctx, plan.columns, rows, origin),
    });
  }

  /** One audit row per export: who, how many rows, which columns and which personal-data ones. */
  private async recordAudit(
    ctx: TenantContext,
    columns: readonly TalentExportColumnKey[],
    rows: number,
    origin: ExportOrigin,
  ): Promise<void> {
    const personal = personalColumnLabels(columns);
    const now = this.clock.now();
    await this.audit.insert({
      id: newId(now),
      tenant_id: ctx.tenantId,
      principal_kind: 'operator',
      principal_id: ctx.operatorId,
      action: origin.action,
      target_type: 'talent_export',
      target_id: origin.taskId,
      detail: `导出人才列表${rows}条，${columns.length}列；个人信息列：${personal.length ? personal.join('、') : '无'}`,
      ip: origin.ip,
      created_at: now,
    });
  }

  private async fieldCatalog(ctx: TenantContext): Promise<FieldCatalog> {
    const catalog: Record<string, FieldInfo> = {};
    for (const field of await this.talent.fields(ctx)) {
      if (!isFieldType(field.fieldType)) continue;
      catalog[field.key] = {
        label: field.label,
        fieldType: field.fieldType,
        ...(field.options ? { options: field.options } : {}),
        ...(field.repeatable ? { repeatable: true } : {}),
      };
    }
    return catalog;
  }
}
