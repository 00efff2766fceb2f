import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CareersPageState } from '@ehire/domain/contracts/settings';
import { CAREERS_JOB_LIST_KEYS } from '@ehire/domain/settings/careers-page';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton } from '../../../test/queries';

const BASE = '/api/biz/settings/careers-page';
const DRAFT = {
  logoUrl: '',
  bannerUrl: '',
  themeColor: '#1677ff',
  intro: '',
  contact: '',
  jobListFields: [...CAREERS_JOB_LIST_KEYS],
};
const STATE: CareersPageState = { draft: DRAFT, published: null, publishedAt: null, unpublished: true };

function server(auth: Array<{ auth_key: string; auth_value: number }> = []) {
  const test = createTestPlatform(signedInCookies());
  test.server.on('/api/system/auth/get_auth_list', ok(auth));
  test.server.on(`POST ${BASE}`, ok(STATE));
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./CareersPageSettingsPage');
}, 60_000);

describe('页面设置 (issue 17, GAP-048)', { timeout: 60_000 }, () => {
  it('ROUTE-021 the preview follows the form; a bad colour is named; 发布 saves the draft then publishes it', async () => {
    const test = server();
    const published = { ...DRAFT, intro: '欢迎加入', themeColor: '#c41d7f', jobListFields: ['area', 'degree'] };
    test.server.on(`POST ${BASE}/save`, ok({ ...STATE, draft: published }));
    test.server.on(
      `POST ${BASE}/publish`,
      ok({ draft: published, published, publishedAt: 1, unpublished: false }),
    );
    renderApp('/new/systemManagement/resumePageSettings', test);
    expect(await screen.findByText('未发布', {}, SLOW)).toBeInTheDocument();
    const preview = screen.getByTestId('careers-page-preview');
    expect(within(preview).getByText('10000-15000元/月')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('主题色'), { target: { value: 'red' } });
    clickButton('发布');
    expect(await screen.findByText('主题色须为#RRGGBB格式', {}, SLOW)).toBeInTheDocument();
    expect(test.server.to(`${BASE}/save`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('主题色'), { target: { value: '#c41d7f' } });
    fireEvent.change(screen.getByLabelText('官网介绍'), { target: { value: '欢迎加入' } });
    for (const label of ['薪资', '招聘人数', '职位性质', '职能类别', '标签与福利'])
      fireEvent.click(screen.getByRole('checkbox', { name: label }));
    await waitFor(() => expect(within(preview).getByText('欢迎加入')).toBeInTheDocument(), SLOW);
    expect(within(preview).queryByText('10000-15000元/月')).toBeNull();
    expect(within(preview).getByTestId('careers-page-preview-job')).toHaveTextContent('上海 · 本科');

    await act(async () => {
      clickButton('发布');
    });
    await waitFor(() => expect(test.server.to(`${BASE}/publish`)).toHaveLength(1), SLOW);
    expect(test.server.to(`${BASE}/save`)[0]!.body).toEqual(published);
    expect(await screen.findByText('已发布', {}, SLOW)).toBeInTheDocument();
  });

  it('issue 17 上传标志 uploads the picked image and puts its public address in the field and the preview', async () => {
    const test = server();
    const url = '/api/web/careers/demo/images/IMG1';
    test.server.on(`POST ${BASE}/image`, ok({ id: 'IMG1', url }));
    renderApp('/new/systemManagement/resumePageSettings', test);
    expect(await screen.findByText('未发布', {}, SLOW)).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '标志.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('上传标志'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByLabelText('标志图片地址')).toHaveValue(url), SLOW);
    expect(test.server.to(`${BASE}/image`)).toHaveLength(1);
    const preview = screen.getByTestId('careers-page-preview');
    expect(within(preview).getByAltText('标志')).toHaveAttribute('src', url);
  });

  it('PERM-004 below level 2 of Resume.PageSetting the page only reads', async () => {
    const test = server([{ auth_key: 'Resume.PageSetting', auth_value: 1 }]);
    renderApp('/new/systemManagement/resumePageSettings', test);
    expect(await screen.findByText('未发布', {}, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(test.server.to('/api/system/auth/get_auth_list').length).toBeGreaterThan(0),
      SLOW,
    );
    await act(async () => {});
    expect(screen.getByLabelText('主题色')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
  });
});
