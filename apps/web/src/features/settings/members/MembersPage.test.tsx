import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_KEYS, PERMISSION_LABEL } from '@ehire/domain/codes/permissions';
import type { Role, User } from '@ehire/domain/contracts/settings';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton, openDialog } from '../../../test/queries';

const USER: User = {
  id: 'u1',
  username: 'zhang.san',
  displayName: '张三',
  email: '',
  mobile: '13800138000',
  roleId: 'r1',
  roleName: '只读',
  organizationId: 'o1',
  organizationName: '技术中心',
  status: 1,
  createdAt: 1_700_000_000_000,
};
const ROLE: Role = {
  id: 'r1',
  name: '只读',
  dataScope: 'organization',
  userCount: 1,
  createdAt: 1_700_000_000_000,
};

function membersServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    'POST /api/biz/settings/users/page',
    ok({ total: 1, pageIndex: 1, pageSize: 20, rows: [USER] }),
  );
  test.server.on(
    'POST /api/biz/settings/users/options',
    ok({
      roles: [{ id: 'r1', name: '只读' }],
      organizations: [{ id: 'o1', parentId: null, name: '技术中心' }],
    }),
  );
  test.server.on(
    'POST /api/biz/settings/roles/page',
    ok({ total: 1, pageIndex: 1, pageSize: 20, rows: [ROLE] }),
  );
  test.server.on(
    'POST /api/biz/settings/roles/authority',
    ok({
      id: null,
      name: '',
      dataScope: 'all',
      permissions: PERMISSION_KEYS.map((key) => ({ key, label: PERMISSION_LABEL[key], level: 0 })),
    }),
  );
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./MembersPage');
}, 60_000);

describe('MembersPage (issue 17, PERM-017)', { timeout: 60_000 }, () => {
  it('PERM-017 导入用户 uploads the sheet for import, starts the task and leads to the task centre', async () => {
    const test = membersServer();
    test.server.on(
      'POST /api/biz/files',
      ok({
        files: [{ id: 'file-9', name: '用户.xlsx', size: 4, contentType: 'application/zip', expiresAt: null }],
      }),
    );
    test.server.on('POST /api/biz/settings/users/import', ok({ taskId: 'task-1' }));
    const app = renderApp('/new/systemManagement/company/members', test);
    await screen.findByText('张三', {}, SLOW);
    clickButton('导入用户');
    const dialog = await openDialog();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '用户.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByTestId('user-import-submitted', {}, SLOW)).toHaveTextContent(
      '导入任务已提交，可在任务中心查看进度和逐行报告。',
    );
    expect(test.server.to('/api/biz/files')[0]!.query.get('purpose')).toBe('import');
    expect(test.server.to('/api/biz/settings/users/import')[0]!.body).toEqual({ fileId: 'file-9' });
    clickButton('前往任务中心', dialog);
    await waitFor(
      () => expect(app.router.state.location.pathname).toBe('/new/systemManagement/export'),
      SLOW,
    );
  });

  it('PERM-017 lists users with role and organisation and disables one after confirmation', async () => {
    const test = membersServer();
    test.server.on('POST /api/biz/settings/users/status', ok(null));
    renderApp('/new/systemManagement/company/members', test);
    const row = (await screen.findByText('张三', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('技术中心')).toBeInTheDocument();
    expect(within(row).getByText('启用中')).toBeInTheDocument();
    clickButton('停用', row);
    expect(await screen.findByText('确定要停用用户“张三”吗？', {}, SLOW)).toBeInTheDocument();
    clickButton('确定', await openDialog());
    await waitFor(() => expect(test.server.to('/api/biz/settings/users/status')).toHaveLength(1), SLOW);
    expect(test.server.to('/api/biz/settings/users/status')[0].body).toEqual({ ids: ['u1'], status: 0 });
  });

  it('PERM-017 a new role lists every permission key, refuses none granted and saves the chosen levels', async () => {
    const test = membersServer();
    test.server.on('POST /api/biz/settings/roles/save', ok({ id: 'r2' }));
    renderApp('/new/systemManagement/company/members', test);
    fireEvent.click(await screen.findByRole('tab', { name: '角色' }, SLOW));
    expect(await screen.findByText('本组织及下级组织的投递', {}, SLOW)).toBeInTheDocument();
    clickButton('新增角色');
    const dialog = await openDialog();
    await within(dialog).findByText('Ctm.Talent', {}, SLOW);
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '只读人才' } });
    clickButton('确定', dialog);
    expect(await within(dialog).findByText('请至少为角色设置一项权限', {}, SLOW)).toBeInTheDocument();
    const talent = within(dialog).getByLabelText('人才管理权限级别');
    fireEvent.click(within(talent).getByText('只读'));
    clickButton('确定', dialog);
    await waitFor(() => expect(test.server.to('/api/biz/settings/roles/save')).toHaveLength(1), SLOW);
    const body = test.server.to('/api/biz/settings/roles/save')[0].body as {
      name: string;
      permissions: Record<string, number>;
    };
    expect(body.name).toBe('只读人才');
    expect(Object.entries(body.permissions).filter(([, level]) => level > 0)).toEqual([['Ctm.Talent', 1]]);
  });
});
