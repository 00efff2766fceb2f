import { ASSESSMENTS_API } from '@ehire/domain/api/assessments';
import { WORKBENCH_API } from '@ehire/domain/api/workbench';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { openDialog } from '../../test/queries';

const PRODUCT = {
  id: 'p1',
  name: '职业性格测评',
  provider: '示例测评',
  url: 'https://assess.example.com/start',
  durationMinutes: 40,
  createdAt: 1_760_000_000_000,
};

const RESULT = {
  invitationId: 'inv-1',
  applicationId: 'app-1',
  candidateId: 'c1',
  name: '测评甲',
  mobile: '13700000001',
  jobName: 'Java开发',
  productId: 'p1',
  productName: '职业性格测评',
  status: 'completed',
  statusLabel: '已完成',
  score: 86.5,
  level: 'A',
  reportName: '测评报告.pdf',
  resultSource: '回调',
  invitedAt: 1_760_000_000_000,
  completedAt: 1_760_000_100_000,
};

function assessmentServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `GET ${WORKBENCH_API.examContracts.path}`,
    ok([
      {
        licenseType: '购买',
        name: '在线测评',
        startDate: '2026-01-05',
        endDate: '长期有效',
        remainlicense: 7,
      },
    ]),
  );
  test.server.on(`GET ${ASSESSMENTS_API.getProducts.path}`, ok([PRODUCT]));
  test.server.on(`GET ${ASSESSMENTS_API.results.path}`, ok({ total: 1, rows: [RESULT] }));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./AssessmentPage');
  await import('./EvaluationPage');
}, 60_000);

describe('测评管理', { timeout: 30_000 }, () => {
  it('issue 18 §3 WB-006 shows the licences left, the products and the results with score and level', async () => {
    const test = assessmentServer();
    renderApp('/new/systemManagement/test', test);
    const licences = await screen.findByTestId('assessment-licences', {}, SLOW);
    await within(licences).findByText('7', {}, SLOW);
    expect(within(screen.getByTestId('assessment-products')).getByText('职业性格测评')).toBeInTheDocument();
    const row = (await screen.findByText('测评甲', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('86.5')).toBeInTheDocument();
    expect(within(row).getByText('已完成')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '测评报告.pdf' })).toBeInTheDocument();
  });

  it('issue 18 §3 添加测评产品 refuses a bad link with the contract message, then saves', async () => {
    const test = assessmentServer();
    test.server.on(`POST ${ASSESSMENTS_API.getProducts.path}`, ok(PRODUCT));
    renderApp('/systemManagement/test', test);
    fireEvent.click(await screen.findByRole('button', { name: '添加测评产品' }, SLOW));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('测评名称'), { target: { value: '逻辑测评' } });
    fireEvent.change(within(dialog).getByLabelText('测评链接'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('测评链接格式不正确', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(ASSESSMENTS_API.getProducts.path).filter((r) => r.method === 'POST')).toHaveLength(
      0,
    );
    fireEvent.change(within(dialog).getByLabelText('测评链接'), {
      target: { value: 'https://t.example.com/x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(
      () =>
        expect(
          test.server.to(ASSESSMENTS_API.getProducts.path).find((r) => r.method === 'POST')?.body,
        ).toMatchObject({
          name: '逻辑测评',
          url: 'https://t.example.com/x',
        }),
      SLOW,
    );
  });

  it('issue 18 §3 /evaluation?id= reads the results of that application', async () => {
    const test = assessmentServer();
    renderApp('/evaluation?id=app-1', test);
    await screen.findByText('职业性格测评', {}, SLOW);
    expect(test.server.to(ASSESSMENTS_API.results.path).at(-1)?.query.get('applicationId')).toBe('app-1');
  });
  it('issue 18 §3 导入测评结果 uploads the provider’s spreadsheet and starts its import task', async () => {
    const test = assessmentServer();
    test.server.on(
      'POST /api/biz/files',
      ok({
        files: [
          { id: 'file-1', name: '测评结果.xlsx', size: 4, contentType: 'application/zip', expiresAt: null },
        ],
      }),
    );
    test.server.on(`POST ${ASSESSMENTS_API.resultsImportFile.path}`, ok({ taskId: 't1' }));
    renderApp('/new/systemManagement/test', test);
    const button = await screen.findByTestId('assessment-result-import', {}, SLOW);
    const input = button.closest('.ant-upload')!.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '测评结果.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(
      () =>
        expect(test.server.to(ASSESSMENTS_API.resultsImportFile.path)[0]?.body).toEqual({ fileId: 'file-1' }),
      SLOW,
    );
    expect(test.server.to('/api/biz/files')[0]?.query.get('purpose')).toBe('import');
  });
});
