import { JOBS_API } from '@ehire/domain/api/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobListQuery } from '@ehire/domain/contracts/jobs';
import { envelope, ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { jobItem, listAnswer, OPTIONS } from '../testing/fixtures';
import { clickButton, getButton, openDialog } from '../../../test/queries';

const ROWS = [
  jobItem({ ehireJobID: 'j1', CJobName: '前端开发工程师', Status: '24' }),
  jobItem({ ehireJobID: 'j2', CJobName: '产品经理', Status: '22' }),
  jobItem({ ehireJobID: 'j3', CJobName: '算法工程师', Status: '20', RejectInfo: '职位描述过于简单' }),
];

function jobsServer(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${JOBS_API.options.path}`, ok(OPTIONS));
  test.server.on(`POST ${JOBS_API.list.path}`, ok(listAnswer(ROWS)));
  test.server.on(`POST ${JOBS_API.authCheck.path}`, ok({ isreadonly_jobs: 0, isreadonly_order: 0 }));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./JobListPage');
}, 60_000);

describe('JobListPage', { timeout: 30_000 }, () => {
  it('STATE-001 shows every status tab with its count, in the spec order', async () => {
    const test = jobsServer();
    renderApp('/jobList', test);
    expect(await screen.findByText('前端开发工程师', {}, SLOW)).toBeInTheDocument();
    const labels = ['24', '02', '26', '22', '20', '99'].map(
      (code) => screen.getByTestId(`job-tab-${code}`).textContent,
    );
    expect(labels).toEqual([
      '已发布(3)',
      '申请中(1)',
      '已暂停(2)',
      '未发布(4)',
      '申请失败(1)',
      '全部职位(11)',
    ]);
    // Opened without ?jobstatus: every status.
    expect((test.server.to(JOBS_API.list.path)[0].body as JobListQuery).status).toBe('99');
  });

  it('WB-042 ?jobstatus=24 opens the published tab and asks the server for it', async () => {
    const test = jobsServer();
    renderApp('/jobList?jobstatus=24', test);
    await screen.findByText('前端开发工程师', {}, SLOW);
    expect((test.server.to(JOBS_API.list.path)[0].body as JobListQuery).status).toBe('24');
    const activeTab = document.querySelector('.ant-tabs-tab-active');
    expect(activeTab).toHaveTextContent('已发布(3)');
  });

  it('shows the RejectInfo of an application-failed job', async () => {
    renderApp('/jobList', jobsServer());
    expect(await screen.findByText('驳回原因：职位描述过于简单', {}, SLOW)).toBeInTheDocument();
  });

  // The server's create check answers each refusal with its message (GAP-004 wording); the
  // request client shows it as an error toast and the page stays.
  it('VAL-002 refuses 新增职位 with the exact message when no job count remains', async () => {
    const test = jobsServer();
    test.server.on(
      `POST ${JOBS_API.createCheck.path}`,
      envelope(-2000, '剩余职位数不足，无法新增职位', null, 400),
    );
    const app = renderApp('/jobList', test);
    await screen.findByText('前端开发工程师', {}, SLOW);
    clickButton(/新增职位/);
    await waitFor(() => expect(test.ui.errors()).toEqual(['剩余职位数不足，无法新增职位']), SLOW);
    expect(app.router.state.location.pathname).toBe('/jobList');
  });

  it('VAL-003 PERM-014 refuses 新增职位 with the exact message when jobs are read-only', async () => {
    const test = jobsServer();
    test.server.on(
      `POST ${JOBS_API.createCheck.path}`,
      envelope(-2000, '您当前没有新增职位的权限', null, 403),
    );
    const app = renderApp('/jobList', test);
    await screen.findByText('前端开发工程师', {}, SLOW);
    clickButton(/新增职位/);
    await waitFor(() => expect(test.ui.errors()).toEqual(['您当前没有新增职位的权限']), SLOW);
    expect(app.router.state.location.pathname).toBe('/jobList');
  });

  it('VAL-004 opens /addJob when the create check passes', async () => {
    const test = jobsServer();
    test.server.on(`POST ${JOBS_API.createCheck.path}`, ok(null));
    const app = renderApp('/jobList', test);
    await screen.findByText('前端开发工程师', {}, SLOW);
    clickButton(/新增职位/);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/addJob'), SLOW);
    expect(app.router.state.location.search).toBe('?edit=false&copyAdd=false');
  });

  it('shows a result per job when a bulk action partly fails', async () => {
    const test = jobsServer();
    test.server.on(
      `POST ${JOBS_API.batch.pause.path}`,
      ok({
        total: 2,
        succeeded: 1,
        failed: 1,
        results: [
          { jobId: 'j1', ok: true, msg: '' },
          { jobId: 'j2', ok: false, msg: '职位“产品经理”当前状态为未发布，不能暂停' },
        ],
      }),
    );
    renderApp('/jobList', test);
    await screen.findByText('前端开发工程师', {}, SLOW);
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    const checkbox = (name: string) =>
      rowOf(name).querySelector('input[type="checkbox"]') as HTMLInputElement;
    fireEvent.click(checkbox('前端开发工程师'));
    fireEvent.click(checkbox('产品经理'));
    await waitFor(() => getButton('批量暂停'), SLOW);
    clickButton('批量暂停');
    expect(await screen.findByText('确定要暂停选中的2个职位吗？', {}, SLOW)).toBeInTheDocument();
    clickButton('确定', await openDialog());

    const result = await screen.findByTestId('batch-result', {}, SLOW);
    expect(test.server.to(JOBS_API.batch.pause.path)[0].body).toEqual({ jobIds: ['j1', 'j2'] });
    expect(within(result).getByText('共2个职位，成功1个，失败1个')).toBeInTheDocument();
    const failedRow = within(result).getByText('产品经理').closest('tr') as HTMLElement;
    expect(within(failedRow).getByText('失败')).toBeInTheDocument();
    expect(within(failedRow).getByText('职位“产品经理”当前状态为未发布，不能暂停')).toBeInTheDocument();
    const okRow = within(result).getByText('前端开发工程师').closest('tr') as HTMLElement;
    expect(within(okRow).getByText('成功')).toBeInTheDocument();
  });

  it('PERM-014 offers a read-only operator only 查看 and 分享, and no bulk selection', async () => {
    const test = jobsServer();
    test.server.on(`POST ${JOBS_API.authCheck.path}`, ok({ isreadonly_jobs: 1, isreadonly_order: 1 }));
    renderApp('/jobList', test);
    await screen.findByText('您的职位权限为只读：可以查看和分享职位，不能新增、修改或发布。', {}, SLOW);
    const published = screen.getByTestId('job-actions-j1');
    expect(
      [...published.querySelectorAll('button')].map((button) => button.textContent?.replace(/\s/g, '')),
    ).toEqual(['查看', '分享']);
    expect(screen.getByTestId('job-actions-j2')).toHaveTextContent('查看');
    expect(document.querySelector('tbody input[type="checkbox"]')).toBeNull();
  });
});
