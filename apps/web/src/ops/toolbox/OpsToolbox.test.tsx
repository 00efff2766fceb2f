import { TOOLBOX_API } from '@ehire/domain/api/toolbox';
import { pathOf } from '@ehire/domain/api/endpoint';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  renderWithProviders,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton, openDialog } from '../../test/queries';
import { OPS_TOKEN_COOKIE } from '../ops-platform';
import { LEAD, ORDER, QUOTE, SMS_PRODUCT } from './fixtures';
import { OpsLedgerPanel } from './OpsLedgerPanel';
import { OpsOrdersPanel } from './OpsOrdersPanel';
import { OpsProductsPanel } from './OpsProductsPanel';
import { OpsQuotesPanel } from './OpsQuotesPanel';

function toolboxServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${TOOLBOX_API.getOpsProducts.path}`, ok({ list: [SMS_PRODUCT] }));
  test.server.on(`GET ${TOOLBOX_API.opsQuotes.path}`, ok({ list: [QUOTE, LEAD] }));
  test.server.on(
    `GET ${TOOLBOX_API.opsOrders.path}`,
    ok({ list: [ORDER, { ...ORDER, id: 'o-2', orderNo: 'SO2', status: 'fulfilled' }] }),
  );
  return test;
}

const errorsShown = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');

beforeAll(preloadAppModules, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('ops toolbox (issue 19)', { timeout: 30_000 }, () => {
  it('lists quote requests and workbench leads; an answer needs an amount of at least 0 and sends cents', async () => {
    const test = toolboxServer();
    test.server.on(
      `POST ${pathOf(TOOLBOX_API.opsQuotesAnswer, { id: 'q-1' })}`,
      ok({ ...QUOTE, status: 'answered' }),
    );
    renderWithProviders(<OpsQuotesPanel />, test);
    const row = (await screen.findByText('李经理 13800000000', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('待报价')).toBeInTheDocument();
    const leadRow = screen.getByText('想了解会员').closest('tr') as HTMLElement;
    expect(within(leadRow).getByText('购买咨询', { selector: '.ant-tag' })).toBeInTheDocument();

    clickButton('报价', row);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('报价金额（元）'), { target: { value: '-1' } });
    clickButton('提交报价', dialog);
    await waitFor(() => expect(errorsShown()).toEqual(['报价金额不能为负数']), SLOW);
    expect(test.server.to(pathOf(TOOLBOX_API.opsQuotesAnswer, { id: 'q-1' }))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('报价金额（元）'), { target: { value: '40.5' } });
    fireEvent.change(within(dialog).getByLabelText('报价说明'), { target: { value: '九折' } });
    clickButton('提交报价', dialog);
    await waitFor(
      () => expect(test.server.to(pathOf(TOOLBOX_API.opsQuotesAnswer, { id: 'q-1' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(TOOLBOX_API.opsQuotesAnswer, { id: 'q-1' }))[0].body).toEqual({
      productId: 'p-sms',
      quantity: 500,
      totalCents: 4050,
      note: '九折',
    });
  });

  it('confirms an offline payment only with a bank reference, and shows the server refusing a paid order', async () => {
    const test = toolboxServer();
    test.server.on(
      `POST ${pathOf(TOOLBOX_API.opsOrdersConfirmPayment, { id: 'o-1' })}`,
      envelope(-2000, '订单已付款，请勿重复付款', null, 400),
    );
    renderWithProviders(<OpsOrdersPanel />, test);
    const row = (await screen.findByText('SO202611200001', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('待付款')).toBeInTheDocument();
    expect(within(row).getByText('短信邀请 500')).toBeInTheDocument();
    clickButton('确认付款', row);
    const dialog = await openDialog();
    clickButton('确认付款并开通', dialog);
    await waitFor(() => expect(errorsShown()).toEqual(['请输入银行转账流水号']), SLOW);
    expect(test.server.to(pathOf(TOOLBOX_API.opsOrdersConfirmPayment, { id: 'o-1' }))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('银行转账流水号'), { target: { value: ' BANK-001 ' } });
    clickButton('确认付款并开通', dialog);
    await waitFor(() => expect(test.ui.errors()).toEqual(['订单已付款，请勿重复付款']), SLOW);
    expect(test.server.to(pathOf(TOOLBOX_API.opsOrdersConfirmPayment, { id: 'o-1' }))[0].body).toEqual({
      paymentReference: 'BANK-001',
    });
  });

  it('refunds an executed order with a note', async () => {
    const test = toolboxServer();
    test.server.on(
      `POST ${pathOf(TOOLBOX_API.opsOrdersRefund, { id: 'o-2' })}`,
      ok({ order: { ...ORDER, id: 'o-2', status: 'refunded' }, reversedUnits: 300 }),
    );
    renderWithProviders(<OpsOrdersPanel />, test);
    const row = (await screen.findByText('SO2', {}, SLOW)).closest('tr') as HTMLElement;
    clickButton('退款', row);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('退款说明'), { target: { value: '客户申请' } });
    clickButton('确认退款', dialog);
    await waitFor(
      () => expect(test.server.to(pathOf(TOOLBOX_API.opsOrdersRefund, { id: 'o-2' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(TOOLBOX_API.opsOrdersRefund, { id: 'o-2' }))[0].body).toEqual({
      note: '客户申请',
    });
  });

  it('edits a product: a tier price below zero is refused with the contract message, then saved in cents', async () => {
    const test = toolboxServer();
    test.server.on(`PUT ${pathOf(TOOLBOX_API.opsProductsById, { id: 'p-sms' })}`, ok(SMS_PRODUCT));
    renderWithProviders(<OpsProductsPanel />, test);
    const row = (await screen.findByText('短信包', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('1000条起 ¥0.08/条')).toBeInTheDocument();
    clickButton('编辑', row);
    const dialog = await openDialog();
    const prices = within(dialog).getAllByLabelText('单价（元）');
    fireEvent.change(prices[1], { target: { value: '-0.01' } });
    clickButton('保存', dialog);
    await waitFor(
      () => expect(screen.getByTestId('product-problem')).toHaveTextContent('单价不能为负数'),
      SLOW,
    );
    expect(test.server.to(pathOf(TOOLBOX_API.opsProductsById, { id: 'p-sms' }))).toHaveLength(0);

    fireEvent.change(prices[1], { target: { value: '0.07' } });
    clickButton('保存', dialog);
    await waitFor(
      () => expect(test.server.to(pathOf(TOOLBOX_API.opsProductsById, { id: 'p-sms' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(TOOLBOX_API.opsProductsById, { id: 'p-sms' }))[0].body).toMatchObject({
      kind: 'asset',
      asset: 'sms',
      name: '短信包',
      priceTiers: [
        { minQuantity: 1, unitPriceCents: 10 },
        { minQuantity: 1000, unitPriceCents: 7 },
      ],
    });
  });

  it('shows the ledger of a tenant chosen among those with orders or quotes', async () => {
    const test = toolboxServer();
    test.server.on(
      `POST ${pathOf(TOOLBOX_API.opsTenantsLedger, { tenantId: 't-1' })}`,
      ok({
        total: 1,
        list: [
          {
            id: 'l-1',
            asset: 'sms',
            kind: 'bought',
            delta: 500,
            refType: 'order',
            refId: 'o-1',
            note: '订单开通：SO202611200001',
            createdAt: Date.UTC(2026, 10, 20, 4, 0, 0),
          },
        ],
      }),
    );
    renderWithProviders(<OpsLedgerPanel />, test);
    expect(await screen.findByText('请选择企业查看资产明细', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(test.server.to(TOOLBOX_API.opsOrders.path)).toHaveLength(1), SLOW);
    fireEvent.mouseDown(screen.getByLabelText('企业'));
    fireEvent.click(await screen.findByTitle('示例科技', {}, SLOW));
    expect(await screen.findByText('订单开通：SO202611200001', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('+500')).toBeInTheDocument();
    expect(test.server.to(pathOf(TOOLBOX_API.opsTenantsLedger, { tenantId: 't-1' }))[0].body).toEqual({
      page: 1,
      pageSize: 20,
    });
  });

  it('is reachable as the 订单 tab of /ops', async () => {
    const test = toolboxServer();
    test.server.on('GET /api/ops/auth/me', ok({ id: 's1', username: 'ops', displayName: '运营小李' }));
    vi.stubGlobal('fetch', test.server.fetch);
    test.cookies.set(OPS_TOKEN_COOKIE, 'ops-token');
    renderApp('/ops?tab=orders', test);
    expect(await screen.findByText('SO202611200001', {}, SLOW)).toBeInTheDocument();
    expect(document.querySelector('.ant-tabs-tab-active')).toHaveTextContent('订单');
    expect(test.server.to(TOOLBOX_API.opsOrders.path)[0].headers.token).toBe('ops-token');
  });
});
