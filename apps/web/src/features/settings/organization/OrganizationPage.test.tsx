import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizationList } from '@ehire/domain/contracts/settings';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton, openDialog } from '../../../test/queries';

const TREE: OrganizationList = [
  { id: 'hq', parentId: null, name: '总部', sort: 1, jobCount: 0, userCount: 2 },
  { id: 'tech', parentId: 'hq', name: '技术中心', sort: 1, jobCount: 3, userCount: 1 },
];

beforeAll(async () => {
  await preloadAppModules();
  await import('./OrganizationPage');
}, 60_000);

describe('OrganizationPage (issue 17)', { timeout: 60_000 }, () => {
  it('shows the tree with its counts and adds a department under a node', async () => {
    const test = createTestPlatform(signedInCookies());
    test.server.on('POST /api/biz/settings/organizations/tree', ok(TREE));
    test.server.on('POST /api/biz/settings/organizations/add', ok({ id: 'new' }));
    renderApp('/new/systemManagement/company/organization', test);
    const tech = await screen.findByTestId('org-技术中心', {}, SLOW);
    expect(within(tech).getByText('职位 3 · 用户 1')).toBeInTheDocument();
    clickButton('添加下级', tech);
    const dialog = await openDialog();
    expect(within(dialog).getByText('添加“技术中心”的下级组织')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('组织名称'), { target: { value: '前端组' } });
    clickButton('确定', dialog);
    await waitFor(() => expect(test.server.to('/api/biz/settings/organizations/add')).toHaveLength(1), SLOW);
    expect(test.server.to('/api/biz/settings/organizations/add')[0].body).toEqual({
      parentId: 'tech',
      name: '前端组',
    });
  });

  it('the old /systemManagement/orgstructure path shows the same page', async () => {
    const test = createTestPlatform(signedInCookies());
    test.server.on('POST /api/biz/settings/organizations/tree', ok(TREE));
    renderApp('/systemManagement/orgstructure', test);
    expect(await screen.findByTestId('org-总部', {}, SLOW)).toBeInTheDocument();
  });
});
