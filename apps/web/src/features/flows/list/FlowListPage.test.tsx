import { FLOW_API } from '@ehire/domain/api/flow';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, ok } from '../../../platform/testing/fakes';
import { preloadAppModules, renderApp, SLOW } from '../../../app/testing/render-app';
import { clickButton, getButton, openDialog } from '../../../test/queries';
import { FLOW_PAGE } from '../api/flow-api';
import { DEFAULT_FLOW, flowPlatform, TECH_FLOW, USED_FLOW } from '../testing/flow-fixtures';

beforeAll(async () => {
  await preloadAppModules();
  await import('./FlowListPage');
}, 60_000);

const FLOWS = [DEFAULT_FLOW, TECH_FLOW, USED_FLOW];

describe('FlowListPage (流程管理)', { timeout: 30_000 }, () => {
  it('ROUTE-011 lists the flows through the signed flow family, the default one marked', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    expect(screen.getAllByTestId('flow-name').map((n) => n.textContent)).toEqual([
      '默认招聘流程',
      '技术岗流程',
      '销售岗流程',
    ]);
    expect(screen.getByText('默认')).toBeInTheDocument();
    // Renamed steps show their type.
    expect(screen.getAllByText('（面试）')).toHaveLength(2);
    // CALL-012/013: the list call is signed.
    const call = test.server.to(FLOW_API.list.path)[0];
    expect(call.query.get('timestamp')).toMatch(/^\d+$/);
    expect(call.query.get('sign')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('explains why a flow cannot be deleted: the default flow, one jobs use', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    const blocked = getButton('删除 默认招聘流程');
    expect(blocked).toBeDisabled();
    expect(blocked.dataset.blocker).toBe('“默认招聘流程”是默认流程，不能删除，请先将其他流程设为默认流程');
    const used = getButton('删除 销售岗流程');
    expect(used).toBeDisabled();
    expect(used.dataset.blocker).toBe('流程“销售岗流程”正被2个职位使用，不能删除，请先为这些职位更换流程');
    expect(getButton('删除 技术岗流程')).toBeEnabled();
  });

  it('deletes a flow after confirmation and reloads the list', async () => {
    const test = flowPlatform(2);
    let current = FLOWS;
    test.server.on(`GET ${FLOW_API.list.path}`, () => ok(current));
    test.server.on(`POST ${FLOW_API.delete.path}`, () => {
      current = [DEFAULT_FLOW, USED_FLOW];
      return ok(null);
    });
    renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    clickButton('删除 技术岗流程');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('确定删除流程“技术岗流程”吗？删除后不可恢复。');
    clickButton('删除', dialog);
    await waitFor(() => expect(test.server.to(FLOW_API.delete.path)).toHaveLength(1), SLOW);
    const body = test.server.to(FLOW_API.delete.path)[0].body as Record<string, unknown>;
    expect(body.id).toBe('f-tech');
    expect(body.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(await screen.findByText('删除成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('技术岗流程')).not.toBeInTheDocument(), SLOW);
  });

  it('ERR-010 shows the server refusal (WF0106) as an error toast and keeps the flow', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    test.server.on(
      `POST ${FLOW_API.delete.path}`,
      envelope('WF0106', '流程“技术岗流程”中还有1份投递，不能删除', null, 409),
    );
    renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    clickButton('删除 技术岗流程');
    clickButton('删除', await openDialog());
    await waitFor(() => expect(test.ui.errors()).toEqual(['流程“技术岗流程”中还有1份投递，不能删除']), SLOW);
    expect(screen.getByText('技术岗流程')).toBeInTheDocument();
  });

  it('sets another flow as the default', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    test.server.on(`POST ${FLOW_API.setDefault.path}`, ok(null));
    renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    fireEvent.click(screen.getAllByText('设为默认')[0]);
    await waitFor(() => expect(test.server.to(FLOW_API.setDefault.path)).toHaveLength(1), SLOW);
    expect((test.server.to(FLOW_API.setDefault.path)[0].body as { id: string }).id).toBe('f-tech');
    expect(await screen.findByText('已设为默认流程', {}, SLOW)).toBeInTheDocument();
  });

  it('opens the editor for a new flow', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    test.server.on(`GET ${FLOW_API.detail.path}`, ok(TECH_FLOW));
    const app = renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    clickButton('新增流程');
    await waitFor(() => expect(app.router.state.location.pathname).toBe(FLOW_PAGE.edit), SLOW);
    expect(app.router.state.location.search).toBe('');
  });

  it('opens the editor of a flow with its id', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    test.server.on(`GET ${FLOW_API.detail.path}`, ok(TECH_FLOW));
    const app = renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    fireEvent.click(screen.getAllByText('编辑')[1]);
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=f-tech'), SLOW);
    expect(app.router.state.location.pathname).toBe(FLOW_PAGE.edit);
  });

  it('is read-only below level 2: no add, set-default or delete, 查看 instead of 编辑', async () => {
    const test = flowPlatform(1);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    renderApp(FLOW_PAGE.list, test);
    await screen.findByText('技术岗流程', {}, SLOW);
    expect(screen.getByText('您当前只有查看权限，不能新增、编辑或删除流程')).toBeInTheDocument();
    expect(screen.queryByText('新增流程')).not.toBeInTheDocument();
    expect(screen.queryByText('设为默认')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.getAllByText('查看')).toHaveLength(3);
  });

  it('PERM-009 says 无权限 without calling the flow API when the key is missing (level 0)', async () => {
    const test = flowPlatform(0);
    test.server.on('/api/system/auth/get_auth_list', ok([]));
    renderApp(FLOW_PAGE.list, test);
    expect(await screen.findByText('您没有流程管理权限，请联系管理员开通', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(FLOW_API.list.path)).toHaveLength(0);
  });

  it('shows an empty state', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, ok([]));
    renderApp(FLOW_PAGE.list, test);
    expect(await screen.findByText('暂无流程', {}, SLOW)).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and offers to reload', async () => {
    const test = flowPlatform(2);
    test.server.on(`GET ${FLOW_API.list.path}`, { status: 500, body: 'boom' });
    renderApp(FLOW_PAGE.list, test);
    expect(await screen.findByText('数据加载失败', {}, SLOW)).toBeInTheDocument();
    expect(test.ui.errors()).toEqual(['请求失败']);
    test.server.on(`GET ${FLOW_API.list.path}`, ok(FLOWS));
    clickButton('重新加载');
    expect(await screen.findByText('技术岗流程', {}, SLOW)).toBeInTheDocument();
  });
});
