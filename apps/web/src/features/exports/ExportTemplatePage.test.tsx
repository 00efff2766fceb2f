import { EXPORTS_API } from '@ehire/domain/api/exports';
import { pathOf } from '@ehire/domain/api/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TALENT_EXPORT_COLUMNS, type ExportTemplate } from '@ehire/domain/contracts/exports';
import { ok } from '../../platform/testing/fakes';
import {
  createTestPlatform,
  preloadAppModules,
  renderApp,
  signedInCookies,
  SLOW,
  type TestPlatform,
} from '../../app/testing/render-app';
import { clickButton, getButton, openDialog } from '../../test/queries';

// 导出模板 (/systemManagement/basic/exportTmpl, issue 12 §3): create, rename and change the
// columns, delete; read-only for who lacks 导出管理 full permission.

const CONTACT: ExportTemplate = {
  id: 'tpl-1',
  name: '联系方式',
  columns: ['name', 'mobile', 'email'],
  createdByName: '张三',
  createdAt: 1,
  updatedAt: Date.UTC(2026, 10, 1, 2, 0, 0),
};
const SCHOOL: ExportTemplate = { ...CONTACT, id: 'tpl-2', name: '学历信息', columns: ['school', 'degree'] };

function server(templates: ExportTemplate[]): TestPlatform {
  const test = createTestPlatform(signedInCookies());
  test.server.on(`GET ${EXPORTS_API.getExportTemplates.path}`, ok(templates));
  test.server.on(`POST ${EXPORTS_API.getExportTemplates.path}`, (request) =>
    ok({ ...CONTACT, id: 'tpl-new', ...(request.body as object) }),
  );
  test.server.on(`PUT ${pathOf(EXPORTS_API.putExportTemplatesById, { id: 'tpl-1' })}`, (request) =>
    ok({ ...CONTACT, ...(request.body as object) }),
  );
  test.server.on(`DELETE ${pathOf(EXPORTS_API.putExportTemplatesById, { id: 'tpl-2' })}`, ok(null));
  return test;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeAll(async () => {
  await preloadAppModules();
  await import('./ExportTemplatePage');
}, 60_000);

describe('export templates page', { timeout: 90_000 }, () => {
  it('lists the templates with their columns and personal-data columns', async () => {
    renderApp('/systemManagement/basic/exportTmpl', server([CONTACT, SCHOOL]));
    expect(await screen.findByText('3列：姓名、手机号、邮箱', {}, SLOW)).toBeInTheDocument();
    expect(within(rowOf('联系方式')).getByText('手机号', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(rowOf('学历信息')).getByText('无')).toBeInTheDocument();
  });

  it('an empty list says what templates are for', async () => {
    renderApp('/systemManagement/basic/exportTmpl', server([]));
    expect(await screen.findByTestId('list-empty', {}, SLOW)).toHaveTextContent('新建模板保存常用的导出列');
  });

  it('creates a template from the default columns; a name and at least one column are required', async () => {
    const test = server([]);
    renderApp('/systemManagement/basic/exportTmpl', test);
    await screen.findByTestId('list-empty', {}, SLOW);
    // Write controls appear once the permission list is known (<Can>, issue 20 §1).
    await waitFor(() => getButton('新建模板'), SLOW);
    clickButton('新建模板');
    const dialog = await openDialog();
    expect(within(dialog).getByText(`已选${DEFAULT_TALENT_EXPORT_COLUMNS.length}列`)).toBeInTheDocument();
    clickButton('确定', dialog);
    expect(await within(dialog).findByText('请输入模板名称', {}, SLOW)).toBeInTheDocument();
    // Emptying every group leaves nothing to export: the dialog says so and will not save.
    for (const group of ['候选人', '简历', '投递']) {
      const box = within(dialog).getByText(group).closest('label')!;
      fireEvent.click(box);
      if (box.querySelector('.ant-checkbox-indeterminate, .ant-checkbox-checked')) fireEvent.click(box);
    }
    await waitFor(() => expect(within(dialog).getByText('请至少选择一个导出列')).toBeInTheDocument(), SLOW);
    expect(getButton('确定', dialog)).toBeDisabled();
    fireEvent.click(within(dialog).getByText('姓名'));
    fireEvent.click(within(dialog).getByText('身份证号'));
    fireEvent.change(within(dialog).getByPlaceholderText('请输入模板名称'), {
      target: { value: ' 证件信息 ' },
    });
    clickButton('确定', dialog);
    await waitFor(
      () =>
        expect(
          test.server.to(EXPORTS_API.getExportTemplates.path).filter((r) => r.method === 'POST'),
        ).toHaveLength(1),
      SLOW,
    );
    expect(
      test.server.to(EXPORTS_API.getExportTemplates.path).find((r) => r.method === 'POST')?.body,
    ).toEqual({
      name: '证件信息',
      columns: ['name', 'idNumber'],
    });
  });

  it('renames a template and changes its columns; deletes one after confirming', async () => {
    const test = server([CONTACT, SCHOOL]);
    renderApp('/systemManagement/basic/exportTmpl', test);
    await screen.findByText('联系方式', {}, SLOW);
    fireEvent.click(within(rowOf('联系方式')).getByText('编辑'));
    const dialog = await openDialog();
    const name = within(dialog).getByPlaceholderText('请输入模板名称');
    expect(name).toHaveValue('联系方式');
    fireEvent.change(name, { target: { value: '联系方式（简）' } });
    fireEvent.click(within(dialog).getByText('邮箱'));
    clickButton('确定', dialog);
    await waitFor(
      () =>
        expect(test.server.to(pathOf(EXPORTS_API.putExportTemplatesById, { id: 'tpl-1' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(EXPORTS_API.putExportTemplatesById, { id: 'tpl-1' }))[0].body).toEqual({
      name: '联系方式（简）',
      columns: ['name', 'mobile'],
    });

    fireEvent.click(within(rowOf('学历信息')).getByText('删除'));
    const confirm = await openDialog();
    expect(confirm).toHaveTextContent('确定要删除导出模板“学历信息”吗？');
    clickButton('确定', confirm);
    await waitFor(
      () =>
        expect(test.server.to(pathOf(EXPORTS_API.putExportTemplatesById, { id: 'tpl-2' }))).toHaveLength(1),
      SLOW,
    );
    expect(test.server.to(pathOf(EXPORTS_API.putExportTemplatesById, { id: 'tpl-2' }))[0].method).toBe(
      'DELETE',
    );
  });

  it('PERM-002 without 导出管理 full permission the templates are read-only', async () => {
    const test = server([CONTACT]);
    test.server.on('/api/system/auth/get_auth_list', ok([{ auth_key: 'Ctm.Export', auth_value: 1 }]));
    renderApp('/systemManagement/basic/exportTmpl', test);
    await screen.findByText('联系方式', {}, SLOW);
    await waitFor(() => expect(screen.queryByText('新建模板')).toBeNull(), SLOW);
    expect(within(rowOf('联系方式')).queryByText('编辑')).toBeNull();
  });
});
