import { WORKBENCH_API } from '@ehire/domain/api/workbench';
import { describe, expect, it } from 'vitest';
import type { WorkbenchHome } from '@ehire/domain/contracts/workbench';
import { envelope, ok } from '../../platform/testing/fakes';
import { createTestPlatform } from '../../platform/testing/platform';
import { createWorkbenchApi } from './workbench-api';

const HOME: WorkbenchHome = {
  ctmexpiredate: '2027-06-30',
  customerType: 1,
  remainJobCount: 12,
  releasedJobCount: 3,
  receivedResumeCount: 120,
  resumeNoFilterCount: 45,
  resumeToInterviewCount: 7,
  videoTapeCount: 30,
  smsInvitationBalance: 500,
  interviewInvitationBalance: 200,
  toBeDeliveredCount: 4,
  deliveredCount: 9,
};

describe('workbench calls (D1 §7, §8)', () => {
  it('CALL-033 DATA-005 home customer info is a GET with isrefresh and answers the home customer info fields', async () => {
    const { server, client } = createTestPlatform();
    server.on(`GET ${WORKBENCH_API.home.path}`, ok(HOME));
    const api = createWorkbenchApi(client);
    await expect(api.home()).resolves.toEqual(HOME);
    await api.home(true);
    const calls = server.to(WORKBENCH_API.home.path);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET']);
    expect(calls.map((call) => call.query.get('isrefresh'))).toEqual(['false', 'true']);
  });

  // Every workbench call the user starts or waits for (all but the recount polling, ERR-020).
  const CALLS: Array<[string, (api: ReturnType<typeof createWorkbenchApi>) => Promise<unknown>]> = [
    ['home', (api) => api.home()],
    ['processOverview', (api) => api.processOverview()],
    ['calendar', (api) => api.calendar(2026, 11)],
    ['examContracts', (api) => api.examContracts()],
    ['shareQrCode', (api) => api.shareQrCode()],
    ['contactToBuy', (api) => api.contactToBuy({ sms: true, interview: false, video: false, exam: false })],
    ['talentPack', (api) => api.talentPack()],
    ['processCount', (api) => api.processCount(true)],
    ['processCountOld', (api) => api.processCount(false)],
    ['reloadProcessCount', (api) => api.reloadProcessCount()],
    ['groupReport', (api) => api.groupReport()],
  ];

  it.each(CALLS)('ERR-019 a refused %s call shows the server msg', async (name, call) => {
    const { server, client, ui } = createTestPlatform();
    const msg = `${name} 暂时不可用`;
    server.on(WORKBENCH_API[name as keyof typeof WORKBENCH_API].path, envelope(500, msg));
    await expect(call(createWorkbenchApi(client))).rejects.toThrow(msg);
    expect(ui.errors()).toEqual([msg]);
  });

  it('ERR-019 ERR-020 the recount polling stays silent when refused', async () => {
    const { server, client, ui } = createTestPlatform();
    server.on(WORKBENCH_API.recountStatus.path, envelope(500, '统计中'));
    await expect(createWorkbenchApi(client).recountStatus()).rejects.toThrow('统计中');
    expect(ui.errors()).toEqual([]);
  });
});
