import { JOBS_API } from '@ehire/domain/api/jobs';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SaveJobFormValues } from '@ehire/domain/contracts/jobs';
import { envelope, ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { jobRecord, listAnswer, OPTIONS } from '../testing/fixtures';
import { clickButton } from '../../../test/queries';

const EDIT_URL = '/addJob?id=job-1&edit=true&copyAdd=false';

function jobServer(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${JOBS_API.options.path}`, ok(OPTIONS));
  test.server.on(`GET ${JOBS_API.getAddresses.path}`, ok([]));
  test.server.on(`GET ${pathOf(JOBS_API.getById, { id: 'job-1' })}`, ok(jobRecord()));
  test.server.on(`POST ${JOBS_API.list.path}`, ok(listAnswer([])));
  return test;
}

/** The validation messages under the fields, as the user sees them. */
function fieldErrors(): string[] {
  return [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');
}

function setText(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./AddJobPage');
}, 60_000);

describe('AddJobPage', { timeout: 30_000 }, () => {
  it('ROUTE-048 edits the job of ?id with the title 修改职位 and its saved values', async () => {
    renderApp(EDIT_URL, jobServer());
    expect(await screen.findByText('修改职位', { selector: 'h2' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('职位名称')).toHaveValue('前端开发工程师'), SLOW);
    expect(screen.getByLabelText('职位描述')).toHaveValue('负责网页开发。');
  });

  it('VAL-008 DATA-031 工作地区 suggests the areas in use, then the city chooser\'s cities by province', async () => {
    renderApp('/addJob?edit=false&copyAdd=false', jobServer());
    expect(await screen.findByText('新增职位', { selector: 'h2' }, SLOW)).toBeInTheDocument();
    const area = screen.getByLabelText('工作地区');
    // What the open dropdown lists (a closed one stays in the page, hidden).
    const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
    const suggestions = () => ({
      groups: [...document.querySelectorAll(`${open} .ant-select-item-group`)].map((n) => n.textContent),
      options: [...document.querySelectorAll(`${open} .ant-select-item-option`)].map((n) => n.textContent),
    });
    fireEvent.mouseDown(area);
    fireEvent.change(area, { target: { value: '杭' } });
    await waitFor(() => expect(suggestions()).toEqual({ groups: ['浙江'], options: ['杭州'] }), SLOW);
    // An area in use is offered once, under 已用地区; a municipality is its own city.
    fireEvent.change(area, { target: { value: '上海' } });
    await waitFor(() => expect(suggestions()).toEqual({ groups: ['已用地区'], options: ['上海'] }), SLOW);
    fireEvent.change(area, { target: { value: '澳' } });
    await waitFor(() => expect(suggestions()).toEqual({ groups: ['澳门'], options: ['澳门'] }), SLOW);
    // 台湾 (350000 in the older area codes) is not offered: 台北, 台中, 台南 are missing.
    fireEvent.change(area, { target: { value: '台' } });
    await waitFor(
      () => expect(suggestions()).toEqual({
          groups: ['河北', '黑龙江', '浙江', '山东'],
          options: ['邢台', '七台河', '台州', '烟台'],
        }),
      SLOW,
    );
    // The field still takes what is typed.
    fireEvent.change(area, { target: { value: '台北' } });
    expect(area).toHaveValue('台北');
  });

  it('shows the contract zh-CN message of each required field of a new job', async () => {
    renderApp('/addJob?edit=false&copyAdd=false', jobServer());
    expect(await screen.findByText('新增职位', { selector: 'h2' }, SLOW)).toBeInTheDocument();
    clickButton('提交审核');
    await waitFor(() => expect(fieldErrors().length).toBeGreaterThanOrEqual(8), SLOW);
    expect(fieldErrors()).toEqual(
      expect.arrayContaining([
        '请输入职位名称',
        '请选择所属组织',
        '请选择职能类别',
        '请选择工作地区',
        '请输入招聘人数',
        '请选择学历要求',
        '请输入职位描述',
        '请选择有效期',
      ]),
    );
  });

  it('issue 20 §2 保存草稿 saves an incomplete draft; 提交审核 still asks for every required field', async () => {
    const test = jobServer();
    test.server.on(
      `PUT ${pathOf(JOBS_API.getById, { id: 'job-1' })}`,
      ok({ ehireJobID: 'job-1', Status: '22' }),
    );
    const app = renderApp(EDIT_URL, test);
    await waitFor(() => expect(screen.getByLabelText('职位名称')).toHaveValue('前端开发工程师'), SLOW);
    setText('职位描述', '');
    setText('招聘人数', '');
    clickButton('提交审核');
    await waitFor(() => expect(fieldErrors()).toEqual(expect.arrayContaining(['请输入职位描述'])), SLOW);
    expect(fieldErrors()).toContain('请输入招聘人数');
    expect(
      test.server.to(pathOf(JOBS_API.getById, { id: 'job-1' })).filter((r) => r.method === 'PUT'),
    ).toHaveLength(0);

    clickButton('保存草稿');
    await waitFor(() => expect(app.router.state.location.search).toBe('?jobstatus=22'), SLOW);
    const saved = test.server.to(pathOf(JOBS_API.getById, { id: 'job-1' })).filter((r) => r.method === 'PUT');
    expect(saved).toHaveLength(1);
    expect(saved[0].body).toMatchObject({ CJobInfo: '', JobNum: 0, submit: false });
  });

  it('mirrors the cross-field salary rule of the server', async () => {
    renderApp(EDIT_URL, jobServer());
    await waitFor(() => expect(screen.getByLabelText('职位名称')).toHaveValue('前端开发工程师'), SLOW);
    setText('最低薪资', '20000');
    clickButton('提交审核');
    expect(await screen.findByText('最低薪资不能高于最高薪资', {}, SLOW)).toBeInTheDocument();
  });

  it('marks the forbidden words in the refused fields, and submits again once fixed', async () => {
    const test = jobServer();
    test.server.on(
      `GET ${pathOf(JOBS_API.getById, { id: 'job-1' })}`,
      ok(jobRecord({ JobWelf: ['餐补', '赌博补贴'] })),
    );
    let calls = 0;
    test.server.on(`PUT ${pathOf(JOBS_API.getById, { id: 'job-1' })}`, () => {
      calls += 1;
      if (calls > 1) return ok({ ehireJobID: 'job-1', Status: '02' });
      return envelope(
        -2000,
        '职位内容包含违禁词：最好、赌博',
        {
          hits: [
            { field: 'CJobInfo', word: '最好', start: 2, end: 4 },
            { field: 'JobWelf.1', word: '赌博', start: 0, end: 2 },
          ],
        },
        400,
      );
    });
    const app = renderApp(EDIT_URL, test);
    await waitFor(() => expect(screen.getByLabelText('职位名称')).toHaveValue('前端开发工程师'), SLOW);
    setText('职位描述', '我们最好的团队');
    clickButton('提交审核');

    const banner = await screen.findByText(
      '职位内容包含违禁词：最好、赌博。请修改标红的内容后重新提交。',
      {},
      SLOW,
    );
    expect(banner).toBeInTheDocument();
    // The request client toasts the server's message too.
    expect(test.ui.errors()).toContain('职位内容包含违禁词：最好、赌博');

    const infoMarks = screen.getByTestId('forbidden-hits-CJobInfo');
    expect(infoMarks).toHaveTextContent('我们最好的团队');
    expect(
      within(infoMarks)
        .getAllByTestId('forbidden-word-mark')
        .map((mark) => mark.textContent),
    ).toEqual(['最好']);
    await waitFor(() => expect(fieldErrors()).toContain('包含违禁词：最好'), SLOW);

    const welfareMarks = screen.getByTestId('forbidden-hits-JobWelf');
    expect(welfareMarks).toHaveTextContent('第2项：赌博补贴');
    expect(within(welfareMarks).getByTestId('forbidden-word-mark')).toHaveTextContent('赌博');
    expect(fieldErrors()).toContain('包含违禁词：赌博');

    const saved = test.server
      .to(pathOf(JOBS_API.getById, { id: 'job-1' }))
      .filter((request) => request.method === 'PUT');
    const body = saved[0].body as SaveJobFormValues;
    expect(body.CJobInfo).toBe('我们最好的团队');
    expect(body.submit).toBe(true);

    // Editing the field removes its marks; the resubmission goes through.
    setText('职位描述', '我们优秀的团队');
    await waitFor(() => expect(screen.queryByTestId('forbidden-hits-CJobInfo')).toBeNull(), SLOW);
    clickButton('提交审核');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/jobList'), SLOW);
    expect(app.router.state.location.search).toBe('?jobstatus=02');
  });
});
