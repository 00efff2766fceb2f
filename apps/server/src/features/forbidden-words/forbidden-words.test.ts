import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ForbiddenWordImportAnswer,
  ForbiddenWordItem,
  ForbiddenWordPage,
  ForbiddenWordRefusal,
} from '@ehire/domain/contracts/forbidden-words';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, jobForm, jobTestContext, type JobTestContext } from '../jobs/test-support';

let t: TestApp;
let c: JobTestContext;
beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
});
afterAll(async () => {
  await t.close();
});

const add = (word: string, token = c.admin) =>
  t.call<ForbiddenWordItem>('POST', '/api/biz/forbidden-words', { token, body: { word } });

describe('tenant forbidden-word list', () => {
  it('adds, refuses a duplicate (case-insensitive), lists, modifies and deletes', async () => {
    const first = await add('最佳雇主');
    expect(first.body.data.word).toBe('最佳雇主');
    expect((await add('最佳雇主')).body).toEqual({ code: -2000, msg: '违禁词“最佳雇主”已存在', data: null });
    await add('Top1');
    expect((await add('TOP1')).body.msg).toBe('违禁词“TOP1”已存在');
    const page = await t.call<ForbiddenWordPage>('POST', '/api/biz/forbidden-words/list', {
      token: c.admin,
      body: { keyword: 'top' },
    });
    expect(page.body.data.rows.map((r) => r.word)).toEqual(['Top1']);
    const modified = await t.call<ForbiddenWordItem>(
      'PUT',
      `/api/biz/forbidden-words/${first.body.data.id}`,
      {
        token: c.admin,
        body: { word: '最佳东家' },
      },
    );
    expect(modified.body.data.word).toBe('最佳东家');
    const deleted = await t.call('POST', '/api/biz/forbidden-words/delete', {
      token: c.admin,
      body: { ids: [first.body.data.id] },
    });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect(
      (
        await t.call('POST', '/api/biz/forbidden-words/delete', {
          token: c.admin,
          body: { ids: [first.body.data.id] },
        })
      ).body.msg,
    ).toBe('违禁词不存在');
    expect((await add('', c.admin)).body.msg).toBe('参数错误：请输入违禁词');
  });

  it('imports many words, counting duplicates and reporting bad lines', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `导入词${i}`);
    const result = await t.call<ForbiddenWordImportAnswer>('POST', '/api/biz/forbidden-words/import', {
      token: c.admin,
      body: { words: [...words, '导入词1', '', '超'.repeat(51), 'top1'] },
    });
    expect(result.body.data).toEqual({
      added: 3000,
      duplicates: 2,
      invalid: [{ line: 3003, word: '超'.repeat(51), msg: '违禁词最多50个字符' }],
    });
    const page = await t.call<ForbiddenWordPage>('POST', '/api/biz/forbidden-words/list', {
      token: c.admin,
      body: { pageSize: 1 },
    });
    expect(page.body.data.total).toBe(3001);
  });

  it("a viewer cannot change the list and demo2 never sees demo's words", async () => {
    expect((await add('只读', c.viewer)).status).toBe(403);
    const other = (await t.login('demo2', 'admin')).token;
    const page = await t.call<ForbiddenWordPage>('POST', '/api/biz/forbidden-words/list', {
      token: other,
      body: {},
    });
    expect(page.body.data.total).toBe(0);
  });
});

describe('job text refused for forbidden words', () => {
  it('refuses saving with -2000, the words in the message and the hits to highlight; fixing it saves', async () => {
    await add('最好');
    const ops = await t.call('POST', '/api/ops/forbidden-words', { token: c.ops, body: { word: 'Best' } });
    expect(ops.body.code).toBe(200);
    const body = jobForm(c.orgId, {
      CJobName: '全国最好的岗位',
      JobLabel: ['双休', 'BEST团队'],
      CJobInfo: '我们是最好的团队',
    });
    const refused = await t.call<ForbiddenWordRefusal>('POST', '/api/biz/jobs', { token: c.admin, body });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(-2000);
    expect(refused.body.msg).toBe('职位内容包含违禁词：最好、Best');
    expect(refused.body.data.hits).toEqual([
      { field: 'CJobName', word: '最好', start: 2, end: 4 },
      { field: 'CJobInfo', word: '最好', start: 3, end: 5 },
      { field: 'JobLabel.1', word: 'Best', start: 0, end: 4 },
    ]);
    const fixed = await t.call('POST', '/api/biz/jobs', {
      token: c.admin,
      body: { ...body, CJobName: '全国优秀的岗位', JobLabel: ['双休'], CJobInfo: '我们是优秀的团队' },
    });
    expect(fixed.body.code).toBe(200);
  });

  it('checks again at submission: a word added after saving blocks publishing; removing it unblocks', async () => {
    const id = await createJob(c, { CJobName: '高薪急聘岗位' });
    const word = await add('急聘');
    const refused = await t.call<ForbiddenWordRefusal>('POST', `/api/biz/jobs/${id}/submit`, {
      token: c.admin,
    });
    expect(refused.body.msg).toBe('职位内容包含违禁词：急聘');
    expect(refused.body.data.hits).toEqual([{ field: 'CJobName', word: '急聘', start: 2, end: 4 }]);
    // The cached matcher is rebuilt when the list changes.
    await t.call('POST', '/api/biz/forbidden-words/delete', {
      token: c.admin,
      body: { ids: [word.body.data.id] },
    });
    expect((await t.call('POST', `/api/biz/jobs/${id}/submit`, { token: c.admin })).body.code).toBe(200);
  });

  it("another tenant's words do not apply; the provider's do", async () => {
    const other = await t.login('demo2', 'admin');
    const options = await t.call<{ organizations: { id: string }[] }>('GET', '/api/biz/jobs/options', {
      token: other.token,
    });
    const body = jobForm(options.body.data.organizations[0].id, { CJobName: '全国最好的岗位' });
    expect((await t.call('POST', '/api/biz/jobs', { token: other.token, body })).body.code).toBe(200);
    const provider = await t.call('POST', '/api/biz/jobs', {
      token: other.token,
      body: { ...body, CJobName: 'best岗位' },
    });
    expect(provider.body.msg).toBe('职位内容包含违禁词：Best');
  });

  it('the page may check texts before saving', async () => {
    const result = await t.call<ForbiddenWordRefusal>('POST', '/api/biz/forbidden-words/check', {
      token: c.viewer,
      body: { texts: [{ field: 'CJobInfo', text: '最好的BEST' }] },
    });
    expect(result.body.data.hits).toEqual([
      { field: 'CJobInfo', word: '最好', start: 0, end: 2 },
      { field: 'CJobInfo', word: 'Best', start: 3, end: 7 },
    ]);
  });
});

describe('provider list in /ops', () => {
  it('is managed by provider staff only, audited', async () => {
    const added = await t.call<ForbiddenWordItem>('POST', '/api/ops/forbidden-words', {
      token: c.ops,
      body: { word: '包过' },
    });
    expect(added.body.code).toBe(200);
    const operator = await t.call('POST', '/api/ops/forbidden-words', {
      token: c.admin,
      body: { word: '包过2' },
    });
    expect(operator.status).toBe(401);
    const page = await t.call<ForbiddenWordPage>('POST', '/api/ops/forbidden-words/list', {
      token: c.ops,
      body: { keyword: '包过' },
    });
    expect(page.body.data.rows.map((r) => r.word)).toEqual(['包过']);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', added.body.data.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      principal_kind: 'provider',
      target_type: 'provider_forbidden_word',
      tenant_id: null,
    });
    const imported = await t.call<ForbiddenWordImportAnswer>('POST', '/api/ops/forbidden-words/import', {
      token: c.ops,
      body: { words: ['包过', '保录取'] },
    });
    expect(imported.body.data).toEqual({ added: 1, duplicates: 1, invalid: [] });
  });
});
