import { SCHOOLS_API } from '@ehire/domain/api/schools';
import { pathOf } from '@ehire/domain/api/endpoint';
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

const SCHOOL = {
  schoolId: 's1',
  name: '浙江大学',
  tier: '985',
  province: '浙江',
  notes: '重点合作',
  operators: [{ id: 'o1', name: '张三' }],
  contactCount: 1,
  eventCount: 1,
};

function schoolServer() {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${SCHOOLS_API.getRoot.path}`, ok({ total: 1, rows: [SCHOOL] }));
  test.server.on(`GET ${SCHOOLS_API.operators.path}`, ok([{ id: 'o1', name: '张三' }]));
  test.server.on('GET /api/biz/talent/jobs', ok([]));
  test.server.on(
    `GET ${pathOf(SCHOOLS_API.getById, { id: 's1' })}`,
    ok({
      ...SCHOOL,
      contacts: [
        {
          contactId: 'c1',
          schoolId: 's1',
          schoolName: '浙江大学',
          name: '陈老师',
          role: '主任',
          phone: '13800000000',
          email: 'chen@zju.edu.cn',
          notes: '',
        },
      ],
      events: [
        {
          eventId: 'e1',
          schoolId: 's1',
          schoolName: '浙江大学',
          kind: 'talk',
          kindLabel: '宣讲会',
          title: '秋招宣讲会',
          startDate: '2026-10-12',
          endDate: '2026-10-12',
          location: '紫金港',
          jobs: [{ jobId: 'j1', name: 'Java开发' }],
        },
      ],
    }),
  );
  return test;
}

beforeAll(async () => {
  await preloadAppModules();
  await import('./SchoolListPage');
}, 60_000);

describe('SchoolListPage', { timeout: 30_000 }, () => {
  it('ROUTE-024 lists the schools with tier and recruiters; the drawer shows contacts and events with jobs', async () => {
    const test = schoolServer();
    renderApp('/new/shoolmanagerlist/schoollist', test);
    const row = (await screen.findByText('浙江大学', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('985')).toBeInTheDocument();
    expect(within(row).getByText('张三')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '浙江大学' }));
    const drawer = await screen.findByTestId('school-drawer', {}, SLOW);
    expect(await within(drawer).findByText(/陈老师/, {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByText(/秋招宣讲会/)).toHaveTextContent('职位：Java开发');
  });

  it('adds a school chosen from the dictionary with its recruiters', async () => {
    const test = schoolServer();
    test.server.on(`POST ${SCHOOLS_API.getRoot.path}`, ok({ ...SCHOOL, contacts: [], events: [] }));
    renderApp('/new/shoolmanagerlist/schoollist', test);
    await screen.findByText('浙江大学', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '添加学校' }));
    const dialog = await openDialog();
    const school = within(dialog).getByLabelText('学校');
    fireEvent.change(school, { target: { value: '宁波大学' } });
    fireEvent.click(await screen.findByTitle('宁波大学（双一流）'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () =>
        expect(test.server.to(SCHOOLS_API.getRoot.path).find((r) => r.method === 'POST')?.body).toEqual({
          name: '宁波大学',
          operatorIds: [],
          notes: '',
        }),
      SLOW,
    );
  });
});
