import { REFERRAL_API } from '@ehire/domain/api/referral';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReferralStaff } from '@ehire/domain/contracts/referral';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton, openDialog } from '../../../test/queries';

const STAFF: ReferralStaff = {
  id: 's1',
  name: '李雷',
  mobile: '13800138000',
  email: 'lilei@example.com',
  employeeNo: 'E001',
  department: '研发中心',
  code: 'AB12CD34',
  link: '/careers/demo?ref=AB12CD34',
  status: 1,
  referredCount: 2,
  createdAt: 1_700_000_000_000,
};

function staffServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `POST ${REFERRAL_API.staffList.path}`,
    ok({ total: 1, pageIndex: 1, pageSize: 20, rows: [STAFF] }),
  );
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./StaffManagePage');
}, 60_000);

describe('StaffManagePage', { timeout: 30_000 }, () => {
  it('lists staff with their referral code and disables one after confirmation', async () => {
    const test = staffServer();
    test.server.on(`POST ${REFERRAL_API.staffStatus.path}`, ok({ changed: 1 }));
    renderApp('/staffManage', test);
    const row = (await screen.findByText('李雷', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('AB12CD34')).toBeInTheDocument();
    expect(within(row).getByText('启用中')).toBeInTheDocument();
    clickButton('停用', row);
    expect(await screen.findByText('确定要停用员工“李雷”吗？', {}, SLOW)).toBeInTheDocument();
    clickButton('确定', await openDialog());
    await waitFor(() => expect(test.server.to(REFERRAL_API.staffStatus.path)).toHaveLength(1), SLOW);
    expect(test.server.to(REFERRAL_API.staffStatus.path)[0].body).toEqual({ ids: ['s1'], status: 0 });
  });

  it('issue 12 uploads the .xlsx as multipart, imports it by its file id and shows the error of each bad row', async () => {
    const test = staffServer();
    test.server.on(
      'POST /api/biz/files',
      ok({
        files: [
          { id: 'file-1', name: '员工.xlsx', size: 4, contentType: 'application/zip', expiresAt: null },
        ],
      }),
    );
    test.server.on(
      `POST ${REFERRAL_API.staffImport.path}`,
      ok({
        imported: 0,
        errors: [
          { row: 3, msg: '请输入正确的手机号' },
          { row: 5, msg: '手机号与第2行重复' },
        ],
      }),
    );
    renderApp('/staffManage', test);
    await screen.findByText('李雷', {}, SLOW);
    clickButton(/导入员工/);
    const dialog = await openDialog();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '员工.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });

    const errors = await within(dialog).findByTestId('staff-import-errors', {}, SLOW);
    // issue 12: the workbook goes as multipart to the upload call, the import names its id.
    const uploadCall = test.server.to('/api/biz/files')[0];
    expect(uploadCall.query.get('purpose')).toBe('import');
    const sent = (uploadCall.body as FormData).get('file') as File;
    expect(sent.name).toBe('员工.xlsx');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    expect(test.server.to(REFERRAL_API.staffImport.path)[0].body).toEqual({ fileId: 'file-1' });
    expect(within(errors).getByText('员工.xlsx 有2处错误，未导入任何员工')).toBeInTheDocument();
    expect(within(errors).getByText('第3行')).toBeInTheDocument();
    expect(within(errors).getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(within(errors).getByText('手机号与第2行重复')).toBeInTheDocument();
  });

  it('refuses a file that is not .xlsx without sending it', async () => {
    const test = staffServer();
    renderApp('/staffManage', test);
    await screen.findByText('李雷', {}, SLOW);
    clickButton(/导入员工/);
    const dialog = await openDialog();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,b'], '员工.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('请选择 .xlsx 格式的 Excel 文件', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(REFERRAL_API.staffImport.path)).toHaveLength(0);
  });
});
