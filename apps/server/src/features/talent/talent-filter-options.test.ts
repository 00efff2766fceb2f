import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobOptions } from '@ehire/domain/contracts/jobs';
import type { TalentField, TalentListQueryInput, TalentPage } from '@ehire/domain/contracts/talent';
import type { OptionNode } from '@ehire/domain/conditions/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertApplication, jobTestContext, publishedJob, type JobTestContext } from '../jobs/test-support';

// The choosers fed by region and label option trees (DATA-031): the talent list's 生源地 and 标签
// filters, 公共人才库's 标签 filter, and the job form's 工作地区 city chooser (VAL-008). SQLite, and PostgreSQL with
// TEST_DATABASE_URL.

let t: TestApp;
let c: JobTestContext;
let jobId: string;

const DATA_031_KEYS = ['children', 'hidden', 'id', 'label', 'level', 'parent', 'status', 'value'];

const fields = async (token = c.admin) =>
  (await t.call<TalentField[]>('GET', '/api/biz/talent/fields', { token })).body.data;
const list = (body: TalentListQueryInput) =>
  t.call<TalentPage>('POST', '/api/biz/talent/list', { token: c.admin, body });

beforeAll(async () => {
  t = await createTestApp();
  c = await jobTestContext(t);
  jobId = await publishedJob(c, { CJobName: '选项树职位' });
});
afterAll(async () => {
  await t.close();
});

describe('region and label choosers', () => {
  it('DATA-031 the 标签 filter offers the tenant\'s labels as tree options, and only its own', async () => {
    const added = await t.call<{ id: string }>('POST', '/api/biz/settings/labels/add', {
      token: c.admin,
      body: { name: '名校优先', color: 'red' },
    });
    expect(added.body.code).toBe(200);
    const other = (await t.login('demo2', 'admin')).token;
    await t.call('POST', '/api/biz/settings/labels/add', { token: other, body: { name: '别家标签' } });

    const labels = (await fields()).find((f) => f.key === 'labels');
    const option = labels?.options?.find((o) => o.value === '名校优先');
    expect(option).toEqual({
      value: '名校优先',
      label: '名校优先',
      id: added.body.data.id,
      parent: null,
      level: 1,
      status: 1,
      hidden: false,
      children: [],
    });
    expect(labels?.options?.map((o) => o.value)).not.toContain('别家标签');

    // 公共人才库's 标签 filter reads the same tree (a read-only user may filter too).
    const pool = await t.call<OptionNode[]>('GET', '/api/biz/pools/public/label-options', { token: c.viewer });
    expect(pool.status).toBe(200);
    expect(pool.body.data.find((o) => o.value === '名校优先')).toEqual(option);
    expect(pool.body.data.map((o) => o.value)).not.toContain('别家标签');
  });

  it('DATA-031 the 生源地 filter offers the regions as tree options and finds the applications of the chosen one', async () => {
    const region = (await fields()).find((f) => f.key === 'region');
    const provinces = region?.options ?? [];
    expect(provinces.map((p) => p.value)).toEqual(expect.arrayContaining(['北京', '浙江', '广东', '香港']));
    const everyNode = (nodes: readonly OptionNode[]): OptionNode[] =>
      nodes.flatMap((n) => [n, ...everyNode(n.children ?? [])]);
    for (const node of everyNode(provinces)) expect(Object.keys(node).sort()).toEqual(DATA_031_KEYS);
    const guangdong = provinces.find((p) => p.value === '广东');
    expect(guangdong).toMatchObject({ id: '440000', parent: null, level: 1, status: 1, hidden: false });
    expect(guangdong?.children?.[0]).toMatchObject({ value: '广州', parent: '440000', level: 2 });

    const zhejiang = await insertApplication(t, jobId, { name: '浙江考生', region: '浙江' });
    const canton = await insertApplication(t, jobId, { name: '广东考生', region: '广东' });
    const page = await list({
      jobId,
      filter: { kind: 'condition', field: ['region'], operator: 'inAny', value: ['广东'], fieldType: 4 },
    });
    expect(page.status).toBe(200);
    const ids = page.body.data.rows.map((r) => r.applicationId);
    expect(ids).toContain(canton.applicationId);
    expect(ids).not.toContain(zhejiang.applicationId);
  });

  it('VAL-008 DATA-031 the job form\'s 工作地区 chooser hides 台湾 (350000 in the older codes), keeps 浙江 and 香港', async () => {
    const res = await t.call<JobOptions>('GET', '/api/biz/jobs/options', { token: c.admin });
    expect(res.status).toBe(200);
    const byName = new Map(res.body.data.cities.map((p) => [p.value, p]));
    expect(byName.get('台湾')).toMatchObject({ hidden: true });
    expect(byName.get('台湾')?.children.every((city) => city.hidden)).toBe(true);
    expect(byName.get('浙江')).toMatchObject({ id: '330000', hidden: false });
    expect(byName.get('浙江')?.children.some((city) => city.hidden)).toBe(false);
    // 香港 is listed municipal: offered as the city itself (its one child hidden).
    expect(byName.get('香港')).toMatchObject({ hidden: false, children: [{ value: '香港', hidden: true }] });
  });
});
