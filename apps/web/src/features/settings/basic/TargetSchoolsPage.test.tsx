import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TargetSolutionList } from '@ehire/domain/contracts/settings';
import { DEFAULT_TALENT_LIST_LAYOUT } from '@ehire/domain/settings/talent-list-layout';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';

const TARGETS = '/api/biz/settings/basic/target-solutions';
const LIST: TargetSolutionList = {
  list: [{ id: 's1', name: '重点院校', schools: ['浙江大学', '复旦大学'], majors: ['软件工程'], updatedAt: 1 }],
};

function server() {
  const test = createTestPlatform(signedInCookies());
  test.server.on('/api/system/auth/get_auth_list', ok([]));
  test.server.on(`POST ${TARGETS}`, ok(LIST));
  test.server.on('POST /api/biz/settings/basic/talent-list-layout', ok(DEFAULT_TALENT_LIST_LAYOUT));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./TargetSchoolsPage');
  await import('./BasicSetsPage');
}, 60_000);

describe('目标学校/专业 (issue 17)', { timeout: 60_000 }, () => {
  it('lists the solutions with their schools and majors', async () => {
    renderApp('/new/systemManagement/basic/destinationlist', server());
    expect(await screen.findByText('重点院校', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('浙江大学、复旦大学')).toBeInTheDocument();
    expect(screen.getByText('软件工程')).toBeInTheDocument();
    // 基础设置's tabs: 筛选设置 is one click away (menu 0601 opens it).
    fireEvent.click(screen.getByRole('tab', { name: '筛选设置' }));
    expect(await screen.findByTestId('layout-列表列-school', {}, SLOW)).toBeInTheDocument();
  });

  it('solutionEdit: a name is required (contract message); 添加全部985院校 picks the dictionary 985 schools; saves', async () => {
    const test = server();
    test.server.on(`POST ${TARGETS}/save`, ok({ id: 's2' }));
    renderApp('/new/systemManagement/basic/destinationlist/solutionEdit', test);
    await screen.findByRole('button', { name: /^保\s*存$/ }, SLOW);
    clickButton('添加全部985院校');
    clickButton(/^保\s*存$/);
    expect(await screen.findByText('请输入方案名称', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(`${TARGETS}/save`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('方案名称'), { target: { value: '985方案' } });
    clickButton(/^保\s*存$/);
    await waitFor(() => expect(test.server.to(`${TARGETS}/save`)).toHaveLength(1), SLOW);
    const body = test.server.to(`${TARGETS}/save`)[0]!.body as { name: string; schools: string[]; id: null };
    expect(body.name).toBe('985方案');
    expect(body.id).toBeNull();
    expect(body.schools).toHaveLength(39);
    expect(body.schools).toContain('清华大学');
  });

  it('solutionEdit?id= edits the stored solution', async () => {
    const test = server();
    test.server.on(`POST ${TARGETS}/save`, ok({ id: 's1' }));
    renderApp('/new/systemManagement/basic/destinationlist/solutionEdit?id=s1', test);
    await waitFor(() => expect(screen.getByLabelText('方案名称')).toHaveValue('重点院校'), SLOW);
    await screen.findByRole('button', { name: /^保\s*存$/ }, SLOW);
    clickButton(/^保\s*存$/);
    await waitFor(() => expect(test.server.to(`${TARGETS}/save`)).toHaveLength(1), SLOW);
    expect(test.server.to(`${TARGETS}/save`)[0]!.body).toEqual({
      id: 's1',
      name: '重点院校',
      schools: ['浙江大学', '复旦大学'],
      majors: ['软件工程'],
    });
  });
});
