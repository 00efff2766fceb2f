import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LabelList } from '@ehire/domain/contracts/settings';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton, openDialog } from '../../../test/queries';

const LABELS: LabelList = [
  { id: 'l-1', name: '优先面试', color: 'red', usage: 0 },
  { id: null, name: '待沟通', color: 'default', usage: 2 },
];

function server(auth: Array<{ auth_key: string; auth_value: number }> = []) {
  const test = createTestPlatform(signedInCookies());
  test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on('POST /api/biz/settings/labels/list', ok(LABELS));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./LabelPage');
}, 60_000);

describe('LabelPage (issue 17)', { timeout: 60_000 }, () => {
  it('lists labels with colour and usage; adding checks the name and sends name and colour', async () => {
    const test = server();
    test.server.on('POST /api/biz/settings/labels/add', ok({ id: 'l-2' }));
    renderApp('/new/systemManagement/labelManagement', test);
    const row = (await screen.findByText('待沟通', {}, SLOW)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('灰色');
    expect(row).toHaveTextContent('2');
    clickButton('新增标签');
    const dialog = await openDialog();
    clickButton(/^确\s*定$/, dialog);
    expect(await within(dialog).findByText('请输入标签名称', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('标签名称'), { target: { value: '已offer' } });
    clickButton(/^确\s*定$/, dialog);
    await waitFor(() => expect(test.server.to('/api/biz/settings/labels/add')).toHaveLength(1), SLOW);
    expect(test.server.to('/api/biz/settings/labels/add')[0]!.body).toMatchObject({
      name: '已offer',
      color: 'blue',
    });
  });

  it('a label in use is not deleted: the dialog says how many applications carry it', async () => {
    const test = server();
    renderApp('/systemManagement/basic/labellist', test);
    clickButton('删除', await screen.findByTestId('label-待沟通', {}, SLOW));
    const notice = await screen.findByTestId('label-in-use', {}, SLOW);
    expect(notice).toHaveTextContent('标签“待沟通”正被2份申请使用，不能删除；请先在人才列表中移除该标签。');
    expect(test.server.to('/api/biz/settings/labels/delete')).toHaveLength(0);
  });

  it('PERM-004 below level 2 of System.Label the old list path only reads: no add, edit or delete', async () => {
    const test = server([{ auth_key: 'System.Label', auth_value: 1 }]);
    renderApp('/systemManagement/basic/labellist', test);
    await screen.findByText('优先面试', {}, SLOW);
    await waitFor(
      () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
      SLOW,
    );
    await act(async () => {});
    expect(screen.queryByText('新增标签')).not.toBeInTheDocument();
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
  });
});
