import { TALENT_API } from '@ehire/domain/api/talent';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking, MyInterview } from '@ehire/domain/contracts/interviews';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../app/testing/render-app';
import { COUNTS, JOBS, resumeDetail, talentRow } from '../talent/testing/fixtures';
import { clickButton } from '../../test/queries';

// The interviewer's view (issue 15): 我的面试 today, the résumé, the evaluation form whose score
// and comment then show on the résumé's details (面试 card).

const MINE: MyInterview[] = [
  {
    invitationId: 'inv-1',
    applicationId: 'a1',
    candidateName: '张伟',
    arrangementTitle: '技术初试',
    date: '2026-11-25',
    startTime: '14:00',
    endTime: '14:30',
    room: 'A101',
    status: '02',
    evaluated: false,
  },
];

function booking(evaluations: Booking['evaluations']): Booking {
  return {
    invitationId: 'inv-1',
    arrangementId: 'arr-1',
    arrangementTitle: '技术初试',
    round: 'first',
    kind: 'offline',
    status: '02',
    statusLabel: '已确认',
    date: '2026-11-25',
    startTime: '14:00',
    endTime: '14:30',
    place: '杭州总部',
    room: 'A101',
    interviewerNames: ['王面试官'],
    evaluations,
  };
}

function server(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on('GET /api/biz/interviews/arrangements', ok([]));
  test.server.on('GET /api/biz/interviews/mine', ok(MINE));
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(
    `GET ${pathOf(TALENT_API.applicationsById, { id: 'a1' })}`,
    ok(resumeDetail(talentRow({ applicationId: 'a1', name: '张伟' }))),
  );
  const evaluations: Booking['evaluations'] = [];
  test.server.on('GET /api/biz/interviews/applications/a1', () => ok([booking(evaluations)]));
  test.server.on('POST /api/biz/interviews/invitations/inv-1/evaluation', (request) => {
    const body = request.body as { score: number; comment: string };
    evaluations.push({
      interviewerName: '王面试官',
      score: body.score,
      comment: body.comment,
      createdAt: Date.now(),
    });
    return ok(null, { msg: '面试评价已保存' });
  });
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./InterviewPage');
  await import('../talent/details/ResumeDetailsPage');
}, 60_000);

describe('the interviewer’s view (issue 15)', { timeout: 90_000 }, () => {
  it('我的面试 lists today’s interviews with the résumé link; the evaluation form refuses a score out of 0-100 and sends score and comment', async () => {
    const test = server();
    renderApp('/interview?view=mine', test);
    const table = await screen.findByTestId('my-interviews', {}, SLOW);
    const row = (await within(table).findByText('张伟', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-11-25 14:00-14:30')).toBeInTheDocument();
    expect(within(row).getByText('已确认')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '查看简历' })).toHaveAttribute(
      'href',
      '/resumeDetails?id=a1',
    );
    // (getByRole over the antd table is pathologically slow in jsdom: the button by its label.)
    fireEvent.click(row.querySelector('button[aria-label="评价 张伟"]') as HTMLElement);
    const form = await screen.findByTestId('evaluation-form', {}, SLOW);
    fireEvent.change(within(form).getByLabelText('评分'), { target: { value: '120' } });
    fireEvent.change(within(form).getByLabelText('评价'), { target: { value: '基础扎实，沟通清楚' } });
    await act(async () => {
      clickButton('保存评价');
    });
    expect(await screen.findByText('评分为 0 到 100 的整数', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to('/api/biz/interviews/invitations/inv-1/evaluation')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('评分'), { target: { value: '85' } });
    await act(async () => {
      clickButton('保存评价');
    });
    await waitFor(
      () => expect(test.server.to('/api/biz/interviews/invitations/inv-1/evaluation')).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to('/api/biz/interviews/invitations/inv-1/evaluation')[0]!.body).toEqual({
      score: 85,
      comment: '基础扎实，沟通清楚',
    });
  });

  it('the résumé’s details show the interview with its status and the evaluations; 评价 there adds one', async () => {
    const test = server();
    renderApp('/resumeDetails?id=a1', test);
    const card = await screen.findByTestId('details-interviews', {}, SLOW);
    expect(await within(card).findByText('技术初试', {}, SLOW)).toBeInTheDocument();
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('已确认');
    expect(within(card).getByTestId('booking-time')).toHaveTextContent(
      '2026-11-25 14:00-14:30 · 杭州总部 A101',
    );
    expect(within(card).queryByTestId('booking-evaluation')).toBeNull();
    clickButton(/^评\s*价$/, card);
    const form = await screen.findByTestId('evaluation-form', {}, SLOW);
    fireEvent.change(within(form).getByLabelText('评分'), { target: { value: '90' } });
    fireEvent.change(within(form).getByLabelText('评价'), { target: { value: '推荐进入复试' } });
    await act(async () => {
      clickButton('保存评价');
    });
    const evaluation = await within(card).findByTestId('booking-evaluation', {}, SLOW);
    expect(evaluation).toHaveTextContent('评分 90');
    expect(evaluation).toHaveTextContent('推荐进入复试');
    expect(evaluation).toHaveTextContent('王面试官');
  });
});
