import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditLogEntry } from '@ehire/domain/contracts/settings';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';

const ENTRY: AuditLogEntry = {
  id: 'a1',
  operatorId: 'u1',
  operatorName: '王管理',
  action: 'POST /api/biz/settings/roles/save',
  targetType: 'role',
  targetId: 'r1',
  detail: '面试官',
  ip: '10.1.2.3',
  createdAt: 1_700_000_000_000,
};

beforeAll(async () => {
  await preloadAppModules();
  await import('./AuditLogPage');
}, 60_000);

describe('AuditLogPage (issue 17)', { timeout: 60_000 }, () => {
  it('shows who did what to which record from where, and submits the export to the task centre', async () => {
    const test = createTestPlatform(signedInCookies());
    test.server.on(
      'POST /api/biz/settings/audit-log/page',
      ok({ total: 1, pageIndex: 1, pageSize: 20, rows: [ENTRY] }),
    );
    test.server.on(
      'POST /api/biz/settings/users/page',
      ok({ total: 0, pageIndex: 1, pageSize: 100, rows: [] }),
    );
    test.server.on('POST /api/biz/settings/audit-log/export', ok({ taskId: 't1' }));
    renderApp('/new/systemManagement/usermanager/loglist', test);
    // The page's chunk loads first (slow on a busy machine), then its rows.
    await screen.findByTestId('audit-log-page', {}, SLOW);
    const row = (await screen.findByText('10.1.2.3', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('王管理')).toBeInTheDocument();
    expect(within(row).getByText('角色 r1')).toBeInTheDocument();
    clickButton('导出');
    await waitFor(() => expect(test.server.to('/api/biz/settings/audit-log/export')).toHaveLength(1), SLOW);
    expect(await screen.findByText('已提交导出任务，请到任务中心下载', {}, SLOW)).toBeInTheDocument();
  });
});
