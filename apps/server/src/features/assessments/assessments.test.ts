import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AssessmentImportAnswer,
  AssessmentInviteAnswer,
  AssessmentProduct,
  AssessmentResultPage,
} from '@ehire/domain/contracts/assessments';
import type { ExamContract } from '@ehire/domain/contracts/workbench';
import type { TaskAnswer } from '@ehire/domain/contracts/tasks';
import { LedgerBalances } from '../../platform/balances/ledger-balances';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, publishedJob, tenantIdOf } from '../jobs/test-support';
import { startMailSink, type MailSink } from '../notice/test-support';
import { csvOf, readSheet, uploadImportFile, xlsxOf } from '../imports/test-support';

// 测评管理 (issue 18 §3) on the database under test: products, invitations paid with the
// toolbox's assessment licences and sent as a notice with each candidate's link, refusal when the
// licences are exhausted, the provider's signed callback (a bad signature refused and logged),
// results by import, 测评结果 read by application.

const API = '/api/biz/assessments';
const SECRET = 'provider-secret-0123456789';
let t: TestApp;
let sink: MailSink;
let admin: string;
let viewer: string;
let tenantId: string;
let jobId: string;

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ smtpUrl: sink.url });
  tenantId = await tenantIdOf(t, 'demo');
  // The secrets are read per call, so the tenant's key can be set once its id is known.
  Object.assign(t.config.assessmentCallbackSecrets, { [tenantId]: SECRET });
  const c = await jobTestContext(t);
  admin = c.admin;
  viewer = c.viewer;
  jobId = await publishedJob(c);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function grantLicences(quantity: number): Promise<void> {
  await (t.app.balances as LedgerBalances).grant(tenantId, 'assessment', {
    quantity,
    expiresAt: null,
    sourceType: 'grant',
    sourceId: `test-${quantity}`,
    note: '测试赠送',
  });
}

async function product(): Promise<AssessmentProduct> {
  const res = await t.call<AssessmentProduct>('POST', `${API}/products`, {
    token: admin,
    body: {
      name: '职业性格测评',
      provider: '示例测评',
      url: 'https://assess.example.com/start',
      durationMinutes: 40,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const signed = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

function callback(body: string, signature: string | undefined, tenant = tenantId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/web/assessments/callback/${tenant}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-assessment-signature': signature }),
    },
    payload: body,
  });
}

const results = (query: string, token = viewer) =>
  t.call<AssessmentResultPage>('GET', `${API}/results${query}`, { token });

describe('测评管理', () => {
  it('issue 18 §3 WB-006 invitations consume one licence each, go out as a notice with the link, refused in zh-CN when exhausted', async () => {
    const p = await product();
    const listed = await t.call<AssessmentProduct[]>('GET', `${API}/products`, { token: viewer });
    expect(listed.body.data.map((x) => x.name)).toEqual(['职业性格测评']);
    await grantLicences(3);
    const a = await insertApplication(t, jobId, { name: '测评甲', email: 'jia@example.com' });
    const b = await insertApplication(t, jobId, { name: '测评乙', email: 'yi@example.com' });
    const cc = await insertApplication(t, jobId, { name: '测评丙', email: 'bing@example.com' });

    const sent = await t.call<AssessmentInviteAnswer>('POST', `${API}/invite`, {
      token: admin,
      body: { productId: p.id, applicationIds: [a.applicationId, b.applicationId] },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe('已发送2份测评邀请');
    expect(sent.body.data).toMatchObject({ invited: 2, remaining: 1 });
    // The workbench's licence table reads the same lots.
    const lots = await t.call<ExamContract[]>('GET', '/api/biz/workbench/exam-contracts', { token: admin });
    expect(lots.body.data.map((l) => l.remainlicense)).toEqual([1]);

    const task = await until(
      async () =>
        (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${sent.body.data.taskId}`, { token: admin })).body
          .data,
      (x) => ['succeeded', 'failed', 'cancelled'].includes(x.status),
    );
    expect(task.status).toBe('succeeded');
    const page = await results(`?applicationId=${a.applicationId}`);
    expect(page.body.data.rows).toHaveLength(1);
    const invitation = page.body.data.rows[0]!;
    expect(invitation).toMatchObject({
      name: '测评甲',
      productName: '职业性格测评',
      statusLabel: '待完成',
      score: null,
    });
    const record = await t.db
      .selectFrom('notice_record')
      .select(['body', 'subject', 'to_address'])
      .where('application_id', '=', a.applicationId)
      .executeTakeFirstOrThrow();
    expect(record.to_address).toBe('jia@example.com');
    expect(record.body).toContain(`https://assess.example.com/start?invitation=${invitation.invitationId}`);
    expect(record.subject).toMatch(/^测评邀请：/);

    // Two more with one licence left: refused, nothing taken, nothing recorded.
    const refused = await t.call('POST', `${API}/invite`, {
      token: admin,
      body: { productId: p.id, applicationIds: [b.applicationId, cc.applicationId] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('测评许可不足，请先在工具箱购买测评许可');
    expect((await results(`?applicationId=${cc.applicationId}`)).body.data.total).toBe(0);
    const after = await t.call<ExamContract[]>('GET', '/api/biz/workbench/exam-contracts', { token: admin });
    expect(after.body.data.map((l) => l.remainlicense)).toEqual([1]);
  });

  it('issue 18 §3 bad input: unknown product or candidate, nobody chosen, read-only role — nothing taken', async () => {
    const p = (await t.call<AssessmentProduct[]>('GET', `${API}/products`, { token: admin })).body.data[0]!;
    const post = (body: object, token = admin) => t.call('POST', `${API}/invite`, { token, body });
    const unknownProduct = await post({ productId: 'nope', applicationIds: ['x'] });
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.msg).toBe('测评产品不存在');
    const unknownPerson = await post({ productId: p.id, applicationIds: ['nobody'] });
    expect(unknownPerson.status).toBe(400);
    expect(unknownPerson.body.msg).toBe('候选人不存在或无权查看');
    const nobody = await post({ productId: p.id, applicationIds: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.msg).toContain('请选择候选人');
    expect((await post({ productId: p.id, applicationIds: ['x'] }, viewer)).status).toBe(403);
    const badUrl = await t.call('POST', `${API}/products`, {
      token: admin,
      body: { name: '错', url: 'ftp://x' },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.msg).toContain('测评链接格式不正确');
    const lots = await t.call<ExamContract[]>('GET', '/api/biz/workbench/exam-contracts', { token: admin });
    expect(lots.body.data.map((l) => l.remainlicense)).toEqual([1]);
  });

  it('issue 18 §3 the signed callback records score, level and report; a bad signature is refused (401) and logged', async () => {
    const [invitation] = (await results('?keyword=' + encodeURIComponent('测评乙'))).body.data.rows;
    const body = JSON.stringify({
      invitationId: invitation!.invitationId,
      score: 86.5,
      level: 'A',
      report: { name: '测评报告.pdf', contentBase64: Buffer.from('%PDF-1.4 report').toString('base64') },
    });
    const warn = vi.spyOn(t.app.log, 'warn');
    const forged = await callback(body, signed(body, 'another-secret-0123456789'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().msg).toBe('签名校验失败');
    const missing = await callback(body, undefined);
    expect(missing.statusCode).toBe(401);
    const tampered = await callback(body.replace('86.5', '99.5'), signed(body));
    expect(tampered.statusCode).toBe(401);
    const otherTenant = await callback(body, signed(body), await tenantIdOf(t, 'demo2'));
    expect(otherTenant.statusCode).toBe(401);
    expect(warn.mock.calls.filter((c) => String(c[1]).includes('bad signature'))).toHaveLength(4);
    warn.mockRestore();
    expect((await results(`?applicationId=${invitation!.applicationId}`)).body.data.rows[0]!.status).toBe(
      'invited',
    );

    const accepted = await callback(body, signed(body));
    expect(accepted.statusCode).toBe(200);
    const shown = (await results(`?applicationId=${invitation!.applicationId}`)).body.data.rows[0]!;
    expect(shown).toMatchObject({
      status: 'completed',
      statusLabel: '已完成',
      score: 86.5,
      level: 'A',
      reportName: '测评报告.pdf',
      resultSource: '回调',
    });
    const report = await t.app.inject({
      method: 'GET',
      url: `${API}/reports/${invitation!.invitationId}`,
      headers: { token: viewer },
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toBe('%PDF-1.4 report');

    const badScore = JSON.stringify({ invitationId: invitation!.invitationId, score: -1 });
    const refused = await callback(badScore, signed(badScore));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('参数错误：分数应在0到1000之间');
  });

  it('issue 18 §3 results by import: known invitations recorded, unknown ones reported by row', async () => {
    const [invitation] = (await results('?keyword=' + encodeURIComponent('测评甲'))).body.data.rows;
    const res = await t.call<AssessmentImportAnswer>('POST', `${API}/results/import`, {
      token: admin,
      body: {
        rows: [
          { invitationId: invitation!.invitationId, score: 72, level: 'B' },
          { invitationId: 'missing', score: 50 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已导入1条测评结果，1条失败');
    expect(res.body.data).toEqual({ imported: 1, errors: [{ row: 2, message: '测评邀请不存在' }] });
    const done = await results('?status=completed');
    expect(done.body.data.rows.map((r) => [r.name, r.score, r.level, r.resultSource]).sort()).toEqual([
      ['测评乙', 86.5, 'A', '回调'],
      ['测评甲', 72, 'B', '导入'],
    ]);
    const theirs = await results('', (await t.login('demo2', 'admin')).token);
    expect(theirs.body.data.total).toBe(0);
  });
  it('issue 18 §3 results from the provider’s spreadsheet: a task with progress, good rows kept, bad rows reported in zh-CN', async () => {
    const [a] = (await results('?keyword=' + encodeURIComponent('测评甲'))).body.data.rows;
    const [b] = (await results('?keyword=' + encodeURIComponent('测评乙'))).body.data.rows;
    const file = await xlsxOf([
      ['测评编号*', '分数*', '等级'],
      [a!.invitationId, '93', 'A'],
      ['missing', '50', 'C'],
      ['', '60', ''],
      [b!.invitationId, '一百', 'B'],
      [b!.invitationId, '1200', 'B'],
      [b!.invitationId, '77.5', ''],
    ]);
    const upload = await uploadImportFile(t, admin, '测评结果.xlsx', file);
    expect(upload.status).toBe(200);
    const started = await t.call<{ taskId: string }>('POST', `${API}/results/import-file`, {
      token: admin,
      body: { fileId: upload.body.data.files[0]!.id },
    });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('导入任务已提交，可在任务中心查看进度和逐行报告');
    const task = await until(
      async () =>
        (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${started.body.data.taskId}`, { token: admin })).body
          .data,
      (x) => x.status === 'succeeded' || x.status === 'failed',
    );
    expect(task).toMatchObject({ status: 'succeeded', done: 6, total: 6, kindLabel: '测评结果导入' });
    const shown = (await results('?status=completed')).body.data.rows
      .map((r) => [r.name, r.score, r.level, r.resultSource])
      .sort();
    expect(shown).toEqual([
      ['测评乙', 77.5, '', '导入'],
      ['测评甲', 93, 'A', '导入'],
    ]);
    const report = await t.call('GET', `/api/biz/tasks/${started.body.data.taskId}/download`, {
      token: admin,
    });
    expect(report.status).toBe(200);
    const bytes = report.response.rawPayload;
    expect(await readSheet(bytes, 0)).toEqual([
      ['数据行', '6'],
      ['已导入测评结果', '2'],
      ['错误行', '4'],
    ]);
    expect((await readSheet(bytes, 1)).slice(1).map((l) => [l[0], l[2]])).toEqual([
      ['3', '测评邀请不存在（missing）'],
      ['4', '请填写测评编号'],
      ['5', '分数格式不正确'],
      ['6', '分数应在0到1000之间'],
    ]);
  });

  it('issue 18 §3 a results file without its columns, or from a read-only user, is refused and starts nothing', async () => {
    const upload = await uploadImportFile(
      t,
      admin,
      '结果.csv',
      csvOf([
        ['测评编号', '等级'],
        ['x', 'A'],
      ]),
    );
    const before = await t.db.selectFrom('task').select('id').execute();
    const noScore = await t.call('POST', `${API}/results/import-file`, {
      token: admin,
      body: { fileId: upload.body.data.files[0]!.id },
    });
    expect(noScore.status).toBe(400);
    expect(noScore.body.msg).toBe('导入文件缺少「分数」列');
    const noFile = await t.call('POST', `${API}/results/import-file`, { token: admin, body: {} });
    expect(noFile.status).toBe(400);
    expect(noFile.body.msg).toContain('请上传导入文件');
    const readOnly = await t.call('POST', `${API}/results/import-file`, {
      token: viewer,
      body: { fileId: upload.body.data.files[0]!.id },
    });
    expect(readOnly.status).toBe(403);
    expect(await t.db.selectFrom('task').select('id').execute()).toHaveLength(before.length);
  });
});
