import { TALENT_API } from '@ehire/domain/api/talent';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Arrangement, ArrangementDetail } from '@ehire/domain/contracts/interviews';
import type { NoticeTemplate } from '@ehire/domain/contracts/notice';
import { envelope, ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../app/testing/render-app';
import { COUNTS, JOBS, page, talentRow } from '../talent/testing/fixtures';
import { clickButton, getButton } from '../../test/queries';

// 安排面试 from the talent list (issue 15 §2): choose the arrangement, a slot or candidates'
// choice, a notice template; the invitations go to the interviews API (a task), not a note.

const ROWS = [
  talentRow({ applicationId: 'a1', name: '张伟' }),
  talentRow({ applicationId: 'a2', name: '李娜' }),
  talentRow({ applicationId: 'a3', name: '王芳' }),
];

const ARRANGEMENT: Arrangement = {
  id: 'arr-1',
  title: '技术初试',
  jobId: 'j1',
  jobName: '算法工程师',
  round: 'first',
  kind: 'offline',
  siteId: 's1',
  siteName: '杭州总部',
  cutOffHours: 24,
  sequence: 0,
  slotCount: 1,
  capacity: 10,
  booked: 0,
  invited: 0,
};
const VIDEO: Arrangement = { ...ARRANGEMENT, id: 'arr-2', title: '视频复试', kind: 'video', round: 'second' };

const TEMPLATE: NoticeTemplate = {
  id: 'tpl-1',
  name: '面试邀请',
  channel: 'email',
  purpose: 'interview',
  subject: '面试邀请',
  body: '{{面试时间}}',
  enabled: true,
  attachmentFileIds: [],
} as unknown as NoticeTemplate;

function server(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${TALENT_API.list.path}`, ok(page(ROWS)));
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([]));
  test.server.on('GET /api/biz/interviews/arrangements', ok([ARRANGEMENT, VIDEO]));
  test.server.on(
    'GET /api/biz/interviews/arrangements/arr-1',
    ok({
      ...ARRANGEMENT,
      site: {},
      invitations: [],
      slots: [
        {
          id: 'slot-1',
          date: '2026-12-01',
          startTime: '09:00',
          endTime: '09:30',
          room: 'A101',
          interviewerIds: [],
          interviewerNames: [],
          capacity: 10,
          booked: 2,
          closed: false,
        },
      ],
    } as unknown as ArrangementDetail),
  );
  test.server.on('GET /api/biz/notice/templates', (request) =>
    // A disabled template is listed by the API but never offered.
    ok(
      request.query.get('channel') === 'email'
        ? [TEMPLATE, { ...TEMPLATE, id: 'tpl-off', name: '停用的邀请', enabled: false }]
        : [],
    ),
  );
  test.server.on('GET /api/biz/interviews/invite-check', ok({ available: 50, enough: true, message: null }));
  return test;
}

/** The options of a select (opened once; waitFor calls this again without closing it). */
function optionsOf(label: string): string[] {
  const input = screen.getByRole('combobox', { name: label });
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const dropdown = list?.closest('.ant-select-dropdown');
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.textContent ?? '');
}

function pick(label: string, text: string) {
  const input = screen.getByRole('combobox', { name: label });
  if (input.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const option = [
    ...(list?.closest('.ant-select-dropdown')?.querySelectorAll('.ant-select-item-option') ?? []),
  ].find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}

async function openInvite(names: string[]) {
  await screen.findByText('张伟', {}, SLOW);
  for (const name of names)
    fireEvent.click(
      (screen.getByText(name).closest('tr') as HTMLElement).querySelector(
        'input[type="checkbox"]',
      ) as HTMLElement,
    );
  await waitFor(() => getButton(/安排/, screen.getByTestId('talent-batch-bar')), SLOW);
  clickButton(/^安排/, screen.getByTestId('talent-batch-bar'));
  fireEvent.click(
    await screen.findByText('安排面试', { selector: '.ant-dropdown-menu-title-content' }, SLOW),
  );
  return screen.findByTestId('interview-invite-form', {}, SLOW);
}

beforeAll(async () => {
  await preloadAppModules();
  await import('../talent/list/TalentManagePage');
}, 60_000);

describe('安排面试 from the talent list (issue 15)', { timeout: 90_000 }, () => {
  it('invites the selected candidates to the chosen arrangement with a slot and a notice template (no free-text note; disabled templates not offered)', async () => {
    const test = server();
    test.server.on(
      'POST /api/biz/interviews/arrangements/arr-1/invitations',
      ok({ invited: 2, taskId: 't-1', links: [] }),
    );
    renderApp('/new/talent/talentManage', test);
    const form = await openInvite(['张伟', '王芳']);
    expect(screen.getByText('安排面试（已选2份）')).toBeInTheDocument();
    // 安排面试 offers the offline arrangements; the video one belongs to 安排视频面试.
    await waitFor(
      () => expect(optionsOf('面试安排')).toEqual(['技术初试（算法工程师·初试·线下面试）']),
      SLOW,
    );
    pick('面试安排', '技术初试（算法工程师·初试·线下面试）');
    await waitFor(
      () =>
        expect(optionsOf('面试时段')).toEqual(['候选人自选时段', '2026-12-01 09:00-09:30 A101（剩余 8）']),
      SLOW,
    );
    pick('面试时段', '2026-12-01 09:00-09:30 A101（剩余 8）');
    await waitFor(() => expect(optionsOf('通知模板')).toEqual(['面试邀请（邮件）']), SLOW);
    pick('通知模板', '面试邀请（邮件）');
    expect(within(form).queryByText('安排说明')).toBeNull();
    expect(screen.getByText(/面试邀请余额 50/)).toBeInTheDocument();
    await act(async () => {
      clickButton('发送邀请');
    });
    await waitFor(
      () => expect(test.server.to('/api/biz/interviews/arrangements/arr-1/invitations')).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to('/api/biz/interviews/arrangements/arr-1/invitations')[0]!.body).toEqual({
      applicationIds: ['a1', 'a3'],
      channels: ['email'],
      slotId: 'slot-1',
      templateId: 'tpl-1',
      note: '',
    });
    // The talent action (a note) is not called: the server moves the status with the invitations.
    expect(test.server.to(TALENT_API.actions.path)).toHaveLength(0);
  });

  it('without an arrangement nothing is sent; a refusal (balance exhausted) shows its message in the dialog', async () => {
    const test = server();
    test.server.on(
      'POST /api/biz/interviews/arrangements/arr-1/invitations',
      envelope(-1, '面试邀请余额不足，请先购买面试邀请额度后再发送邀请', null, 409),
    );
    renderApp('/new/talent/talentManage', test);
    await openInvite(['李娜']);
    await act(async () => {
      clickButton('发送邀请');
    });
    expect(
      await screen.findByText('请选择面试安排', { selector: '.ant-form-item-explain-error' }, SLOW),
    ).toBeInTheDocument();
    expect(test.server.to('/api/biz/interviews/arrangements/arr-1/invitations')).toHaveLength(0);
    pick('面试安排', '技术初试（算法工程师·初试·线下面试）');
    await act(async () => {
      clickButton('发送邀请');
    });
    expect(
      await within(await screen.findByTestId('interview-invite-error', {}, SLOW)).findByText(
        '面试邀请余额不足，请先购买面试邀请额度后再发送邀请',
      ),
    ).toBeInTheDocument();
    expect(test.server.to('/api/biz/interviews/arrangements/arr-1/invitations')[0]!.body).toMatchObject({
      applicationIds: ['a2'],
      channels: ['email', 'sms'],
    });
  });
});
