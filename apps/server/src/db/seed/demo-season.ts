import type { Kysely } from 'kysely';
import { defaultDesign } from '@ehire/domain/resume-design/presets';
import { LABEL_COLORS } from '@ehire/domain/settings/labels';
import { newId } from '../ids';
import type { Database } from '../schema';
import { seedTenantData, type SeedTenantResult } from './generate';
import { createRng } from './random';
import { findSeedProgress } from './seed-progress.repository';

// Issue 20 §2/§4: the demo tenant is seeded on the first start with a realistic season, so a
// newcomer sees a living workbench and lists: jobs over a flow's steps, several hundred
// applications (about 1.3 per candidate) with labels, a published resume design and the labels
// of 标签管理. The second demo tenant (demo2) stays small. Never in production (config.demoData).

const DEMO_SEASON_MEMBER = 'demo';
/** Candidates of the season (each with one resume and one or two applications). */
export const DEMO_SEASON_RESUMES = 320;
const DEMO_SEASON_JOBS = 10;

type Db = Kysely<Database>;

/**
 * Seeds the demo tenant's season on the first start (the demo tenants were just created) while
 * it has no applications, or resumes a seed that was interrupted. Answers null when there was
 * nothing to do; a later start never adds a second season.
 */
export async function ensureDemoSeason(
  db: Db,
  options: { firstStart: boolean; now?: number },
): Promise<SeedTenantResult | null> {
  const now = options.now ?? Date.now();
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', DEMO_SEASON_MEMBER)
    .executeTakeFirst();
  if (!tenant) return null;
  const unfinished = await findSeedProgress(db, tenant.id);
  if (!unfinished) {
    if (!options.firstStart) return null;
    const applied = await db
      .selectFrom('application')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .limit(1)
      .executeTakeFirst();
    if (applied) return null;
  }
  const result = await seedTenantData(db, {
    tenantId: tenant.id,
    jobs: DEMO_SEASON_JOBS,
    resumes: DEMO_SEASON_RESUMES,
    rng: createRng('demo-season'),
    now,
  });
  await publishDemoDesign(db, tenant.id, now);
  await addDemoLabels(db, tenant.id, now);
  return result;
}

/** The default resume design, published as version 1 when the tenant has none. */
async function publishDemoDesign(db: Db, tenantId: string, now: number): Promise<void> {
  const published = await db
    .selectFrom('resume_design_version')
    .select('version')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (published) return;
  await db
    .insertInto('resume_design_version')
    .values({
      tenant_id: tenantId,
      version: 1,
      modules_json: JSON.stringify(defaultDesign()),
      task_id: null,
      published_at: now,
      published_by: '',
    })
    .execute();
}

/** Every label the season's applications carry, in 标签管理 with a colour each. */
async function addDemoLabels(db: Db, tenantId: string, now: number): Promise<void> {
  const used = await db
    .selectFrom('application_label')
    .select('label')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .orderBy('label')
    .execute();
  const existing = new Set(
    (await db.selectFrom('talent_label').select('name').where('tenant_id', '=', tenantId).execute()).map(
      (row) => row.name,
    ),
  );
  const rows = used
    .map((row) => row.label)
    .filter((name) => !existing.has(name))
    .map((name, index) => ({
      tenant_id: tenantId,
      id: newId(now),
      name,
      color: LABEL_COLORS[index % LABEL_COLORS.length]!,
      created_at: now,
      updated_at: now,
      updated_by: '',
    }));
  if (rows.length > 0) await db.insertInto('talent_label').values(rows).execute();
}
