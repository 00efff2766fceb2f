import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReferralSetting,
  ReferralStaff,
  ReferralStaffImportAnswer,
  ReferralStaffPage,
  ReferredResumePage,
} from '@ehire/domain/contracts/referral';
import { CustomerRepository } from '../customer/customer.repository';
import { ReferralRepository } from './referral.repository';
import { ReferralService } from './referral.service';
import type { UploadAnswer } from '@ehire/domain/contracts/files';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { insertApplication, jobTestContext, publishedJob, type JobTestContext } from '../jobs/test-support';

let t: TestApp;
let c: JobTestContext;
beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
});
afterAll(async () => {
  await t.close();
});

async function workbook(
  rows: unknown[][],
  header: string[] = ['姓名', '手机号', '邮箱', '工号', '部门'],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('员工');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads the file (multipart, issue 12) and answers its id. */
async function upload(content: Buffer, token = c.admin, name = '员工.xlsx'): Promise<string> {
  const body = multipartBody([{ name, content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/biz/files?purpose=import',
    headers: { ...body.headers, token },
    payload: body.payload,
  });
  const answer = response.json<{ data: UploadAnswer }>();
  if (response.statusCode !== 200) throw new Error(response.body);
  return answer.data.files[0]!.id;
}

const importFile = async (content: Buffer) =>
  t.call<ReferralStaffImportAnswer>('POST', '/api/biz/referral/staff/import', {
    token: c.admin,
    body: { fileId: await upload(content) },
  });

describe('referral staff', () => {
  it('adds staff with a unique code and a careers link; refuses a duplicate mobile', async () => {
    const added = await t.call<ReferralStaff>('POST', '/api/biz/referral/staff', {
      token: c.admin,
      body: {
        name: '王芳',
        mobile: '13900001111',
        email: 'wangfang@demo.example.com',
        department: '技术中心',
      },
    });
    expect(added.body.data).toMatchObject({ name: '王芳', status: 1, referredCount: 0 });
    expect(added.body.data.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(added.body.data.link).toBe(`/careers/demo?ref=${added.body.data.code}`);
    const again = await t.call('POST', '/api/biz/referral/staff', {
      token: c.admin,
      body: { name: '王芳2', mobile: '13900001111' },
    });
    expect(again.body).toEqual({ code: -2000, msg: '手机号13900001111已存在', data: null });
    const bad = await t.call('POST', '/api/biz/referral/staff', {
      token: c.admin,
      body: { name: '李', mobile: '123' },
    });
    expect(bad.body.msg).toBe('参数错误：请输入正确的手机号');
  });

  it('imports an .xlsx: every row error reported with its row number, nothing imported until the file is clean', async () => {
    const broken = await importFile(
      await workbook([
        ['张伟', 13800000001, 'zhangwei@x.com', 'E01', '技术中心'],
        ['', '13800000002', '', '', ''],
        ['李娜', '1380000', '', '', ''],
        ['赵敏', '13800000001', '', '', ''],
        ['钱进', '13900001111', 'not-an-email', '', ''],
      ]),
    );
    expect(broken.body.data).toEqual({
      imported: 0,
      errors: [
        { row: 3, msg: '第3行：请输入员工姓名' },
        { row: 4, msg: '第4行：请输入正确的手机号' },
        { row: 5, msg: '第5行：手机号与第2行重复' },
        { row: 6, msg: '第6行：邮箱格式不正确' },
      ],
    });
    expect(broken.body.msg).toBe('导入失败，共4处错误，请修改后重新导入');
    const existing = await importFile(await workbook([['钱进', '13900001111', '', '', '']]));
    expect(existing.body.data.errors).toEqual([{ row: 2, msg: '第2行：手机号13900001111已存在' }]);

    const clean = await importFile(
      await workbook([
        ['张伟', 13800000001, 'zhangwei@x.com', 'E01', '技术中心'],
        ['李娜', '13800000003', '', 'E02', '人力资源部'],
      ]),
    );
    expect(clean.body).toMatchObject({
      code: 200,
      msg: '成功导入2名员工',
      data: { imported: 2, errors: [] },
    });
    const page = await t.call<ReferralStaffPage>('POST', '/api/biz/referral/staff/list', {
      token: c.admin,
      body: { keyword: '张伟' },
    });
    expect(page.body.data.rows[0]).toMatchObject({
      mobile: '13800000001',
      employeeNo: 'E01',
      department: '技术中心',
    });
    const wrongHeader = await importFile(await workbook([['x']], ['名字', '电话']));
    expect(wrongHeader.body.data.errors[0].msg).toBe(
      '表头应为：姓名、手机号、邮箱、工号、部门，请使用导入模板',
    );
    // A CSV is an accepted import upload, but this import reads .xlsx only.
    const notExcel = await t.call<ReferralStaffImportAnswer>('POST', '/api/biz/referral/staff/import', {
      token: c.admin,
      body: { fileId: await upload(Buffer.from('姓名,手机号\n'), c.admin, '员工.csv') },
    });
    expect(notExcel.body.data.errors[0].msg).toBe('文件无法读取，请上传 .xlsx 格式的 Excel 文件');
  });

  it("issue 12 reads the upload by id and deletes it afterwards; another operator's upload is 404", async () => {
    const id = await upload(await workbook([['孙丽', '13800000009', '', '', '']]));
    const done = await importFile(await workbook([['周强', '13800000010', '', '', '']]));
    expect(done.body.data).toEqual({ imported: 1, errors: [] });
    const viewerUpload = await upload(await workbook([['吴刚', '13800000011', '', '', '']]), c.viewer);
    const foreign = await t.call('POST', '/api/biz/referral/staff/import', {
      token: c.admin,
      body: { fileId: viewerUpload },
    });
    expect({ status: foreign.status, body: foreign.body }).toEqual({
      status: 404,
      body: { code: -2000, msg: '文件不存在或已过期', data: null },
    });
    const first = await t.call<ReferralStaffImportAnswer>('POST', '/api/biz/referral/staff/import', {
      token: c.admin,
      body: { fileId: id },
    });
    expect(first.body.data).toEqual({ imported: 1, errors: [] });
    expect(
      await t.db.selectFrom('file').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const again = await t.call('POST', '/api/biz/referral/staff/import', {
      token: c.admin,
      body: { fileId: id },
    });
    expect(again.status).toBe(404);
  });

  it('serves the import template', async () => {
    const result = await t.call('GET', '/api/biz/referral/staff/template', { token: c.viewer });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(result.response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([
      undefined,
      '姓名',
      '手机号',
      '邮箱',
      '工号',
      '部门',
    ]);
  });

  it('disables and enables; a viewer may not', async () => {
    const page = await t.call<ReferralStaffPage>('POST', '/api/biz/referral/staff/list', {
      token: c.admin,
      body: {},
    });
    const id = page.body.data.rows[0].id;
    expect(
      (
        await t.call('POST', '/api/biz/referral/staff/status', {
          token: c.admin,
          body: { ids: [id], status: 0 },
        })
      ).body.data,
    ).toEqual({
      changed: 1,
    });
    const disabled = await t.call<ReferralStaffPage>('POST', '/api/biz/referral/staff/list', {
      token: c.admin,
      body: { status: 0 },
    });
    expect(disabled.body.data.rows.map((r) => r.id)).toEqual([id]);
    expect(
      (
        await t.call('POST', '/api/biz/referral/staff/status', {
          token: c.viewer,
          body: { ids: [id], status: 1 },
        })
      ).status,
    ).toBe(403);
    await t.call('POST', '/api/biz/referral/staff/status', {
      token: c.admin,
      body: { ids: [id], status: 1 },
    });
  });
});

describe('referral settings and referred candidates', () => {
  it('keeps the settings (defaults first)', async () => {
    const initial = await t.call<ReferralSetting>('GET', '/api/biz/referral/setting', { token: c.admin });
    expect(initial.body.data).toEqual({ enabled: true, protectDays: 90, showReferrer: true, rule: '' });
    const saved = await t.call<ReferralSetting>('PUT', '/api/biz/referral/setting', {
      token: c.admin,
      body: { enabled: true, protectDays: 30, showReferrer: false, rule: '推荐入职奖励 3000 元' },
    });
    expect(saved.body.data).toEqual({
      enabled: true,
      protectDays: 30,
      showReferrer: false,
      rule: '推荐入职奖励 3000 元',
    });
    const bad = await t.call('PUT', '/api/biz/referral/setting', {
      token: c.admin,
      body: { ...saved.body.data, protectDays: 0 },
    });
    expect(bad.body.msg).toBe('参数错误：内推保护期至少1天');
  });

  it('the referred list is empty until applications exist, then shows who referred whom', async () => {
    const empty = await t.call<ReferredResumePage>('POST', '/api/biz/referral/resumes/list', {
      token: c.admin,
      body: {},
    });
    expect(empty.body.data).toEqual({ total: 0, pageIndex: 1, pageSize: 20, rows: [] });

    const staff = (
      await t.call<ReferralStaffPage>('POST', '/api/biz/referral/staff/list', {
        token: c.admin,
        body: { keyword: '王芳' },
      })
    ).body.data.rows[0];
    const other = (
      await t.call<ReferralStaffPage>('POST', '/api/biz/referral/staff/list', {
        token: c.admin,
        body: { keyword: '李娜' },
      })
    ).body.data.rows[0];
    const jobId = await publishedJob(c, { CJobName: '内推职位' });
    const second = await publishedJob(c, { CJobName: '内推职位二' });
    const service = new ReferralService(new ReferralRepository(t.db), t.clock, new CustomerRepository(t.db));

    const first = await insertApplication(t, jobId, { name: '陈晨', mobile: '15000000001' });
    expect(
      await service.recordReferral(first.tenantId, { applicationId: first.applicationId, code: staff.code }),
    ).toBe(staff.id);
    // Unknown code: nobody referred it.
    const plain = await insertApplication(t, jobId, { name: '周舟', mobile: '15000000002' });
    expect(
      await service.recordReferral(plain.tenantId, { applicationId: plain.applicationId, code: 'NOPE2345' }),
    ).toBeNull();

    const list = await t.call<ReferredResumePage>('POST', '/api/biz/referral/resumes/list', {
      token: c.admin,
      body: {},
    });
    expect(list.body.data.rows.map((r) => [r.candidateName, r.jobName, r.staffName, r.staffCode])).toEqual([
      ['陈晨', '内推职位', '王芳', staff.code],
    ]);
    expect(
      (
        await t.call<ReferralStaffPage>('POST', '/api/biz/referral/staff/list', {
          token: c.admin,
          body: { keyword: '王芳' },
        })
      ).body.data.rows[0].referredCount,
    ).toBe(1);

    // Within the protection period the first referrer keeps the candidate.
    t.clock.advance(86_400_000);
    const sameCandidate = await t.db
      .selectFrom('candidate')
      .select('id')
      .where('mobile', '=', '15000000001')
      .executeTakeFirstOrThrow();
    const again = await insertApplication(t, second, { name: '陈晨', mobile: '15000000009' });
    await t.db
      .updateTable('application')
      .set({ candidate_id: sameCandidate.id })
      .where('id', '=', again.applicationId)
      .execute();
    expect(
      await service.recordReferral(again.tenantId, { applicationId: again.applicationId, code: other.code }),
    ).toBe(staff.id);

    // Other tenants see nothing.
    const demo2 = (await t.login('demo2', 'admin')).token;
    expect(
      (await t.call<ReferredResumePage>('POST', '/api/biz/referral/resumes/list', { token: demo2, body: {} }))
        .body.data.total,
    ).toBe(0);
  });
});
