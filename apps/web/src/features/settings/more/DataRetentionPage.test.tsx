import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataRetention } from '@ehire/domain/contracts/settings';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';

const BASE = '/api/biz/settings/retention';
const INFO: DataRetention = {
  retentionMonths: 24,
  consentText: '',
  autoAnonymise: false,
  nextAutoRun: null,
  cutoff: Date.UTC(2024, 5, 30, 16),
  lastClosedSeason: '2023-2024招聘季',
  dueCount: 3,
  anonymisedCount: 0,
  latestTask: null,
};

function server(auth: Array<{ auth_key: string; auth_value: number }> = [], info: DataRetention = INFO) {
  const test = createTestPlatform(signedInCookies());
  test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on(`POST ${BASE}`, ok(info));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./DataRetentionPage');
}, 60_000);

describe('更多设置 (issue 17)', { timeout: 60_000 }, () => {
  it('checks the period with the contract, then saves it with the consent text', async () => {
    const test = server();
    test.server.on(`POST ${BASE}/save`, ok({ ...INFO, retentionMonths: 12, consentText: '仅用于招聘。' }));
    renderApp('/new/systemManagement/talentStorage', test);
    expect(await screen.findByText('2023-2024招聘季及以前的候选人：3名待匿名化', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('保留时长')).toHaveValue('24'), SLOW);
    fireEvent.change(screen.getByLabelText('保留时长'), { target: { value: '' } });
    clickButton(/^保\s*存$/);
    expect(await screen.findByText('请输入保留时长', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(`${BASE}/save`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('保留时长'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('个人信息处理说明'), { target: { value: '仅用于招聘。' } });
    clickButton(/^保\s*存$/);
    await waitFor(() => expect(test.server.to(`${BASE}/save`)).toHaveLength(1), SLOW);
    expect(test.server.to(`${BASE}/save`)[0]!.body).toEqual({
      retentionMonths: 12,
      consentText: '仅用于招聘。',
      autoAnonymise: false,
    });
  });

  it('issue 17 自动匿名化: the switch is saved with the period and the page shows the next run', async () => {
    const next = Date.UTC(2026, 10, 26, 19);
    const test = server();
    test.server.on(`POST ${BASE}/save`, ok({ ...INFO, autoAnonymise: true, nextAutoRun: next }));
    renderApp('/new/systemManagement/talentStorage', test);
    expect(await screen.findByTestId('next-auto-run', {}, SLOW)).toHaveTextContent('未开启');
    const toggle = screen.getByRole('switch', { name: '自动匿名化' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    clickButton(/^保\s*存$/);
    await waitFor(() => expect(test.server.to(`${BASE}/save`)).toHaveLength(1), SLOW);
    expect(test.server.to(`${BASE}/save`)[0]!.body).toEqual({
      retentionMonths: 24,
      consentText: '',
      autoAnonymise: true,
    });
    await waitFor(
      () => expect(screen.getByTestId('next-auto-run')).toHaveTextContent(new Date(next).toLocaleString('zh-CN')),
      SLOW,
    );
  });

  it('立即匿名化 asks first, submits the task and follows its progress', async () => {
    const test = server();
    let started = false;
    test.server.on(`POST ${BASE}`, () =>
      ok(
        started
          ? {
              ...INFO,
              dueCount: 0,
              anonymisedCount: 3,
              latestTask: { id: 't1', status: 'succeeded', done: 3, total: 3, createdAt: 1 },
            }
          : INFO,
      ),
    );
    test.server.on(`POST ${BASE}/anonymise`, () => {
      started = true;
      return ok({ taskId: 't1' });
    });
    renderApp('/new/systemManagement/talentStorage', test);
    const button = await screen.findByRole('button', { name: '立即匿名化' }, SLOW);
    fireEvent.click(button);
    const confirm = await screen.findByRole('tooltip', {}, SLOW);
    expect(confirm).toHaveTextContent('确定匿名化3名候选人吗？匿名化后无法恢复。');
    await act(async () => {
      clickButton(/^确\s*定$/, confirm);
    });
    await waitFor(() => expect(test.server.to(`${BASE}/anonymise`)).toHaveLength(1), SLOW);
    expect(await screen.findByTestId('anonymise-task', {}, SLOW)).toHaveTextContent('已完成（3/3）');
    expect(within(screen.getByTestId('retention-summary')).getByText('3名')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即匿名化' })).toBeDisabled();
  });

  it('PERM-004 below level 2 of Ctm.BasicSetting the page only reads: no 保存, no 立即匿名化', async () => {
    const test = server([{ auth_key: 'Ctm.BasicSetting', auth_value: 1 }]);
    renderApp('/new/systemManagement/talentStorage', test);
    expect(await screen.findByText('2023-2024招聘季及以前的候选人：3名待匿名化', {}, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
      SLOW,
    );
    await act(async () => {});
    expect(screen.getByLabelText('保留时长')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^保\s*存$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '立即匿名化' })).toBeNull();
  });
});
