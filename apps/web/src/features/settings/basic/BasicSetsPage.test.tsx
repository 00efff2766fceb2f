import { TALENT_API } from '@ehire/domain/api/talent';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  completeLayout,
  DEFAULT_TALENT_LIST_LAYOUT,
  TALENT_COLUMN_KEYS,
  type TalentListLayout,
} from '@ehire/domain/settings/talent-list-layout';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';
import { COUNTS, JOBS, page, talentRow } from '../../talent/testing/fixtures';

const LAYOUT = '/api/biz/settings/basic/talent-list-layout';

function server(auth: Array<{ auth_key: string; auth_value: number }> = []) {
  const test = createTestPlatform(signedInCookies());
  test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on(`POST ${LAYOUT}`, ok(DEFAULT_TALENT_LIST_LAYOUT));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./BasicSetsPage');
  await import('../../talent/list/TalentManagePage');
}, 60_000);

describe('BasicSetsPage 筛选设置 (issue 17)', { timeout: 60_000 }, () => {
  it('moves a column up, hides another and saves the order and visibility for the tenant', async () => {
    const test = server();
    test.server.on(`POST ${LAYOUT}/save`, ok(DEFAULT_TALENT_LIST_LAYOUT));
    renderApp('/new/systemManagement/basic/basicsets', test);
    const school = await screen.findByTestId('layout-列表列-school', {}, SLOW);
    fireEvent.click(within(school).getByRole('button', { name: '上移学校' }));
    fireEvent.click(within(screen.getByTestId('layout-列表列-mobile')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('layout-筛选项-email')).getByRole('checkbox'));
    clickButton(/^保\s*存$/);
    await waitFor(() => expect(test.server.to(`${LAYOUT}/save`)).toHaveLength(1), SLOW);
    const body = test.server.to(`${LAYOUT}/save`)[0]!.body as TalentListLayout;
    expect(body.columns.slice(0, 3).map((item) => item.key)).toEqual(['jobName', 'school', 'step']);
    expect(body.columns.find((item) => item.key === 'mobile')).toEqual({ key: 'mobile', visible: false });
    expect(body.filters.find((item) => item.key === 'email')).toEqual({ key: 'email', visible: false });
  });

  it('the old /systemManagement/basic/basicsets path opens the same page; below level 2 it only reads', async () => {
    const test = server([{ auth_key: 'Ctm.BasicSetting', auth_value: 1 }]);
    renderApp('/systemManagement/basic/basicsets', test);
    await screen.findByTestId('layout-列表列-school', {}, SLOW);
    await waitFor(
      () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
      SLOW,
    );
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^保\s*存$/ })).toBeNull();
    expect(within(screen.getByTestId('layout-列表列-school')).getByRole('checkbox')).toBeDisabled();
  });

  it('the talent list shows its columns in the tenant layout, hidden ones left out, 姓名 and 操作 fixed', async () => {
    const test = createTestPlatform(signedInCookies());
    test.server.on(
      `POST ${TALENT_API.list.path}`,
      ok(page([talentRow({ applicationId: 'a1', name: '张伟' })], 1)),
    );
    test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
    test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
    test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
    test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([]));
    const columns = completeLayout(
      [
        { key: 'school', visible: true },
        { key: 'degree', visible: true },
        { key: 'mobile', visible: false },
      ],
      TALENT_COLUMN_KEYS,
    );
    test.server.on(`POST ${LAYOUT}/current`, ok({ ...DEFAULT_TALENT_LIST_LAYOUT, columns }));
    renderApp('/new/talent/talentManage', test);
    await screen.findByText('张伟', {}, SLOW);
    await waitFor(() => {
      const headers = [...document.querySelectorAll('thead th')]
        .map((th) => th.textContent?.trim() ?? '')
        .filter(Boolean);
      expect(headers.slice(0, 4)).toEqual(['姓名', '学校', '学历', '应聘职位']);
      expect(headers).not.toContain('手机号');
      expect(headers.at(-1)).toBe('操作');
    }, SLOW);
  });
});
