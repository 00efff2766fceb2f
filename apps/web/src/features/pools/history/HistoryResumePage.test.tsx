import { POOLS_API } from '@ehire/domain/api/pools';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { openDialog } from '../../../test/queries';

const ARCHIVE = {
  archiveId: 'arc-2024',
  season: 2024,
  seasonLabel: '2024-2025招聘季',
  taskId: 't1',
  status: 'succeeded',
  done: 12,
  total: 12,
  before: 12,
  after: 12,
  remaining: 0,
  createdAt: 1_760_000_000_000,
  finishedAt: 1_760_000_100_000,
};

const ROW = {
  applicationId: 'app-1',
  candidateId: 'c1',
  season: 2024,
  name: '王往届',
  mobile: '13700000001',
  email: 'old@example.com',
  school: '浙江大学',
  major: '计算机科学与技术',
  degree: '本科',
  jobName: 'Java开发',
  stepName: '初筛',
  statusLabel: '已淘汰',
  appliedAt: 1_730_000_000_000,
  archivedAt: 1_760_000_000_000,
};

function historyServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${POOLS_API.seasons.path}`, ok({ currentSeason: 2026, rows: [ARCHIVE] }));
  test.server.on(`GET ${POOLS_API.history.path}`, ok({ total: 1, rows: [ROW] }));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./HistoryResumePage');
  await import('./HistoryResumeDetailsPage');
}, 60_000);

describe('HistoryResumePage', { timeout: 30_000 }, () => {
  it('ROUTE-027 shows the archive runs with equal counts and the archived applications', async () => {
    const test = historyServer();
    renderApp('/new/historyResume', test);
    const row = (await screen.findByText('王往届', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Java开发')).toBeInTheDocument();
    expect(within(row).getByText('已淘汰')).toBeInTheDocument();
    const archives = screen.getByTestId('season-archives');
    expect(within(archives).getByText('数量一致')).toBeInTheDocument();
    expect(within(archives).getByText('已完成')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '王往届' })).toHaveAttribute(
      'href',
      '/historyresume/resumeDetails?id=app-1',
    );
  });

  it('CALL-010 choosing a closed season reads the history through its ArchiveId', async () => {
    const test = historyServer();
    // The request client reads the page from the document's location (the memory router's is apart).
    window.history.pushState({}, '', '/new/historyResume');
    renderApp('/new/historyResume', test);
    await screen.findByText('王往届', {}, SLOW);
    fireEvent.mouseDown(screen.getByLabelText('招聘季'));
    fireEvent.click(await screen.findByTitle('2024-2025招聘季'));
    await waitFor(
      () => expect(test.server.to(POOLS_API.history.path).at(-1)?.headers.archiveid).toBe('arc-2024'),
      SLOW,
    );
    expect(test.cookies.get('ehire_archive_task')).toBe('arc-2024');
    window.history.pushState({}, '', '/');
  });

  it('关闭招聘季 offers only seasons that are over and not archived, and starts the archive', async () => {
    const test = historyServer();
    test.server.on(
      `POST ${POOLS_API.seasonsArchive.path}`,
      ok({ ...ARCHIVE, archiveId: 'arc-2025', season: 2025 }),
    );
    renderApp('/new/historyResume', test);
    await screen.findByText('王往届', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '关闭招聘季' }));
    const dialog = await openDialog();
    fireEvent.mouseDown(within(dialog).getByLabelText('要关闭的招聘季'));
    expect(screen.queryByTitle('2026-2027招聘季')).toBeNull();
    // 2024 is archived already: not offered again.
    expect(
      screen.queryAllByTitle('2024-2025招聘季').filter((e) => e.closest('.ant-select-dropdown')),
    ).toHaveLength(0);
    fireEvent.click(await screen.findByTitle('2025-2026招聘季'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () => expect(test.server.to(POOLS_API.seasonsArchive.path)[0]?.body).toEqual({ season: 2025 }),
      SLOW,
    );
  });
});

describe('人才管理(归档)', { timeout: 30_000 }, () => {
  it('ROUTE-060 /archived/resume lists the archived applications read through the history pool, without closing seasons', async () => {
    const test = historyServer();
    renderApp('/archived/resume', test);
    const row = (await screen.findByText('王往届', {}, SLOW)).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: '人才管理(归档)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭招聘季' })).toBeNull();
    expect(screen.queryByTestId('season-archives')).toBeNull();
    expect(within(row).getByRole('link', { name: '王往届' })).toHaveAttribute(
      'href',
      '/archived/resumeDetails?id=app-1',
    );
  });

  it('ROUTE-060 /archived/resumeDetails shows the archived application with a link to its 测评结果', async () => {
    const test = historyServer();
    test.server.on(
      `GET ${POOLS_API.history.path}/app-1`,
      ok({ ...ROW, gender: '男', graduationYear: 2025, region: '浙江', source: '官网', score: 80 }),
    );
    renderApp('/archived/resumeDetails?id=app-1', test);
    expect(await screen.findByText('王往届', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('浙江大学')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '测评结果' })).toHaveAttribute('href', '/evalscore?id=app-1');
  });
});
