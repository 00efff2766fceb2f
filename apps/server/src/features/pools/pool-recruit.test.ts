import { beforeAll, describe, expect, it } from 'vitest';
import type { PoolBulkLabelsStarted, PoolPage } from '@ehire/domain/contracts/pools';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { SteppedRun, until } from '../../platform/tasks/test-support';
import type { DegreeLabel } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { insertApplication } from '../jobs/test-support';
import { POOL_RECRUIT_KIND, PoolRecruitService } from './pool-recruit';
import { withPublishedJob } from './test-support';

// 加入职位 for a whole filtered search of 公共人才库 (issue 18 §1), on the database under test:
// a `pool-recruit` task of the task centre gives each matching candidate one application in the
// job's first step; one who already applied to the job, or has no résumé, is passed over; a task
// killed after a committed batch resumes after it and nobody gets two applications; bad input is
// refused before any task starts.

const BASE = '/api/biz/pools/public';
const suite = withPublishedJob();
let t: TestApp;
let admin: string;
let viewer: string;
let jobId: string;
let tenantId: string;

let seq = 0;
/** A candidate of the pool with no application; `resume: false` gives them no résumé at all. */
async function poolCandidate(name: string, degree: DegreeLabel, resume = true): Promise<string> {
  const n = ++seq;
  const id = `recruit-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const at = t.clock.now() - 1_000_000 + n * 1000;
  await t.db
    .insertInto('candidate')
    .values({
      id,
      tenant_id: tenantId,
      name,
      gender: 1,
      mobile: `1360000${String(1000 + n)}`,
      email: '',
      id_number: null,
      birth_date: '2003-05-01',
      created_at: at,
    })
    .execute();
  if (resume)
    await t.db
      .insertInto('resume')
      .values({
        id: `${id}-r`,
        tenant_id: tenantId,
        candidate_id: id,
        school: '浙江大学',
        school_level: '985',
        major: '计算机科学与技术',
        degree,
        graduation_year: 2027,
        region: '浙江',
        source: '导入',
        answers_json: '{}',
        design_version: null,
        created_at: at,
        updated_at: at,
      })
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

async function poolNames(body: object): Promise<string[]> {
  const page = await t.call<PoolPage>('POST', `${BASE}/search`, { token: viewer, body: { pageSize: 100, ...body } });
  expect(page.status).toBe(200);
  return page.body.data.rows.map((r) => r.name).sort();
}

/** The applications to the job of these candidates: candidate, step and status. */
async function applicationsOf(candidateIds: readonly string[]) {
  return t.db
    .selectFrom('application')
    .select(['candidate_id', 'step_id', 'inbox_status'])
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .where('candidate_id', 'in', [...candidateIds])
    .orderBy('candidate_id')
    .execute();
}

async function firstStepOfJob(): Promise<string> {
  const job = await t.db.selectFrom('job').select('flow_id').where('id', '=', jobId).executeTakeFirstOrThrow();
  const step = await t.db
    .selectFrom('flow_step')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('flow_id', '=', job.flow_id)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  return step.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ t, admin, viewer, jobId } = suite);
  // Eliminated from this very job: in the pool, but already applied to it.
  const eliminated = await insertApplication(t, jobId, { name: '招甲淘汰' });
  tenantId = eliminated.tenantId;
  await t.db
    .updateTable('application')
    .set({ inbox_status: '04' })
    .where('id', '=', eliminated.applicationId)
    .execute();
  ids['招甲淘汰'] = eliminated.candidateId;
  ids['招乙'] = await poolCandidate('招乙', '本科');
  ids['招丙'] = await poolCandidate('招丙', '本科');
  ids['招丁'] = await poolCandidate('招丁', '本科');
  ids['招戊'] = await poolCandidate('招戊', '硕士');
  ids['招己'] = await poolCandidate('招己', '本科', false);
});

describe('公共人才库 加入职位 over a whole search (issue 18 §1)', () => {
  it('issue 18 §1 加入职位 for a filtered search runs as a pool-recruit task: each match gets one application in the first step', async () => {
    const bachelors = { keyword: '招', filter: all(cond('degree', 4, 'eq', '本科')) };
    expect(await poolNames(bachelors)).toEqual(['招丁', '招丙', '招乙', '招甲淘汰'].sort());
    const started = await t.call<PoolBulkLabelsStarted>('POST', `${BASE}/recruit/bulk`, {
      token: admin,
      body: { ...bachelors, jobId },
    });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('已提交批量加入职位任务，可在任务中心查看进度');
    const task = await until(
      async () =>
        (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${started.body.data.taskId}`, { token: admin })).body
          .data,
      (x) => x.status === 'succeeded' || x.status === 'failed',
    );
    expect(task).toMatchObject({ status: 'succeeded', done: 4, total: 4, kindLabel: '公共人才库批量加入职位' });
    expect(task.summary).toMatch(/^加入职位「.+」（4人）$/);

    const step = await firstStepOfJob();
    const recruited = [ids['招乙']!, ids['招丙']!, ids['招丁']!].sort();
    expect(await applicationsOf(recruited)).toEqual(
      recruited.map((candidate_id) => ({ candidate_id, step_id: step, inbox_status: '00' })),
    );
    // Recruited candidates leave the pool; the one already applied (eliminated) stays, as do
    // those the filter left out (硕士) and the one without a résumé.
    expect(await poolNames({ keyword: '招' })).toEqual(['招甲淘汰', '招戊', '招己'].sort());
    expect(await applicationsOf([ids['招甲淘汰']!])).toEqual([
      { candidate_id: ids['招甲淘汰'], step_id: step, inbox_status: '04' },
    ]);
  });

  it('issue 18 §1 a pool-recruit task killed after a committed batch resumes after it: one application each', async () => {
    const people: string[] = [];
    for (const name of ['续一', '续二', '续三', '续四', '续五']) people.push(await poolCandidate(name, '大专'));
    const service = new PoolRecruitService(t.db, t.app.tasks, t.clock);
    const handler = service.handler(2);
    const run = new SteppedRun(t.db, {
      tenantId,
      taskId: 'task-recruit-kill',
      kind: POOL_RECRUIT_KIND,
      params: { keyword: '续', jobId },
      total: 5,
    });
    await expect(handler.run(run.attempt(1))).rejects.toThrow('process killed');
    expect(await applicationsOf(people)).toHaveLength(2);
    expect(JSON.parse(run.checkpoint!)).toMatchObject({ created: 2, alreadyApplied: 0, withoutResume: 0 });
    await handler.run(run.attempt());
    expect(run.steps).toBe(3);
    expect(run.done).toBe(5);
    expect((await applicationsOf(people)).map((a) => a.candidate_id)).toEqual([...people].sort());
    expect(await poolNames({ keyword: '续' })).toEqual([]);
  });

  it('issue 18 §1 bad bulk recruit requests are refused before a task starts: job, filter, permission', async () => {
    const tasksBefore = await t.db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', POOL_RECRUIT_KIND)
      .executeTakeFirstOrThrow();
    const post = (body: unknown, token = admin) => t.call('POST', `${BASE}/recruit/bulk`, { token, body });
    const unknownJob = await post({ keyword: '', jobId: 'no-such-job' });
    expect(unknownJob.status).toBe(400);
    expect(unknownJob.body.msg).toBe('职位不存在');
    const noJob = await post({ keyword: '' });
    expect(noJob.status).toBe(400);
    expect(noJob.body.msg).toContain('请选择职位');
    const badFilter = await post({ jobId, filter: all(cond('salary', 1, 'eq', 1)) });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.msg).toBe('筛选条件：字段“salary”不存在');
    const noValue = await post({ jobId, filter: all(cond('degree', 4, 'eq', '')) });
    expect(noValue.status).toBe(400);
    expect(noValue.body.msg).toBe('筛选条件「学历」：请选择');
    const readOnly = await post({ jobId }, viewer);
    expect(readOnly.status).toBe(403);
    const tasksAfter = await t.db
      .selectFrom('task')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', POOL_RECRUIT_KIND)
      .executeTakeFirstOrThrow();
    expect(Number(tasksAfter.n)).toBe(Number(tasksBefore.n));
  });
});
