import { RESUME_DESIGN_API } from '@ehire/domain/api/resume-design';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpsDesignDetail, OpsDesignReviewItem } from '@ehire/domain/contracts/resume-design';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderWithProviders,
  signedInCookies,
  SLOW,
} from '../../app/testing/render-app';
import { clickButton, openDialog } from '../../test/queries';
import { module, sampleModules } from '../../features/designer/testing/fixtures';
import { OpsDesignReviewPage } from './OpsDesignReviewPage';

const ITEM: OpsDesignReviewItem = {
  taskId: 'task-7',
  tenantId: 't1',
  member: 'demo',
  tenantName: '示例科技',
  status: 'CHECKING',
  submittedAt: Date.UTC(2026, 10, 21, 1, 0, 0),
  submittedBy: '张三',
  baseVersion: 3,
};

function detail(): OpsDesignDetail {
  const online = sampleModules();
  const draft = [
    ...online.map((m) =>
      m.modId === 'sub01'
        ? { ...m, ecolumns: m.ecolumns.map((c) => (c.colId === 'CBA2' ? { ...c, cname: '联系电话' } : c)) }
        : m,
    ),
    module('mod_new', '社会实践', [['field_p1', '实践单位']], { listIndex: 3, isPublished: 0 }, 2),
  ];
  return {
    task: ITEM,
    online,
    draft,
    onlineVersion: 3,
    diff: [
      { kind: 'field-changed', modId: 'sub01', colId: 'CBA2', title: '联系电话', attributes: ['cname'] },
      { kind: 'module-added', modId: 'mod_new', colId: null, title: '社会实践', attributes: [] },
      { kind: 'field-added', modId: 'mod_new', colId: 'field_p1', title: '实践单位', attributes: [] },
    ],
  };
}

function reviewServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `POST ${RESUME_DESIGN_API.opsList.path}`,
    ok({ total: 1, pageIndex: 1, pageSize: 20, rows: [ITEM] }),
  );
  test.server.on(`GET ${pathOf(RESUME_DESIGN_API.opsByTaskId, { taskId: 'task-7' })}`, ok(detail()));
  test.server.on(
    `POST ${pathOf(RESUME_DESIGN_API.opsApprove, { taskId: 'task-7' })}`,
    ok({ taskId: 'task-7', status: 'PUBLISHED', version: 4 }),
  );
  test.server.on(
    `POST ${pathOf(RESUME_DESIGN_API.opsReject, { taskId: 'task-7' })}`,
    ok({ taskId: 'task-7', status: 'REJECTED', version: null }),
  );
  return test;
}

async function openReview(test = reviewServer()) {
  renderWithProviders(<OpsDesignReviewPage />, test);
  expect(await screen.findByText('示例科技', {}, SLOW)).toBeInTheDocument();
  clickButton('审核');
  await screen.findByTestId('design-draft', {}, SLOW);
  return test;
}

beforeAll(preloadAppModules, 60_000);

describe('OpsDesignReviewPage', { timeout: 30_000 }, () => {
  it('lists submitted designs (tenant, submitted at, operator), CHECKING by default', async () => {
    const test = reviewServer();
    renderWithProviders(<OpsDesignReviewPage />, test);
    expect(await screen.findByText('示例科技', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('张三')).toBeInTheDocument();
    expect(test.server.to(RESUME_DESIGN_API.opsList.path)[0]!.body).toMatchObject({
      status: 'CHECKING',
      member: '',
    });
  });

  it('shows the draft beside the online version with the differences highlighted', async () => {
    await openReview();
    const draft = screen.getByTestId('design-draft');
    const online = screen.getByTestId('design-online');
    expect(within(online).getAllByTestId('review-module')).toHaveLength(3);
    expect(within(draft).getAllByTestId('review-module')).toHaveLength(4);
    const added = within(draft)
      .getAllByTestId('review-module')
      .find((m) => m.getAttribute('data-mod-id') === 'mod_new')!;
    expect(added).toHaveAttribute('data-diff', 'module-added');
    expect(added).toHaveTextContent('新增');
    const changed = within(draft)
      .getAllByTestId('review-field')
      .find((f) => f.getAttribute('data-col-id') === 'CBA2')!;
    expect(changed).toHaveAttribute('data-diff', 'field-changed');
    expect(changed).toHaveTextContent('联系电话');
    // The online column shows the old title, not highlighted as changed.
    const old = within(online)
      .getAllByTestId('review-field')
      .find((f) => f.getAttribute('data-col-id') === 'CBA2')!;
    expect(old).toHaveTextContent('手机号码');
    expect(old).not.toHaveAttribute('data-diff');
  });

  it('approves: the design is published', async () => {
    const test = await openReview();
    clickButton('通过');
    clickButton(/确\s*定/, await openDialog());
    await waitFor(
      () =>
        expect(test.server.to(pathOf(RESUME_DESIGN_API.opsApprove, { taskId: 'task-7' }))).toHaveLength(1),
      SLOW,
    );
    expect(await screen.findByText('已通过，新简历已发布', {}, SLOW)).toBeInTheDocument();
  });

  it('rejects with a reason per module and per field; no reason at all is refused', async () => {
    const test = await openReview();
    clickButton('驳回');
    expect(await screen.findByTestId('reject-error')).toHaveTextContent('请输入驳回原因');
    expect(test.server.to(pathOf(RESUME_DESIGN_API.opsReject, { taskId: 'task-7' }))).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('驳回原因 联系电话'), { target: { value: '请使用“手机号码”' } });
    fireEvent.change(screen.getByLabelText('驳回原因 社会实践'), { target: { value: '模块名称不规范' } });
    clickButton('驳回');
    await waitFor(
      () => expect(test.server.to(pathOf(RESUME_DESIGN_API.opsReject, { taskId: 'task-7' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(RESUME_DESIGN_API.opsReject, { taskId: 'task-7' }))[0]!.body).toEqual({
      reason: '',
      modules: [
        { modId: 'sub01', reason: '', columns: [{ colId: 'CBA2', reason: '请使用“手机号码”' }] },
        { modId: 'mod_new', reason: '模块名称不规范', columns: [] },
      ],
    });
    expect(await screen.findByText('已驳回', {}, SLOW)).toBeInTheDocument();
  });
});
