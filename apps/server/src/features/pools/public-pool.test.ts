import { beforeAll, describe, expect, it } from 'vitest';
import type { PoolBulkLabelsStarted, PoolLabelsAnswer, PoolPage } from '@ehire/domain/contracts/pools';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { SteppedRun, until } from '../../platform/tasks/test-support';
import type { DegreeLabel, SchoolLevel } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { insertApplication } from '../jobs/test-support';
import { POOL_LABELS_KIND, PoolLabelsService } from './pool-labels';
import { withPublishedJob } from './test-support';

// 公共人才库's filter editor and labels (issue 18 §1) on the database under test: the FilterEditor
// rule over the candidate, their newest résumé and their labels, with the keyword; labels added
// and removed for chosen candidates and, over a whole search, by a task that resumes after its
// last committed batch; bad input refused with the field named and nothing changed.

const BASE = '/api/biz/pools/public';
const suite = withPublishedJob();
let t: TestApp;
let admin: string;
let viewer: string;
let jobId: string;
let tenantId: string;

interface PoolPerson {
  name: string;
  school?: string;
  degree?: DegreeLabel;
  major?: string;
  graduationYear?: number;
  /** An older résumé: the pool shows and filters the newest one only. */
  olderSchool?: string;
  schoolLevel?: SchoolLevel;
}

let seq = 0;
/** A candidate of the pool: imported, with no application. */
async function poolCandidate(p: PoolPerson): Promise<string> {
  const n = ++seq;
  const id = `pool-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const at = t.clock.now() - 1_000_000 + n * 1000;
  await t.db
    .insertInto('candidate')
    .values({
      id,
      tenant_id: tenantId,
      name: p.name,
      gender: 1,
      mobile: `1370000${String(1000 + n)}`,
      email: '',
      id_number: null,
      birth_date: '2003-05-01',
      created_at: at,
    })
    .execute();
  const resume = (rid: string, school: string, createdAt: number) => ({
    id: rid,
    tenant_id: tenantId,
    candidate_id: id,
    school,
    school_level: p.schoolLevel ?? ('985' as SchoolLevel),
    major: p.major ?? '计算机科学与技术',
    degree: p.degree ?? '本科',
    graduation_year: p.graduationYear ?? 2027,
    region: '浙江',
    source: '导入',
    answers_json: '{}',
    design_version: null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  if (p.olderSchool)
    await t.db
      .insertInto('resume')
      .values(resume(`${id}-old`, p.olderSchool, at - 500))
      .execute();
  await t.db
    .insertInto('resume')
    .values(resume(`${id}-r`, p.school ?? '浙江大学', at))
    .execute();
  return id;
}

const cond = (field: string, fieldType: number, operator: string, value: unknown) => ({
  kind: 'condition',
  field: [field],
  fieldType,
  operator,
  value,
});
const all = (...children: unknown[]) => ({ kind: 'group', op: 'all', children });

async function search(body: object, token = viewer) {
  return t.call<PoolPage>('POST', `${BASE}/search`, { token, body: { pageSize: 100, ...body } });
}
async function names(body: object): Promise<string[]> {
  const page = await search(body);
  expect(page.status).toBe(200);
  expect(page.body.data.total).toBe(page.body.data.rows.length);
  return page.body.data.rows.map((r) => r.name).sort();
}
async function labelRows(candidateIds: readonly string[]) {
  return t.db
    .selectFrom('candidate_label')
    .select(['candidate_id', 'label'])
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', 'in', [...candidateIds])
    .orderBy('candidate_id')
    .orderBy('label')
    .execute();
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ t, admin, viewer, jobId } = suite);
  const open = await insertApplication(t, jobId, { name: '在招甲' });
  tenantId = open.tenantId;
  const eliminated = await insertApplication(t, jobId, { name: '淘汰乙', degree: '硕士' });
  await t.db
    .updateTable('application')
    .set({ inbox_status: '04' })
    .where('id', '=', eliminated.applicationId)
    .execute();
  ids['淘汰乙'] = eliminated.candidateId;
  ids['池甲'] = await poolCandidate({
    name: '池甲',
    school: '复旦大学',
    degree: '硕士',
    graduationYear: 2026,
  });
  ids['池乙'] = await poolCandidate({ name: '池乙', school: '浙江大学', degree: '本科', major: '软件工程' });
  ids['池丙'] = await poolCandidate({
    name: '池丙',
    school: '浙江大学',
    olderSchool: '北京大学',
    degree: '博士',
  });
  ids['池丁'] = await poolCandidate({
    name: '池丁',
    school: '宁波大学',
    schoolLevel: '其他',
    degree: '本科',
    graduationYear: 2028,
  });
});

describe('公共人才库 filter and labels', () => {
  it('issue 18 §1 the filter reads the candidate and their newest résumé, with the keyword; total equals the rows', async () => {
    const everyone = ['池丁', '池丙', '池乙', '池甲', '淘汰乙'].sort();
    expect(await names({})).toEqual(everyone);
    // 学历 等于任一 硕士、博士
    expect(await names({ filter: all(cond('degree', 4, 'inAny', ['硕士', '博士'])) })).toEqual(
      ['池丙', '池甲', '淘汰乙'].sort(),
    );
    // 学校 包含任一 浙江大学、复旦大学 且 毕业年份 介于 2026–2027
    expect(
      await names({
        filter: all(
          cond('school', 22, 'containsAny', ['浙江大学', '复旦大学']),
          cond('graduationYear', 1, 'between', [2026, 2027]),
        ),
      }),
    ).toEqual(['池丙', '池乙', '池甲', '淘汰乙'].sort());
    // The older résumé of 池丙 (北京大学) is not what the pool shows, so it is not filtered on.
    expect(await names({ filter: all(cond('school', 22, 'containsAny', ['北京大学'])) })).toEqual([]);
    // 专业 包含 软件, or 毕业年份 大于 2027
    expect(
      await names({
        filter: {
          kind: 'group',
          op: 'any',
          children: [cond('major', 3, 'containsAny', ['软件']), cond('graduationYear', 1, 'gt', 2027)],
        },
      }),
    ).toEqual(['池丁', '池乙']);
    // The keyword also reads school and major, as the talent list's does; with a filter both hold.
    expect(await names({ keyword: '复旦' })).toEqual(['池甲']);
    expect(await names({ keyword: '浙江', filter: all(cond('degree', 4, 'eq', '博士')) })).toEqual(['池丙']);
    // Paged: the total is the whole search.
    const first = await search({ pageSize: 2, pageIndex: 1 });
    expect(first.body.data.total).toBe(5);
    expect(first.body.data.rows).toHaveLength(2);
  });

  it('issue 18 §1 labels added to and removed from chosen candidates, shown in the list and filtered on', async () => {
    const add = await t.call<PoolLabelsAnswer>('POST', `${BASE}/labels`, {
      token: admin,
      body: { action: 'add', candidateIds: [ids['池甲'], ids['池乙']], labels: ['重点', '复试'] },
    });
    expect(add.status).toBe(200);
    expect(add.body.msg).toBe('已为2人添加标签');
    // Adding again changes nobody.
    const again = await t.call<PoolLabelsAnswer>('POST', `${BASE}/labels`, {
      token: admin,
      body: { action: 'add', candidateIds: [ids['池甲']], labels: ['重点'] },
    });
    expect(again.body.data.changed).toBe(0);
    expect(await labelRows([ids['池甲']!, ids['池乙']!])).toHaveLength(4);

    const page = await search({ keyword: '池甲' });
    expect(page.body.data.rows[0]).toMatchObject({ name: '池甲', labels: ['复试', '重点'].sort() });
    expect(await names({ filter: all(cond('labels', 6, 'containsAny', ['重点'])) })).toEqual([
      '池乙',
      '池甲',
    ]);
    expect(await names({ filter: all(cond('labels', 6, 'isEmpty', 1)) })).toEqual(
      ['池丁', '池丙', '淘汰乙'].sort(),
    );

    const removed = await t.call<PoolLabelsAnswer>('POST', `${BASE}/labels`, {
      token: admin,
      body: { action: 'remove', candidateIds: [ids['池乙']], labels: ['重点'] },
    });
    expect(removed.body.msg).toBe('已为1人移除标签');
    expect(await names({ filter: all(cond('labels', 6, 'containsAll', ['重点', '复试'])) })).toEqual([
      '池甲',
    ]);
    expect(await labelRows([ids['池乙']!])).toEqual([{ candidate_id: ids['池乙'], label: '复试' }]);
  });

  it('issue 18 §1 the pool’s 学校 is the talent list’s field: tiers and 目标院校 over the résumé shown', async () => {
    // 985院校 (and 211院校, which holds 985): everyone but 池丁 (其他).
    const tier985 = await names({ filter: all(cond('school', 22, 'containsAny', ['985'])) });
    expect(tier985).toEqual(['池丙', '池乙', '池甲', '淘汰乙'].sort());
    expect(await names({ filter: all(cond('school', 22, 'containsAny', ['211'])) })).toEqual(tier985);
    expect(await names({ filter: all(cond('school', 22, 'notContainsAny', ['985'])) })).toEqual(['池丁']);
    // A tier and a name together: either.
    expect(await names({ filter: all(cond('school', 22, 'containsAny', ['海外', '宁波大学'])) })).toEqual([
      '池丁',
    ]);
    // 目标院校 with no solution saved matches nobody; then the schools of every solution.
    expect(await names({ filter: all(cond('school', 22, 'containsAny', ['TARGET'])) })).toEqual([]);
    const saved = await t.call('POST', '/api/biz/settings/basic/target-solutions/save', {
      token: admin,
      body: { name: '池方案', schools: ['复旦大学'] },
    });
    expect(saved.body).toMatchObject({ code: 200 });
    expect(await names({ filter: all(cond('school', 22, 'containsAny', ['TARGET'])) })).toEqual(['池甲']);
    expect(await names({ filter: all(cond('school', 22, 'containsAny', ['TARGET', '宁波大学'])) })).toEqual([
      '池丁',
      '池甲',
    ]);
    // The old text form of 学校 is refused, naming the field.
    const old = await search({ filter: all(cond('school', 3, 'containsAny', ['浙江'])) });
    expect(old.status).toBe(400);
    expect(old.body.msg).toBe('筛选条件「学校」：字段“学校”的类型已改变');
  });

  it('issue 18 §1 labels over a whole search run as a task of the task centre', async () => {
    const started = await t.call<PoolBulkLabelsStarted>('POST', `${BASE}/labels/bulk`, {
      token: admin,
      body: { action: 'add', keyword: '', filter: all(cond('degree', 4, 'eq', '本科')), labels: ['秋招'] },
    });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('已提交批量标签任务，可在任务中心查看进度');
    const task = await until(
      async () =>
        (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${started.body.data.taskId}`, { token: admin })).body
          .data,
      (x) => x.status === 'succeeded' || x.status === 'failed',
    );
    expect(task).toMatchObject({ status: 'succeeded', done: 2, total: 2 });
    expect(await names({ filter: all(cond('labels', 6, 'containsAny', ['秋招'])) })).toEqual([
      '池丁',
      '池乙',
    ]);
  });

  it('issue 18 §1 a bulk label task killed after a committed batch resumes after it: everyone labelled once', async () => {
    const service = new PoolLabelsService(t.db, t.app.tasks, t.clock);
    const handler = service.handler(2);
    const run = new SteppedRun(t.db, {
      tenantId,
      taskId: 'task-kill',
      kind: POOL_LABELS_KIND,
      params: { keyword: '', action: 'add' as const, labels: ['续标'] },
      total: 5,
    });
    await expect(handler.run(run.attempt(1))).rejects.toThrow('process killed');
    expect(await names({ filter: all(cond('labels', 6, 'containsAny', ['续标'])) })).toHaveLength(2);
    await handler.run(run.attempt());
    expect(run.steps).toBe(3);
    expect(run.done).toBe(5);
    expect(await names({ filter: all(cond('labels', 6, 'containsAny', ['续标'])) })).toHaveLength(5);
  });

  it('issue 18 §1 bad filters and label requests are refused with the field named and change nothing', async () => {
    const before = await t.db.selectFrom('candidate_label').select(['candidate_id', 'label']).execute();
    const unknown = await search({ filter: all(cond('salary', 1, 'eq', 1)) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('筛选条件：字段“salary”不存在');
    const noValue = await search({ filter: all(cond('degree', 4, 'eq', '')) });
    expect(noValue.status).toBe(400);
    expect(noValue.body.msg).toBe('筛选条件「学历」：请选择');
    const badType = await search({ filter: all(cond('degree', 3, 'eq', '本科')) });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toBe('筛选条件「学历」：字段“学历”的类型已改变');
    const longKeyword = await search({ keyword: '长'.repeat(51) });
    expect(longKeyword.status).toBe(400);
    expect(longKeyword.body.msg).toContain('关键词最多50个字符');

    const post = (path: string, body: unknown, token = admin) =>
      t.call(`POST`, `${BASE}${path}`, { token, body });
    const noCandidates = await post('/labels', { action: 'add', candidateIds: [], labels: ['重点'] });
    expect(noCandidates.status).toBe(400);
    expect(noCandidates.body.msg).toContain('请选择候选人');
    const longLabel = await post('/labels', {
      action: 'add',
      candidateIds: [ids['池甲']],
      labels: ['长'.repeat(21)],
    });
    expect(longLabel.status).toBe(400);
    expect(longLabel.body.msg).toContain('标签最多20个字符');
    const stranger = await post('/labels', {
      action: 'add',
      candidateIds: [ids['池甲'], 'nobody'],
      labels: ['重点'],
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.msg).toBe('候选人不存在或不在公共人才库中');
    const badBulk = await post('/labels/bulk', {
      action: 'add',
      filter: all(cond('salary', 1, 'eq', 1)),
      labels: ['x'],
    });
    expect(badBulk.status).toBe(400);
    expect(badBulk.body.msg).toBe('筛选条件：字段“salary”不存在');
    const readOnly = await post(
      '/labels',
      { action: 'add', candidateIds: [ids['池甲']], labels: ['只读'] },
      viewer,
    );
    expect(readOnly.status).toBe(403);
    const readOnlyBulk = await post('/labels/bulk', { action: 'add', labels: ['只读'] }, viewer);
    expect(readOnlyBulk.status).toBe(403);

    const after = await t.db.selectFrom('candidate_label').select(['candidate_id', 'label']).execute();
    expect(after).toHaveLength(before.length);
  });
});
