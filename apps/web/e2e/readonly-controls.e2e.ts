import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiCall,
  apiLogin,
  browserLogin,
  jobWithApplications,
  residentId,
  startE2E,
  talentRowOf,
  watchPageProblems,
  type E2E,
} from './harness';

// Issue 20 §1: the read-only user (role 只读, level 1 on every key) sees no control that the
// server would refuse with 403. The pages hold rows of every kind (a published job with an
// application, a draft, a notice template), so row actions are part of what is checked.

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
  const { adminToken } = await jobWithApplications(e2e, '只读检查职位', [
    { name: '陈只读', mobile: '13900139301', email: 'cz@example.com', id: residentId('11010520020506301') },
  ]);
  const options = await apiCall<{ organizations: { id: string }[] }>(
    e2e,
    'GET',
    '/api/biz/jobs/options',
    adminToken,
  );
  const draft = await apiCall(e2e, 'POST', '/api/biz/jobs', adminToken, {
    CJobName: '只读检查草稿',
    OrgID: options.data.organizations[0]!.id,
  });
  const template = await apiCall(e2e, 'POST', '/api/biz/notice/templates', adminToken, {
    name: '只读检查模板',
    channel: 'email',
    purpose: 'pass',
    subject: '通过通知',
    body: '<p>恭喜通过</p>',
  });
  if (String(draft.code) !== '200' || String(template.code) !== '200') {
    throw new Error(`set-up failed: ${draft.msg} / ${template.msg}`);
  }
  expect(await apiLogin(e2e, 'demo', 'viewer')).toBeTruthy();
});

afterAll(async () => {
  await e2e?.close();
});

// The labels of the console's mutating controls (what a read-only user must not be offered).
const MUTATING =
  /^(新增|新建|添加|删除|编辑|修改|保存|发布|重新发布|暂停|提交|导入|复制|设为|设置默认|启用|停用|淘汰|通过|待定|移动|打标签|发送|安排|邀请|批量|调整排序|上传|撤回|下线|上线|确认|推荐|热招)/;

/** The enabled buttons, links and switches of the page's content (not the shell's header). */
async function enabledMutatingControls(page: Page): Promise<string[]> {
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main a, main [role=switch], main [role=menuitem]')]
      .filter((node) => {
        const element = node as HTMLButtonElement;
        return (
          !element.disabled &&
          element.getAttribute('aria-disabled') !== 'true' &&
          element.offsetParent !== null
        );
      })
      .map((node) => (node.textContent ?? '').replace(/\s+/g, '')),
  );
  return labels.filter((label) => MUTATING.test(label));
}

const PAGES: Array<[string, string]> = [
  ['/jobList?jobstatus=24', 'text=只读检查职位'],
  ['/jobList?jobstatus=22', 'text=只读检查草稿'],
  ['/resume?tab=first', 'text=陈只读'],
  ['/new/systemManagement/produce/produceManage', 'main >> text=默认流程'],
  ['/new/systemManagement/tagManagement', 'main >> .ant-table'],
  ['/new/systemManagement/flowManagement', 'main >> .ant-table'],
  ['/new/systemManagement/scoreManagement', 'main >> .ant-table'],
  ['/new/systemManagement/resumeSettings', 'main >> text=预览'],
  ['/notice?tab=emailTemplates', 'text=只读检查模板'],
  ['/interview', 'main >> .ant-table'],
];

describe('read-only user', () => {
  it('issue 20 §1 PERM-015 sees no enabled mutating control on jobs, talent, résumé details, flows, smart rules, designer, notices and interviews', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchPageProblems(page);
    await browserLogin(e2e, page, 'demo', 'viewer');
    const offered: Record<string, string[]> = {};
    for (const [path, ready] of PAGES) {
      await page.goto(e2e.baseUrl + path);
      await page.locator(ready).first().waitFor();
      offered[path] = await enabledMutatingControls(page);
    }
    await page.goto(`${e2e.baseUrl}/resume?tab=first`);
    await talentRowOf(page, '陈只读').getByText('陈只读').first().click();
    await page.waitForURL(/resumeDetails/);
    await page.locator('main >> text=陈只读').first().waitFor();
    offered['/resumeDetails'] = await enabledMutatingControls(page);

    expect(offered).toEqual(Object.fromEntries(Object.keys(offered).map((key) => [key, []])));
    expect(problems).toEqual([]);
    await context.close();
  });
});
