import { TALENT_API } from '@ehire/domain/api/talent';
import { pathOf } from '@ehire/domain/api/endpoint';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NeighboursRequest } from '@ehire/domain/contracts/talent';
import { ok, type RecordedRequest } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { COUNTS, JOBS, page, resumeDetail, talentRow } from '../testing/fixtures';
import { clickButton, getButton, openDialog } from '../../../test/queries';

const ROWS = [
  talentRow({ applicationId: 'a1', name: '张伟' }),
  talentRow({ applicationId: 'a2', name: '李娜' }),
  talentRow({ applicationId: 'a3', name: '王芳', jobName: '产品经理' }),
];
const ORDER = ROWS.map((row) => row.applicationId);

function detailsServer(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`POST ${TALENT_API.list.path}`, ok(page(ROWS)));
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([]));
  for (const row of ROWS)
    test.server.on(
      `GET ${pathOf(TALENT_API.applicationsById, { id: row.applicationId })}`,
      ok(resumeDetail(row)),
    );
  // Prev/next within the list the server orders: the fake walks ORDER.
  test.server.on(`POST ${TALENT_API.neighbours.path}`, (request: RecordedRequest) => {
    const { applicationId } = request.body as NeighboursRequest;
    const at = ORDER.indexOf(applicationId);
    return ok({
      prevId: ORDER[at - 1] ?? null,
      nextId: ORDER[at + 1] ?? null,
      position: at + 1,
      total: ORDER.length,
    });
  });
  return test;
}

const originalObjectUrl = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

afterEach(() => {
  for (const [key, descriptor] of Object.entries(originalObjectUrl)) {
    if (descriptor) Object.defineProperty(URL, key, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[key];
  }
});

beforeAll(async () => {
  await preloadAppModules();
  await import('./ResumeDetailsPage');
  await import('../list/TalentManagePage');
}, 60_000);

describe('ResumeDetailsPage', { timeout: 90_000 }, () => {
  it('ROUTE-037 opened from the list, 上一份 / 下一份 walk that list and 返回列表 goes back', async () => {
    const test = detailsServer();
    const app = renderApp('/new/talent/talentManage?ivid=1001&inboxstatus=00', test);
    fireEvent.click(await screen.findByText('李娜', {}, SLOW));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/resumeDetails'), SLOW);
    expect(app.router.state.location.search).toBe('?id=a2');
    await waitFor(() => expect(screen.getByTestId('details-position')).toHaveTextContent('2 / 3'), SLOW);
    // The neighbours are asked within the list's own query.
    const asked = test.server.to(TALENT_API.neighbours.path)[0].body as NeighboursRequest;
    expect(asked.applicationId).toBe('a2');
    expect(asked.query).toMatchObject({ tab: 'first', ivid: '1001', inboxstatus: '00' });

    clickButton(/下一份/);
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=a3'), SLOW);
    await waitFor(() => expect(screen.getByTestId('details-position')).toHaveTextContent('3 / 3'), SLOW);
    expect(test.server.to(pathOf(TALENT_API.applicationsById, { id: 'a3' }))).toHaveLength(1);
    expect(getButton(/下一份/)).toBeDisabled();

    clickButton(/上一份/);
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=a2'), SLOW);
    await waitFor(() => expect(screen.getByTestId('details-position')).toHaveTextContent('2 / 3'), SLOW);

    clickButton(/返回列表/);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/new/talent/talentManage'), SLOW);
    expect(app.router.state.location.search).toBe('?ivid=1001&inboxstatus=00');
  });

  it('issue 20 §2 shows 基本信息 once: the design’s module, the fixed summary being 候选人信息', async () => {
    const test = detailsServer();
    const row = talentRow({ applicationId: 'a1', name: '张伟' });
    const field = {
      colId: 'c1',
      cname: '姓名',
      inputType: 1,
      listIndex: 1,
      deleteStatus: 0,
      dictType: 0,
      dictData: [],
    };
    test.server.on(
      `GET ${pathOf(TALENT_API.applicationsById, { id: 'a1' })}`,
      ok(
        resumeDetail(row, {
          resume: {
            id: 'r-a1',
            designVersion: 1,
            answers: { sub01: [{ c1: '张伟' }] },
            design: {
              emodules: [
                {
                  modId: 'sub01',
                  cname: '基本信息',
                  modName: '基本信息',
                  modType: 1,
                  enableStatus: 1,
                  emodulesShowSets: [],
                  ecolumnsShowSets: [],
                  listIndex: 0,
                  deleteStatus: 0,
                  ecolumns: [field],
                },
              ],
            },
            attachments: [],
          },
        }),
      ),
    );
    renderApp('/resumeDetails?id=a1', test);
    await screen.findByTestId('resume-module-sub01', {}, SLOW);
    expect(screen.getAllByText('基本信息')).toHaveLength(1);
    expect(screen.getByText('候选人信息')).toBeInTheDocument();
  });

  it('shows the resume as filled against its design, the timeline, comments, scores, labels and other applications', async () => {
    const test = detailsServer();
    const row = talentRow({ applicationId: 'a1', name: '张伟', labels: ['优秀'], score: 90 });
    test.server.on(
      `GET ${pathOf(TALENT_API.applicationsById, { id: 'a1' })}`,
      ok(
        resumeDetail(row, {
          resume: {
            id: 'r-a1',
            designVersion: 3,
            answers: { m1: [{ c1: '篮球', c2: ['js', 'ts'] }] },
            design: {
              emodules: [
                {
                  modId: 'm0',
                  cname: '已停用模块',
                  modName: '已停用模块',
                  modType: 1,
                  enableStatus: 0,
                  listIndex: 0,
                  deleteStatus: 0,
                  emodulesShowSets: [],
                  ecolumnsShowSets: [],
                  ecolumns: [],
                },
                {
                  modId: 'm1',
                  cname: '兴趣特长',
                  modName: '兴趣特长',
                  modType: 1,
                  enableStatus: 1,
                  emodulesShowSets: [],
                  ecolumnsShowSets: [],
                  listIndex: 1,
                  deleteStatus: 0,
                  ecolumns: [
                    {
                      colId: 'c1',
                      cname: '爱好',
                      inputType: 1,
                      listIndex: 1,
                      deleteStatus: 0,
                      dictType: 0,
                      dictData: [],
                    },
                    {
                      colId: 'c2',
                      cname: '技能',
                      inputType: 8,
                      listIndex: 2,
                      deleteStatus: 0,
                      dictType: 0,
                      dictData: [
                        { name: 'JavaScript', value: 'js' },
                        { name: 'TypeScript', value: 'ts' },
                      ],
                    },
                  ],
                },
              ],
            },
            attachments: [],
          },
          activity: [
            {
              id: 'e1',
              action: 'apply',
              actionName: '投递',
              detail: '投递了前端开发工程师',
              actorName: '张伟',
              createdAt: 1,
            },
          ],
          comments: [{ id: 'k1', content: '沟通能力强', authorName: '李HR', createdAt: 2 }],
          scores: [{ id: 's1', score: 90, comment: '基础扎实', authorName: '王面试官', createdAt: 3 }],
          otherApplications: [
            {
              applicationId: 'a9',
              jobId: 'job-2',
              jobName: '产品经理',
              stepName: '初筛',
              inboxStatus: '01',
              inboxStatusName: '待定',
              appliedAt: 4,
            },
          ],
        }),
      ),
    );
    const app = renderApp('/resumeDetails?id=a1', test);
    const module = await screen.findByTestId('resume-module-m1', {}, SLOW);
    expect(within(module).getByText('兴趣特长')).toBeInTheDocument();
    expect(within(module).getByText('篮球')).toBeInTheDocument();
    expect(within(module).getByText('JavaScript、TypeScript')).toBeInTheDocument();
    expect(screen.getByText('按简历设计第3版填写')).toBeInTheDocument();
    // A module the design has switched off is not part of the form.
    expect(screen.queryByText('已停用模块')).toBeNull();
    expect(screen.getByText('优秀')).toBeInTheDocument();
    expect(screen.getByText('评分 90')).toBeInTheDocument();
    expect(screen.getByTestId('activity-timeline')).toHaveTextContent('投递了前端开发工程师');
    // Opened directly: no list to walk.
    expect(screen.queryByTestId('details-neighbours')).toBeNull();

    fireEvent.click(screen.getByText('评论(1)'));
    expect(await screen.findByText('沟通能力强', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByText('评分(1)'));
    expect(await screen.findByText('基础扎实', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByText('其他投递(1)'));
    fireEvent.click(await screen.findByText('产品经理', {}, SLOW));
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=a9'), SLOW);
  });

  it('通过 from the details offers the later steps of its flow and passes to the chosen one', async () => {
    const test = detailsServer();
    test.server.on(
      `POST ${TALENT_API.actions.path}`,
      ok({ succeeded: 1, failed: 0, results: [{ applicationId: 'a1', ok: true, message: '' }] }),
    );
    renderApp('/resumeDetails?id=a1', test);
    await screen.findByTestId('details-actions', {}, SLOW);
    await waitFor(() => expect(test.server.to(TALENT_API.counts.path)).toHaveLength(1), SLOW);
    expect(test.server.to(TALENT_API.counts.path)[0].body).toEqual({ tab: 'second', jobId: 'job-1' });
    clickButton('通过', screen.getByTestId('details-actions'));
    const dialog = await openDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
      if (found.length === 0) throw new Error('no options yet');
      return found;
    }, SLOW);
    // a1 sits in 初筛 (sort 1): the later steps only.
    expect(options).toEqual(['笔试', '面试']);
    fireEvent.click(
      [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === '面试')!,
    );
    clickButton('确定', dialog);
    await waitFor(() => expect(test.server.to(TALENT_API.actions.path)).toHaveLength(1), SLOW);
    expect(test.server.to(TALENT_API.actions.path)[0].body).toEqual({
      action: 'pass',
      applicationIds: ['a1'],
      ivid: '1003',
    });
    expect(await screen.findByText('通过成功，共1份投递', {}, SLOW)).toBeInTheDocument();
  });

  it('previews an image attachment in the browser and downloads other files', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return `blob:http://localhost/${created.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const test = detailsServer();
    const row = talentRow({ applicationId: 'a1', name: '张伟' });
    test.server.on(
      `GET ${pathOf(TALENT_API.applicationsById, { id: 'a1' })}`,
      ok(
        resumeDetail(row, {
          resume: {
            id: 'r-a1',
            designVersion: null,
            design: null,
            answers: {},
            attachments: [
              {
                id: 'f1',
                fileName: '证件照.png',
                mimeType: 'image/png',
                size: 2048,
                url: pathOf(TALENT_API.attachmentsById, { id: 'f1' }),
              },
              {
                id: 'f2',
                fileName: '作品集.zip',
                mimeType: 'application/zip',
                size: 3 * 1024 * 1024,
                url: pathOf(TALENT_API.attachmentsById, { id: 'f2' }),
              },
            ],
          },
        }),
      ),
    );
    test.server.on(`GET ${pathOf(TALENT_API.attachmentsById, { id: 'f1' })}`, {
      status: 200,
      body: 'png-bytes',
      contentType: 'image/png',
    });
    test.server.on(`GET ${pathOf(TALENT_API.attachmentsById, { id: 'f2' })}`, {
      status: 200,
      body: 'zip-bytes',
      contentType: 'application/zip',
    });
    renderApp('/resumeDetails?id=a1', test);
    fireEvent.click(await screen.findByText('附件(2)', {}, SLOW));
    const list = await screen.findByTestId('attachment-list', {}, SLOW);
    expect(within(list).getByText('3.0 MB')).toBeInTheDocument();

    const rowOf = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    clickButton(/预览/, rowOf('证件照.png'));
    const image = await screen.findByAltText('证件照.png', {}, SLOW);
    expect(image.getAttribute('src')).toBe('blob:http://localhost/1');
    expect(test.server.to(pathOf(TALENT_API.attachmentsById, { id: 'f1' }))).toHaveLength(1);

    clickButton(/下载/, rowOf('作品集.zip'));
    await waitFor(() => expect(clicks).toEqual(['作品集.zip']), SLOW);
    click.mockRestore();
  });
});
