import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DictListAnswer,
  DraftAnswer,
  EditAnswer,
  LatestTaskAnswer,
  MemberDictAnswer,
  OnlineDesignAnswer,
  OpsDesignDetail,
  RelatedRulesAnswer,
  SaveDesignAnswer,
  SaveDesignInput,
} from '@ehire/domain/contracts/resume-design';
import { DESIGN_CONFLICT_MESSAGE } from '@ehire/domain/contracts/resume-design';
import { newField, newModule, type DesignModule } from '@ehire/domain/resume-design/model';
import { signDesignerRequest } from '@ehire/domain/signing/flow-sign';
import {
  designerCall,
  signedDesignerPayload,
  signedLogin,
  type SignedSession,
} from '../../test/designer-calls';
import { createTestApp, type TestApp } from '../../test/harness';
import { createJob, insertApplication, jobTestContext } from '../jobs/test-support';
import { ResumeDesignRepository } from './resume-design.repository';
import { ResumeDesignService, type SmartRulesLink } from './resume-design.service';

const BASE = '/api/biz/resume-design';

let t: TestApp;
let admin: SignedSession;
let viewer: SignedSession;
let other: SignedSession;
let ops: string;
let demoTenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedLogin(t, 'demo', 'admin');
  viewer = await signedLogin(t, 'demo', 'viewer');
  other = await signedLogin(t, 'demo2', 'admin');
  ops = await t.opsLogin();
  const row = await t.db
    .selectFrom('tenant')
    .select('id')
    .where('member_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  demoTenantId = row.id;
});
afterAll(async () => {
  await t.close();
});

async function get<T>(path: string, who = admin, query?: Record<string, string>) {
  return designerCall<T>(t, 'GET', `${BASE}${path}`, who, query);
}
async function post<T>(path: string, body: Record<string, unknown>, who = admin) {
  return designerCall<T>(t, 'POST', `${BASE}${path}`, who, body);
}

function customModule(modId: string, cname: string, listIndex: number, withField = true): DesignModule {
  const m = { ...newModule({ modId, modType: 2, cname }), listIndex };
  if (!withField) return m;
  const dropdown = {
    ...newField({ colId: `field_${modId}`, modId, inputType: 9, cname: '意向城市' }),
    dictData: [
      { name: '广东', value: '广东', items: [{ name: '深圳', value: '深圳' }] },
      { name: '浙江', value: '浙江', items: [{ name: '杭州', value: '杭州' }] },
    ],
  };
  return { ...m, ecolumns: [dropdown] };
}

async function startEdit(who = admin): Promise<{ taskId: string; revision: number }> {
  const edit = await post<EditAnswer>('/edit', {}, who);
  expect(edit.status).toBe(200);
  return { taskId: edit.body.data.taskId, revision: edit.body.data.revision };
}

describe('resume designer: online design and versions', () => {
  it('DES-062 GAP-050 CALL-058 CALL-060 every tenant starts from the default design as version 1 (exists, online settings with remaining counts)', async () => {
    const exists = await get<boolean>('/exists');
    expect(exists.body.data).toBe(true);
    const latest = await get<LatestTaskAnswer>('/latest-task');
    expect(latest.body).toEqual({ code: 200, msg: '操作成功', data: null });
    const online = await get<OnlineDesignAnswer>('/online');
    expect(online.body.data.version).toBe(1);
    expect(online.body.data.emodules.map((m) => m.cname)).toEqual([
      '基本信息',
      '教育经历',
      '实习经历',
      '项目经历',
      '获奖情况',
      '语言能力',
      '专业技能',
      '附件',
    ]);
    expect(online.body.data.remainingCounts).toEqual({ single: 28, multi: 24 });
    const basic = online.body.data.emodules[0];
    expect(basic?.remainCounts).toEqual({ text: 35, number: 10, date: 9, attachment: 9, choice: 39 });
  });

  it('DES-067 CALL-063 the common fields of a module (modId, modType), with used flags', async () => {
    const res = await get<{ colId: string; cname: string; used: boolean; dictData: unknown[] }[]>(
      '/common-fields',
      admin,
      {
        modId: 'sub01',
        modType: '1',
      },
    );
    const health = res.body.data.find((p) => p.colId === 'P_HEALTH');
    expect(health).toMatchObject({ cname: '健康状况', used: false });
    expect(health?.dictData.length).toBeGreaterThan(0);
    const bad = await get('/common-fields', admin, { modId: 'sub01', modType: '5' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数错误：模块类型不正确');
  });
});

describe('resume designer: draft, save, submit, review', () => {
  let taskId = '';
  let revision = 0;

  it('DES-085 DES-064 CALL-059 CALL-061 Edit opens an EDITING task; the latest task reports its status, taskId and isRead', async () => {
    ({ taskId, revision } = await startEdit());
    expect(revision).toBe(0);
    const again = await startEdit();
    expect(again.taskId).toBe(taskId);
    const latest = await get<LatestTaskAnswer>('/latest-task');
    expect(latest.body.data).toEqual({ status: 'EDITING', taskId, isRead: false });
    const draft = await get<DraftAnswer>('/draft', admin, { taskId });
    expect(draft.body.data).toMatchObject({ status: 'EDITING', baseVersion: 1, revision: 0 });
    expect(draft.body.data.emodules).toHaveLength(8);
  });

  it('DESVAL-021 DESVAL-035 DESVAL-036 DES-065 DES-066 a save with failures answers per-module and per-field reasons and stores nothing', async () => {
    const empty = customModule('mod_empty', '社会实践', 8, false);
    const bad = customModule('mod_bad', '项目经历', 9);
    const badField = { ...bad.ecolumns[0]!, cname: ' ' };
    const body: SaveDesignInput = {
      taskId,
      revision,
      emodules: [empty, { ...bad, ecolumns: [badField] }],
      logInfo: [],
    };
    const res = await post<SaveDesignAnswer>('/save', body);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('简历设置存在错误，请根据提示修改后再保存');
    expect(res.body.data).toEqual({
      isSuccess: false,
      reason: '简历设置存在错误，请根据提示修改后再保存',
      emoduleSaveFails: [
        { emodulesModId: 'sub30', emodulesErrorMsg: '中文标题重复 ！', ecolumns: [] },
        {
          emodulesModId: 'mod_empty',
          emodulesErrorMsg: '当前模块为空，请删除模块或添加简历字段!',
          ecolumns: [],
        },
        {
          emodulesModId: 'mod_bad',
          emodulesErrorMsg: '中文标题重复 ！',
          ecolumns: [{ ecolumnsColId: 'field_mod_bad', ecolumnsErrorMsg: '请先填写中文标题' }],
        },
      ],
      taskId,
      status: 'EDITING',
      revision: 0,
    });
    const draft = await get<DraftAnswer>('/draft', admin, { taskId });
    expect(draft.body.data.revision).toBe(0);
    expect(draft.body.data.emodules.map((m) => m.modId)).not.toContain('mod_empty');
  });

  it('DES-086 DESVAL-031 CALL-064 a clean save stores the draft and bumps the revision; fixed modules cannot be deleted', async () => {
    const m = customModule('mod_city', '意向城市', 8);
    const text = {
      ...newField({ colId: 'field_note', modId: 'mod_city', inputType: 6, cname: '备注' }),
      inputLen: null,
      listIndex: 1,
    };
    const res = await post<SaveDesignAnswer>('/save', {
      taskId,
      revision,
      emodules: [{ ...m, ecolumns: [...m.ecolumns, text] }],
      logInfo: [{ code: 1114, text: '保存简历设置' }],
    });
    expect(res.body.data).toMatchObject({
      isSuccess: true,
      emoduleSaveFails: [],
      revision: 1,
      status: 'EDITING',
    });
    expect(res.body.msg).toBe('保存成功');
    revision = 1;
    const draft = await get<DraftAnswer>('/draft', admin, { taskId });
    const saved = draft.body.data.emodules.find((x) => x.modId === 'mod_city');
    expect(saved?.ecolumns.find((c) => c.colId === 'field_note')?.inputLen).toBe(400);

    const edu = draft.body.data.emodules.find((x) => x.modId === 'sub10') as DesignModule;
    const refused = await post<SaveDesignAnswer>('/save', {
      taskId,
      revision,
      emodules: [{ ...edu, deleteStatus: 1 }],
      logInfo: [],
    });
    expect(refused.body.data.emoduleSaveFails).toEqual([
      { emodulesModId: 'sub10', emodulesErrorMsg: '固定模块和预设模块不能删除', ecolumns: [] },
    ]);
  });

  it('concurrent save: a stale revision is refused with a clear message and changes nothing', async () => {
    const m = customModule('mod_late', '晚到的修改', 9);
    const stale = await post<SaveDesignAnswer>('/save', { taskId, revision: 0, emodules: [m], logInfo: [] });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: -2000, msg: DESIGN_CONFLICT_MESSAGE, data: null });
    const draft = await get<DraftAnswer>('/draft', admin, { taskId });
    expect(draft.body.data.revision).toBe(1);
    expect(draft.body.data.emodules.map((x) => x.modId)).not.toContain('mod_late');
  });

  it('PERM-025 a viewer (Resume.Setting 1) reads but cannot edit, save or submit', async () => {
    expect((await get<OnlineDesignAnswer>('/online', viewer)).status).toBe(200);
    for (const path of ['/save', '/submit']) {
      const res = await post(path, { taskId, revision, emodules: [], logInfo: [] }, viewer);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: -2000, msg: '无权限', data: null });
    }
    expect((await post('/edit', {}, viewer)).status).toBe(403);
    expect((await get<DraftAnswer>('/draft', admin, { taskId })).body.data.revision).toBe(1);
  });

  it('tenant isolation: another tenant cannot read or save this draft and has its own design', async () => {
    const read = await get('/draft', other, { taskId });
    expect(read.status).toBe(404);
    expect(read.body.msg).toBe('编辑任务不存在或已失效，请刷新页面');
    const save = await post('/save', { taskId, revision, emodules: [], logInfo: [] }, other);
    expect(save.status).toBe(404);
    expect((await get<LatestTaskAnswer>('/latest-task', other)).body.data).toBeNull();
    const online = await get<OnlineDesignAnswer>('/online', other);
    expect(online.body.data.emodules.map((m) => m.modId)).not.toContain('mod_city');
  });

  it('bad input gets a 4xx naming the attribute and changes nothing', async () => {
    const res = await post('/save', {
      taskId,
      revision,
      emodules: [{ modId: 'mod_x', cname: 'x' }],
      logInfo: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('参数错误：模块类型不正确');
    const noTask = await post('/save', { revision, emodules: [], logInfo: [] });
    expect(noTask.status).toBe(400);
    expect(noTask.body.msg).toBe('参数错误：请先点击编辑');
  });

  it('DES-088 DESCONST-024 CALL-065 submit sets CHECKING, answers 提交成功 and is audited as 1115 提交简历审核', async () => {
    const res = await post<SaveDesignAnswer>('/submit', {
      taskId,
      revision,
      emodules: [],
      logInfo: [{ code: 1115, text: '提交简历审核' }],
    });
    expect(res.body.msg).toBe('提交成功');
    expect(res.body.data).toMatchObject({ isSuccess: true, status: 'CHECKING', revision: 2 });
    revision = 2;
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['detail', 'target_id'])
      .where('action', '=', `POST ${BASE}/submit`)
      .execute();
    expect(audit).toContainEqual({ detail: '1115 提交简历审核', target_id: taskId });
    const saves = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', `POST ${BASE}/save`)
      .execute();
    expect(saves.map((s) => s.detail)).toContain('1114 保存简历设置');
    expect((await get<LatestTaskAnswer>('/latest-task')).body.data).toEqual({
      status: 'CHECKING',
      taskId,
      isRead: false,
    });
    const blocked = await post('/save', { taskId, revision, emodules: [], logInfo: [] });
    expect(blocked.status).toBe(409);
    expect(blocked.body.msg).toBe('简历正在审核中，暂不能编辑');
    expect((await post('/edit', {})).body.msg).toBe('简历正在审核中，暂不能编辑');
  });

  it('the provider lists the submitted design with tenant, submitted at and operator, and sees the differences', async () => {
    const list = await t.call<{
      rows: {
        taskId: string;
        member: string;
        tenantName: string;
        submittedAt: number;
        submittedBy: string;
        status: string;
      }[];
    }>('POST', '/api/ops/resume-designs/list', { token: ops, body: {} });
    const row = list.body.data.rows.find((r) => r.taskId === taskId);
    expect(row).toMatchObject({ member: 'demo', status: 'CHECKING', submittedBy: expect.any(String) });
    expect(row?.submittedAt).toBe(t.clock.now());
    expect(row?.submittedBy).not.toBe('');
    const detail = await t.call<OpsDesignDetail>('GET', `/api/ops/resume-designs/${taskId}`, { token: ops });
    expect(detail.body.data.onlineVersion).toBe(1);
    expect(detail.body.data.diff).toContainEqual({
      kind: 'module-added',
      modId: 'mod_city',
      colId: null,
      title: '意向城市',
      attributes: [],
    });
    // Operators cannot reach the provider's routes.
    expect((await t.call('GET', `/api/ops/resume-designs/${taskId}`, { token: admin.token })).status).toBe(
      401,
    );
  });

  it('CALL-068 reject with reasons per module and per field; the designer sees them after reopening (reopen answers the new taskId)', async () => {
    const empty = await t.call('POST', `/api/ops/resume-designs/${taskId}/reject`, { token: ops, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('参数错误：请输入驳回原因');
    const unknown = await t.call('POST', `/api/ops/resume-designs/${taskId}/reject`, {
      token: ops,
      body: { modules: [{ modId: 'mod_nope', reason: 'x' }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('模块不存在：mod_nope');

    const res = await t.call('POST', `/api/ops/resume-designs/${taskId}/reject`, {
      token: ops,
      body: {
        reason: '请调整意向城市模块',
        modules: [
          {
            modId: 'mod_city',
            reason: '模块名称不规范',
            columns: [{ colId: 'field_mod_city', reason: '选项不完整' }],
          },
        ],
      },
    });
    expect(res.body.data).toEqual({ taskId, status: 'REJECTED', version: null });
    expect((await get<LatestTaskAnswer>('/latest-task')).body.data).toEqual({
      status: 'REJECTED',
      taskId,
      isRead: false,
    });

    const reopened = await post<{ taskId: string }>('/task/reopen', { taskId });
    const newTask = reopened.body.data.taskId;
    expect(newTask).not.toBe(taskId);
    expect((await get<LatestTaskAnswer>('/latest-task')).body.data).toEqual({
      status: 'EDITING',
      taskId: newTask,
      isRead: false,
    });
    const draft = await get<DraftAnswer>('/draft', admin, { taskId: newTask });
    const city = draft.body.data.emodules.find((m) => m.modId === 'mod_city');
    expect(city?.rejectReason).toBe('模块名称不规范');
    expect(city?.ecolumns[0]).toMatchObject({ rejectReason: '选项不完整', status: '03' });
    taskId = newTask;
    revision = draft.body.data.revision;
  });

  it('CALL-067 STATE-018 submit → approve publishes version 2; version 1 is unchanged; confirm action 1 (discard) marks it read and answers the taskId', async () => {
    const before = await t.db
      .selectFrom('resume_design_version')
      .select(['modules_json', 'published_at'])
      .where('tenant_id', '=', demoTenantId)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const draft = await get<DraftAnswer>('/draft', admin, { taskId });
    const city = draft.body.data.emodules.find((m) => m.modId === 'mod_city') as DesignModule;
    const fixed = {
      ...city,
      cname: '期望城市',
      rejectReason: '',
      ecolumns: city.ecolumns.map((c) => ({
        ...c,
        rejectReason: '',
        dictData: [
          ...c.dictData,
          { name: '北京', value: '北京', items: [{ name: '海淀区', value: '海淀区' }] },
        ],
      })),
    };
    const submitted = await post<SaveDesignAnswer>('/submit', {
      taskId,
      revision,
      emodules: [fixed],
      logInfo: [],
    });
    expect(submitted.body.data.isSuccess).toBe(true);
    t.clock.advance(60_000);
    const approved = await t.call('POST', `/api/ops/resume-designs/${taskId}/approve`, { token: ops });
    expect(approved.body.data).toEqual({ taskId, status: 'PUBLISHED', version: 2 });
    const again = await t.call('POST', `/api/ops/resume-designs/${taskId}/approve`, { token: ops });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该简历不在审核中');

    const online = await get<OnlineDesignAnswer>('/online');
    expect(online.body.data.version).toBe(2);
    const published = online.body.data.emodules.find((m) => m.modId === 'mod_city');
    expect(published).toMatchObject({ cname: '期望城市', isPublished: 1, rejectReason: '' });
    expect(published?.ecolumns.map((c) => c.status)).toEqual(['04', '04']);
    const versions = await get<{ version: number }[]>('/versions');
    expect(versions.body.data.map((v) => v.version)).toEqual([2, 1]);
    const after = await t.db
      .selectFrom('resume_design_version')
      .select(['modules_json', 'published_at'])
      .where('tenant_id', '=', demoTenantId)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const v1 = await get<OnlineDesignAnswer>('/versions/1');
    expect(v1.body.data.emodules.map((m) => m.modId)).not.toContain('mod_city');

    expect((await get<LatestTaskAnswer>('/latest-task')).body.data).toEqual({
      status: 'PUBLISHED',
      taskId,
      isRead: false,
    });
    const ack = await post<{ taskId: string }>('/task/discard', { taskId });
    expect(ack.body.data).toEqual({ taskId });
    expect((await get<LatestTaskAnswer>('/latest-task')).body.data).toEqual({
      status: 'PUBLISHED',
      taskId,
      isRead: true,
    });
  });

  it('DES-091 CALL-066 Discard changes deletes the draft; the online version stays', async () => {
    const { taskId: draftId } = await startEdit();
    expect(draftId).not.toBe(taskId);
    const del = await post('/draft/delete', { taskId: draftId });
    expect(del.status).toBe(200);
    expect((await get('/draft', admin, { taskId: draftId })).status).toBe(404);
    expect((await get<LatestTaskAnswer>('/latest-task')).body.data).toEqual({
      status: 'PUBLISHED',
      taskId,
      isRead: true,
    });
    expect((await get<OnlineDesignAnswer>('/online')).body.data.version).toBe(2);
  });
});

describe('issue 17 DESVAL-083 GAP-051 locked properties of fixed fields sent straight to the API', () => {
  it('issue 17 DESVAL-083 a dictionary change of the fixed 学校 field is refused with 400 naming the field and stores nothing; an unchanged save passes', async () => {
    const { taskId, revision } = await startEdit(other);
    const draft = await get<DraftAnswer>('/draft', other, { taskId });
    const edu = draft.body.data.emodules.find((x) => x.modId === 'sub10') as DesignModule;
    const school = edu.ecolumns.find((c) => c.colId === 'CCA2')!;
    const otherTable = edu.ecolumns.find((c) => c.colId === 'CCA1')!.systemDdTableName;
    expect(otherTable).not.toBe(school.systemDdTableName);
    for (const change of [{ systemDdTableName: otherTable }, { dictLevel: 2 as const }, { dictType: 0 as const }]) {
      const changed = edu.ecolumns.map((c) => (c.colId === 'CCA2' ? { ...c, ...change } : c));
      const refused = await post<SaveDesignAnswer>(
        '/save',
        { taskId, revision, emodules: [{ ...edu, ecolumns: changed }], logInfo: [] },
        other,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('固定字段和常用字段的字典不能修改：学校');
    }
    const after = await get<DraftAnswer>('/draft', other, { taskId });
    expect(after.body.data.revision).toBe(revision);
    const kept = after.body.data.emodules.find((x) => x.modId === 'sub10')!.ecolumns.find((c) => c.colId === 'CCA2');
    expect(kept?.systemDdTableName).toBe(school.systemDdTableName);

    const memo = edu.ecolumns.map((c) => (c.colId === 'CCA2' ? { ...c, memo: '请填写全称' } : c));
    const saved = await post<SaveDesignAnswer>(
      '/save',
      { taskId, revision, emodules: [{ ...edu, ecolumns: memo }], logInfo: [] },
      other,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.isSuccess).toBe(true);
  });
});

describe('CALL-016 the designer family is signed with the sorted-parameter sign', () => {
  // Dictionaries are saved in the second tenant: the dictionary tests below list the first one's.
  const DICT_SAVE = '/api/biz/dictionaries/member/save';
  const refusal = (code: string, msg: string) => ({ code, msg, data: null });
  const dictionaryNames = async () =>
    (
      await t.db
        .selectFrom('member_dictionary')
        .innerJoin('tenant', 'tenant.id', 'member_dictionary.tenant_id')
        .select('member_dictionary.name')
        .where('tenant.member_name', '=', 'demo2')
        .execute()
    ).map((row) => row.name);
  const reversed = <T extends Record<string, unknown>>(value: T): T =>
    Object.fromEntries(Object.entries(value).reverse()) as T;

  it('CALL-016 unsigned designer and dictionary calls are refused with WF0001 and change nothing', async () => {
    for (const url of [`${BASE}/online`, '/api/biz/dictionaries/list']) {
      const res = await t.call('GET', url, { token: admin.token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refusal('WF0001', '签名错误'));
    }
    const body = { dictName: '未签名字典', dictLevel: 1, dictItems: [{ name: 'a', value: 'a' }] };
    const unsigned = await t.call('POST', DICT_SAVE, { token: other.token, body });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toEqual(refusal('WF0001', '签名错误'));
    expect(await dictionaryNames()).not.toContain('未签名字典');
  });

  it('CALL-016 the order of the parameters, at any depth, does not change the sign', async () => {
    const signed = await signedDesignerPayload(t, 'POST', other, {
      dictName: '顺序无关',
      dictLevel: 2,
      dictItems: [{ name: '北京', value: '北京', items: [{ name: '海淀', value: '海淀' }] }],
    });
    const reordered = reversed({
      ...signed,
      dictItems: [
        reversed({ items: [reversed({ name: '海淀', value: '海淀' })], name: '北京', value: '北京' }),
      ],
    });
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(signed));
    const res = await t.call<MemberDictAnswer>('POST', DICT_SAVE, { token: other.token, body: reordered });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dictName: '顺序无关', dictLevel: 2 });

    const query = await signedDesignerPayload(t, 'GET', admin, { modId: 'sub01', modType: '1' });
    const get = await t.call('GET', `${BASE}/common-fields`, {
      token: admin.token,
      query: reversed(query) as never,
    });
    expect(get.status).toBe(200);
  });

  it('CALL-016 a tampered parameter or another session key is refused with WF0001', async () => {
    const signed = await signedDesignerPayload(t, 'POST', other, {
      dictName: '原字典',
      dictLevel: 1,
      dictItems: [{ name: 'a', value: 'a' }],
    });
    const tampered = await t.call('POST', DICT_SAVE, {
      token: other.token,
      body: { ...signed, dictName: '篡改的字典' },
    });
    expect(tampered.status).toBe(401);
    expect(tampered.body).toEqual(refusal('WF0001', '签名错误'));
    const nested = await t.call('POST', DICT_SAVE, {
      token: other.token,
      body: { ...signed, dictItems: [{ name: 'b', value: 'b' }] },
    });
    expect(nested.body).toEqual(refusal('WF0001', '签名错误'));
    const foreign = await signedDesignerPayload(t, 'GET', { ...admin, signKey: viewer.signKey });
    const wrongKey = await t.call('GET', `${BASE}/online`, { token: admin.token, query: foreign as never });
    expect(wrongKey.body).toEqual(refusal('WF0001', '签名错误'));
    expect(await dictionaryNames()).not.toContain('篡改的字典');
    expect(await dictionaryNames()).not.toContain('原字典');
  });

  it('CALL-016 a stale timestamp is refused with WF0002 and a replay with WF0101', async () => {
    const old = await signDesignerRequest({
      method: 'GET',
      signKey: admin.signKey,
      now: t.clock.now() - 5 * 60_000 - 1,
    });
    const stale = await t.call('GET', `${BASE}/online`, { token: admin.token, query: old as never });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual(refusal('WF0002', '请求已过期'));

    const body = await signedDesignerPayload(t, 'POST', other, {
      dictName: '只保存一次',
      dictLevel: 1,
      dictItems: [{ name: 'a', value: 'a' }],
    });
    expect((await t.call('POST', DICT_SAVE, { token: other.token, body })).status).toBe(200);
    const replay = await t.call('POST', DICT_SAVE, { token: other.token, body });
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual(refusal('WF0101', '重复的请求'));
    expect((await dictionaryNames()).filter((name) => name === '只保存一次')).toHaveLength(1);
  });

  it('CALL-016 the provider review is another family: it is not signed', async () => {
    const res = await t.call('POST', '/api/ops/resume-designs/list', { token: ops, body: {} });
    expect(res.status).toBe(200);
  });
});

describe('dictionaries and related rules', () => {
  it('DESCONST-016 system dictionaries list by pages of 20 and load their trees', async () => {
    const list = await designerCall<DictListAnswer>(t, 'GET', '/api/biz/dictionaries/list', admin, {
      dicCategory: '1',
    });
    expect(list.body.data).toMatchObject({ total: 10, pageIndex: 1, pageSize: 20 });
    expect(list.body.data.dictDtoList[0]).toEqual({
      dicKey: 'DD_DEGREE',
      dicName: '学历',
      dicCategory: 1,
      dicType: 1,
      checkStatus: 1,
      version: '20220328',
    });
    const region = await designerCall<{ dictLevel: number; dictItems: { name: string }[] }>(
      t,
      'GET',
      '/api/biz/dictionaries/system/dd_region',
      admin,
    );
    expect(region.body.data.dictLevel).toBe(2);
    expect(region.body.data.dictItems).toHaveLength(34);
  });

  it('DES-060 CALL-062 member custom dictionaries: saved per tenant, validated, used by fields; custom dictionary data by colIdList', async () => {
    const bad = await designerCall(t, 'POST', '/api/biz/dictionaries/member/save', admin, {
      dictName: '校区',
      dictLevel: 1,
      dictItems: [{ name: 'a|b', value: '' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("第1项：请勿输入以下字符'|#$");
    const saved = await designerCall<MemberDictAnswer>(
      t,
      'POST',
      '/api/biz/dictionaries/member/save',
      admin,
      {
        dictName: '校区',
        dictLevel: 2,
        dictItems: [{ name: '北京', value: '', items: [{ name: '海淀校区', value: '' }] }],
      },
    );
    expect(saved.body.data).toMatchObject({
      dictName: '校区',
      dictLevel: 2,
      dictItems: [{ name: '北京', value: '北京', items: [{ name: '海淀校区', value: '海淀校区' }] }],
    });
    const id = saved.body.data.customerDictId;
    const list = await designerCall<DictListAnswer>(t, 'POST', '/api/biz/dictionaries/list', admin, {
      dicCategory: 2,
    });
    const mine = await designerCall<MemberDictAnswer>(t, 'GET', '/api/biz/dictionaries/member', admin, {
      CustomerDictId: id,
    });
    expect(mine.body.data.dictItems).toEqual(saved.body.data.dictItems);
    expect(list.body.data.dictDtoList).toEqual([
      { dicKey: id, dicName: '校区', dicCategory: 2, dicType: 2, checkStatus: 1, version: '20220328' },
    ]);
    expect(
      (await designerCall(t, 'GET', '/api/biz/dictionaries/member', other, { CustomerDictId: id })).status,
    ).toBe(404);
    expect(
      (
        await designerCall(t, 'POST', '/api/biz/dictionaries/member/save', viewer, {
          dictName: 'x',
          dictLevel: 1,
          dictItems: [{ name: 'x', value: 'x' }],
        })
      ).status,
    ).toBe(403);

    const { taskId, revision } = await startEdit();
    const m = { ...newModule({ modId: 'mod_campus', modType: 1, cname: '意向校区' }), listIndex: 10 };
    const field = {
      ...newField({ colId: 'field_campus', modId: 'mod_campus', inputType: 9, cname: '校区' }),
      dictType: 3 as const,
      customerDictId: id,
      dictLevel: 2 as const,
    };
    const res = await post<SaveDesignAnswer>('/save', {
      taskId,
      revision,
      emodules: [{ ...m, ecolumns: [field] }],
      logInfo: [],
    });
    expect(res.body.data.isSuccess).toBe(true);
    const dicts = await post<{ colId: string; dictData: unknown[]; dictLevel: number }[]>('/custom-dicts', {
      colIdList: ['field_campus'],
      taskId,
    });
    expect(dicts.body.data).toEqual([
      {
        colId: 'field_campus',
        dictData: [{ name: '北京', value: '北京', items: [{ name: '海淀校区', value: '海淀校区' }] }],
        dictLogicRankType: 1,
        dictLogicRank: [],
        dictLevel: 2,
      },
    ]);
    const missing = { ...field, customerDictId: 'nope' };
    const refused = await post<SaveDesignAnswer>('/save', {
      taskId,
      revision: revision + 1,
      emodules: [{ ...m, ecolumns: [missing] }],
      logInfo: [],
    });
    expect(refused.body.data.emoduleSaveFails).toEqual([
      {
        emodulesModId: 'mod_campus',
        emodulesErrorMsg: '',
        ecolumns: [{ ecolumnsColId: 'field_campus', ecolumnsErrorMsg: '会员自定义字典不存在，请重新选择' }],
      },
    ]);
    await post('/draft/delete', { taskId });
  });

  it('CALL-049 CALL-050 the related smart rules query takes checkList pairs and answers the three lists (empty without rules)', async () => {
    const res = await post<RelatedRulesAnswer>('/related-rules', {
      checkList: [{ modName: 'sub01', colName: 'CBA2' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ labelList: [], circulationList: [], scoreList: [] });
  });
});

describe('smart-rules link', () => {
  it('DES-108 saving a draft that deletes a field or disables a module disables the related smart rules', async () => {
    const calls: { tenantId: string; refs: { moduleName: string; columnName: string }[] }[] = [];
    const link: SmartRulesLink = {
      related: async () => ({ labelList: [{ name: '硕士标签' }], circulationList: [], scoreList: [] }),
      disable: async (tenantId, refs) => {
        calls.push({ tenantId, refs });
      },
    };
    const service = new ResumeDesignService(new ResumeDesignRepository(t.db), t.clock, () => link);
    const ctx = { tenantId: demoTenantId, operatorId: 'op', projectId: null };
    expect(await service.related(ctx, [{ modName: 'sub30', colName: 'CPA2' }])).toEqual({
      labelList: [{ name: '硕士标签' }],
      circulationList: [],
      scoreList: [],
    });
    const { taskId, revision } = await service.edit(ctx);
    const draft = await service.draft(ctx, taskId);
    const projects = draft.emodules.find((m) => m.modId === 'sub30') as DesignModule;
    const skills = draft.emodules.find((m) => m.modId === 'sub60') as DesignModule;
    const answer = await service.save(
      ctx,
      {
        taskId,
        revision,
        emodules: [
          {
            ...projects,
            ecolumns: projects.ecolumns.map((c) => (c.colId === 'CPA2' ? { ...c, deleteStatus: 1 } : c)),
          },
          { ...skills, enableStatus: 0 },
        ],
        logInfo: [],
      },
      false,
    );
    expect(answer.emoduleSaveFails).toEqual([]);
    expect(answer.isSuccess).toBe(true);
    expect(calls).toEqual([
      {
        tenantId: demoTenantId,
        refs: [
          { moduleName: 'sub30', columnName: 'CPA2' },
          { moduleName: 'sub60', columnName: '' },
        ],
      },
    ]);
    await service.deleteDraft(ctx, taskId);
  });
});

describe('DESERR-012 resumes in the system', () => {
  it('DESERR-012 has-resumes tells the designer whether the tenant holds any resume', async () => {
    expect((await get<boolean>('/has-resumes')).body).toEqual({ code: 200, msg: '操作成功', data: false });
    const jobId = await createJob(await jobTestContext(t));
    await insertApplication(t, jobId, { name: '简历已存在', mobile: '13900001234' });
    expect((await get<boolean>('/has-resumes')).body.data).toBe(true);
    expect((await get<boolean>('/has-resumes', viewer)).body.data).toBe(true);
    // Another tenant's resumes are not this tenant's history.
    expect((await get<boolean>('/has-resumes', other)).body.data).toBe(false);
  });
});
