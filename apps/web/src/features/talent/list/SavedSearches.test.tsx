import { TALENT_API } from '@ehire/domain/api/talent';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedSearch, TalentListQueryInput } from '@ehire/domain/contracts/talent';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { COUNTS, JOBS, page, talentRow } from '../testing/fixtures';
import { clickButton, openDialog } from '../../../test/queries';

const FILTER = {
  kind: 'group' as const,
  op: 'all' as const,
  children: [
    {
      kind: 'condition' as const,
      field: ['degree'],
      operator: 'inAny' as const,
      value: ['硕士'],
      fieldType: 20 as const,
    },
  ],
};

const SAVED: SavedSearch = {
  id: 's1',
  name: '硕士前端',
  isGlobal: true,
  isMine: true,
  ownerName: '张三',
  query: { keyword: '前端', filter: FILTER, labels: [], sort: { field: 'score', order: 'desc' } },
  createdAt: 1,
};

function server(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `POST ${TALENT_API.list.path}`,
    ok(page([talentRow({ applicationId: 'a1', name: '张伟' })])),
  );
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([SAVED]));
  return test;
}

const lastList = (test: TestPlatform) =>
  test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput;

beforeAll(async () => {
  await preloadAppModules();
  await import('./TalentManagePage');
}, 60_000);

describe('saved searches', { timeout: 90_000 }, () => {
  it('applies a saved search: its keyword, filter and sort select the list', async () => {
    const test = server();
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    clickButton(/已保存的搜索/);
    const list = await screen.findByTestId('saved-search-list', {}, SLOW);
    expect(within(list).getByText('全局')).toBeInTheDocument();
    fireEvent.click(within(list).getByText('硕士前端'));
    await waitFor(
      () =>
        expect(lastList(test)).toMatchObject({ keyword: '前端', sort: { field: 'score', order: 'desc' } }),
      SLOW,
    );
    expect(lastList(test).filter).toMatchObject(FILTER);
    expect(screen.getByLabelText('搜索人才')).toHaveValue('前端');
  });

  it('saves the current search, asking 是否应用到全局 (应用: shared with the tenant)', async () => {
    const test = server();
    test.server.on(`POST ${TALENT_API.getSavedSearches.path}`, ok({ ...SAVED, id: 's2', name: '本周' }));
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    fireEvent.change(screen.getByLabelText('搜索人才'), { target: { value: '浙江' } });
    fireEvent.click(
      screen.getByLabelText('搜索人才').closest('.ant-input-search')!.querySelector('.ant-input-search-btn')!,
    );
    await waitFor(() => expect(lastList(test).keyword).toBe('浙江'), SLOW);

    clickButton('保存搜索');
    const dialog = await openDialog();
    clickButton('保存', dialog);
    expect(await within(dialog).findByText('请输入搜索名称', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('是否应用到全局')).toBeNull();
    expect(test.server.to(TALENT_API.getSavedSearches.path).filter((r) => r.method === 'POST')).toHaveLength(
      0,
    );

    fireEvent.change(within(dialog).getByPlaceholderText('请输入搜索名称'), { target: { value: '本周' } });
    clickButton('保存', dialog);
    expect(await screen.findByText('是否应用到全局', {}, SLOW)).toBeInTheDocument();
    clickButton('应用');
    await waitFor(
      () =>
        expect(
          test.server.to(TALENT_API.getSavedSearches.path).filter((r) => r.method === 'POST'),
        ).toHaveLength(1),
      SLOW,
    );
    const body = test.server.to(TALENT_API.getSavedSearches.path).find((r) => r.method === 'POST')?.body;
    expect(body).toEqual({
      name: '本周',
      isGlobal: true,
      query: { keyword: '浙江', sort: { field: 'appliedAt', order: 'desc' } },
    });
  });

  it('deletes one of my saved searches', async () => {
    const test = server();
    test.server.on(`DELETE ${pathOf(TALENT_API.savedSearchesById, { id: 's1' })}`, ok(null));
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    clickButton(/已保存的搜索/);
    await screen.findByTestId('saved-search-list', {}, SLOW);
    clickButton('删除硕士前端');
    expect(await screen.findByText('确定删除搜索“硕士前端”吗？', {}, SLOW)).toBeInTheDocument();
    clickButton('删除');
    await waitFor(
      () => expect(test.server.to(pathOf(TALENT_API.savedSearchesById, { id: 's1' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(TALENT_API.savedSearchesById, { id: 's1' }))[0].method).toBe('DELETE');
  });
});
