import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 13 §1, "one owner per table": SQL (Kysely query calls, sql`` tags) lives only in
// repositories (`*.repository.ts`) and in the listed query builders they import (`*.sql.ts`, imported
// by repositories only); each table has one owning feature, and a repository of another feature
// touches it only where ALLOWED below says so. A query joining tables belongs to the repository
// of its main table (the table of selectFrom / insertInto / updateTable / deleteFrom), so joins
// are not counted, only main tables.

const SRC = join(import.meta.dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FILES = walk(SRC).map((path) => ({ rel: relative(SRC, path).split('\\').join('/'), path }));

const QUERY_CALL =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\(|\bsql(?:<[^`;]*?>)?`|\bsql\.(?:raw|ref|lit|join|table|id|val)\(/;

/**
 * Query builders outside a repository (`*.sql.ts`, imported by repositories only). Issue 22 folded
 * the talent list's builders (talent-query / talent-filter / talent-design-filter) into
 * application.repository.ts; the list only shrinks (a builder not listed here fails the first
 * test, one listed that is gone fails the second).
 */
const SQL_BUILDERS = new Set<string>(['features/settings/data-scope.sql.ts']);

/** Files other than repositories that may hold SQL, each with why. */
function sqlAllowedOutsideRepositories(rel: string): boolean {
  if (rel.endsWith('.repository.ts') || SQL_BUILDERS.has(rel)) return true;
  if (rel.endsWith('.test.ts') || rel.endsWith('/test-support.ts') || rel.startsWith('test/')) return true;
  // The database itself: connection and dialect, migrations, the talent search index, seeds.
  if (rel.startsWith('db/')) return true;
  // Platform SQL helpers every repository uses: the condition engine's SQL compiler and its
  // dialect functions, and the shared LIKE helper.
  if (rel === 'platform/conditions/sql.ts' || rel === 'platform/conditions/dialect.ts') return true;
  if (rel === 'platform/sql-helpers.ts') return true;
  return false;
}

/**
 * Files still holding SQL outside a repository. Each entry is a debt to move, not a permission;
 * the list only shrinks (a file moved and listed again fails below).
 */
const NOT_YET_MOVED = new Set<string>([]);

describe('SQL ownership (issue 13 §1)', () => {
  it('ARCH-013: Kysely queries and sql`` tags appear only in repositories and the listed *.sql.ts query builders', () => {
    const offenders = FILES.filter(({ rel, path }) => {
      if (sqlAllowedOutsideRepositories(rel) || NOT_YET_MOVED.has(rel)) return false;
      return QUERY_CALL.test(readFileSync(path, 'utf8'));
    }).map(({ rel }) => rel);
    expect(offenders, 'SQL outside a repository: move it into the repository of its main table').toEqual([]);
  });

  it('ARCH-013: every file listed as not yet moved or as a query builder still holds SQL (the lists only shrink)', () => {
    const moved = [...NOT_YET_MOVED, ...SQL_BUILDERS].filter((rel) => {
      const file = FILES.find((f) => f.rel === rel);
      return !file || !QUERY_CALL.test(readFileSync(file.path, 'utf8'));
    });
    expect(moved, 'remove these from NOT_YET_MOVED / SQL_BUILDERS').toEqual([]);
  });

  it('ARCH-013: a *.sql.ts query builder is imported only by repositories, other *.sql.ts files and tests', () => {
    const offenders: string[] = [];
    for (const { rel, path } of FILES) {
      if (rel.endsWith('.repository.ts') || rel.endsWith('.sql.ts') || rel.endsWith('.test.ts')) continue;
      // A file still holding SQL (listed above) may use the builders until its queries move.
      if (NOT_YET_MOVED.has(rel)) continue;
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(/from\s+'([^']+\.sql)'/g))
        offenders.push(`${rel} imports ${match[1]}`);
    }
    expect(offenders).toEqual([]);
  });

  it('ARCH-013: each table is touched as main table only by its owner, or as listed in ALLOWED', () => {
    const found: string[] = [];
    const unknown: string[] = [];
    const used = new Set<string>();
    for (const { rel, path } of FILES) {
      if (!rel.endsWith('.repository.ts')) continue;
      const area = areaOf(rel);
      const source = readFileSync(path, 'utf8');
      const uses = new Map<string, boolean>();
      for (const m of source.matchAll(
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(\s*'([a-z_0-9]+)/g,
      )) {
        uses.set(m[2]!, (uses.get(m[2]!) ?? false) || m[1] !== 'selectFrom');
      }
      for (const [table, writes] of uses) {
        const owner = OWNER[table];
        if (!owner) {
          unknown.push(`${rel}: ${table}`);
          continue;
        }
        if (owner === area) continue;
        const allowed = ALLOWED[`${area} ${table}`];
        if (allowed) used.add(`${area} ${table}`);
        if (allowed === 'write' || (allowed === 'read' && !writes)) continue;
        found.push(`${rel} ${writes ? 'writes' : 'reads'} ${table} (owned by ${owner})`);
      }
    }
    expect(unknown, 'add the table to OWNER').toEqual([]);
    expect(found, "call the owner's repository or service, or record the exception in ALLOWED").toEqual([]);
    // The allowlist only records what exists: an entry no repository needs any more is removed.
    expect(
      Object.keys(ALLOWED).filter((key) => !used.has(key)),
      'remove these from ALLOWED',
    ).toEqual([]);
  });
});

/** features/<name>/… → <name>; platform/<dir>/… → platform/<dir>; db/… → db. */
function areaOf(rel: string): string {
  const [top, second] = rel.split('/');
  if (top === 'features' || top === 'platform') return `${top === 'platform' ? 'platform/' : ''}${second}`;
  return top!;
}

/** The one owner of each table: the feature (or platform part) whose repositories hold its SQL. */
const OWNER: Record<string, string> = {
  // The application and what records its path through the steps.
  application: 'applications',
  application_activity: 'applications',
  application_count: 'applications',
  application_step_count: 'applications',
  application_step_entry: 'applications',
  application_label: 'applications',
  // Issue 17: the talent labels' catalogue (标签管理).
  talent_label: 'settings',
  company_profile: 'settings',
  tenant_setting: 'settings',
  application_personal_label: 'applications',
  // Talent management: candidates, their résumés, labels, comments, saved searches, attachments.
  candidate: 'talent',
  candidate_merge: 'talent',
  resume: 'talent',
  application_comment: 'talent',
  talent_saved_search: 'talent',
  resume_attachment: 'talent',
  // Smart rules and their scores.
  smart_rule_set: 'smart-rules',
  smart_sub_rule: 'smart-rules',
  smart_rule_field: 'smart-rules',
  application_score: 'smart-rules',
  // Statistics.
  application_stat_day: 'statistics',
  application_report_day: 'statistics',
  application_job_stat_day: 'statistics',
  application_org_stat_day: 'statistics',
  stat_report: 'statistics',
  // Jobs.
  job: 'jobs',
  job_address: 'jobs',
  job_label: 'jobs',
  job_welfare: 'jobs',
  flow: 'flow',
  flow_step: 'flow',
  delivery_setting: 'delivery',
  delivery_log: 'delivery',
  referral: 'referral',
  referral_setting: 'referral',
  referral_staff: 'referral',
  forbidden_word: 'forbidden-words',
  forbidden_word_version: 'forbidden-words',
  provider_forbidden_word: 'forbidden-words',
  provider_forbidden_word_version: 'forbidden-words',
  // Résumé designs and dictionaries.
  resume_design_version: 'resume-design',
  resume_design_task: 'resume-design',
  member_dictionary: 'dictionaries',
  // Tenants, people, organisation.
  tenant: 'customer',
  customer_status: 'customer',
  operator: 'settings',
  role: 'settings',
  role_permission: 'settings',
  organization: 'settings',
  project: 'settings',
  provider_staff: 'ops-auth',
  candidate_code: 'candidate-auth',
  candidate_session: 'candidate-auth',
  page_view: 'tracking',
  export_template: 'exports',
  // Notices, interviews, toolbox.
  notice_message: 'notice',
  notice_record: 'notice',
  notice_reply: 'notice',
  notice_template: 'notice',
  interview_arrangement: 'interviews',
  interview_evaluation: 'interviews',
  interview_invitation: 'interviews',
  interview_notice: 'interviews',
  interview_site: 'interviews',
  interview_slot: 'interviews',
  interview_slot_interviewer: 'interviews',
  history_application: 'pools',
  season_archive: 'pools',
  talent_intent: 'pools',
  candidate_label: 'pools',
  assessment_product: 'assessments',
  assessment_invitation: 'assessments',
  tenant_school: 'schools',
  tenant_school_operator: 'schools',
  school_contact: 'schools',
  campus_event: 'schools',
  campus_event_job: 'schools',
  brand_placement: 'toolbox',
  job_top_placement: 'toolbox',
  shop_order: 'toolbox',
  shop_product: 'toolbox',
  shop_quote: 'toolbox',
  // Platform.
  asset_balance: 'platform/balances',
  asset_ledger: 'platform/balances',
  asset_lot: 'platform/balances',
  audit_log: 'platform/audit',
  captcha: 'platform/captcha',
  file: 'platform/files',
  sign_nonce: 'platform/flow',
  login_attempt: 'platform/login-guard',
  session: 'platform/sessions',
  sms_outbox: 'platform/sms',
  task: 'platform/tasks',
  task_schedule: 'platform/tasks',
  seed_progress: 'db',
};

/**
 * Where a repository of one area touches (as main table) a table another area owns, today.
 * 'read' allows selectFrom only, 'write' allows writes too. Every entry is recorded in
 * docs/decisions.md ("SQL ownership", issue 13 session 6); shrink it by calling the owner.
 */
const ALLOWED: Record<string, 'read' | 'write'> = {
  // Tenant row reads (名称, member code, balances' counters) by the features that show or check it.
  // The member name and the workbench's member card are read through the customer feature's
  // repository (passed in by the modules); these remain: sign-in, the careers site's lookup by
  // member name, notices' sender (tenant joined with the operator), files and the talent blob move.
  'auth tenant': 'read',
  'careers tenant': 'read',
  'notice tenant': 'read',
  'talent tenant': 'read',
  'platform/files tenant': 'read',
  // The job count a tenant may still publish (remain_job_count) is kept by the jobs repository.
  'jobs tenant': 'write',
  // Balances keep the tenant's legacy balance columns in step with the ledger.
  'platform/balances tenant': 'write',
  // Sign-in and the session's principal read operators, projects and permissions.
  'auth operator': 'read',
  'auth project': 'read',
  'platform/auth operator': 'read',
  'platform/auth provider_staff': 'read',
  'account operator': 'write', // 修改密码 / 切换项目 on the operator's own row
  'account project': 'read',
  'account role_permission': 'read',
  'platform/tasks operator': 'read', // the submitter's name on the task centre
  // People pickers and names: interviewers, designers, statistics' 招聘负责人.
  'interviews operator': 'read',
  'resume-design operator': 'read',
  'statistics operator': 'read',
  'schools operator': 'read', // 学校管理's responsible recruiters
  // Lookups by id for the pickers and filters of other features.
  'careers job': 'read',
  'careers job_label': 'read',
  'careers job_welfare': 'read',
  'careers referral_setting': 'read',
  'delivery job': 'read',
  'imports job': 'read',
  'interviews job': 'read',
  'ops-review job': 'read',
  'settings job': 'read', // an organisation with jobs cannot be deleted
  'smart-rules job': 'read',
  'statistics job': 'read',
  'schools job': 'read', // campus events linked to jobs
  'jobs flow': 'read',
  'jobs delivery_setting': 'read',
  'jobs organization': 'read',
  'jobs project': 'read',
  'flow job': 'write', // 删除流程 checks and moves the jobs of a flow
  'imports flow_step': 'read',
  'smart-rules flow_step': 'read',
  'statistics flow': 'read',
  'statistics flow_step': 'read',
  'statistics organization': 'read',
  'smart-rules resume_design_version': 'read',
  'smart-rules member_dictionary': 'read',
  'resume-design member_dictionary': 'read',
  'resume-design resume': 'read', // a design's history counts résumés stored against a version
  // Reads of applications still written in other features' repositories (joins for a forward
  // and its ordinal, a notice's recipients, a referral's application, statistics' facts). To
  // move into application.repository next.
  'delivery application': 'read',
  'notice application': 'read',
  'referral application': 'read',
  'statistics application': 'read',
  'statistics application_step_entry': 'read',
  'statistics interview_invitation': 'read', // the board's interview attendance (issue 16)
  // The résumé import writes its applications and their activity in batches of 500 with its
  // candidates (one transaction per batch); to call application.repository's batch insert.
  'imports application': 'write',
  'imports application_activity': 'write',
  // Candidates and applications created outside talent: imports and the public pool.
  'imports candidate': 'write',
  'imports resume': 'write',
  'pools candidate': 'read',
  // 更多设置's anonymisation (issue 17): a candidate is past retention only when none of their
  // applications, current or archived, is newer than the cutoff (one query of the candidates).
  'talent application': 'read',
  'talent history_application': 'read',
  'pools resume': 'read',
};
