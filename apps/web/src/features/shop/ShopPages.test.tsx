import { TOOLBOX_API } from '@ehire/domain/api/toolbox';
import { JOBS_API } from '@ehire/domain/api/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssetsAnswer, LedgerPage } from '@ehire/domain/contracts/toolbox';
import { envelope, ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderWithProviders,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton } from '../../test/queries';
import { ORDER, SMS_PRODUCT } from '../../ops/toolbox/fixtures';
import { AssetsPage } from './AssetsPage';
import { CampusBrandCardPage } from './CampusBrandCardPage';
import { JobTopCardPurchasedPage } from './JobTopCardPurchasedPage';
import { ShoppingHomePage } from './ShoppingHomePage';
import { MemoryRouter } from 'react-router';

const ASSETS: AssetsAnswer = {
  balances: [
    { asset: 'sms', available: 2200, nextExpiresAt: Date.UTC(2027, 10, 20, 0, 0, 0) },
    { asset: 'interview', available: 200, nextExpiresAt: null },
    { asset: 'video', available: 50, nextExpiresAt: null },
    { asset: 'assessment', available: 0, nextExpiresAt: null },
    { asset: 'job_top', available: 3, nextExpiresAt: null },
    { asset: 'brand_card', available: 0, nextExpiresAt: null },
  ],
  lots: [],
  memberExpireDate: '2027-06-30',
};

const LEDGER: LedgerPage = {
  total: 2,
  list: [
    {
      id: 'l-2',
      asset: 'sms',
      kind: 'consumed',
      delta: -1,
      refType: 'notice_record',
      refId: 'r-1',
      note: '短信通知',
      createdAt: Date.UTC(2026, 10, 21, 2, 0, 0),
    },
    {
      id: 'l-1',
      asset: 'sms',
      kind: 'bought',
      delta: 1000,
      refType: 'order',
      refId: 'o-1',
      note: '订单开通：SO202611200001',
      createdAt: Date.UTC(2026, 10, 20, 2, 0, 0),
    },
  ],
};

function shopServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${TOOLBOX_API.products.path}`, ok({ list: [SMS_PRODUCT] }));
  test.server.on(`GET ${TOOLBOX_API.assets.path}`, ok(ASSETS));
  test.server.on(`POST ${TOOLBOX_API.ledger.path}`, ok(LEDGER));
  test.server.on(`POST ${TOOLBOX_API.postOrders.path}`, ok(ORDER));
  test.server.on(`GET ${TOOLBOX_API.postOrders.path}`, ok({ list: [ORDER] }));
  return test;
}

const inRouter = (element: React.ReactElement) => <MemoryRouter>{element}</MemoryRouter>;

beforeAll(preloadAppModules, 60_000);

describe('toolbox pages (issue 19)', { timeout: 30_000 }, () => {
  it('refuses to buy zero, a negative or no quantity with 购买数量必须为正整数, then orders a valid one', async () => {
    const test = shopServer();
    renderWithProviders(inRouter(<ShoppingHomePage />), test);
    const card = await screen.findByTestId(`product-${SMS_PRODUCT.id}`, {}, SLOW);
    const quantity = within(card).getByLabelText('购买数量');
    for (const bad of ['0', '-3', '']) {
      fireEvent.change(quantity, { target: { value: bad } });
      clickButton('立即购买', card);
      await waitFor(
        () => expect(within(card).getByTestId('buy-problem')).toHaveTextContent('购买数量必须为正整数'),
        SLOW,
      );
    }
    expect(test.server.to(TOOLBOX_API.postOrders.path).filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: '2' } });
    expect(within(card).getByText('合计 ¥0.20')).toBeInTheDocument();
    clickButton('立即购买', card);
    await waitFor(
      () =>
        expect(test.server.to(TOOLBOX_API.postOrders.path).filter((r) => r.method === 'POST')).toHaveLength(
          1,
        ),
      SLOW,
    );
    expect(test.server.to(TOOLBOX_API.postOrders.path).find((r) => r.method === 'POST')?.body).toEqual({
      productId: SMS_PRODUCT.id,
      quantity: 2,
    });
    expect(within(card).queryByTestId('buy-problem')).toBeNull();
  });

  it('shows the message of an order the server refuses (e.g. the brand card limit)', async () => {
    const test = shopServer();
    test.server.on(
      `POST ${TOOLBOX_API.postOrders.path}`,
      envelope(-2000, '校园品牌置顶卡最多持有100张', null, 400),
    );
    renderWithProviders(inRouter(<ShoppingHomePage />), test);
    const card = await screen.findByTestId(`product-${SMS_PRODUCT.id}`, {}, SLOW);
    clickButton('立即购买', card);
    await waitFor(() => expect(test.ui.errors()).toEqual(['校园品牌置顶卡最多持有100张']), SLOW);
  });

  it('shows each balance with its validity and the ledger of every change', async () => {
    const test = shopServer();
    renderWithProviders(<AssetsPage />, test);
    const sms = await screen.findByTestId('balance-sms', {}, SLOW);
    await waitFor(() => expect(sms).toHaveTextContent('短信邀请2,200'), SLOW);
    expect(sms).toHaveTextContent('最近到期：2027-11-20');
    expect(screen.getByTestId('balance-job_top')).toHaveTextContent('职位置顶卡3');
    expect(screen.getByTestId('balance-job_top')).toHaveTextContent('长期有效');
    expect(screen.getByText('服务到期日：2027-06-30', { exact: false })).toBeInTheDocument();
    const bought = (await screen.findByText('订单开通：SO202611200001', {}, SLOW)).closest(
      'tr',
    ) as HTMLElement;
    expect(bought).toHaveTextContent('购买');
    expect(bought).toHaveTextContent('+1000');
    const consumed = screen.getByText('短信通知').closest('tr') as HTMLElement;
    expect(consumed).toHaveTextContent('消耗');
    expect(consumed).toHaveTextContent('-1');
  });

  it('refuses a top card for a job that is no longer published with the server message, and a day count out of range', async () => {
    const test = shopServer();
    test.server.on(`GET ${TOOLBOX_API.topCards.path}`, ok({ list: [], remaining: 3 }));
    test.server.on(
      `GET ${JOBS_API.getSort.path}`,
      ok([
        {
          ehireJobID: 'job-1',
          CJobName: '算法工程师',
          JobArea: '杭州',
          OrgName: '总部',
          sort: 1,
          jobTop: 0,
          recommendStatus: null,
        },
      ]),
    );
    test.server.on(
      `POST ${TOOLBOX_API.topCardsApply.path}`,
      envelope(-2000, '只能置顶已发布的职位', null, 400),
    );
    renderWithProviders(<JobTopCardPurchasedPage />, test);
    expect(await screen.findByText('已购职位置顶卡（剩余 3 张）', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(test.server.to(JOBS_API.getSort.path)).toHaveLength(1), SLOW);

    fireEvent.change(screen.getByLabelText('置顶天数'), { target: { value: '91' } });
    clickButton('使用置顶卡');
    await waitFor(
      () =>
        expect(
          [...document.querySelectorAll('.ant-form-item-explain-error')].map((n) => n.textContent),
        ).toEqual(['请选择职位', '置顶天数必须为1到90之间的整数']),
      SLOW,
    );
    expect(test.server.to(TOOLBOX_API.topCardsApply.path)).toHaveLength(0);

    fireEvent.mouseDown(screen.getByLabelText('职位'));
    fireEvent.click(await screen.findByTitle('算法工程师', {}, SLOW));
    fireEvent.change(screen.getByLabelText('置顶天数'), { target: { value: '2' } });
    clickButton('使用置顶卡');
    await waitFor(() => expect(test.ui.errors()).toEqual(['只能置顶已发布的职位']), SLOW);
    expect(test.server.to(TOOLBOX_API.topCardsApply.path)[0].body).toEqual({ jobId: 'job-1', days: 2 });
    expect(screen.getByText('已购职位置顶卡（剩余 3 张）')).toBeInTheDocument();
  });

  it('applies brand cards for schools and a period; no school, a bad period or too few cards are refused', async () => {
    const test = shopServer();
    test.server.on(`GET ${TOOLBOX_API.brandCards.path}`, ok({ list: [], remaining: 1 }));
    test.server.on(
      `POST ${TOOLBOX_API.brandCardsApply.path}`,
      envelope(-2000, '校园品牌置顶卡余额不足', null, 400),
    );
    renderWithProviders(<CampusBrandCardPage />, test);
    expect(await screen.findByText('持有 1 张（最多 100 张）', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('置顶天数'), { target: { value: '0' } });
    clickButton('使用品牌置顶卡');
    await waitFor(
      () =>
        expect(
          [...document.querySelectorAll('.ant-form-item-explain-error')].map((n) => n.textContent),
        ).toEqual(['请至少选择一所学校', '置顶天数必须为1到90之间的整数']),
      SLOW,
    );
    expect(test.server.to(TOOLBOX_API.brandCardsApply.path)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('学校'), { target: { value: '浙江大学,复旦大学,' } });
    fireEvent.change(screen.getByLabelText('置顶天数'), { target: { value: '30' } });
    clickButton('使用品牌置顶卡');
    await waitFor(() => expect(test.ui.errors()).toEqual(['校园品牌置顶卡余额不足']), SLOW);
    expect(test.server.to(TOOLBOX_API.brandCardsApply.path)[0].body).toEqual({
      schools: ['浙江大学', '复旦大学'],
      days: 30,
    });
  });
});
