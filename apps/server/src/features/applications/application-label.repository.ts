import type { Db } from './application.repository';

// The one owner of application_label (labels on an application: set by smart rules and by
// recruiters in talent management).

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
