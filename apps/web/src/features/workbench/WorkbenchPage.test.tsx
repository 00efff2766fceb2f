import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, ok } from '../../platform/testing/fakes';
import { JOB_PATH } from '../jobs/api/job-paths';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { WORKBENCH_PATH } from './workbench-api';

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
};

function workbench(options: { guideSeen?: boolean; home?: typeof HOME } = {}) {
  const cookies = signedInCookies();
  const test = createTestPlatform(options.guideSeen === false ? cookies : { ...cookies, seenguide: '1' });
  test.server.on(`GET ${WORKBENCH_PATH.home}`, ok(options.home ?? HOME));
  test.server.on(`GET ${WORKBENCH_PATH.processOverview}`, ok(OVERVIEW));
  test.server.on(`GET ${WORKBENCH_PATH.examContracts}`, ok([]));
  // The calendar's days come from the interviews feature (issue 15, CALL-040).
  test.server.on('GET /api/biz/interviews/calendar', ok([]));
  test.server.on(`POST ${WORKBENCH_PATH.shareQrCode}`, ok({ text: 'http://127.0.0.1:8080/careers/demo' }));
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

  it('WB-032 shows the school-contact card only to the school-related customer type', async () => {
    renderApp('/new/workHome', workbench({ home: { ...HOME, customerType: 2 } }));
    const card = await screen.findByTestId('school-contact-card', {}, SLOW);
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/new/shoolmanagerlist/schoollist');
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

  it('WB-052 does not show the guide once seenguide is set', async () => {
    renderApp('/new/workHome', workbench({ guideSeen: true }));
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    expect(screen.queryByTestId('workbench-guide')).toBeNull();
  });

  it('VAL-003 PERM-014 refuses the workbench add-job entry with the exact message when jobs are read-only', async () => {
    const test = workbench();
    test.server.on(`POST ${JOB_PATH.createCheck}`, envelope(-2000, '您当前没有新增职位的权限', null, 403));
    const app = renderApp('/new/workHome', test);
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /发布职位/ }));
    await waitFor(() => expect(test.ui.errors()).toEqual(['您当前没有新增职位的权限']), SLOW);
    expect(app.router.state.location.pathname).toBe('/new/workHome');
  });

  it('VAL-004 WB-043 opens /addJob with edit=false&copyAdd=true when the check passes', async () => {
    const test = workbench();
    test.server.on(`POST ${JOB_PATH.createCheck}`, ok(null));
    const app = renderApp('/new/workHome', test);
    await screen.findByTestId('workbench-expiry', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /发布职位/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/addJob'), SLOW);
    expect(app.router.state.location.search).toBe('?edit=false&copyAdd=true');
  });
});
