import { JOBS_API } from '@ehire/domain/api/jobs';
import { pathOf } from '@ehire/domain/api/endpoint';
import { createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DragEndEvent } from '@dnd-kit/core';
import type { JobSortItem } from '@ehire/domain/contracts/jobs';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
} from '../../../app/testing/render-app';
import { clickButton, getButton } from '../../../test/queries';

// jsdom has no layout, so a pointer or keyboard drag cannot be measured: the test keeps the drag
// end handler the page gives dnd-kit and calls it as dnd-kit does at the end of a drag.
const dnd = vi.hoisted(() => ({ onDragEnd: null as ((event: DragEndEvent) => void) | null }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...actual,
    DndContext: (props: Parameters<typeof actual.DndContext>[0]) => {
      dnd.onDragEnd = props.onDragEnd ?? null;
      return createElement(actual.DndContext, props);
    },
  };
});

const JOBS: JobSortItem[] = [
  {
    ehireJobID: 'j1',
    CJobName: '前端开发工程师',
    JobArea: '上海',
    OrgName: '研发中心',
    sort: 1,
    jobTop: 0,
    recommendStatus: null,
  },
  {
    ehireJobID: 'j2',
    CJobName: '产品经理',
    JobArea: '北京',
    OrgName: '产品部',
    sort: 2,
    jobTop: 1,
    recommendStatus: 1,
  },
  {
    ehireJobID: 'j3',
    CJobName: '算法工程师',
    JobArea: '杭州',
    OrgName: '研发中心',
    sort: 3,
    jobTop: 0,
    recommendStatus: null,
  },
];

function sortServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${JOBS_API.getSort.path}`, ok(JOBS));
  test.server.on(`PUT ${JOBS_API.getSort.path}`, ok(null));
  test.server.on(`POST ${JOBS_API.authCheck.path}`, ok({ isreadonly_jobs: 0, isreadonly_order: 0 }));
  return test;
}

const shownOrder = () => screen.getAllByTestId('sort-row').map((row) => row.getAttribute('data-job-id'));

beforeAll(async () => {
  await preloadAppModules();
  await import('./JobSortPage');
}, 60_000);

describe('JobSortPage', { timeout: 30_000 }, () => {
  it('saves the order left by a drag: every published job id, in the new order', async () => {
    const test = sortServer();
    renderApp('/sort', test);
    await screen.findByText('算法工程师', {}, SLOW);
    expect(shownOrder()).toEqual(['j1', 'j2', 'j3']);
    const saveButton = getButton('保存排序');
    expect(saveButton).toBeDisabled();

    // Drag 算法工程师 onto 前端开发工程师.
    act(() => dnd.onDragEnd?.({ active: { id: 'j3' }, over: { id: 'j1' } } as unknown as DragEndEvent));
    expect(shownOrder()).toEqual(['j3', 'j1', 'j2']);
    expect(saveButton).toBeEnabled();

    fireEvent.click(saveButton);
    await waitFor(
      () => expect(test.server.to(JOBS_API.getSort.path).filter((r) => r.method === 'PUT')).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(JOBS_API.getSort.path).find((r) => r.method === 'PUT')?.body).toEqual({
      jobIds: ['j3', 'j1', 'j2'],
    });
    expect(await screen.findByText('排序已保存，招聘官网将按此顺序展示', {}, SLOW)).toBeInTheDocument();
  });

  it('STATE-003 sets and cancels the hot flag with the spec codes', async () => {
    const test = sortServer();
    test.server.on(
      `POST ${pathOf(JOBS_API.hot, { id: 'j1' })}`,
      ok({ ehireJobID: 'j1', recommendStatus: null, jobTop: 1 }),
    );
    test.server.on(
      `POST ${pathOf(JOBS_API.hot, { id: 'j2' })}`,
      ok({ ehireJobID: 'j2', recommendStatus: 1, jobTop: 0 }),
    );
    renderApp('/sort', test);
    await screen.findByText('算法工程师', {}, SLOW);
    fireEvent.click(screen.getAllByRole('button', { name: '设为热招' })[0]);
    clickButton('取消热招');
    await waitFor(() => expect(test.server.to(pathOf(JOBS_API.hot, { id: 'j2' }))).toHaveLength(1), SLOW);
    expect(test.server.to(pathOf(JOBS_API.hot, { id: 'j1' }))[0].body).toEqual({ op: 1 });
    expect(test.server.to(pathOf(JOBS_API.hot, { id: 'j2' }))[0].body).toEqual({ op: 6 });
  });

  it('STATE-002 offers the recommendation operations the state allows', async () => {
    const test = sortServer();
    test.server.on(
      `POST ${pathOf(JOBS_API.recommend, { id: 'j2' })}`,
      ok({ ehireJobID: 'j2', recommendStatus: 2, jobTop: 1 }),
    );
    renderApp('/sort', test);
    await screen.findByText('推荐：推荐中', {}, SLOW);
    clickButton('推荐 产品经理');
    expect(await screen.findByText('暂停推荐', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('添加推荐')).toBeNull();
    fireEvent.click(screen.getByText('暂停推荐'));
    await waitFor(
      () => expect(test.server.to(pathOf(JOBS_API.recommend, { id: 'j2' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(JOBS_API.recommend, { id: 'j2' }))[0].body).toEqual({ op: 2 });
  });
});
