import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION } from '@ehire/domain/codes/permissions';
import { until } from '../../platform/tasks/test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { readSheet, uploadImportFile, xlsxOf } from '../imports/test-support';

// 导入用户 (issue 17): users from a spreadsheet through the task centre, with the résumé import's
// file reading and per-row report. SQLite, and PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let admin: string;

interface TaskAnswer {
  status: string;
  done: number;
  total: number;
}

async function settled(taskId: string): Promise<TaskAnswer> {
  return until(
    async () => (await t.call<TaskAnswer>('GET', `/api/biz/tasks/${taskId}`, { token: admin })).body.data,
    (task) => ['succeeded', 'failed', 'cancelled'].includes(task.status),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('demo', 'admin')).token;
});
afterAll(async () => {
  await t.close();
});

describe('导入用户 (issue 17)', () => {
  it('PERM-017 imports the good rows, reports each bad row with its reason, and keeps the good ones', async () => {
    const roles = await t.call<{ roles: Array<{ id: string; name: string }> }>(
      'POST',
      '/api/biz/settings/users/options',
      { token: admin, body: {} },
    );
    const role = roles.body.data.roles[0]!;
    const rows = [
      ['用户名*', '姓名*', '角色*', '所属组织', '手机号', '邮箱', '初始密码*'],
      ['import.one', '导入一', role.name, '技术中心', '13800001111', 'one@example.com', 'Import#2026'],
      ['import.two', '导入二', '不存在的角色', '', '', '', 'Import#2026'],
      ['import.three', '导入三', role.name, '不存在的部门', '', '', 'Import#2026'],
      ['import.four', '', role.name, '', '', 'bad-mail', 'Import#2026'],
      ['admin', '重名', role.name, '', '', '', 'Import#2026'],
      ['import.six', '导入六', role.name, '', '', '', '123'],
      ['import.seven', '导入七', role.name, '', '13800007777', '', 'Import#2026'],
    ];
    const upload = await uploadImportFile(t, admin, '用户.xlsx', await xlsxOf(rows));
    expect(upload.status).toBe(200);
    const fileId = upload.body.data.files[0]!.id;
    const started = await t.call<{ taskId: string }>('POST', '/api/biz/settings/users/import', {
      token: admin,
      body: { fileId },
    });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('导入任务已提交，可在任务中心查看进度和逐行报告');
    const task = await settled(started.body.data.taskId);
    expect(task).toMatchObject({ status: 'succeeded', done: 7, total: 7 });

    const users = await t.db
      .selectFrom('operator')
      .select(['username', 'display_name'])
      .where('username', 'like', 'import.%')
      .orderBy('username')
      .execute();
    expect(users.map((u) => u.username)).toEqual(['import.one', 'import.seven']);
    // The new user signs in with the password of the file.
    expect((await t.login('demo', 'import.one', 'Import#2026')).token).toBeTruthy();

    const report = await t.call('GET', `/api/biz/tasks/${started.body.data.taskId}/download`, { token: admin });
    expect(report.status).toBe(200);
    const bytes = report.response.rawPayload;
    expect(await readSheet(bytes, 0)).toEqual([
      ['数据行', '7'],
      ['已导入用户', '2'],
      ['错误行', '5'],
    ]);
    const lines = await readSheet(bytes, 1);
    expect(lines[0]).toEqual(['行号', '结果', '说明']);
    expect(lines.slice(1).map((l) => [l[0], l[2]])).toEqual([
      ['3', '角色「不存在的角色」不存在'],
      ['4', '组织「不存在的部门」不存在'],
      ['5', '请输入姓名；邮箱格式不正确'],
      ['6', '用户名已存在'],
      ['7', expect.stringContaining('密码')],
    ]);
  });

  it('a file without a required column is refused before any task; a read-only user may not import', async () => {
    const upload = await uploadImportFile(
      t,
      admin,
      '缺列.xlsx',
      await xlsxOf([
        ['用户名', '姓名'],
        ['x.y', '某人'],
      ]),
    );
    const fileId = upload.body.data.files[0]!.id;
    const refused = await t.call('POST', '/api/biz/settings/users/import', { token: admin, body: { fileId } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('导入文件缺少「角色」列');
    const empty = await t.call('POST', '/api/biz/settings/users/import', { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请上传导入文件');

    const save = await t.call<{ id: string }>('POST', '/api/biz/settings/roles/save', {
      token: admin,
      body: { name: '用户只读', permissions: { [PERMISSION.user]: 1 }, dataScope: 'all' },
    });
    await t.call('POST', '/api/biz/settings/users/save', {
      token: admin,
      body: { username: 'user.reader', displayName: '只读', roleId: save.body.data.id, password: 'Import#2026' },
    });
    const reader = (await t.login('demo', 'user.reader', 'Import#2026')).token;
    const denied = await t.call('POST', '/api/biz/settings/users/import', { token: reader, body: { fileId } });
    expect(denied.status).toBe(403);
  });
});
