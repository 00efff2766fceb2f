import { OPS_REVIEW_API } from '@ehire/domain/api/ops-review';
import { pathOf } from '@ehire/domain/api/endpoint';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpsJobReviewItem } from '@ehire/domain/contracts/ops-review';
import { ok } from '../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  renderWithProviders,
  signedInCookies,
  SLOW,
} from '../app/testing/render-app';
import { OPS_TOKEN_COOKIE } from './ops-platform';
import { OpsJobReviewPage } from './OpsJobReviewPage';
import { clickButton, openDialog } from '../test/queries';

const PENDING: OpsJobReviewItem = {
  ehireJobID: 'job-9',
  eHireCoID: '1001',
  member: 'demo',
  tenantName: '示例科技',
  CJobName: '数据分析师',
  OrgName: '数据部',
  JobArea: '深圳',
  Status: '02',
  RejectInfo: '',
  submittedAt: Date.UTC(2026, 10, 21, 1, 0, 0),
  updatedAt: Date.UTC(2026, 10, 21, 1, 0, 0),
};

function reviewServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `POST ${OPS_REVIEW_API.reviewList.path}`,
    ok({ total: 1, pageIndex: 1, pageSize: 20, rows: [PENDING] }),
  );
  test.server.on(
    `POST ${pathOf(OPS_REVIEW_API.reject, { jobId: 'job-9' })}`,
    ok({ ehireJobID: 'job-9', Status: '20' }),
  );
  test.server.on(
    `POST ${pathOf(OPS_REVIEW_API.approve, { jobId: 'job-9' })}`,
    ok({ ehireJobID: 'job-9', Status: '24' }),
  );
  return test;
}

const errorsShown = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');

beforeAll(preloadAppModules, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('OpsJobReviewPage', { timeout: 30_000 }, () => {
  it('lists the jobs awaiting approval across tenants (status 02 by default)', async () => {
    const test = reviewServer();
    renderWithProviders(<OpsJobReviewPage />, test);
    expect(await screen.findByText('数据分析师', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('示例科技')).toBeInTheDocument();
    expect(test.server.to(OPS_REVIEW_API.reviewList.path)[0].body).toMatchObject({
      status: '02',
      member: '',
      keyword: '',
    });
  });

  it('refuses to reject without a reason, then sends the reason given', async () => {
    const test = reviewServer();
    renderWithProviders(<OpsJobReviewPage />, test);
    const row = (await screen.findByText('数据分析师', {}, SLOW)).closest('tr') as HTMLElement;
    clickButton('驳回', row);
    const dialog = await openDialog();
    clickButton(/驳\s*回/, dialog);
    await waitFor(() => expect(errorsShown()).toEqual(['请输入驳回原因']), SLOW);
    // Spaces only are no reason either (the contract trims).
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '   ' } });
    clickButton(/驳\s*回/, dialog);
    await waitFor(() => expect(errorsShown()).toEqual(['请输入驳回原因']), SLOW);
    expect(test.server.to(pathOf(OPS_REVIEW_API.reject, { jobId: 'job-9' }))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('驳回原因'), {
      target: { value: '职位描述包含联系方式' },
    });
    clickButton(/驳\s*回/, dialog);
    await waitFor(
      () => expect(test.server.to(pathOf(OPS_REVIEW_API.reject, { jobId: 'job-9' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(OPS_REVIEW_API.reject, { jobId: 'job-9' }))[0].body).toEqual({
      reason: '职位描述包含联系方式',
    });
  });

  it('approves after a confirmation', async () => {
    const test = reviewServer();
    renderWithProviders(<OpsJobReviewPage />, test);
    const row = (await screen.findByText('数据分析师', {}, SLOW)).closest('tr') as HTMLElement;
    clickButton('通过', row);
    expect(
      await screen.findByText('确定审核通过职位“数据分析师”吗？通过后职位将在招聘官网展示。', {}, SLOW),
    ).toBeInTheDocument();
    clickButton('确定', await openDialog());
    await waitFor(
      () => expect(test.server.to(pathOf(OPS_REVIEW_API.approve, { jobId: 'job-9' }))).toHaveLength(1),
      SLOW,
    );
  });

  it('is the /ops home for signed-in provider staff, and /ops still sends others to its login', async () => {
    const test = reviewServer();
    test.server.on('GET /api/ops/auth/me', ok({ id: 's1', username: 'ops', displayName: '审核员小王' }));
    // The ops platform calls window.fetch itself.
    vi.stubGlobal('fetch', test.server.fetch);
    test.cookies.set(OPS_TOKEN_COOKIE, 'ops-token');
    const app = renderApp('/ops', test);
    expect(await screen.findByText('数据分析师', {}, SLOW)).toBeInTheDocument();
    expect(document.querySelector('.ant-tabs-tab-active')).toHaveTextContent('职位审核');
    expect(test.server.to(OPS_REVIEW_API.reviewList.path)[0].headers.token).toBe('ops-token');
    app.unmount();

    const signedOut = createTestPlatform();
    const loginApp = renderApp('/ops', signedOut);
    expect(await screen.findByText('员工登录', {}, SLOW)).toBeInTheDocument();
    expect(loginApp.router.state.location.pathname).toBe('/ops/login');
  });
});
