import { describe, expect, it } from 'vitest';
import {
  LEGACY_URLS,
  type MenuItem,
  activeMenuIndex,
  badgeText,
  canToggle,
  createMenu,
  groupMenuItems,
  menuLeaves,
  openMenuIndices,
  shouldAutoCollapse,
} from './menu';
import { matchRoute } from '../routing/routes';

const byIndex = (items: readonly MenuItem[]) => new Map(menuLeaves(items).map((item) => [item.index, item]));
const oldMenu = createMenu({ isUseNewEhirePlus: 0 });
const newMenu = createMenu({ isUseNewEhirePlus: 1 });

describe('menu table', () => {
  it('SHELL-014 SHELL-026 GAP-001 has indices 00..06 and 0600..0604 with zh-CN titles', () => {
    expect(oldMenu.map((item) => [item.index, item.title])).toEqual([
      ['00', '工作台'],
      ['01', '职位管理'],
      ['02', '人才管理'],
      ['03', '面试管理'],
      ['04', '通知管理'],
      ['05', '数据统计'],
      ['06', '系统设置'],
    ]);
    expect(oldMenu[6].target).toBeUndefined();
    // Issue 17 adds the other settings pages; the spec's five entries keep their index and title.
    const children = new Map(oldMenu[6].children?.map((item) => [item.index, item.title]));
    expect(['0600', '0601', '0602', '0603', '0604'].map((index) => [index, children.get(index)])).toEqual([
      ['0600', '会员管理'],
      ['0601', '基础设置'],
      ['0602', '用户管理'],
      ['0603', '导出管理'],
      ['0604', '测评管理'],
    ]);
  });

  it.each([
    ['SHELL-015', '00', { kind: 'route', to: '/workHome' }, { kind: 'route', to: '/new/workHome' }],
    ['SHELL-017', '01', { kind: 'route', to: '/jobList' }, { kind: 'route', to: '/jobList' }],
    ['SHELL-019 GAP-017', '02', { kind: 'route', to: '/resume' }, { kind: 'route', to: '/resume' }],
    [
      'SHELL-020 GAP-009',
      '03',
      { kind: 'external', href: '/interview', newWindow: false },
      { kind: 'external', href: '/interview', newWindow: false },
    ],
    ['SHELL-022', '04', { kind: 'route', to: '/notice' }, { kind: 'route', to: '/notice' }],
    ['SHELL-025', '05', { kind: 'route', to: '/databoard' }, { kind: 'route', to: '/databoard' }],
    [
      'SHELL-027',
      '0600',
      { kind: 'route', to: '/systemManagement/ctminfo' },
      { kind: 'route', to: '/new/systemManagement/ctminfo' },
    ],
    [
      'SHELL-028',
      '0601',
      { kind: 'route', to: '/systemManagement/basic/basicsets?activeMenu=0' },
      { kind: 'route', to: '/new/systemManagement/basic/basicsets?activeMenu=0' },
    ],
    [
      'SHELL-029 issue 17',
      '0602',
      { kind: 'route', to: '/new/systemManagement/company/members' },
      { kind: 'route', to: '/new/systemManagement/company/members' },
    ],
    [
      'SHELL-030',
      '0603',
      { kind: 'route', to: '/systemManagement/export' },
      { kind: 'route', to: '/new/systemManagement/export' },
    ],
    [
      'SHELL-031 AMB-007',
      '0604',
      { kind: 'route', to: '/systemManagement/test' },
      { kind: 'route', to: '/new/systemManagement/test' },
    ],
  ])('%s entry %s targets %j for flag 0 and %j for flag 1', (_id, index, flag0, flag1) => {
    expect(byIndex(oldMenu).get(index)?.target).toEqual(flag0);
    expect(byIndex(newMenu).get(index)?.target).toEqual(flag1);
  });

  it('SHELL-016 guards the workbench with Ctm.WorkHome and, issue 17, every settings entry', () => {
    const guarded = menuLeaves(newMenu).filter((item) => item.permission);
    expect(
      guarded.filter((item) => !item.index.startsWith('06')).map((item) => [item.index, item.permission]),
    ).toEqual([['00', 'Ctm.WorkHome']]);
    const settings = menuLeaves(newMenu).filter((item) => item.index.startsWith('06'));
    expect(settings.every((item) => item.permission && item.group)).toBe(true);
  });

  it('issue 17 lists every settings page of 系统设置 in its group, the working pages included', () => {
    const settings = newMenu[6].children ?? [];
    expect(
      groupMenuItems(settings).map(({ group, items }) => [group, items.map((item) => item.title)]),
    ).toEqual([
      ['组织与权限', ['企业架构', '用户管理']],
      [
        '招聘设置',
        ['流程管理', '投递设置', '内推设置', '违禁词', '基础设置', '字典管理', '标签管理', '测评管理'],
      ],
      ['简历与页面', ['简历设置', '页面设置', '更多设置']],
      ['智能运营', ['智能标签', '智能流转', '智能评分']],
      ['会员信息', ['会员管理', '工具箱']],
      ['日志', ['日志查询', '导出管理']],
    ]);
    const targets = settings.map((item) => (item.target?.kind === 'route' ? item.target.to : ''));
    expect(targets).toEqual(
      expect.arrayContaining([
        '/new/systemManagement/produce',
        '/new/systemManagement/resumeSettings',
        '/new/systemManagement/deliverySettings',
        '/interpolation',
        '/forbiddenWords',
        '/new/systemManagement/tagManagement',
      ]),
    );
    // Each target is a declared route, so no entry leads nowhere.
    for (const to of targets) expect(matchRoute(to.split('?')[0]), to).not.toBeNull();
  });

  it('SHELL-024 puts the unread badge on notice management only', () => {
    const badged = menuLeaves(newMenu).filter((item) => item.badge);
    expect(badged.map((item) => [item.index, item.badge])).toEqual([['04', 'unreadNotice']]);
  });

  it('GAP-009 takes the older-system URLs from LEGACY_URLS, overridable per deployment', () => {
    expect(LEGACY_URLS).toEqual({
      interview: '/interview',
      userList: '/systemManagement/usermanager/userlist',
      logout: '/logout',
      resetPassword: '/resetPassword',
      helpPdf: '/help/manual.pdf',
    });
    const menu = createMenu({
      isUseNewEhirePlus: 1,
      legacyUrls: { interview: 'https://old.example.cn/interview' },
    });
    expect(byIndex(menu).get('03')?.target).toEqual({
      kind: 'external',
      href: 'https://old.example.cn/interview',
      newWindow: false,
    });
  });
});

describe('activeMenuIndex', () => {
  it.each([
    ['SHELL-012', '/workHome', '00'],
    ['SHELL-012 AMB-004', '/new/workHome', '00'],
    ['SHELL-012', '/jobList', '01'],
    ['SHELL-018', '/addJob', '01'],
    ['SHELL-018', '/forbiddenWords', '01'],
    ['SHELL-018', '/interpolation', '01'],
    ['SHELL-018', '/staffManage', '01'],
    ['SHELL-018', '/sort', '01'],
    ['SHELL-019', '/resume', '02'],
    ['SHELL-019', '/new/talent/talentManage', '02'],
    ['SHELL-019', '/new/intentResume', '02'],
    ['SHELL-021', '/interview', '03'],
    ['SHELL-021', '/interview/videointerview', '03'],
    ['SHELL-021', '/interview/videoCareerMetting', '03'],
    ['SHELL-021', '/interview/site', '03'],
    ['SHELL-021', '/interview/site/orderofflineinterview', '03'],
    ['SHELL-021 GAP-046', '/interview/setting/site', '03'],
    ['SHELL-023', '/notice', '04'],
    ['SHELL-023', '/addEmTpl', '04'],
    ['SHELL-023', '/tableToEmTplPreview', '04'],
    ['SHELL-023', '/editOrCopyEmTpl', '04'],
    ['SHELL-023', '/new/systemManagement/notice', '04'],
    ['SHELL-025', '/databoard/reportdetails/3', '05'],
    ['SHELL-027', '/systemManagement/ctminfo', '0600'],
    ['SHELL-027', '/new/systemManagement/ctminfo/companyinfo', '0600'],
    ['SHELL-028', '/systemManagement/basic/basicsets', '0601'],
    ['SHELL-028', '/new/systemManagement/basic/talentlist', '0601'],
    ['SHELL-029', '/systemManagement/usermanager/userlist', '0602'],
    ['SHELL-030', '/new/systemManagement/export', '0603'],
    ['SHELL-031 AMB-007', '/new/systemManagement/test', '0604'],
  ])('%s highlights %s as %s', (_id, path, index) => {
    expect(activeMenuIndex(path)).toBe(index);
    expect(activeMenuIndex(path, oldMenu)).toBe(index);
  });

  it('SHELL-013 chooses the entry with the longest matching path', () => {
    const items: MenuItem[] = [
      { index: 'A', title: 'a', highlights: ['/systemManagement'] },
      { index: 'B', title: 'b', highlights: ['/systemManagement/export'] },
    ];
    expect(activeMenuIndex('/systemManagement/export/tasks', items)).toBe('B');
    expect(activeMenuIndex('/systemManagement/test', items)).toBe('A');
  });

  it('SHELL-012 matches whole segments only and returns undefined without a match', () => {
    expect(activeMenuIndex('/sortable')).toBeUndefined();
    expect(activeMenuIndex('/new/shoppingStore/unknown-page-x')).toBe('0618');
    expect(activeMenuIndex('/new/shoppingStoreX')).toBeUndefined();
    expect(activeMenuIndex('/')).toBeUndefined();
  });

  it('issue 19 lists 工具箱 under 会员信息, guarded by Ctm.Shop, highlighted on every shop page', () => {
    const toolbox = menuLeaves(newMenu).find((item) => item.index === '0618');
    expect(toolbox?.title).toBe('工具箱');
    expect(toolbox?.permission).toBe('Ctm.Shop');
    expect(toolbox?.target).toEqual({ kind: 'route', to: '/new/shoppingStore/shoppingHome' });
    expect(activeMenuIndex('/new/shoppingStore/assets')).toBe('0618');
    expect(activeMenuIndex('/new/shoppingStore/executedOrder')).toBe('0618');
  });

  it('SHELL-026 opens the parent of a child entry', () => {
    expect(openMenuIndices('0603')).toEqual(['06']);
    expect(openMenuIndices('02')).toEqual([]);
    expect(openMenuIndices(undefined)).toEqual([]);
  });
});

describe('badgeText', () => {
  it.each([
    ['SHELL-032', 0, ''],
    ['SHELL-032', undefined, ''],
    ['SHELL-032', null, ''],
    ['SHELL-032', -3, ''],
    ['SHELL-034', 1, '1'],
    ['SHELL-034', 42, '42'],
    ['SHELL-034', 99, '99'],
    ['SHELL-033', 100, '99+'],
    ['SHELL-033', 250, '99+'],
  ])('%s shows %j as %j', (_id, count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('collapse', () => {
  it.each([
    [1024, true, false],
    [1327, true, false],
    [1328, false, true],
    [1920, false, true],
  ])('SHELL-009 SHELL-010 AMB-009 width %i: auto-collapse %s, toggle %s', (width, collapse, toggle) => {
    expect(shouldAutoCollapse(width)).toBe(collapse);
    expect(canToggle(width)).toBe(toggle);
  });
});
