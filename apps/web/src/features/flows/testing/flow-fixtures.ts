import type { FlowSummary } from '@ehire/domain/contracts/flow';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { SIGN_KEY_STORAGE_KEY } from '../../../platform/keys';
import { ok } from '../../../platform/testing/fakes';
import { createTestPlatform, signedInCookies, type TestPlatform } from '../../../app/testing/render-app';

// Sample flows shaped by the contract, and a signed-in platform with a flow-management level.

export const DEFAULT_FLOW: FlowSummary = {
  id: 'f-default',
  flowToken: 'token-f-default',
  name: '默认招聘流程',
  isDefault: true,
  jobCount: 3,
  applicationCount: 12,
  createdAt: 1,
  steps: [
    { ivid: '1001', name: '初筛', ivType: 1, applicationCount: 10 },
    { ivid: '1002', name: '笔试', ivType: 2, applicationCount: 0 },
    { ivid: '1003', name: '面试', ivType: 3, applicationCount: 2 },
    { ivid: '1004', name: '待录用', ivType: 4, applicationCount: 0 },
    { ivid: '1005', name: '入职', ivType: 5, applicationCount: 0 },
  ],
};

export const TECH_FLOW: FlowSummary = {
  id: 'f-tech',
  flowToken: 'token-f-tech',
  name: '技术岗流程',
  isDefault: false,
  jobCount: 0,
  applicationCount: 0,
  createdAt: 2,
  steps: [
    { ivid: '1006', name: '简历初筛', ivType: 1, applicationCount: 0 },
    { ivid: '1007', name: '一面', ivType: 3, applicationCount: 0 },
    { ivid: '1008', name: '终面', ivType: 3, applicationCount: 0 },
  ],
};

export const USED_FLOW: FlowSummary = {
  id: 'f-used',
  flowToken: 'token-f-used',
  name: '销售岗流程',
  isDefault: false,
  jobCount: 2,
  applicationCount: 0,
  createdAt: 3,
  steps: [{ ivid: '1009', name: '初筛', ivType: 1, applicationCount: 0 }],
};

/** A signed-in platform whose role has PERMISSION.flowManagement at `level`. */
export function flowPlatform(level: number): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.storage.local.setItem(SIGN_KEY_STORAGE_KEY, 'session-sign-key');
  test.server.on(
    '/api/system/auth/get_auth_list',
    ok([{ auth_key: PERMISSION.flowManagement, auth_value: level }]),
  );
  return test;
}
