import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberInfo } from '@ehire/domain/contracts/settings';
import type { Product } from '@ehire/domain/contracts/toolbox';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';

const PROFILE = {
  shortName: '演示',
  industry: '互联网',
  scale: '',
  address: '杭州市西湖区',
  website: '',
  intro: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};
const INFO: MemberInfo = {
  name: '演示科技有限公司',
  memberName: 'demo',
  logo: '',
  profile: PROFILE,
  expireDate: '2027-06-30',
  daysLeft: 200,
  smsBalance: 321,
};
const product = (id: string, name: string, extra: Partial<Product>): Product => ({
  id,
  kind: 'asset',
  asset: 'sms',
  name,
  description: '',
  unit: '条',
  unitsPerQuantity: 1,
  validityDays: 0,
  priceTiers: [{ minQuantity: 1, unitPriceCents: 10 }],
  enabled: true,
  sort: 1,
  ...extra,
});

function server(auth: Array<{ auth_key: string; auth_value: number }> = []) {
  const test = createTestPlatform(signedInCookies());
  test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on('POST /api/biz/settings/member/info', ok(INFO));
  test.server.on(
    'GET /api/biz/toolbox/products',
    ok({
      list: [
        product('p-sms', '短信包', {}),
        product('p-year', '年度会员', { kind: 'membership', asset: null, unit: '年' }),
      ],
    }),
  );
  test.server.on('GET /api/biz/toolbox/orders', ok({ list: [] }));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./MemberInfoPage');
}, 60_000);

describe('MemberInfoPage 会员管理 (issue 17)', { timeout: 60_000 }, () => {
  it('企业信息: checks a field with the contract and saves the company information', async () => {
    const test = server();
    test.server.on('POST /api/biz/settings/member/company', ok(null));
    renderApp('/new/systemManagement/ctminfo/companyinfo', test);
    expect(await screen.findByText('演示科技有限公司', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('企业地址')).toHaveValue('杭州市西湖区'), SLOW);
    fireEvent.change(screen.getByLabelText('企业网址'), { target: { value: 'www.example.com' } });
    clickButton(/^保\s*存$/);
    expect(await screen.findByText('企业网址须以http://或https://开头', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to('/api/biz/settings/member/company')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('企业网址'), { target: { value: 'https://www.example.com' } });
    fireEvent.change(screen.getByLabelText('企业简介'), { target: { value: '专注校园招聘。' } });
    clickButton(/^保\s*存$/);
    await waitFor(() => expect(test.server.to('/api/biz/settings/member/company')).toHaveLength(1), SLOW);
    expect(test.server.to('/api/biz/settings/member/company')[0]!.body).toMatchObject({
      ...PROFILE,
      website: 'https://www.example.com',
      intro: '专注校园招聘。',
    });
  });

  it('服务期限 shows the end and the days left with the membership products; 短信充值 the balance and SMS products', async () => {
    const test = server();
    renderApp('/new/systemManagement/ctminfo/deadline', test);
    expect(await screen.findByText('2027-06-30', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('剩余天数')).toBeInTheDocument();
    expect(await screen.findByText('年度会员', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('短信包')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '短信充值' }));
    expect(await screen.findByText('短信余额', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('321')).toBeInTheDocument();
    expect(await screen.findByText('短信包', {}, SLOW)).toBeInTheDocument();
  });

  it('PERM-004 below level 2 of Ctm.Member the company information only reads; without the toolbox no orders', async () => {
    const test = server([
      { auth_key: 'Ctm.Member', auth_value: 1 },
      { auth_key: 'Ctm.Shop', auth_value: 0 },
    ]);
    renderApp('/new/systemManagement/ctminfo/smsrecharge', test);
    expect(await screen.findByText('短信余额', {}, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
      SLOW,
    );
    await act(async () => {});
    expect(await screen.findByText('续费与充值请联系有工具箱权限的管理员。', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to('/api/biz/toolbox/products')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: '企业信息' }));
    await screen.findByLabelText('企业地址', {}, SLOW);
    expect(screen.queryByRole('button', { name: /^保\s*存$/ })).toBeNull();
  });

  it('手机号码: sends a code to the new number, then binds it with the code', async () => {
    const test = server();
    test.server.on('POST /api/biz/settings/member/mobile', ok({ mobile: '', boundAt: null }));
    test.server.on('POST /api/biz/settings/member/mobile/code', ok(null, { msg: '验证码已发送，5分钟内有效' }));
    test.server.on('POST /api/biz/settings/member/mobile/bind', ok({ mobile: '139****5678', boundAt: 1 }));
    renderApp('/new/systemManagement/ctminfo/mobile', test);
    await waitFor(() => expect(screen.getByTestId('bound-mobile')).toHaveTextContent('未绑定'), SLOW);
    fireEvent.change(await screen.findByLabelText('新手机号码', {}, SLOW), { target: { value: '1391234' } });
    clickButton('获取验证码');
    expect(await screen.findByText('手机号码格式不正确', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to('/api/biz/settings/member/mobile/code')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('新手机号码'), { target: { value: '13912345678' } });
    clickButton('获取验证码');
    await waitFor(() => expect(test.server.to('/api/biz/settings/member/mobile/code')).toHaveLength(1), SLOW);
    expect((await screen.findByText(/秒后重新获取/, {}, SLOW)).closest('button')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    clickButton(/^绑\s*定$/);
    await waitFor(() => expect(screen.getByTestId('bound-mobile')).toHaveTextContent('139****5678'), SLOW);
    expect(test.server.to('/api/biz/settings/member/mobile/bind')[0]!.body).toEqual({
      mobile: '13912345678',
      code: '123456',
    });
  });

  it('定制服务: a request goes to the toolbox as a quote of source custom and is listed with its status', async () => {
    const test = server();
    const quote = {
      id: 'q1',
      tenantId: 't',
      tenantName: '演示科技有限公司',
      productId: null,
      productName: '定制服务',
      source: 'custom',
      quantity: 1,
      contactName: '王经理',
      contactMobile: '13912345678',
      message: '需要专属域名',
      status: 'requested',
      answerTotalCents: null,
      answerNote: '',
      answeredAt: null,
      decidedAt: null,
      orderId: null,
      createdAt: 1_700_000_000_000,
    };
    let list: unknown[] = [];
    test.server.on('GET /api/biz/toolbox/quotes', () => ok({ list }));
    test.server.on('POST /api/biz/toolbox/quotes', () => {
      list = [quote];
      return ok(quote);
    });
    renderApp('/new/systemManagement/ctminfo/custom', test);
    expect(await screen.findByText('暂无定制服务申请', {}, SLOW)).toBeInTheDocument();
    clickButton('提交申请');
    expect(await screen.findByText('请描述需要的定制服务', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('服务需求'), { target: { value: '需要专属域名' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '王经理' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13912345678' } });
    clickButton('提交申请');
    await waitFor(() => expect(test.server.to('/api/biz/toolbox/quotes').filter((r) => r.method === 'POST')).toHaveLength(1), SLOW);
    expect(test.server.to('/api/biz/toolbox/quotes').find((r) => r.method === 'POST')!.body).toMatchObject({
      source: 'custom',
      productId: null,
      quantity: 1,
      message: '需要专属域名',
    });
    expect(await screen.findByText('待报价', {}, SLOW)).toBeInTheDocument();
  });
});
