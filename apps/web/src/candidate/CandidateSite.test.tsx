import { CAREERS_CANDIDATE_AUTH_API } from '@ehire/domain/api/careers-candidate-auth';
import { CAREERS_DESIGN_API } from '@ehire/domain/api/careers-design';
import { pathOf } from '@ehire/domain/api/endpoint';
import { CAREERS_API } from '@ehire/domain/api/careers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CareersJobDetail, CareersJobItem } from '@ehire/domain/contracts/careers';
import { envelope, ok, type RecordedRequest } from '../platform/testing/fakes';
import { createTestPlatform, preloadAppModules, renderApp, SLOW } from '../app/testing/render-app';
import { defaultDesign } from '@ehire/domain/resume-design/presets';
import { clickButton } from '../test/queries';

function job(id: string, name: string, extra: Partial<CareersJobItem> = {}): CareersJobItem {
  return {
    id,
    name,
    nameEn: '',
    area: '上海',
    funcType: '01',
    funcTypeName: '技术研发',
    jobNum: 3,
    degree: '本科',
    salary: '10000-15000元/月',
    term: 1,
    labels: [],
    welfare: ['五险一金'],
    validDate: '2027-06-30',
    isHot: false,
    isRecommended: false,
    publishedAt: 1_700_000_000_000,
    ...extra,
  };
}

// The tenant's jobs as the server stores them: status and the recruiter's order. The fake serves
// what the careers API promises: status 24 only, by `sort`.
const STORED = [
  {
    status: '24',
    sort: 2,
    job: job('j-a', '产品经理', { area: '北京', funcType: '03', funcTypeName: '产品' }),
  },
  { status: '26', sort: 1, job: job('j-paused', '已暂停的测试工程师') },
  { status: '24', sort: 3, job: job('j-b', '算法工程师', { isHot: true }) },
  { status: '24', sort: 1, job: job('j-c', '前端开发工程师') },
];

function careersServer() {
  const test = createTestPlatform();
  test.server.on(
    `GET ${pathOf(CAREERS_API.root, { member: 'demo' })}`,
    ok({ member: 'demo', name: '示例科技', logo: '', referralEnabled: true }),
  );
  test.server.on(`GET ${pathOf(CAREERS_API.jobs, { member: 'demo' })}`, (request: RecordedRequest) => {
    const visible = STORED.filter((row) => row.status === '24')
      .filter((row) => !request.query.get('area') || row.job.area === request.query.get('area'))
      .sort((a, b) => a.sort - b.sort)
      .map((row) => row.job);
    return ok({
      total: visible.length,
      pageIndex: 1,
      pageSize: 20,
      rows: visible,
      filters: {
        areas: ['上海', '北京'],
        funcTypes: [
          { value: '01', label: '技术研发' },
          { value: '03', label: '产品' },
        ],
      },
    });
  });
  const detail: CareersJobDetail = {
    ...job('j-b', '算法工程师', { isHot: true }),
    orgName: '研发中心',
    infoCn: '负责推荐算法的研发。',
    infoEn: '',
    workArea: '浦东新区',
    workAddress: '张江路1号',
    lon: null,
    lat: null,
    majors: ['计算机科学与技术'],
    workYear: '不限',
  };
  test.server.on(`GET ${pathOf(CAREERS_API.jobsById, { member: 'demo', id: 'j-b' })}`, ok(detail));
  test.server.on(
    `GET ${pathOf(CAREERS_API.jobsById, { member: 'demo', id: 'j-paused' })}`,
    envelope(-2000, '职位不存在', null, 404),
  );
  test.server.on(
    `GET ${pathOf(CAREERS_API.root, { member: 'nobody' })}`,
    envelope(-2000, '招聘主页不存在', null, 404),
  );
  // The careers site calls the browser's fetch: no console session, no token.
  vi.stubGlobal('fetch', test.server.fetch);
  return test;
}

const shownNames = () =>
  within(screen.getByRole('list', { name: '职位列表' }))
    .getAllByTestId('careers-job')
    .map((card) => card.querySelector('span span')?.textContent);

beforeAll(async () => {
  await preloadAppModules();
  await import('./CandidateSite');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('CandidateSite', { timeout: 30_000 }, () => {
  it("lists the published jobs in the recruiter's order and never a paused one", async () => {
    const test = careersServer();
    renderApp('/careers/demo', test);
    expect(await screen.findByText('示例科技', {}, SLOW)).toBeInTheDocument();
    await screen.findByText('算法工程师', {}, SLOW);
    expect(shownNames()).toEqual(['前端开发工程师', '产品经理', '算法工程师']);
    expect(screen.queryByText('已暂停的测试工程师')).toBeNull();
    expect(test.server.to(pathOf(CAREERS_API.jobs, { member: 'demo' }))[0].headers.token).toBeUndefined();
    // Set by the site's effect once the site answered, which may run after the list is painted.
    await waitFor(() => expect(document.title).toBe('示例科技 - 校园招聘'), SLOW);
  });

  it('shows the published 页面设置 (issue 17): logo, theme colour, banner, intro, contact; the job list leaves out the hidden items', async () => {
    const test = careersServer();
    test.server.on(
      `GET ${pathOf(CAREERS_API.root, { member: 'demo' })}`,
      ok({
        member: 'demo',
        name: '示例科技',
        logo: 'https://cdn.example.com/account.png',
        referralEnabled: true,
        page: {
          logoUrl: 'https://cdn.example.com/logo.png',
          bannerUrl: 'https://cdn.example.com/banner.jpg',
          themeColor: '#c41d7f',
          intro: '加入我们，一起做有意思的事。',
          contact: 'campus@demo.example.com',
          hidden: ['salary', 'jobNum', 'term', 'funcTypeName', 'tags'],
        },
      }),
    );
    renderApp('/careers/demo', test);
    expect(await screen.findByTestId('careers-banner', {}, SLOW)).toHaveAttribute(
      'src',
      'https://cdn.example.com/banner.jpg',
    );
    expect(screen.getByText('加入我们，一起做有意思的事。')).toBeInTheDocument();
    expect(screen.getByText('联系我们：campus@demo.example.com')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header.style.borderTop).toContain('4px solid');
    expect(header.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    const first = (await screen.findAllByTestId('careers-job', {}, SLOW))[0]!;
    expect(first).toHaveTextContent('前端开发工程师');
    expect(within(first).getByText('上海 · 本科')).toBeInTheDocument();
    expect(within(first).queryByText('10000-15000元/月')).toBeNull();
    expect(within(first).queryByText('五险一金')).toBeNull();
  });

  it('shows 关于我们 with what the company filled in on 会员管理 (issue 17)', async () => {
    const test = careersServer();
    test.server.on(
      `GET ${pathOf(CAREERS_API.root, { member: 'demo' })}`,
      ok({
        member: 'demo',
        name: '示例科技',
        logo: '',
        referralEnabled: true,
        company: {
          shortName: '示例',
          industry: '互联网',
          scale: '',
          address: '上海市浦东新区',
          website: '',
          intro: '专注校园招聘十年。',
          contactName: '',
          contactPhone: '021-66668888',
          contactEmail: '',
        },
      }),
    );
    renderApp('/careers/demo', test);
    const about = await screen.findByTestId('about-company', {}, SLOW);
    expect(about).toHaveTextContent('专注校园招聘十年。');
    expect(about).toHaveTextContent('上海市浦东新区');
    expect(about).toHaveTextContent('021-66668888');
    // Empty fields are not shown.
    expect(within(about).queryByText('企业规模')).toBeNull();
    await screen.findByText('算法工程师', {}, SLOW);
  });

  it('filters by area through the careers API', async () => {
    const test = careersServer();
    const app = renderApp('/careers/demo', test);
    await screen.findByText('算法工程师', {}, SLOW);
    const area = screen.getByRole('combobox', { name: '工作地区' });
    await waitFor(() => expect(within(area).getByRole('option', { name: '北京' })).toBeInTheDocument(), SLOW);
    fireEvent.change(area, { target: { value: '北京' } });
    await waitFor(() => expect(shownNames()).toEqual(['产品经理']), SLOW);
    expect(app.router.state.location.search).toBe('?area=%E5%8C%97%E4%BA%AC');
    const last = test.server.to(pathOf(CAREERS_API.jobs, { member: 'demo' })).at(-1);
    expect(last?.query.get('area')).toBe('北京');
  });

  it('APPLY shows a job, and 投递 opens its application form keeping the referral code', async () => {
    const test = careersServer();
    test.server.on(
      `GET ${pathOf(CAREERS_DESIGN_API.resumeDesign, { member: 'demo' })}`,
      ok({
        version: 1,
        emodules: defaultDesign(),
        systemDictionaries: {},
        memberDictionaries: {},
        consentText: '',
      }),
    );
    test.server.on(
      `GET ${pathOf(CAREERS_CANDIDATE_AUTH_API.me, { member: 'demo' })}`,
      ok({ signedIn: true, channel: 'mobile', address: '13800138000' }),
    );
    const app = renderApp('/careers/demo?ref=AB12CD34', test);
    fireEvent.click(await screen.findByText('算法工程师', {}, SLOW));
    expect(await screen.findByText('负责推荐算法的研发。', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('浦东新区 张江路1号')).toBeInTheDocument();
    // The referral code stays in the link.
    expect(new URLSearchParams(app.router.state.location.search).get('ref')).toBe('AB12CD34');
    clickButton(/^投\s*递$/);
    await waitFor(
      () => expect(app.router.state.location.pathname).toBe('/careers/demo/jobs/j-b/apply'),
      SLOW,
    );
    expect(app.router.state.location.search).toBe('?ref=AB12CD34');
    expect(await screen.findByText('投递：算法工程师', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('resume-module-sub01', {}, SLOW)).toHaveTextContent('基本信息');
    expect(screen.queryByText('投递功能即将开放，敬请期待。')).toBeNull();
  });

  it("a paused job's link says the job is no longer open", async () => {
    renderApp('/careers/demo?job=j-paused', careersServer());
    expect(await screen.findByText('职位已下线或不存在', {}, SLOW)).toBeInTheDocument();
  });

  it("opens the API's share link /careers/{member}/jobs/{id} once the router maps it here", async () => {
    const { CandidateSite } = await import('./CandidateSite');
    const routes = [
      { path: '/careers/:member/jobs/:id', element: <CandidateSite /> },
      { path: '/careers/:member', element: <CandidateSite /> },
    ];
    const app = renderApp('/careers/demo/jobs/j-b?ref=AB12CD34', careersServer(), routes);
    expect(await screen.findByText('负责推荐算法的研发。', {}, SLOW)).toBeInTheDocument();
    clickButton('返回职位列表');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/careers/demo'), SLOW);
    expect(app.router.state.location.search).toBe('?ref=AB12CD34');
    expect(await screen.findByText('前端开发工程师', {}, SLOW)).toBeInTheDocument();
  });

  it('an unknown employer shows 招聘主页不存在', async () => {
    renderApp('/careers/nobody', careersServer());
    expect(await screen.findByText('招聘主页不存在', {}, SLOW)).toBeInTheDocument();
  });

  it('a site hidden at its service end shows the server reason (issue 19)', async () => {
    const test = careersServer();
    test.server.on(
      `GET ${pathOf(CAREERS_API.root, { member: 'closed' })}`,
      envelope(-2000, '该企业招聘官网暂未开放', null, 404),
    );
    renderApp('/careers/closed', test);
    expect(await screen.findByText('该企业招聘官网暂未开放', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('招聘主页不存在')).toBeNull();
  });
});
