import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DictListAnswer, MemberDictAnswer } from '@ehire/domain/contracts/resume-design';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton, openDialog } from '../../../test/queries';

const PAGE = '/new/systemManagement/dictionaryManagement';
const SYSTEM: DictListAnswer = {
  total: 1,
  pageIndex: 1,
  pageSize: 20,
  dictDtoList: [
    { dicKey: 'degree', dicName: '学历', dicCategory: 1, dicType: 1, checkStatus: 1, version: 'v1' },
  ],
};
const MEMBER: DictListAnswer = {
  total: 1,
  pageIndex: 1,
  pageSize: 20,
  dictDtoList: [
    { dicKey: 'd-1', dicName: '校区', dicCategory: 2, dicType: 2, checkStatus: 1, version: 'v1' },
  ],
};
const CAMPUS: MemberDictAnswer = {
  customerDictId: 'd-1',
  dictName: '校区',
  dictLevel: 2,
  dictItems: [{ name: '北京', value: '1', items: [{ name: '海淀', value: '1-1' }] }],
  updatedAt: 1,
};

function server(auth: Array<{ auth_key: string; auth_value: number }> = []) {
  const test = createTestPlatform(signedInCookies());
  test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on('POST /api/biz/dictionaries/list', (request) =>
    ok((request.body as { dicCategory: number }).dicCategory === 1 ? SYSTEM : MEMBER),
  );
  test.server.on(
    'GET /api/biz/dictionaries/system/degree',
    ok({
      dicKey: 'degree',
      dicName: '学历',
      dictLevel: 1,
      version: 'v1',
      dictItems: [{ name: '本科', value: '2' }],
    }),
  );
  test.server.on('GET /api/biz/dictionaries/member', ok(CAMPUS));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./DictionaryPage');
}, 60_000);

describe('DictionaryPage (issue 17)', { timeout: 60_000 }, () => {
  it('system dictionaries are read-only: 查看 shows the items, no 编辑 or 删除', async () => {
    const test = server();
    renderApp(PAGE, test);
    const row = await screen.findByTestId('dict-学历', {}, SLOW);
    expect(within(row).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(row).queryByText('删除')).not.toBeInTheDocument();
    clickButton('查看', row);
    const tree = await screen.findByTestId('dictionary-tree', {}, SLOW);
    await waitFor(() => expect(tree).toHaveTextContent('本科（2）'), SLOW);
  });

  it('a member dictionary is edited in the 3-level editor and deleted after confirmation', async () => {
    const test = server();
    test.server.on('POST /api/biz/dictionaries/member/save', ok(CAMPUS));
    test.server.on('POST /api/biz/dictionaries/member/delete', ok(null));
    renderApp(PAGE, test);
    fireEvent.click(await screen.findByRole('tab', { name: '会员字典' }, SLOW));
    const row = await screen.findByTestId('dict-校区', {}, SLOW);
    clickButton('编辑', row);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('字典名称')).toHaveValue('校区');
    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: '' } });
    clickButton(/^确\s*定$/, dialog);
    expect(await within(dialog).findByText('请输入字典名称', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: '校区划分' } });
    clickButton(/^确\s*定$/, dialog);
    await waitFor(() => expect(test.server.to('/api/biz/dictionaries/member/save')).toHaveLength(1), SLOW);
    expect(test.server.to('/api/biz/dictionaries/member/save')[0]!.body).toMatchObject({
      customerDictId: 'd-1',
      dictName: '校区划分',
      dictLevel: 2,
    });
    clickButton('删除', await screen.findByTestId('dict-校区', {}, SLOW));
    const confirm = await openDialog();
    expect(confirm).toHaveTextContent('确定删除字典“校区”吗？');
    clickButton(/^确\s*定$/, confirm);
    await waitFor(() => expect(test.server.to('/api/biz/dictionaries/member/delete')).toHaveLength(1), SLOW);
    expect(test.server.to('/api/biz/dictionaries/member/delete')[0]!.body).toMatchObject({
      customerDictId: 'd-1',
    });
  });

  it('PERM-004 below level 2 of 简历设置 the member dictionaries only read', async () => {
    const test = server([
      { auth_key: 'System.Dictionary', auth_value: 2 },
      { auth_key: 'Resume.Setting', auth_value: 1 },
    ]);
    renderApp(PAGE, test);
    fireEvent.click(await screen.findByRole('tab', { name: '会员字典' }, SLOW));
    const row = await screen.findByTestId('dict-校区', {}, SLOW);
    await waitFor(
      () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
      SLOW,
    );
    await act(async () => {});
    expect(within(row).getByText('查看')).toBeInTheDocument();
    expect(within(row).queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.queryByText('新建字典')).not.toBeInTheDocument();
  });
});
