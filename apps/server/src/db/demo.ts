import type { Kysely } from 'kysely';
import { PERMISSION_KEYS } from '@ehire/domain/codes/permissions';
import { DEFAULT_PASSWORD_HASHING } from '../config';
import { PasswordHasher } from '../platform/passwords';
import { newId } from './ids';
import { ensureDefaultDesign } from '../features/resume-design/resume-design.repository';
import type { Database } from './schema';

// Demo tenants for development and the embedded default (never in production). Idempotent:
// each tenant / staff account is created only when its member or user name is missing.

export const DEMO_PASSWORD = 'Demo@123456';
export const DEMO_OPS_PASSWORD = 'Ops@123456';

export const DEMO_LOGINS = [
  { member: 'demo', username: 'admin', password: DEMO_PASSWORD, note: '管理员，全部权限' },
  { member: 'demo', username: 'viewer', password: DEMO_PASSWORD, note: '只读' },
  { member: 'demo2', username: 'admin', password: DEMO_PASSWORD, note: '需确认声明' },
] as const;
export const DEMO_OPS_LOGIN = { username: 'ops', password: DEMO_OPS_PASSWORD } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const UNREAD_NOTICES = [
  ['新简历提醒', '“Java开发工程师”职位今日收到 12 份新简历，请及时筛选。'],
  ['面试安排提醒', '明天 10:00 有 3 场面试待进行，请提前确认面试官。'],
  ['笔试结果', '“2027届校园招聘”第一批笔试成绩已出，共 86 人参加。'],
  ['短信余额提醒', '短信余额低于 500 条，请及时充值以免影响通知发送。'],
  ['系统公告', '招聘后台将于本周六 02:00-04:00 进行例行维护。'],
] as const;

export interface DemoDataOptions {
  passwords?: PasswordHasher;
  now?: number;
}

type Tx = Kysely<Database>;

interface DemoTenantSpec {
  member: string;
  name: string;
  statementConfirmed: boolean;
  operators: { username: string; displayName: string; role: 'admin' | 'viewer'; unread: number }[];
}

const DEMO_TENANTS: DemoTenantSpec[] = [
  {
    member: 'demo',
    name: '示例科技有限公司',
    statementConfirmed: true,
    operators: [
      { username: 'admin', displayName: '王管理', role: 'admin', unread: 5 },
      { username: 'viewer', displayName: '李只读', role: 'viewer', unread: 0 },
    ],
  },
  {
    member: 'demo2',
    name: '示例教育集团',
    statementConfirmed: false,
    operators: [{ username: 'admin', displayName: '赵管理', role: 'admin', unread: 0 }],
  },
];

async function createTenant(db: Tx, spec: DemoTenantSpec, passwordHash: string, now: number): Promise<void> {
  const tenantId = newId(now);
  const expire = new Date(now + 365 * DAY_MS).toISOString().slice(0, 10);
  await db
    .insertInto('tenant')
    .values({
      id: tenantId,
      member_name: spec.member,
      name: spec.name,
      customer_type: 1,
      logo_url: '',
      ctm_expire_date: expire,
      is_cloud: 0,
      is_interview: 1,
      is_hide_zone: 0,
      is_use_new_ehire_plus: 1,
      remain_job_count: 20,
      sms_balance: 1200,
      interview_balance: 300,
      video_balance: 100,
      created_at: now,
    })
    .execute();

  const headquarters = newId(now);
  const orgs = [
    { id: headquarters, parent_id: null, name: '总部', sort: 1 },
    { id: newId(now), parent_id: headquarters, name: '技术中心', sort: 1 },
    { id: newId(now), parent_id: headquarters, name: '人力资源部', sort: 2 },
  ];
  for (const org of orgs) {
    await db
      .insertInto('organization')
      .values({ ...org, tenant_id: tenantId, created_at: now })
      .execute();
  }
  const projects = [
    { id: newId(now), name: '2027届校园招聘', sort: 1 },
    { id: newId(now), name: '2027届暑期实习', sort: 2 },
  ];
  for (const project of projects) {
    await db
      .insertInto('project')
      .values({ ...project, tenant_id: tenantId, organization_id: headquarters, created_at: now })
      .execute();
  }

  const roleIds = { admin: newId(now), viewer: newId(now) };
  const roles = [
    { id: roleIds.admin, name: '管理员', level: 2 },
    { id: roleIds.viewer, name: '只读', level: 1 },
  ];
  for (const role of roles) {
    await db
      .insertInto('role')
      .values({ id: role.id, tenant_id: tenantId, name: role.name, created_at: now })
      .execute();
    await db
      .insertInto('role_permission')
      .values(
        PERMISSION_KEYS.map((key) => ({
          tenant_id: tenantId,
          role_id: role.id,
          auth_key: key,
          auth_value: role.level,
        })),
      )
      .execute();
  }

  let adminId: string | null = null;
  for (const operator of spec.operators) {
    const operatorId = newId(now);
    if (operator.role === 'admin') adminId = operatorId;
    await db
      .insertInto('operator')
      .values({
        id: operatorId,
        tenant_id: tenantId,
        username: operator.username,
        display_name: operator.displayName,
        email: `${operator.username}@${spec.member}.example.com`,
        mobile: '',
        password_hash: passwordHash,
        role_id: roleIds[operator.role],
        current_project_id: projects[0].id,
        is_talent_pack: operator.role === 'admin' ? 1 : 0,
        status: 1,
        password_changed_at: now,
        created_at: now,
      })
      .execute();
    for (const [index, [title, content]] of UNREAD_NOTICES.slice(0, operator.unread).entries()) {
      await db
        .insertInto('notice_message')
        .values({
          id: newId(now),
          tenant_id: tenantId,
          operator_id: operatorId,
          title,
          content,
          read_at: null,
          created_at: now - index * 60_000,
        })
        .execute();
    }
  }

  await db
    .insertInto('customer_status')
    .values({
      tenant_id: tenantId,
      frozen: 0,
      freeze_message: '',
      real_name_status: 'verified',
      statement_required: 1,
      statement_confirmed_at: spec.statementConfirmed ? now : null,
      statement_confirmed_by: spec.statementConfirmed ? adminId : null,
      updated_at: now,
    })
    .execute();
  // Every demo tenant starts from the default resume design (version 1).
  await ensureDefaultDesign(db, tenantId, now);
}

/** Creates whatever part of the demo data is missing. Returns true when anything was created. */
export async function ensureDemoData(db: Kysely<Database>, options: DemoDataOptions = {}): Promise<boolean> {
  const passwords = options.passwords ?? new PasswordHasher(DEFAULT_PASSWORD_HASHING);
  const now = options.now ?? Date.now();
  let created = false;
  let demoHash: string | null = null;

  for (const spec of DEMO_TENANTS) {
    const exists = await db
      .selectFrom('tenant')
      .select('id')
      .where('member_name', '=', spec.member)
      .executeTakeFirst();
    if (exists) continue;
    demoHash ??= await passwords.hash(DEMO_PASSWORD);
    const hash = demoHash;
    await db.transaction().execute((tx) => createTenant(tx, spec, hash, now));
    created = true;
  }

  const ops = await db
    .selectFrom('provider_staff')
    .select('id')
    .where('username', '=', DEMO_OPS_LOGIN.username)
    .executeTakeFirst();
  if (!ops) {
    await db
      .insertInto('provider_staff')
      .values({
        id: newId(now),
        username: DEMO_OPS_LOGIN.username,
        display_name: '运营小周',
        password_hash: await passwords.hash(DEMO_OPS_PASSWORD),
        status: 1,
        created_at: now,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
    created = true;
  }
  return created;
}
