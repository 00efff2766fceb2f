import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyAs } from '@ehire/domain/apply/test-support/answers';
import type { ApplyAnswer, TalentListQueryInput, TalentPage } from '@ehire/domain/contracts/talent';
import { refreshAllTalentSearch } from '../../db/talent-search';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  jobTestContext,
  publishedJob,
  tenantIdOf,
  type JobTestContext,
  publishApplyDesign,
} from '../jobs/test-support';

// The talent list's search columns (migration 008, db/talent-search.ts): the keyword through the
// full-text index, and the application's copy of the candidate and resume kept in sync.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let c: JobTestContext;
let jobA: string;
let jobB: string;

function form(overrides: Partial<ApplyAs>): ApplyAs {
  return {
    name: '张三',
    mobile: '13800000001',
    email: '',
    idNumber: '',
    gender: 1,
    birthDate: '2003-05-01',
    school: '浙江大学',
    major: '计算机科学与技术',
    degree: '本科',
    graduationYear: 2026,
    ...overrides,
  };
}

async function applied(jobId: string, overrides: Partial<ApplyAs>): Promise<string> {
  const body = form(overrides);
  const res = await t.applyAs<ApplyAnswer>('demo', jobId, body);
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.applicationId;
}

async function names(body: TalentListQueryInput): Promise<string[]> {
  const res = await t.call<TalentPage>('POST', '/api/biz/talent/list', {
    token: c.admin,
    body: { ...body, withCounts: true, sort: { field: 'name', order: 'asc' } },
  });
  expect(res.status).toBe(200);
  // The counts come from the same WHERE: their total is the list's.
  expect(res.body.data.counts?.total).toBe(res.body.data.total);
  return res.body.data.rows.map((r) => r.name);
}

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobA = await publishedJob(c, { CJobName: '搜索测试甲' });
  jobB = await publishedJob(c, { CJobName: '搜索测试乙' });
  await publishApplyDesign(t, await tenantIdOf(t, 'demo'));
  await applied(jobA, {
    name: '欧阳小明',
    mobile: '13900121234',
    email: 'Ouyang.XM2003@Example.com',
    school: '杭州电子科技大学',
    major: '软件工程',
  });
  await applied(jobA, { name: '李明', mobile: '13700005678', email: 'liming@163.com', major: '通信工程' });
  await applied(jobA, { name: 'Anna Lee', mobile: '13600001111', school: '复旦大学', major: '新闻学' });
});
afterAll(async () => {
  await t.close();
});

describe('GAP-036 keyword through the full-text index', () => {
  it('finds Chinese anywhere inside name, school and major, two characters included', async () => {
    expect(await names({ keyword: '小明' })).toEqual(['欧阳小明']);
    expect(await names({ keyword: '明' })).toEqual(['李明', '欧阳小明'].sort());
    expect(await names({ keyword: '电子科技' })).toEqual(['欧阳小明']);
    expect(await names({ keyword: '软件' })).toEqual(['欧阳小明']);
    expect(await names({ keyword: '工程' })).toEqual(['李明', '欧阳小明'].sort());
    // The characters must be consecutive, in order.
    expect(await names({ keyword: '明小' })).toEqual([]);
    expect(await names({ keyword: '欧小' })).toEqual([]);
  });

  it('finds a mobile by its first or last digits (尾号), not by digits in the middle', async () => {
    expect(await names({ keyword: '1390012' })).toEqual(['欧阳小明']);
    expect(await names({ keyword: '5678' })).toEqual(['李明']);
    expect(await names({ keyword: '139-0012-1234' })).toEqual(['欧阳小明']);
    expect(await names({ keyword: '0012' })).toEqual([]);
    // The reversed digits behind the tail marker are reached by a tail search only.
    expect(await names({ keyword: '8765' })).toEqual([]);
  });

  it('finds Latin words and email words from their start, ignoring ASCII case', async () => {
    expect(await names({ keyword: 'ouyang.xm' })).toEqual(['欧阳小明']);
    expect(await names({ keyword: 'XM2003@example' })).toEqual(['欧阳小明']);
    expect(await names({ keyword: 'LIMI' })).toEqual(['李明']);
    expect(await names({ keyword: 'anna le' })).toEqual(['Anna Lee']);
    expect(await names({ keyword: 'yang' })).toEqual([]);
    expect(await names({ keyword: 'e' })).toEqual(['欧阳小明']);
    // Nothing but punctuation has no word to search for.
    expect(await names({ keyword: '@.' })).toEqual([]);
  });
});

describe('the application keeps a copy of its candidate and resume', () => {
  it('a candidate merge on apply fills in the email of the earlier application too', async () => {
    await applied(jobA, { name: '王合并', mobile: '13500009999', email: '' });
    expect(await names({ keyword: 'merge.me' })).toEqual([]);
    // Same mobile: the same person; the stored candidate had no email, so it is filled in.
    await applied(jobB, { name: '王合并', mobile: '13500009999', email: 'merge.me@example.com' });
    expect(await names({ keyword: 'merge.me' })).toEqual(['王合并', '王合并']);
    const filter = {
      kind: 'condition' as const,
      field: ['email'],
      operator: 'eq' as const,
      value: 'merge.me@example.com',
      fieldType: 3 as const,
    };
    expect(await names({ filter })).toEqual(['王合并', '王合并']);
  });

  it('the backfill of migration 008 rewrites the copy from candidate and resume', async () => {
    const tenantId = await tenantIdOf(t, 'demo');
    await t.db
      .updateTable('application')
      .set({ name: '', mobile: '', school: '', school_level: '其他', search_text: '' })
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(await names({ keyword: '小明' })).toEqual([]);
    await refreshAllTalentSearch(t.db);
    expect(await names({ keyword: '小明' })).toEqual(['欧阳小明']);
    const school985 = {
      kind: 'condition' as const,
      field: ['school'],
      operator: 'containsAny' as const,
      value: ['985'],
      fieldType: 22 as const,
    };
    expect(await names({ filter: school985 })).toContain('李明');
  });
});
