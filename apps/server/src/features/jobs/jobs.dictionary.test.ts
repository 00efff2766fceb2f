import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDictionary } from '@ehire/domain/contracts/jobs';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, forceStatus, jobTestContext, type JobTestContext } from './test-support';

let t: TestApp;
let c: JobTestContext;
beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
});
afterAll(async () => {
  await t.close();
});

describe('job dictionary', () => {
  it('DATA-013 DATA-014 answers jobTypeId, jobTypeName and jobList of jobId, jobName, isUsable', async () => {
    const design = await createJob(c, { CJobName: '字典测试设计师', FuncType1: '04' });
    const trainee = await createJob(c, { CJobName: '字典测试管培生', FuncType1: '10' });
    const paused = await createJob(c, { CJobName: '字典测试暂停', FuncType1: '10' });
    await forceStatus(t, paused, '26');

    const answer = await t.call<JobDictionary>('GET', '/api/biz/jobs/dictionary', { token: c.admin });
    expect(answer.status).toBe(200);
    const types = answer.body.data!;
    for (const type of types) {
      expect(Object.keys(type).sort()).toEqual(['jobList', 'jobTypeId', 'jobTypeName']);
      for (const job of type.jobList)
        expect(Object.keys(job).sort()).toEqual(['isUsable', 'jobId', 'jobName']);
    }
    const typeOf = (jobId: string) => types.find((type) => type.jobList.some((job) => job.jobId === jobId));
    expect(typeOf(design)).toMatchObject({ jobTypeId: '04', jobTypeName: '设计' });
    const traineeType = typeOf(trainee)!;
    expect(traineeType).toMatchObject({ jobTypeId: '10', jobTypeName: '管培生' });
    expect(typeOf(paused)).toBe(traineeType);
    expect(traineeType.jobList.filter((job) => job.jobId === trainee || job.jobId === paused)).toEqual([
      { jobId: trainee, jobName: '字典测试管培生', isUsable: true },
      { jobId: paused, jobName: '【已暂停】字典测试暂停', isUsable: false },
    ]);
    // One entry per function type.
    expect(new Set(types.map((type) => type.jobTypeId)).size).toBe(types.length);
  });

  it('DATA-013 needs a session', async () => {
    const answer = await t.call('GET', '/api/biz/jobs/dictionary');
    expect(answer.status).toBe(401);
  });
});
