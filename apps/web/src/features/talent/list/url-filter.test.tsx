import { TALENT_API } from '@ehire/domain/api/talent';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TalentListQueryInput } from '@ehire/domain/contracts/talent';
import { ok } from '../../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../../app/testing/render-app';
import { COUNTS, JOBS, page, talentRow } from '../testing/fixtures';
import { talentListLink } from './url-filter';

// Issue 16 §1: the data board's drill-down links open the talent list with the row's filter read
// from the URL (school tier, degree, source, major, region, period; job and step as before).

function talentServer(): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(
    `POST ${TALENT_API.list.path}`,
    ok(page([talentRow({ applicationId: 'a1', name: '张伟' })], 1)),
  );
  test.server.on(`POST ${TALENT_API.counts.path}`, ok(COUNTS));
  test.server.on(`GET ${TALENT_API.jobs.path}`, ok(JOBS));
  test.server.on(`GET ${TALENT_API.fields.path}`, ok([]));
  test.server.on(`GET ${TALENT_API.getSavedSearches.path}`, ok([]));
  return test;
}

const DAY_START = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

beforeAll(async () => {
  await preloadAppModules();
  await import('./TalentManagePage');
}, 60_000);

describe('talent list filter from the URL', { timeout: 90_000 }, () => {
  it('issue 16 a board drill-down link lists with the period, the 211 tier (without 985) and the degree', async () => {
    const link = talentListLink({ from: '2026-07-01', to: '2026-11-01', schoolTier: '211', degree: '硕士' });
    expect(link).toBe(
      '/resume?applied_from=2026-07-01&applied_to=2026-11-01&school_tier=211&degree=%E7%A1%95%E5%A3%AB',
    );
    const test = talentServer();
    renderApp(link, test);
    expect(await screen.findByText('张伟', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(test.server.to(TALENT_API.list.path).length).toBeGreaterThan(0));
    const body = test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput;
    expect(body.tab).toBe('first');
    expect(body.filter).toEqual({
      kind: 'group',
      op: 'all',
      children: [
        {
          kind: 'condition',
          field: ['appliedAt'],
          operator: 'between',
          value: [DAY_START('2026-07-01'), DAY_START('2026-11-01')],
          fieldType: 2,
        },
        { kind: 'condition', field: ['school'], operator: 'containsAny', value: ['211'], fieldType: 22 },
        { kind: 'condition', field: ['school'], operator: 'notContainsAny', value: ['985'], fieldType: 22 },
        { kind: 'condition', field: ['degree'], operator: 'eq', value: '硕士', fieldType: 4 },
      ],
    });
    // The filter button shows that a filter holds.
    expect(screen.getByRole('button', { name: /筛选/ })).toHaveClass('ant-btn-primary');
  });

  it('issue 16 a drill-down from an organisation or flow board lists within that scope, shown as a note that 清除 removes', async () => {
    const link = talentListLink({
      from: '2026-07-01',
      to: '2026-11-01',
      organizationId: 'org-7',
      degree: '硕士',
    });
    expect(link).toBe(
      '/resume?applied_from=2026-07-01&applied_to=2026-11-01&orgid=org-7&degree=%E7%A1%95%E5%A3%AB',
    );
    const test = talentServer();
    test.server.on(
      'GET /api/biz/jobs/options',
      ok({ organizations: [{ id: 'org-7', name: '技术中心', parentId: null }], flows: [] }),
    );
    renderApp(link, test);
    expect(await screen.findByText('张伟', {}, SLOW)).toBeInTheDocument();
    const notes = await screen.findByTestId('view-notes');
    await waitFor(() => expect(notes).toHaveTextContent('组织：技术中心（含下级组织）'));
    const body = test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput;
    expect(body.organizationId).toBe('org-7');
    expect(body.flowId).toBeUndefined();
    expect(body.filter).toMatchObject({
      children: [{ field: ['appliedAt'] }, { field: ['degree'], value: '硕士' }],
    });

    fireEvent.click(within(notes).getByRole('button', { name: /清\s*除/ }));
    await waitFor(() =>
      expect(
        (test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput).organizationId,
      ).toBeUndefined(),
    );
    expect(screen.queryByTestId('view-notes')).not.toBeInTheDocument();
  });

  it("issue 16 a flow drill-down lists the flow's jobs with the step, the flow named in its note", async () => {
    const test = talentServer();
    test.server.on(
      `GET ${TALENT_API.flows.path}`,
      ok([{ flowId: 'flow-2', name: '校招流程', isDefault: false, steps: [] }]),
    );
    renderApp(
      talentListLink({ from: '2026-07-01', to: '2026-11-01', flowId: 'flow-2' }, { ivid: '102' }),
      test,
    );
    expect(await screen.findByText('张伟', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('view-notes')).toHaveTextContent('流程：校招流程'));
    const body = test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput;
    expect(body).toMatchObject({ flowId: 'flow-2', ivid: '102' });
  });

  it('issue 16 a job drill-down opens 按职位查看 with the job, a step drill-down the step; no filter params, no filter', async () => {
    expect(talentListLink({ from: '2026-10-01', to: '2026-10-01' }, { jobId: 'job-1' })).toBe(
      '/resume?applied_from=2026-10-01&applied_to=2026-10-01&tab=second&jobid=job-1',
    );
    expect(talentListLink({ source: '内推' }, { ivid: '101' })).toBe(
      '/resume?source=%E5%86%85%E6%8E%A8&ivid=101',
    );
    const test = talentServer();
    renderApp('/resume?tab=first&ivid=1002', test);
    expect(await screen.findByText('张伟', {}, SLOW)).toBeInTheDocument();
    const body = test.server.to(TALENT_API.list.path).at(-1)?.body as TalentListQueryInput;
    expect(body.ivid).toBe('1002');
    expect(body.filter).toBeUndefined();
  });
});
