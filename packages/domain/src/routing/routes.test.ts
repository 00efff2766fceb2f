import { describe, expect, it } from 'vitest';
import {
  NEW_PATH_CLASS,
  ROUTES,
  isNewPath,
  matchRoute,
  newPathClass,
  pageTitle,
  stripNewPrefix,
} from './routes';

const titleOf = (path: string) => matchRoute(path)?.route.title;

describe('route table', () => {
  it.each([
    ['ROUTE-004', '/new/systemManagement/company/organization', '企业架构'],
    ['ROUTE-005', '/new/systemManagement/company/members', '用户角色'],
    ['ROUTE-006', '/new/systemManagement/export', '任务中心'],
    ['ROUTE-007', '/new/systemManagement/basic/basicsets', '筛选设置'],
    ['ROUTE-008 AMB-008', '/new/systemManagement/basic/destinationlist', '目标学校/专业'],
    ['ROUTE-008 AMB-008', '/new/systemManagement/basic/destinationlist/solutionEdit', '目标学校/专业'],
    ['ROUTE-009', '/new/systemManagement/basic/talentlist', '人才预览'],
    ['ROUTE-010', '/new/systemManagement/test', '测评管理'],
    ['ROUTE-011', '/new/systemManagement/produce/produceManage', '流程管理'],
    ['ROUTE-012', '/new/systemManagement/produce/produceDetail', '编辑流程'],
    ['ROUTE-013', '/new/systemManagement/notice', '通知管理'],
    ['ROUTE-014', '/new/systemManagement/talentStorage', '更多设置'],
    ['ROUTE-017', '/new/systemManagement/usermanager/loglist', '日志查询'],
    ['ROUTE-020', '/new/systemManagement/resumeSettings', '简历设置'],
    ['ROUTE-021', '/new/systemManagement/resumePageSettings', '页面设置'],
    ['ROUTE-022', '/new/systemManagement/deliverySettings', '投递设置'],
    ['ROUTE-023', '/new/systemManagement/dictionaryManagement', '字典管理'],
    ['ROUTE-025', '/new/talentPool', '公共人才库'],
    ['ROUTE-026', '/new/intentResume', '意向人才库'],
    ['ROUTE-027', '/new/historyResume', '历史人才库'],
    ['ROUTE-028', '/new/talent/talentManage', '人才管理'],
    ['ROUTE-030', '/new/shoppingStore', '工具箱'],
    ['ROUTE-032', '/new/shoppingStore/advanceOrder', '我的预报价'],
    ['ROUTE-033', '/new/shoppingStore/executedOrder', '最终订单'],
    ['ROUTE-034', '/new/shoppingStore/campusBrandCard', '校园品牌置顶卡'],
    ['ROUTE-035', '/new/shoppingStore/campusBrandCardBuy', '购买置顶卡'],
    ['ROUTE-038', '/evalscore', '测评结果'],
    ['ROUTE-038', '/historyresume/evalscore', '测评结果'],
    ['ROUTE-040', '/evaluation', '测评结果'],
    ['ROUTE-041', '/workHome', '工作台'],
    ['ROUTE-050', '/sort', '调整职位排序'],
    ['ROUTE-051', '/forbiddenWords', '违禁词'],
    ['ROUTE-052', '/staffManage', '内推员工管理'],
    ['ROUTE-056', '/jobList', '职位管理'],
    ['ROUTE-057', '/interpolation', '内推'],
    ['ROUTE-058', '/interpolitationResumeList', '内推人才'],
    ['ROUTE-059', '/resume', '人才管理'],
    ['ROUTE-060', '/archived/resume', '人才管理(归档)'],
    ['ROUTE-062', '/interview/site/orderofflineinterview', '线下面试预约'],
    ['AMB-004', '/new/workHome', '工作台'],
  ])('%s titles %s %s', (_id, path, title) => {
    expect(titleOf(path)).toBe(title);
  });

  it.each([
    ['GAP-014 ROUTE-044', '/notice', '通知管理'],
    ['GAP-014 ROUTE-045', '/emailrecord', '邮件发送记录'],
    ['GAP-014 ROUTE-045', '/smsrecord', '短信发送记录'],
    ['GAP-014 ROUTE-046', '/addEmTpl', '新增模板'],
    ['GAP-014 ROUTE-047', '/editOrCopyEmTpl', '编辑模板'],
    ['GAP-014 ROUTE-053', '/tableToEmTplPreview', '模板详情'],
    ['GAP-014 ROUTE-054', '/editOrAddToEmTplPreview', '模板预览'],
    ['GAP-014 ROUTE-055', '/addPreview', '预览'],
    ['GAP-014 ROUTE-037', '/resumeDetails', '简历详情'],
    ['GAP-014 ROUTE-037', '/historyresume/resumeDetails', '简历详情'],
    ['GAP-014 ROUTE-037', '/archived/resumeDetails', '简历详情'],
    ['GAP-014 ROUTE-039', '/intentResumePreview', '意向简历预览'],
    ['GAP-014 ROUTE-036', '/login', '登录'],
    ['GAP-014 ROUTE-036', '/Login', '登录'],
    ['GAP-014 ROUTE-042', '/databoard', '数据统计'],
    ['GAP-014 ROUTE-063', '/error', '提示'],
    ['GAP-014 ROUTE-015', '/new/systemManagement/tagManagement', '智能标签'],
    ['GAP-014 ROUTE-015', '/new/systemManagement/tagManagement/edit', '编辑智能标签'],
    ['GAP-014 ROUTE-015', '/new/systemManagement/tagManagement/detail', '智能标签详情'],
    ['GAP-014 ROUTE-016', '/new/systemManagement/ctminfo', '会员管理'],
    ['GAP-014 ROUTE-016', '/new/systemManagement/ctminfo/mobile', '手机号码'],
    ['GAP-014 ROUTE-016', '/new/systemManagement/ctminfo/custom', '定制服务'],
    ['GAP-014 ROUTE-016', '/new/systemManagement/ctminfo/companyinfo', '企业信息'],
    ['GAP-014 ROUTE-016', '/new/systemManagement/ctminfo/deadline', '服务期限'],
    ['GAP-014 ROUTE-016', '/new/systemManagement/ctminfo/smsrecharge', '短信充值'],
    ['GAP-014 ROUTE-018', '/new/systemManagement/scoreManagement', '智能评分'],
    ['GAP-014 ROUTE-018', '/new/systemManagement/scoreManagement/scoreEdit', '编辑智能评分'],
    ['GAP-014 ROUTE-018', '/new/systemManagement/scoreManagement/scoreDetail', '智能评分详情'],
    ['GAP-014 ROUTE-019', '/new/systemManagement/flowManagement', '智能流转'],
    ['GAP-014 ROUTE-019', '/new/systemManagement/flowManagement/flowEdit', '编辑智能流转'],
    ['GAP-014 ROUTE-019', '/new/systemManagement/flowManagement/flowDetail', '智能流转详情'],
    ['GAP-014 ROUTE-024', '/new/shoolmanagerlist/schoollist', '学校列表'],
    ['GAP-014 ROUTE-024', '/new/shoolmanagerlist/oprlist', '联系人列表'],
    ['GAP-014 ROUTE-029', '/new/newAddEmTpl', '新增模板'],
    ['GAP-014 ROUTE-031', '/new/shoppingStore/shoppingHome', '工具箱首页'],
    ['GAP-014 ROUTE-031', '/new/shoppingStore/assets', '我的资产'],
    ['GAP-014 ROUTE-031', '/new/shoppingStore/jobTopCardBuy', '购买职位置顶卡'],
    ['GAP-014 ROUTE-031', '/new/shoppingStore/jobTopCardPurchased', '已购职位置顶卡'],
    ['GAP-014 ROUTE-031', '/new/shoppingStore/memberCard', '会员卡'],
    ['GAP-014 ROUTE-031', '/new/shoppingStore/memberCardPurchased', '已购会员卡'],
  ])('%s titles %s %s', (_id, path, title) => {
    expect(titleOf(path)).toBe(title);
  });

  it.each([
    ['/systemManagement/export', '导出管理'],
    ['/systemManagement/test', '测评管理'],
    ['/systemManagement/ctminfo', '会员管理'],
    ['/systemManagement/orgstructure', '组织架构'],
    ['/systemManagement/basic/scorelist', '评分设置'],
    ['/systemManagement/basic/labellist', '标签管理'],
    ['/systemManagement/basic/exportTmpl', '导出模板'],
  ])('ROUTE-061 declares the older page %s (%s) as legacy', (path, title) => {
    const match = matchRoute(path);
    expect(match?.route).toMatchObject({ title, legacy: true, isNew: false });
  });

  it.each([
    ['ROUTE-003', '/new/systemManagement', '/new/systemManagement/produce'],
    ['GAP-015', '/new/systemManagement/produce', '/new/systemManagement/produce/produceManage'],
    ['GAP-015', '/new/systemManagement/company', '/new/systemManagement/company/organization'],
    ['GAP-015', '/new/systemManagement/basic', '/new/systemManagement/basic/basicsets'],
    ['GAP-015', '/new/systemManagement/ctminfo', '/new/systemManagement/ctminfo/companyinfo'],
    ['GAP-015', '/new/systemManagement/usermanager', '/new/systemManagement/usermanager/loglist'],
    ['GAP-015', '/new/shoppingStore', '/new/shoppingStore/shoppingHome'],
    ['GAP-015', '/new/shoolmanagerlist', '/new/shoolmanagerlist/schoollist'],
    ['GAP-015', '/new/talent', '/new/talent/talentManage'],
    ['AMB-004', '/new', '/new/workHome'],
  ])('%s redirects %s to its default child %s', (_id, path, target) => {
    expect(matchRoute(path)?.route.redirectTo).toBe(target);
  });

  it('GAP-015 list pages with children (tagManagement, scoreManagement, flowManagement, databoard) do not redirect', () => {
    for (const path of [
      '/new/systemManagement/tagManagement',
      '/new/systemManagement/scoreManagement',
      '/new/systemManagement/flowManagement',
      '/databoard',
    ]) {
      expect(matchRoute(path)?.route.redirectTo).toBeUndefined();
    }
  });

  it('SHELL-016 PERM-006 AMB-004 guards both workbench routes with Ctm.WorkHome, and the settings pages of issue 17 with their own keys', () => {
    const guarded = ROUTES.filter((route) => route.permission).map((route) => [route.path, route.permission]);
    expect(guarded).toEqual([
      ['/workHome', 'Ctm.WorkHome'],
      ['/new/workHome', 'Ctm.WorkHome'],
      ['/new/systemManagement/company/organization', 'System.Organization'],
      ['/new/systemManagement/company/members', 'Ctm.User'],
      ['/new/systemManagement/usermanager/loglist', 'System.Log'],
      ['/new/systemManagement/dictionaryManagement', 'System.Dictionary'],
      ['/new/systemManagement/labelManagement', 'System.Label'],
    ]);
  });

  it('ROUTE-001 every route is either under /new or top-level, and paths are unique', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES)
      expect(route.isNew).toBe(route.path === '/new' || route.path.startsWith('/new/'));
  });

  it('every route has a zh-CN title and a feature', () => {
    for (const route of ROUTES) {
      expect(route.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(route.feature).toBeTruthy();
    }
  });

  it.each([
    ['/new/systemManagement/resumeSettings', 'designer'],
    ['/jobList', 'jobs'],
    ['/resume', 'talent'],
    ['/notice', 'notice'],
    ['/databoard', 'data'],
    ['/new/shoppingStore/assets', 'shop'],
    ['/new/systemManagement/flowManagement', 'smart'],
    ['/new/systemManagement/company/members', 'system'],
    ['/new/workHome', 'workbench'],
    ['/interview/site/orderofflineinterview', 'interview'],
  ])('tags %s with the owning feature %s', (path, feature) => {
    expect(matchRoute(path)?.route.feature).toBe(feature);
  });
});

describe('matchRoute', () => {
  it('ROUTE-043 matches /databoard/reportdetails with and without the optional id', () => {
    expect(matchRoute('/databoard/reportdetails')).toMatchObject({
      route: { title: '报表详情' },
      params: {},
    });
    expect(matchRoute('/databoard/reportdetails/42')).toMatchObject({
      route: { path: '/databoard/reportdetails/:id?' },
      params: { id: '42' },
    });
  });

  it('ROUTE-015 reads /tagManagement/:id as a dynamic id but prefers the static edit and detail children', () => {
    expect(matchRoute('/new/systemManagement/tagManagement/17')).toMatchObject({
      route: { path: '/new/systemManagement/tagManagement/:id' },
      params: { id: '17' },
    });
    expect(matchRoute('/new/systemManagement/tagManagement/edit')?.params).toEqual({});
  });

  it('ROUTE-042 ignores a trailing slash and keeps case', () => {
    expect(matchRoute('/databoard/')?.route.path).toBe('/databoard');
    expect(matchRoute('/JobList')).toBeNull();
  });

  it('returns null for unknown paths and for the root', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/new/nowhere')).toBeNull();
    expect(matchRoute('/')).toBeNull();
    expect(matchRoute('/jobList/extra')).toBeNull();
  });
});

describe('pageTitle', () => {
  it('ROUTE-048 titles /addJob 修改职位 when edit=true&copyAdd=false', () => {
    expect(pageTitle('/addJob', '?edit=true&copyAdd=false')).toBe('修改职位');
    expect(pageTitle('/addJob', 'copyAdd=false&edit=true&jobId=9')).toBe('修改职位');
    expect(pageTitle('/addJob', new URLSearchParams({ edit: 'true', copyAdd: 'false' }))).toBe('修改职位');
  });

  it.each([
    ['edit=false&copyAdd=true'],
    [''],
    ['?edit=true&copyAdd=true'],
    ['?edit=true'],
    ['?copyAdd=false'],
    ['?edit=false&copyAdd=false'],
  ])('ROUTE-049 titles /addJob 新增职位 for query %j', (search) => {
    expect(pageTitle('/addJob', search)).toBe('新增职位');
  });

  it('ROUTE-066 takes every other title from the route metadata, undefined when no route matches', () => {
    expect(pageTitle('/jobList', '?jobstatus=24')).toBe('职位管理');
    expect(pageTitle('/new/systemManagement/basic/basicsets', '?activeMenu=0')).toBe('筛选设置');
    expect(pageTitle('/unknown')).toBeUndefined();
  });
});

describe('new paths', () => {
  it.each([
    ['/new', true],
    ['/new/', true],
    ['/new/talentPool', true],
    ['/newAddEmTpl', false],
    ['/news', false],
    ['/jobList', false],
    ['/', false],
  ])('ROUTE-001 isNewPath(%s) is %s', (path, expected) => {
    expect(isNewPath(path)).toBe(expected);
  });

  it('ROUTE-065 GAP-011 gives /new pages the ehire-new class and other pages none', () => {
    expect(NEW_PATH_CLASS).toBe('ehire-new');
    expect(newPathClass('/new/talentPool')).toBe('ehire-new');
    expect(newPathClass('/jobList')).toBe('');
  });

  it('ROUTE-070 strips the /new prefix', () => {
    expect(stripNewPrefix('/new/systemManagement/export')).toBe('/systemManagement/export');
    expect(stripNewPrefix('/new')).toBe('/');
    expect(stripNewPrefix('/jobList')).toBe('/jobList');
  });
});
