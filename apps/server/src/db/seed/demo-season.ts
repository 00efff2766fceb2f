import type { Kysely } from 'kysely';
import { defaultDesign } from '@ehire/domain/resume-design/presets';
import { LABEL_COLORS } from '@ehire/domain/settings/labels';
import { OPERATOR } from '@ehire/domain/conditions/operators';
import {
  SaveSmartRuleInput,
  type SmartCondition,
  type SmartRuleKind,
} from '@ehire/domain/contracts/smart-rules';
import type { SmartRules } from '../../features/smart-rules/smart-rules.module';
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

/** A condition on a built-in field of the smart-rule catalogue (['jobs', module, column]). */
function demoCondition(
  module: string,
  column: string,
  operator: number,
  values: (string | number)[],
  sections: 'each' | 'any' = 'each',
): SmartCondition {
  return {
    operator,
    field_values: ['jobs', module, column],
    data_type: '-1',
    action_value: values,
    group_id: '1',
    field_match: sections === 'any' ? '2' : '1',
  };
}

/**
 * The season's smart rules (智能标签 and 智能评分) a recruiter would write, with labels a newcomer
 * sees on the talent list once the recalculation tasks have run over the seeded applications.
 */
const DEMO_SMART_RULES: ReadonlyArray<{ kind: SmartRuleKind; input: SaveSmartRuleInput }> = [
  {
    kind: 'tag',
    input: {
      name: '名校背景',
      labels: ['985/211院校'],
      rules: [
        { conditions_json: [demoCondition('education', 'schoolLevel', OPERATOR.inAny, ['985', '211'])] },
      ],
    },
  },
  {
    kind: 'tag',
    input: {
      name: '研究生学历',
      labels: ['研究生'],
      rules: [{ conditions_json: [demoCondition('education', 'degree', OPERATOR.inAny, ['硕士', '博士'])] }],
    },
  },
  {
    kind: 'tag',
    input: {
      name: '长期实习',
      labels: ['实习半年以上'],
      rules: [{ conditions_json: [demoCondition('internships', 'months', OPERATOR.gte, [6], 'any')] }],
    },
  },
  {
    kind: 'score',
    input: {
      name: '初筛评分',
      rules: [
        { score: 40, conditions_json: [demoCondition('education', 'schoolLevel', OPERATOR.eq, ['985'])] },
        {
          score: 30,
          conditions_json: [demoCondition('education', 'degree', OPERATOR.inAny, ['硕士', '博士'])],
        },
        { score: 20, conditions_json: [demoCondition('internships', 'months', OPERATOR.gte, [4], 'any')] },
      ],
    },
  },
];

/**
 * Creates the season's smart rules as the demo administrator and starts their recalculation
 * tasks (app.tasks) over the seeded applications: the labels and scores appear as they finish.
 * Called by the server's start right after it seeded the season.
 */
export async function startDemoSmartRules(db: Db, smartRules: SmartRules): Promise<void> {
  const admin = await db
    .selectFrom('operator as o')
    .innerJoin('tenant as t', 't.id', 'o.tenant_id')
    .select(['o.id', 'o.tenant_id'])
    .where('t.member_name', '=', DEMO_SEASON_MEMBER)
    .where('o.username', '=', 'admin')
    .executeTakeFirst();
  if (!admin) return;
  const ctx = { tenantId: admin.tenant_id, operatorId: admin.id, projectId: null };
  for (const rule of DEMO_SMART_RULES) {
    await smartRules.service.create(ctx, rule.kind, SaveSmartRuleInput.parse(rule.input));
  }
  for (const kind of new Set(DEMO_SMART_RULES.map((rule) => rule.kind))) {
    await smartRules.recalc.start(ctx, kind);
  }
}
