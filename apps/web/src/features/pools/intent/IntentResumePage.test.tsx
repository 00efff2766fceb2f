import { POOLS_API } from '@ehire/domain/api/pools';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { openDialog } from '../../../test/queries';

const ROW = {
  intentId: 'i1',
  name: '意向甲',
  mobile: '13912340001',
  email: '',
  school: '浙江大学',
  major: '',
  degree: '本科',
  graduationYear: null,
  jobId: 'j1',
  jobName: 'Java开发',
  source: '宣讲会',
  notes: '',
  deliveredstaus: '00',
  deliveredLabel: '未提交',
  inviteCount: 0,
  invitedAt: null,
  createdAt: 1_760_000_000_000,
};

function intentServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `GET ${POOLS_API.getIntents.path}`,
    ok({ total: 1, rows: [ROW], counts: { notSubmitted: 1, submitted: 0 } }),
  );
  test.server.on('GET /api/biz/talent/jobs', ok([]));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./IntentResumePage');
}, 60_000);

describe('IntentResumePage', { timeout: 30_000 }, () => {
  it('ROUTE-026 WB-041 lists registered interest by delivery status, previews and invites', async () => {
    const test = intentServer();
    test.server.on(`POST ${POOLS_API.intentsInvite.path}`, ok({ invited: 1, alreadyDelivered: 0 }));
    renderApp('/new/intentResume?deliveredstaus=00', test);
    const row = (await screen.findByText('意向甲', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('未提交')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '意向甲' })).toHaveAttribute(
      'href',
      '/intentResumePreview?id=i1',
    );
    expect(test.server.to(POOLS_API.getIntents.path).at(-1)?.query.get('deliveredstaus')).toBe('00');
    expect(screen.getByText('未提交（1）')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /邀请投递/ }));
    await waitFor(
      () => expect(test.server.to(POOLS_API.intentsInvite.path)[0]?.body).toEqual({ intentIds: ['i1'] }),
      SLOW,
    );
  });

  it('registers interest: the mobile is checked before anything is sent', async () => {
    const test = intentServer();
    test.server.on(`POST ${POOLS_API.getIntents.path}`, ok(ROW));
    renderApp('/new/intentResume', test);
    await screen.findByText('意向甲', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '登记意向' }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '意向乙' } });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('手机号格式不正确', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(POOLS_API.getIntents.path).filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13912340002' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () =>
        expect(
          test.server.to(POOLS_API.getIntents.path).find((r) => r.method === 'POST')?.body,
        ).toMatchObject({
          name: '意向乙',
          mobile: '13912340002',
          jobId: null,
          graduationYear: null,
        }),
      SLOW,
    );
  });
});
