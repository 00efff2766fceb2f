import { CAREERS_INTERVIEWS_API } from '@ehire/domain/api/careers-interviews';
import { pathOf } from '@ehire/domain/api/endpoint';
import { CAREERS_API } from '@ehire/domain/api/careers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { INTERVIEW_MESSAGE, type CandidateInvitation } from '@ehire/domain/contracts/interviews';
import { envelope, ok } from '../../platform/testing/fakes';
import { createTestPlatform, preloadAppModules, renderApp, SLOW } from '../../app/testing/render-app';

const TOKEN = 'tok-1';

function invitation(patch: Partial<CandidateInvitation> = {}): CandidateInvitation {
  return {
    candidateName: '张三',
    title: '2027 校招技术初试',
    jobName: '算法工程师',
    round: 'first',
    kind: 'offline',
    place: '总部大楼 上海市浦东新区世纪大道 1 号',
    roomLink: '',
    mapLink: 'https://map.example/1',
    cutOffHours: 24,
    status: '00',
    statusLabel: '待预约',
    bookedSlotId: null,
    changeable: true,
    slots: [
      { id: 's-1', date: '2026-12-01', startTime: '09:00', endTime: '09:30', room: 'A101', left: 2 },
      { id: 's-2', date: '2026-12-01', startTime: '09:30', endTime: '10:00', room: 'A101', left: 0 },
      { id: 's-3', date: '2026-12-02', startTime: '10:00', endTime: '10:30', room: 'A102', left: 1 },
    ],
    ...patch,
  };
}

function server(state: { current: CandidateInvitation }) {
  const test = createTestPlatform();
  test.server.on(
    `GET ${pathOf(CAREERS_API.root, { member: 'demo' })}`,
    ok({ member: 'demo', name: '示例科技', logo: '', referralEnabled: false }),
  );
  test.server.on(`GET ${pathOf(CAREERS_INTERVIEWS_API.root, { member: 'demo', token: TOKEN })}`, () =>
    ok(state.current),
  );
  vi.stubGlobal('fetch', test.server.fetch);
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('../CandidateSite');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('the candidate books an interview slot on the careers site (issue 15)', { timeout: 60_000 }, () => {
  it('shows the invitation (job, round, type, place) and its slots; books an open slot, then confirms', async () => {
    const state = { current: invitation() };
    const test = server(state);
    test.server.on(
      `POST ${pathOf(CAREERS_INTERVIEWS_API.book, { member: 'demo', token: TOKEN })}`,
      (request) => {
        const { slotId } = request.body as { slotId: string };
        state.current = { ...state.current, status: '01', statusLabel: '已安排', bookedSlotId: slotId };
        return ok(null, { msg: INTERVIEW_MESSAGE.booked });
      },
    );
    test.server.on(`POST ${pathOf(CAREERS_INTERVIEWS_API.confirm, { member: 'demo', token: TOKEN })}`, () => {
      state.current = { ...state.current, status: '02', statusLabel: '已确认' };
      return ok(null);
    });
    renderApp(`/careers/demo/interview/${TOKEN}`, test);
    const page = await screen.findByTestId('interview-booking', {}, SLOW);
    expect(within(page).getByText('面试邀请：2027 校招技术初试')).toBeInTheDocument();
    expect(within(page).getByText('算法工程师')).toBeInTheDocument();
    expect(within(page).getByText('初试')).toBeInTheDocument();
    expect(within(page).getByText('线下面试')).toBeInTheDocument();
    expect(within(page).getByText('总部大楼 上海市浦东新区世纪大道 1 号')).toBeInTheDocument();
    expect(within(page).getByText('面试开始前 24 小时起不能再预约、改约或取消。')).toBeInTheDocument();
    // The full slot says so and cannot be chosen.
    expect(within(page).getByText('已约满')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预约 2026-12-01 09:30-10:00 A101' })).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '预约 2026-12-01 09:00-09:30 A101' }));
    });
    expect(await screen.findByText(INTERVIEW_MESSAGE.booked, {}, SLOW)).toBeInTheDocument();
    expect(
      test.server.to(pathOf(CAREERS_INTERVIEWS_API.book, { member: 'demo', token: TOKEN }))[0]!.body,
    ).toEqual({ slotId: 's-1' });
    expect(await screen.findByText('2026-12-01 09:00-09:30 A101', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('interview-status')).toHaveTextContent('已安排');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认参加' }));
    });
    expect(await screen.findByText('已确认参加面试', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('已确认', {}, SLOW)).toBeInTheDocument();
  });

  it('a slot that filled up meanwhile shows the server message 该时段已约满 and the slots as they are now', async () => {
    const state = { current: invitation() };
    const test = server(state);
    test.server.on(`POST ${pathOf(CAREERS_INTERVIEWS_API.book, { member: 'demo', token: TOKEN })}`, () => {
      state.current = {
        ...state.current,
        slots: state.current.slots.map((s) => (s.id === 's-3' ? { ...s, left: 0 } : s)),
      };
      return envelope(-2000, INTERVIEW_MESSAGE.slotFull, null, 409);
    });
    renderApp(`/careers/demo/interview/${TOKEN}`, test);
    await screen.findByTestId('interview-booking', {}, SLOW);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '预约 2026-12-02 10:00-10:30 A102' }));
    });
    expect(await screen.findByText(INTERVIEW_MESSAGE.slotFull, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findAllByText('已约满', {}, SLOW)).toHaveLength(2);
    expect(screen.getByTestId('interview-booked-slot')).toHaveTextContent('尚未预约');
  });

  it('changes the booked slot, and cancels it', async () => {
    const state = {
      current: invitation({ status: '01', statusLabel: '已安排', bookedSlotId: 's-1' }),
    };
    const test = server(state);
    test.server.on(
      `POST ${pathOf(CAREERS_INTERVIEWS_API.book, { member: 'demo', token: TOKEN })}`,
      (request) => {
        state.current = { ...state.current, bookedSlotId: (request.body as { slotId: string }).slotId };
        return ok(null);
      },
    );
    test.server.on(`POST ${pathOf(CAREERS_INTERVIEWS_API.cancel, { member: 'demo', token: TOKEN })}`, () => {
      state.current = { ...state.current, status: '00', statusLabel: '待预约', bookedSlotId: null };
      return ok(null);
    });
    renderApp(`/careers/demo/interview/${TOKEN}`, test);
    await screen.findByTestId('interview-booking', {}, SLOW);
    expect(screen.getByText('可改约的时段')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '改约到 2026-12-02 10:00-10:30 A102' }));
    });
    expect(await screen.findByText('2026-12-02 10:00-10:30 A102', {}, SLOW)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, SLOW));
    });
    expect(await screen.findByText(INTERVIEW_MESSAGE.cancelled, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('尚未预约', {}, SLOW)).toBeInTheDocument();
  });

  it('after the cut-off the slots show no booking buttons and the page says why', async () => {
    const state = {
      current: invitation({ status: '01', statusLabel: '已安排', bookedSlotId: 's-1', changeable: false }),
    };
    const test = server(state);
    renderApp(`/careers/demo/interview/${TOKEN}`, test);
    expect(await screen.findByText(INTERVIEW_MESSAGE.cutOff, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /预约|改约|取消预约|拒绝面试/ })).toBeNull();
  });

  it('a link that is not the signed-in candidate’s shows 该面试邀请不属于当前登录的候选人', async () => {
    const test = createTestPlatform();
    test.server.on(
      `GET ${pathOf(CAREERS_API.root, { member: 'demo' })}`,
      ok({ member: 'demo', name: '示例科技', logo: '', referralEnabled: false }),
    );
    test.server.on(
      `GET ${pathOf(CAREERS_INTERVIEWS_API.root, { member: 'demo', token: TOKEN })}`,
      envelope(-2000, INTERVIEW_MESSAGE.notYours, null, 403),
    );
    vi.stubGlobal('fetch', test.server.fetch);
    renderApp(`/careers/demo/interview/${TOKEN}`, test);
    expect(await screen.findByText('无法打开面试邀请', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(INTERVIEW_MESSAGE.notYours)).toBeInTheDocument();
  });
});
