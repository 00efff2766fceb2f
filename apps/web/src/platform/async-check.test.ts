import { describe, expect, it } from 'vitest';
import { PATH } from './families';
import { envelope } from './testing/fakes';
import { createTestPlatform } from './testing/platform';

const answer = (body: Record<string, unknown>) => ({ status: 200, body });

describe('async check before an export or a bulk edit (D1 §7)', () => {
  it('CALL-054 result 1: data.async (1 = async) and data.limit are used', async () => {
    const { server, api } = createTestPlatform({ page: '/new/talent/talentManage' });
    server.on(
      `POST ${PATH.exportThresholds}`,
      answer({ code: 200, msg: '操作成功', result: 1, data: { async: 1, limit: 100000, total: 5300 } }),
    );
    const selection = { tab: 'first', keyword: '张' } as const;
    expect(await api.checkAsync({ scene: 'talentExport', selection })).toEqual({
      async: true,
      limit: 100000,
      total: 5300,
    });
    expect(server.to(PATH.exportThresholds)[0].body).toEqual({ scene: 'talentExport', selection });

    server.on(
      `POST ${PATH.exportThresholds}`,
      answer({ code: 200, msg: '操作成功', result: '1', data: { async: 0, limit: 2000, total: 3 } }),
    );
    expect(await api.checkAsync({ scene: 'talentEdit', applicationIds: ['a', 'b', 'c'] })).toEqual({
      async: false,
      limit: 2000,
      total: 3,
    });
  });

  it.each([
    ['result 0', { code: 200, msg: 'ok', result: 0, data: { async: 1, limit: 10 } }],
    ['no result', { code: 200, msg: 'ok', data: { async: 1, limit: 10 } }],
  ])('CALL-055 %s: not async and no limit, and nothing is shown', async (_name, body) => {
    const { server, api, ui } = createTestPlatform({ page: '/new/talent/talentManage' });
    server.on(`POST ${PATH.exportThresholds}`, answer(body));
    expect(await api.checkAsync({ scene: 'talentExport' })).toEqual({
      async: false,
      limit: null,
      total: null,
    });
    expect(ui.errors()).toEqual([]);
  });

  it('a refusal is shown like any other answer and rejects', async () => {
    const { server, api, ui } = createTestPlatform({ page: '/new/talent/talentManage' });
    server.on(`POST ${PATH.exportThresholds}`, envelope(-2000, '参数错误：场景不正确', null, 400));
    await expect(api.checkAsync({ scene: 'talentExport' })).rejects.toThrow('参数错误：场景不正确');
    expect(ui.errors()).toEqual(['参数错误：场景不正确']);
  });
});
