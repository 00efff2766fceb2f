import { REFERRAL_API } from '@ehire/domain/api/referral';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';

const EMPTY_PAGE = { total: 0, pageIndex: 1, pageSize: 20, rows: [] };

beforeAll(async () => {
  await preloadAppModules();
  await import('./ReferredResumeListPage');
}, 60_000);

describe('ReferredResumeListPage', { timeout: 30_000 }, () => {
  it('says no candidate was referred yet while there are no applications', async () => {
    const test = createTestPlatform(signedInCookies());
    test.server.on(`POST ${REFERRAL_API.resumesList.path}`, ok(EMPTY_PAGE));
    test.server.on(`POST ${REFERRAL_API.staffList.path}`, ok(EMPTY_PAGE));
    renderApp('/interpolitationResumeList', test);
    expect(
      await screen.findByText('暂无数据：员工分享内推链接后，经链接投递的候选人将显示在这里', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('shows who referred whom', async () => {
    const test = createTestPlatform(signedInCookies());
    test.server.on(
      `POST ${REFERRAL_API.resumesList.path}`,
      ok({
        total: 1,
        pageIndex: 1,
        pageSize: 20,
        rows: [
          {
            referralId: 'r1',
            applicationId: 'a1',
            candidateId: 'c1',
            candidateName: '韩梅梅',
            candidateMobile: '13900139000',
            jobId: 'j1',
            jobName: '前端开发工程师',
            staffId: 's1',
            staffName: '李雷',
            staffCode: 'AB12CD34',
            referredAt: 1_700_000_000_000,
          },
        ],
      }),
    );
    test.server.on(`POST ${REFERRAL_API.staffList.path}`, ok(EMPTY_PAGE));
    renderApp('/interpolitationResumeList', test);
    const candidate = await screen.findByText('韩梅梅', {}, SLOW);
    const row = candidate.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('李雷（AB12CD34）');
    expect(row).toHaveTextContent('前端开发工程师');
  });
});
