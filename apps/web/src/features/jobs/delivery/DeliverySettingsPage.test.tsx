import { DELIVERY_API } from '@ehire/domain/api/delivery';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryListItem } from '@ehire/domain/contracts/delivery';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';

const ROWS: DeliveryListItem[] = [
  { jobId: 'j1', jobName: '前端开发工程师', Status: '24', delivery: null },
  {
    jobId: 'j2',
    jobName: '产品经理',
    Status: '24',
    delivery: {
      id: 'd2',
      email: 'hr@example.com',
      fileType: 'word',
      subject: '{职位名称}-{姓名}',
      fileName: '{序号}_{姓名}',
      status: 1,
      jobId: 'j2',
    },
  },
];

function deliveryServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${DELIVERY_API.list.path}`, ok({ total: 2, pageIndex: 1, pageSize: 20, rows: ROWS }));
  test.server.on(
    `PUT ${pathOf(DELIVERY_API.getByJobId, { jobId: 'j1' })}`,
    ok({ ...ROWS[1].delivery, id: 'd1', jobId: 'j1' }),
  );
  return test;
}

const errorsShown = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');

beforeAll(async () => {
  await preloadAppModules();
  await import('./DeliverySettingsPage');
}, 60_000);

describe('DeliverySettingsPage', { timeout: 30_000 }, () => {
  it("sets a job's forwarding with the supported placeholders and previews the file name", async () => {
    const test = deliveryServer();
    renderApp('/new/systemManagement/deliverySettings', test);
    const row = (await screen.findByText('前端开发工程师', {}, SLOW)).closest('tr') as HTMLElement;
    clickButton('设置', row);
    const form = await screen.findByTestId('delivery-form', {}, SLOW);
    fireEvent.change(within(form).getByLabelText('接收邮箱'), { target: { value: 'campus@example.com' } });
    fireEvent.click(within(form).getByLabelText('Word'));
    await waitFor(
      () =>
        expect(screen.getByTestId('delivery-preview')).toHaveTextContent('附件：1_张三_前端开发工程师.docx'),
      SLOW,
    );
    expect(screen.getByTestId('delivery-preview')).toHaveTextContent('主题：【简历转发】前端开发工程师-张三');
    clickButton(/保\s*存/);
    await waitFor(
      () => expect(test.server.to(pathOf(DELIVERY_API.getByJobId, { jobId: 'j1' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(DELIVERY_API.getByJobId, { jobId: 'j1' }))[0].body).toEqual({
      email: 'campus@example.com',
      fileType: 'word',
      subject: '【简历转发】{职位名称}-{姓名}',
      fileName: '{序号}_{姓名}_{职位名称}',
      status: 1,
    });
  });

  it('refuses a placeholder the server does not support', async () => {
    const test = deliveryServer();
    renderApp('/new/systemManagement/deliverySettings', test);
    const row = (await screen.findByText('前端开发工程师', {}, SLOW)).closest('tr') as HTMLElement;
    clickButton('设置', row);
    const form = await screen.findByTestId('delivery-form', {}, SLOW);
    fireEvent.change(within(form).getByLabelText('接收邮箱'), { target: { value: 'campus@example.com' } });
    fireEvent.change(within(form).getByDisplayValue('【简历转发】{职位名称}-{姓名}'), {
      target: { value: '{手机}简历' },
    });
    clickButton(/保\s*存/);
    await waitFor(() => expect(errorsShown()).toContain('邮件主题包含不支持的占位符：{手机}'), SLOW);
    expect(test.server.to(pathOf(DELIVERY_API.getByJobId, { jobId: 'j1' }))).toHaveLength(0);
  });

  it('turns forwarding off from the list, keeping the rest of the setting', async () => {
    const test = deliveryServer();
    test.server.on(
      `PUT ${pathOf(DELIVERY_API.getByJobId, { jobId: 'j2' })}`,
      ok({ ...ROWS[1].delivery, status: 0 }),
    );
    renderApp('/new/systemManagement/deliverySettings', test);
    await screen.findByText('产品经理', {}, SLOW);
    fireEvent.click(document.querySelector('[aria-label="转发简历 产品经理"]') as HTMLElement);
    await waitFor(
      () => expect(test.server.to(pathOf(DELIVERY_API.getByJobId, { jobId: 'j2' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(DELIVERY_API.getByJobId, { jobId: 'j2' }))[0].body).toEqual({
      email: 'hr@example.com',
      fileType: 'word',
      subject: '{职位名称}-{姓名}',
      fileName: '{序号}_{姓名}',
      status: 0,
    });
  });
});
