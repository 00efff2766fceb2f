import { sql } from 'kysely';
import type { TenantContext } from '../../platform/request-context';
import { containsText } from '../../platform/sql-helpers';
import type { Db } from './application.repository';

// The one owner of application_label and application_personal_label (labels on an
// application: set by smart rules and by recruiters in talent management; personal labels are
// one recruiter's own).

/** Adds labels to an application; labels it already has are left alone. */
export async function addApplicationLabels(
  db: Db,
  tenantId: string,
  applicationId: string,
  labels: readonly string[],
): Promise<void> {
  if (labels.length === 0) return;
  await db
    .insertInto('application_label')
    .values(labels.map((label) => ({ tenant_id: tenantId, application_id: applicationId, label })))
    .onConflict((oc) => oc.columns(['tenant_id', 'application_id', 'label']).doNothing())
    .execute();
}

/** The personal labels an operator has in use, sorted. */
export async function personalLabelsOf(db: Db, tenantId: string, operatorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('application_personal_label')
    .select('label')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('operator_id', '=', operatorId)
    .orderBy('label')
    .execute();
  return rows.map((row) => row.label);
}

/**
 * The applications' labels and the operator's personal labels (never another operator's), in
 * label order: both kinds in one statement (one round trip for a page's label chips).
 */
export async function labelsOfApplications(
  db: Db,
  tenantId: string,
  operatorId: string,
  ids: readonly string[],
) {
  const { rows } = await sql<{ application_id: string; label: string; personal: number }>`
        select application_id, label, 0 as personal from application_label
          where tenant_id = ${tenantId} and application_id in (${sql.join(ids)})
        union all
        select application_id, label, 1 as personal from application_personal_label
          where tenant_id = ${tenantId} and operator_id = ${operatorId} and application_id in (${sql.join(ids)})
        order by label`.execute(db);
  return rows;
}

/** The labels on one application. */
export async function labelsOfApplication(
  db: Db,
  tenantId: string,
  applicationId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('application_label')
    .select('label')
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .execute();
  return rows.map((row) => row.label);
}

/** Adds labels the application does not have yet (the caller leaves those out). */
export async function insertApplicationLabels(
  db: Db,
  tenantId: string,
  applicationId: string,
  labels: readonly string[],
): Promise<void> {
  await db
    .insertInto('application_label')
    .values(labels.map((label) => ({ tenant_id: tenantId, application_id: applicationId, label })))
    .execute();
}

export async function removeApplicationLabels(
  db: Db,
  tenantId: string,
  applicationId: string,
  labels: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('application_label')
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .where('label', 'in', labels)
    .execute();
}

/** The operator's personal labels on one application. */
export async function personalLabelsOfApplication(
  db: Db,
  tenantId: string,
  applicationId: string,
  operatorId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('application_personal_label')
    .select('label')
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .where('operator_id', '=', operatorId)
    .execute();
  return rows.map((row) => row.label);
}

export async function insertPersonalLabels(
  db: Db,
  tenantId: string,
  applicationId: string,
  operatorId: string,
  labels: readonly string[],
  now: number,
): Promise<void> {
  await db
    .insertInto('application_personal_label')
    .values(
      labels.map((label) => ({
        tenant_id: tenantId,
        application_id: applicationId,
        operator_id: operatorId,
        label,
        created_at: now,
      })),
    )
    .execute();
}

export async function removePersonalLabels(
  db: Db,
  tenantId: string,
  applicationId: string,
  operatorId: string,
  labels: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('application_personal_label')
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .where('operator_id', '=', operatorId)
    .where('label', 'in', labels)
    .execute();
}

/**
 * The labels as they sit on applications (application_label): how many carry each name, and the
 * rename of a name on every application at once (one statement). Read and renamed by 标签管理 (settings).
 */
export class LabelUsageRepository {
  constructor(private readonly db: Db) {}

  async usage(ctx: Pick<TenantContext, 'tenantId'>, keyword: string): Promise<Map<string, number>> {
    let q = this.db
      .selectFrom('application_label')
      .select(['label', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('tenant_id', '=', ctx.tenantId);
    if (keyword) q = q.where(containsText('label', keyword));
    const rows = await q.groupBy('label').execute();
    return new Map(rows.map((r) => [r.label, Number(r.n)]));
  }

  async count(ctx: Pick<TenantContext, 'tenantId'>, name: string): Promise<number> {
    const row = await this.db
      .selectFrom('application_label')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('label', '=', name)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Applications carrying both names keep one row: the old one is dropped there first. */
  async rename(ctx: Pick<TenantContext, 'tenantId'>, from: string, to: string): Promise<void> {
    await this.db
      .deleteFrom('application_label')
      .where('tenant_id', '=', ctx.tenantId)
      .where('label', '=', from)
      .where('application_id', 'in', (eb) =>
        eb
          .selectFrom('application_label as other')
          .select('other.application_id')
          .where('other.tenant_id', '=', ctx.tenantId)
          .where('other.label', '=', to),
      )
      .execute();
    await this.db
      .updateTable('application_label')
      .set({ label: to })
      .where('tenant_id', '=', ctx.tenantId)
      .where('label', '=', from)
      .execute();
  }
}
