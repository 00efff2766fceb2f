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
