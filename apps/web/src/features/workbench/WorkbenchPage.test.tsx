import { JOBS_API } from '@ehire/domain/api/jobs';
import { WORKBENCH_API } from '@ehire/domain/api/workbench';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { hideStatement, showStatement } from '../../platform/statement';
import { envelope, ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { chinaToday } from '@ehire/domain/jobs/validation';

const HOME = {
  ctmexpiredate: '2027-06-30',
  customerType: 1,
  remainJobCount: 8,
  releasedJobCount: 3,
  receivedResumeCount: 120,
  resumeNoFilterCount: 45,
  resumeToInterviewCount: 6,
  videoTapeCount: 30,
  smsInvitationBalance: 500,
  interviewInvitationBalance: 200,
  toBeDeliveredCount: 0,
  deliveredCount: 0,
};

const OVERVIEW = {
  total: {
    ivid: '99',
    ivType: 0,
    flowName: '全部流程',
    processName: '',
    resumeNum: 12,
    filtrateNum: 5,
    undeterminedNum: 3,
    outNum: 2,
    planNum: 2,
  },
  rows: [
    {
      ivid: 's1',
      ivType: 1,
      flowName: '初筛',
      processName: '校园招聘流程',
      resumeNum: 10,
      filtrateNum: 5,
      undeterminedNum: 3,
      outNum: 2,
      planNum: 0,
    },
    {
      ivid: 's3',
      ivType: 3,
      flowName: '面试',
      processName: '校园招聘流程',
      resumeNum: 2,
      filtrateNum: 0,
      undeterminedNum: 0,
      outNum: 0,
      planNum: 2,
    },
    {
      ivid: 's4',
      ivType: 4,
      flowName: '待录用',
      processName: '校园招聘流程',
      resumeNum: 0,
      filtrateNum: 0,
      undeterminedNum: 0,
      outNum: 0,
      planNum: 0,
    },
  ],
  groupReport: false,
};

function workbench(options: { guideSeen?: boolean; home?: typeof HOME } = {}) {
  const cookies = signedInCookies();
  const test = createTestPlatform(options.guideSeen === false ? cookies : { ...cookies, seenguide: '1' });
  test.server.on(`GET ${WORKBENCH_API.home.path}`, ok(options.home ?? HOME));
  test.server.on(`POST ${WORKBENCH_API.processCount.path}`, ok(OVERVIEW));
  test.server.on(`GET ${WORKBENCH_API.examContracts.path}`, ok([]));
  // The calendar's days come from the interviews feature (issue 15, CALL-040).
  test.server.on('GET /api/biz/interviews/calendar', ok([]));
  test.server.on(
    `POST ${WORKBENCH_API.shareQrCode.path}`,
    ok({ text: 'http://127.0.0.1:8080/careers/demo' }),
  );
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./WorkbenchPage');
}, 60_000);

describe('WorkbenchPage', { timeout: 30_000 }, () => {
  it('WB-002 WB-003 WB-004 WB-005 WB-010 shows the expiry, the balances and the counters with their links', async () => {
    renderApp('/new/workHome', workbench());
    expect(await screen.findByTestId('workbench-expiry', {}, SLOW)).toHaveTextContent(
      '服务到期日：2027-06-30',
    );
    const balances = screen.getByTestId('workbench-balances');
    expect(balances).toHaveTextContent('短信邀请余额500');
    expect(balances).toHaveTextContent('面试邀请余额200');
    expect(balances).toHaveTextContent('视频录制查看余额30');
    expect(screen.getByTestId('counter-released-jobs')).toHaveAttribute('href', '/jobList?jobstatus=24');
    expect(screen.getByTestId('counter-no-filter')).toHaveAttribute(
      'href',
      '/resume?tab=first&inboxstatus=00',
    );
    expect(screen.getByTestId('counter-no-filter')).toHaveTextContent('45待筛选简历');
    expect(screen.getByTestId('counter-to-deliver')).toHaveAttribute(
      'href',
      '/resume?tab=three&deliveredstaus=00',
    );
  });

  it('issue 19 announces the membership end in advance: read-only console and hidden careers site, with 立即续费', async () => {
    const inTenDays = chinaToday(Date.now() + 10 * 86_400_000);
    renderApp('/new/workHome', workbench({ home: { ...HOME, ctmexpiredate: inTenDays } }));
    const notice = await screen.findByTestId('workbench-member-expiry', {}, SLOW);
    expect(notice).toHaveTextContent(
      `服务将于10天后（${inTenDays}）到期。服务到期后，后台将变为只读，招聘官网将被隐藏，请及时续费。`,
    );
    expect(within(notice).getByTestId('workbench-renew')).toHaveAttribute(
      'href',
      '/new/shoppingStore/memberCard',
    );
  });

  it('issue 19 says so once the membership has ended, and says nothing while it is far off', async () => {
    const yesterday = chinaToday(Date.now() - 86_400_000);
    const ended = renderApp('/new/workHome', workbench({ home: { ...HOME, ctmexpiredate: yesterday } }));
    expect(await screen.findByTestId('workbench-member-expiry', {}, SLOW)).toHaveTextContent(
      `服务已于${yesterday}到期：后台为只读，招聘官网已隐藏。续费后立即恢复。`,
    );
    ended.unmount();
    renderApp('/new/workHome', workbench());
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    expect(screen.queryByTestId('workbench-member-expiry')).toBeNull();
  });

  it('WB-011 WB-016 WB-017 WB-018 shows the process rows with - where a step has no such count, linking the rest', async () => {
    renderApp('/new/workHome', workbench());
    const table = await screen.findByTestId('process-overview', {}, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('全部流程');
    const screening = rows.find((row) => row.textContent?.startsWith('初筛'))!;
    expect(within(screening).getAllByText('-')).toHaveLength(1);
    expect(within(screening).getByText('5').closest('a')).toHaveAttribute(
      'href',
      '/resume?tab=first&ivid=s1&inboxstatus=00',
    );
    const toBeHired = rows.find((row) => row.textContent?.startsWith('待录用'))!;
    expect(within(toBeHired).getAllByText('-')).toHaveLength(4);
    expect(table).toHaveTextContent('注：流程数据实时统计');
  });

  it('WB-026 WB-030 WB-031 draws the 42-day calendar and the 136 px QR code of the careers site', async () => {
    renderApp('/new/workHome', workbench());
    const calendar = await screen.findByTestId('interview-calendar', {}, SLOW);
    expect(within(calendar).getAllByRole('gridcell')).toHaveLength(42);
    const qr = await screen.findByTestId('workbench-qr', {}, SLOW);
    expect(qr).toHaveAttribute('height', '136');
    expect(qr).toHaveAttribute('width', '136');
  });

  it('CALL-041 posts isrefresh for the job share QR code and draws the returned text as the code (136 px, level H)', async () => {
    const test = workbench();
    test.server.on(
      `POST ${WORKBENCH_API.shareQrCode.path}`,
      ok({ text: 'http://127.0.0.1:8080/careers/demo?from=qr' }),
    );
    renderApp('/new/workHome', test);
    const qr = await screen.findByTestId('workbench-qr', {}, SLOW);
    expect(test.server.to(WORKBENCH_API.shareQrCode.path)[0].body).toEqual({ isrefresh: false });
    // The same text at level H draws the same modules; another text or level draws others.
    const modulesOf = (node: ReactNode) =>
      [...render(node).container.querySelectorAll('path')].map((p) => p.getAttribute('d')).join('|');
    const drawn = [...qr.querySelectorAll('path')].map((p) => p.getAttribute('d')).join('|');
    expect(drawn).toBe(
      modulesOf(<QRCodeSVG value="http://127.0.0.1:8080/careers/demo?from=qr" size={136} level="H" />),
    );
    expect(drawn).not.toBe(
      modulesOf(<QRCodeSVG value="http://127.0.0.1:8080/careers/demo?from=qr" size={136} level="L" />),
    );
    expect(drawn).not.toBe(
      modulesOf(<QRCodeSVG value="http://127.0.0.1:8080/careers/demo" size={136} level="H" />),
    );
  });

  it('WB-045 the calendar items open the older interview pages (site detail, room info, registration) in a new window', async () => {
    const test = workbench();
    const now = new Date();
    const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const item = (ivId: string, type: 'video' | 'offline', siteId: string, ivInfo: string) => ({
      ivInfo,
      type,
      roomId: 'A101',
      siteId,
      ivId,
      ctmId: 'demo',
      booked: 1,
      capacity: 4,
    });
    test.server.on(
      'GET /api/biz/interviews/calendar',
      ok([
        {
          id: date,
          title: date,
          infoList: [
            {
              time: '09:00-09:30',
              startTime: '09:00',
              endTime: '09:30',
              detailList: [
                item('arr-1', 'offline', 'site-1', '技术初试'),
                item('arr-2', 'video', 'room-9', '视频复试'),
              ],
            },
          ],
        },
      ]),
    );
    renderApp('/new/workHome', test);
    const calendar = await screen.findByTestId('interview-calendar', {}, SLOW);
    const site = await within(calendar).findByText('地点', {}, SLOW);
    expect(site).toHaveAttribute('href', '/interview/site/detail?id=site-1');
    const room = within(calendar).getByText('面试间');
    expect(room).toHaveAttribute('href', '/interview/videointerview?id=room-9');
    const registrations = within(calendar).getAllByText('预约');
    expect(registrations[0]).toHaveAttribute(
      'href',
      '/interview/site/orderofflineinterview?arrangement=arr-1',
    );
    for (const link of [site, room, ...registrations]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('WB-032 WB-044 CALL-035 shows the school-contact card only to the school-related customer type, with the school count and next events', async () => {
    const test = workbench({ home: { ...HOME, customerType: 2 } });
    test.server.on('GET /api/biz/schools/count', ok(3));
    test.server.on(
      'GET /api/biz/schools/upcoming-events',
      ok([
        {
          eventId: 'e1',
          schoolId: 's1',
          schoolName: '浙江大学',
          kind: 'talk',
          kindLabel: '宣讲会',
          title: '秋招宣讲会',
          startDate: '2026-10-12',
          endDate: '2026-10-12',
          location: '',
          jobs: [],
        },
      ]),
    );
    renderApp('/new/workHome', test);
    const card = await screen.findByTestId('school-contact-card', {}, SLOW);
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/new/shoolmanagerlist/schoollist');
    expect(await within(card).findByText('查看合作院校（3所）', {}, SLOW)).toBeInTheDocument();
    expect(within(card).getByText('2026-10-12 浙江大学 宣讲会：秋招宣讲会')).toBeInTheDocument();
  });

  it('WB-047 WB-049 WB-050 WB-051 walks the four-step guide and remembers it in the seenguide cookie', async () => {
    const test = workbench({ guideSeen: false });
    renderApp('/new/workHome', test);
    const guide = await screen.findByTestId('workbench-guide', {}, SLOW);
    expect(guide).toHaveTextContent('系统升级');
    for (const title of ['视觉升级', '框架调整', '招聘功能优化']) {
      fireEvent.click(screen.getByRole('button', { name: '下一步' }));
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即体验' }));
    expect(test.cookies.get('seenguide')).toBe('1');
  });

  it('WB-047 STATE-011 issue 20 §2 the statement dialog and the guide are shown one after the other', async () => {
    const test = workbench({ guideSeen: false });
    act(() => showStatement('<p>服务声明</p>'));
    renderApp('/new/workHome', test);
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    expect(screen.queryByTestId('workbench-guide')).toBeNull();
    act(() => hideStatement());
    expect(await screen.findByTestId('workbench-guide', {}, SLOW)).toHaveTextContent('系统升级');
  });

  it('WB-052 does not show the guide once seenguide is set', async () => {
    renderApp('/new/workHome', workbench({ guideSeen: true }));
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    expect(screen.queryByTestId('workbench-guide')).toBeNull();
  });

  it('VAL-003 PERM-014 refuses the workbench add-job entry with the exact message when jobs are read-only', async () => {
    const test = workbench();
    test.server.on(
      `POST ${JOBS_API.createCheck.path}`,
      envelope(-2000, '您当前没有新增职位的权限', null, 403),
    );
    const app = renderApp('/new/workHome', test);
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /发布职位/ }));
    await waitFor(() => expect(test.ui.errors()).toEqual(['您当前没有新增职位的权限']), SLOW);
    expect(app.router.state.location.pathname).toBe('/new/workHome');
  });

  it('VAL-004 WB-043 opens /addJob with edit=false&copyAdd=true when the check passes', async () => {
    const test = workbench();
    test.server.on(`POST ${JOBS_API.createCheck.path}`, ok(null));
    const app = renderApp('/new/workHome', test);
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /发布职位/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/addJob'), SLOW);
    expect(app.router.state.location.search).toBe('?edit=false&copyAdd=true');
  });

  it('WB-053 VAL-001 ERR-018 CALL-042 CALL-043 the buying-contact dialog warns without a product type, then sends the chosen ones', async () => {
    const test = workbench();
    test.server.on(
      `POST ${WORKBENCH_API.contactToBuy.path}`,
      ok({ message: '提交成功，工作人员会尽快与您联系' }),
    );
    renderApp('/new/workHome', test);
    fireEvent.click(await screen.findByTestId('buying-contact-entry', {}, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请选择产品类型', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(WORKBENCH_API.contactToBuy.path)).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('短信邀请'));
    fireEvent.click(within(dialog).getByLabelText('测评'));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('提交成功，工作人员会尽快与您联系', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(WORKBENCH_API.contactToBuy.path)[0]!.body).toEqual({
      sms: true,
      interview: false,
      video: false,
      exam: true,
    });
  });

  it('CALL-044 a refused buying contact shows the server message', async () => {
    const test = workbench();
    test.server.on(
      `POST ${WORKBENCH_API.contactToBuy.path}`,
      envelope(-2000, '提交过于频繁，请稍后再试', null, 400),
    );
    renderApp('/new/workHome', test);
    fireEvent.click(await screen.findByTestId('buying-contact-entry', {}, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByLabelText('视频面试'));
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(test.ui.errors()).toEqual(['提交过于频繁，请稍后再试']), SLOW);
  });

  it('WB-033 WB-046 CALL-045 the talent-pack entry opens the answered page in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const test = workbench();
      test.server.on(
        `GET ${WORKBENCH_API.talentPack.path}`,
        ok({ url: 'http://127.0.0.1:8080/new/talentPool' }),
      );
      renderApp('/new/workHome', test);
      fireEvent.click(await screen.findByTestId('talent-pack-entry', {}, SLOW));
      await waitFor(
        () => expect(open).toHaveBeenCalledWith('http://127.0.0.1:8080/new/talentPool', '_blank', 'noopener'),
        SLOW,
      );
    } finally {
      open.mockRestore();
    }
  });

  it('VAL-005 PERM-013 without istalentpack the talent pack is refused with 当前角色没有操作权限！ and nothing is called', async () => {
    const cookies = signedInCookies();
    const info = JSON.parse(cookies.ehire_userinfo!) as Record<string, unknown>;
    const test = createTestPlatform({
      ...cookies,
      ehire_userinfo: JSON.stringify({ ...info, auths: { istalentpack: 0 } }),
      seenguide: '1',
    });
    test.server.on(`GET ${WORKBENCH_API.home.path}`, ok(HOME));
    test.server.on(`POST ${WORKBENCH_API.processCount.path}`, ok(OVERVIEW));
    test.server.on(`GET ${WORKBENCH_API.examContracts.path}`, ok([]));
    test.server.on('GET /api/biz/interviews/calendar', ok([]));
    test.server.on(
      `POST ${WORKBENCH_API.shareQrCode.path}`,
      ok({ text: 'http://127.0.0.1:8080/careers/demo' }),
    );
    renderApp('/new/workHome', test);
    fireEvent.click(await screen.findByTestId('talent-pack-entry', {}, SLOW));
    // The platform's error toast (antd's message.error), as the plain workbench has no antd App.
    await waitFor(() => expect(test.ui.errors()).toEqual(['当前角色没有操作权限！']), SLOW);
    expect(test.server.to(WORKBENCH_API.talentPack.path)).toHaveLength(0);
  });

  it('WB-001 greets the signed-in recruiter by name', async () => {
    renderApp('/new/workHome', workbench());
    expect(await screen.findByTestId('workbench-greeting', {}, SLOW)).toHaveTextContent(
      '您好，张三，欢迎使用校园招聘管理后台',
    );
  });
});
