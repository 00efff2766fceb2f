import { DICTIONARIES_API } from '@ehire/domain/api/dictionaries';
import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { describe, expect, it } from 'vitest';
import { newModule } from '@ehire/domain/resume-design/model';
import { sortedParamSign } from '@ehire/domain/signing/flow-sign';
import { envelope, ok } from '../../../platform/testing/fakes';
import { createTestPlatform } from '../../../platform/testing/platform';
import { createDesignerApi } from './designer-api';

// CALL-016: every call of the designer carries timestamp and the sorted-parameter sign made with
// the session's sign key (the request client adds them; the server refuses calls without).

const SIGN_KEY = 'session-sign-key';

function signedParams(request: { method: string; query: URLSearchParams; body: unknown }) {
  const params: Record<string, unknown> =
    request.method === 'GET'
      ? Object.fromEntries(request.query.entries())
      : { ...(request.body as Record<string, unknown>) };
  const { sign, ...rest } = params;
  return { sign, rest };
}

/** Every path the designer calls. */
const DESIGNER_PATHS = [
  RESUME_DESIGN_API.latestTask.path,
  RESUME_DESIGN_API.hasResumes.path,
  RESUME_DESIGN_API.online.path,
  RESUME_DESIGN_API.draft.path,
  RESUME_DESIGN_API.edit.path,
  RESUME_DESIGN_API.save.path,
  RESUME_DESIGN_API.submit.path,
  RESUME_DESIGN_API.draftDelete.path,
  RESUME_DESIGN_API.taskDiscard.path,
  RESUME_DESIGN_API.taskReopen.path,
  RESUME_DESIGN_API.customDicts.path,
  RESUME_DESIGN_API.commonFields.path,
  RESUME_DESIGN_API.relatedRules.path,
  DICTIONARIES_API.getList.path,
  DICTIONARIES_API.member.path,
  DICTIONARIES_API.memberSave.path,
];

describe('designer calls are signed (CALL-016)', () => {
  it('CALL-016 CALL-072 every designer and dictionary call carries timestamp and a valid sign (the designer hash helper under the session key)', async () => {
    const { server, client } = createTestPlatform();
    for (const path of DESIGNER_PATHS) server.on(path, ok(null));
    const api = createDesignerApi(client);
    const module = newModule({ modId: 'm1', modType: 1, cname: '意向' });
    await Promise.all([
      api.latestTask(),
      api.hasResumes(),
      api.online(),
      api.draft('t-1'),
      api.edit(),
      api.save({ taskId: 't-1', revision: 0, emodules: [module], logInfo: [] }),
      api.submit({ taskId: 't-1', revision: 0, emodules: [], logInfo: [] }),
      api.deleteDraft('t-1'),
      api.discardTask('t-1'),
      api.reopenTask('t-1'),
      api.customDicts(['c1'], 't-1'),
      api.commonFields('sub01', 1),
      api.relatedRules([{ modName: 'sub01', colName: 'CBA2' }]),
      api.dictList({ dicCategory: 1, keyword: '', pageIndex: 1, pageSize: 20 }),
      api.memberDict('d-1'),
      api.saveMemberDict({ dictName: '证书', dictLevel: 1, dictItems: [{ name: '英语', value: '英语' }] }),
    ]);
    const requests = server.requests.filter((request) => request.path !== '/api/biz/customer/check-status');
    expect(new Set(requests.map((request) => request.path))).toEqual(new Set(DESIGNER_PATHS));
    for (const request of requests) {
      const { sign, rest } = signedParams(request);
      expect(rest.timestamp, request.path).toBeDefined();
      expect(sign, request.path).toBe(await sortedParamSign(rest, SIGN_KEY));
    }
    // Started together, yet no two carry the same sign (the server would refuse a replay).
    expect(new Set(requests.map((request) => signedParams(request).sign)).size).toBe(requests.length);
  });
});

describe('related smart rules query (CALL-051)', () => {
  it.each([
    [-99, '规则服务繁忙'],
    [500, '查询关联规则出错'],
  ])(
    'CALL-051 a refusal with code %s toasts 操作失败：{msg} with the server msg and rejects',
    async (code, msg) => {
      const { server, client, ui } = createTestPlatform();
      server.on(`POST ${RESUME_DESIGN_API.relatedRules.path}`, envelope(code, msg));
      const api = createDesignerApi(client);
      await expect(api.relatedRules([{ modName: 'sub01', colName: 'CBA2' }])).rejects.toThrow(msg);
      expect(ui.errors()).toEqual([`操作失败：${msg}`]);
    },
  );

  it('CALL-051 other calls keep the bare server msg (ERR-008)', async () => {
    const { server, client, ui } = createTestPlatform();
    server.on(`GET ${DICTIONARIES_API.member.path}`, envelope(500, '字典不存在'));
    await expect(createDesignerApi(client).memberDict('d-1')).rejects.toThrow('字典不存在');
    expect(ui.errors()).toEqual(['字典不存在']);
  });
});
