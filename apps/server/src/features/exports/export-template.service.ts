import {
  DEFAULT_TALENT_EXPORT_COLUMNS,
  EXPORT_TEMPLATE_MESSAGE,
  EXPORT_TEMPLATES_MAX,
  TALENT_EXPORT_COLUMN,
  type ExportTemplate,
  type ExportTemplateInput,
  type TalentExportColumnKey,
} from '@ehire/domain/contracts/exports';
import { newId } from '../../db/ids';
import type { Clock } from '../../platform/clock';
import { errors } from '../../platform/envelope';
import type { TenantContext } from '../../platform/request-context';
import { isUniqueViolation } from '../flow/db-errors';
import type { ExportTemplateRepository, ExportTemplateRow } from './export-template.repository';

/** The stored column list, without keys a later version no longer knows. */
function columnsOf(row: ExportTemplateRow): TalentExportColumnKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.columns_json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (key): key is TalentExportColumnKey =>
      typeof key === 'string' && Object.hasOwn(TALENT_EXPORT_COLUMN, key),
  );
}

function toTemplate(row: ExportTemplateRow): ExportTemplate {
  return {
    id: row.id,
    name: row.name,
    columns: columnsOf(row),
    createdByName: row.created_by_name,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** 导出模板: a tenant's named choices of talent export columns, shared by its recruiters. */
export class ExportTemplateService {
  constructor(
    private readonly templates: ExportTemplateRepository,
    private readonly clock: Clock,
  ) {}

  async list(ctx: TenantContext): Promise<ExportTemplate[]> {
    return (await this.templates.list(ctx)).map(toTemplate);
  }

  async create(ctx: TenantContext, input: ExportTemplateInput, actorName: string): Promise<ExportTemplate> {
    if ((await this.templates.count(ctx)) >= EXPORT_TEMPLATES_MAX)
      throw errors.business(EXPORT_TEMPLATE_MESSAGE.tooMany);
    await this.refuseTakenName(ctx, input.name, null);
    const now = this.clock.now();
    const row: ExportTemplateRow = {
      id: newId(now),
      tenant_id: ctx.tenantId,
      name: input.name,
      columns_json: JSON.stringify(input.columns),
      created_by: ctx.operatorId,
      created_by_name: actorName,
      created_at: now,
      updated_at: now,
    };
    await this.guardName(() => this.templates.insert(ctx, row));
    return toTemplate(row);
  }

  /** Renames and/or changes the columns. */
  async update(ctx: TenantContext, id: string, input: ExportTemplateInput): Promise<ExportTemplate> {
    const current = await this.templates.byId(ctx, id);
    if (!current) throw errors.notFound(EXPORT_TEMPLATE_MESSAGE.notFound);
    await this.refuseTakenName(ctx, input.name, id);
    const patch = {
      name: input.name,
      columns_json: JSON.stringify(input.columns),
      updated_at: this.clock.now(),
    };
    await this.guardName(() => this.templates.update(ctx, id, patch));
    return toTemplate({ ...current, ...patch });
  }

  /** Deletes the template; answers its name for the audit log. */
  async delete(ctx: TenantContext, id: string): Promise<string> {
    const current = await this.templates.byId(ctx, id);
    if (!current) throw errors.notFound(EXPORT_TEMPLATE_MESSAGE.notFound);
    await this.templates.delete(ctx, id);
    return current.name;
  }

  /**
   * The columns of an export: the ones given, else the template's, else the list's default
   * ones (with the template's name when it decided them). Another tenant's or a deleted
   * template is 404 导出模板不存在.
   */
  async columnsFor(
    ctx: TenantContext,
    request: { columns?: readonly TalentExportColumnKey[]; templateId?: string },
  ): Promise<{ columns: TalentExportColumnKey[]; templateName?: string }> {
    if (request.columns?.length) return { columns: [...request.columns] };
    if (request.templateId) {
      const row = await this.templates.byId(ctx, request.templateId);
      if (!row) throw errors.notFound(EXPORT_TEMPLATE_MESSAGE.notFound);
      const columns = columnsOf(row);
      if (columns.length) return { columns, templateName: row.name };
    }
    return { columns: [...DEFAULT_TALENT_EXPORT_COLUMNS] };
  }

  private async refuseTakenName(ctx: TenantContext, name: string, exceptId: string | null): Promise<void> {
    const taken = await this.templates.byName(ctx, name);
    if (taken && taken.id !== exceptId) throw errors.business(EXPORT_TEMPLATE_MESSAGE.duplicateName, 409);
  }

  /** Two saves of the same name at once: the unique index refuses the second. */
  private async guardName(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.business(EXPORT_TEMPLATE_MESSAGE.duplicateName, 409);
      throw error;
    }
  }
}
