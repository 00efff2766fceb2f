import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectGroupReportList } from '@ehire/domain/contracts/project-settings';
import type { OrganizationList } from '@ehire/domain/contracts/settings';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';

// WB-015 (issue 16 §2): 企业架构 sets which project shows the workbench's group report.

const TREE: OrganizationList = [{ id: 'hq', parentId: null, name: '总部', sort: 1, jobCount: 0, userCount: 2 }];
const PROJECTS: ProjectGroupReportList = [
  { id: 'p1', name: '2026校园招聘', organizationName: '总部', groupReport: false },
  { id: 'p2', name: '集团管培生', organizationName: '', groupReport: true },
];
const LIST = '/api/biz/settings/projects/group-report/list';
const SET = '/api/biz/settings/projects/group-report';

function server(auth?: Array<{ auth_key: string; auth_value: number }>): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  if (auth) test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on('POST /api/biz/settings/organizations/tree', ok(TREE));
  test.server.on(`POST ${LIST}`, ok(PROJECTS));
  test.server.on(`POST ${SET}`, ok(null, { msg: '保存成功' }));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./OrganizationPage');
}, 60_000);

describe('group report projects (WB-015)', { timeout: 60_000 }, () => {
  it('WB-015 lists the projects with their switch; switching one on saves it', async () => {
    const test = server();
    renderApp('/new/systemManagement/company/organization', test);
    const on = await screen.findByRole('switch', { name: '2026校园招聘集团报表' }, SLOW);
    expect(on).not.toBeChecked();
    expect(screen.getByRole('switch', { name: '集团管培生集团报表' })).toBeChecked();
    fireEvent.click(on);
    await waitFor(() => expect(test.server.to(SET)).toHaveLength(1), SLOW);
    expect(test.server.to(SET)[0].body).toEqual({ projectId: 'p1', groupReport: true });
    // Read again after saving.
    await waitFor(() => expect(test.server.to(LIST).length).toBeGreaterThan(1), SLOW);
  });

  it('WB-015 without write access to 企业架构 the page (and its switches) is not shown, nothing is read', async () => {
    const test = server([{ auth_key: 'System.Organization', auth_value: 1 }]);
    const app = renderApp('/new/systemManagement/company/organization', test);
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/new/systemManagement/company/organization'), SLOW);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(test.server.to(LIST)).toHaveLength(0);
  });
});
