import { describe, expect, it } from 'vitest';
import { type NavigationRequest, noPermissionUrl, resolveNavigation } from './guard';

const NEW = 1 as const;
const OLD = 0 as const;

function nav(pathname: string, overrides: Partial<NavigationRequest> = {}) {
  const [path, search] = pathname.split('?');
  return resolveNavigation({
    pathname: path,
    search: search === undefined ? '' : `?${search}`,
    isUseNewEhirePlus: NEW,
    ...overrides,
  });
}

const auth =
  (levels: Record<string, number>) =>
  (key: string): number | undefined =>
    levels[key];

describe('noPermissionUrl', () => {
  it('ROUTE-080 ROUTE-081 sends to /error with msg defaulting to 无权限', () => {
    expect(noPermissionUrl()).toBe('/error?msg=无权限');
    expect(noPermissionUrl('账号已冻结')).toBe('/error?msg=账号已冻结');
  });

  it('ROUTE-080 encodes ASCII characters that would break the query and round-trips', () => {
    const url = noPermissionUrl('A&B=C #1');
    expect(url).toBe('/error?msg=A%26B%3DC%20%231');
    expect(new URLSearchParams(url.split('?')[1]).get('msg')).toBe('A&B=C #1');
  });
});

describe('resolveNavigation', () => {
  it.each([
    [NEW, '/login'],
    [OLD, '/login'],
    [NEW, '/Login'],
    [OLD, '/Login?redirect=%2Fnew%2FtalentPool'],
  ])('ROUTE-069 ROUTE-036 allows the login path for flag %s: %s', (flag, path) => {
    expect(nav(path, { isUseNewEhirePlus: flag })).toEqual({ kind: 'allow' });
  });

  it.each([
    [NEW, '/new/workHome'],
    [OLD, '/workHome'],
  ])('ROUTE-002 AMB-004 redirects the root for flag %s to %s', (flag, target) => {
    expect(nav('/', { isUseNewEhirePlus: flag })).toEqual({ kind: 'redirect', to: target });
  });

  it('PERM-007 sends a first entry after login with Ctm.WorkHome below 2 from the root to /resume', () => {
    const authValue = auth({ 'Ctm.WorkHome': 1 });
    expect(nav('/', { isFirstEntryAfterLogin: true, authValue })).toEqual({
      kind: 'redirect',
      to: '/resume',
    });
    expect(nav('/', { isFirstEntryAfterLogin: true, authValue, isUseNewEhirePlus: OLD })).toEqual({
      kind: 'redirect',
      to: '/resume',
    });
    // The hop root → /new/workHome during the same first entry lands on /resume too.
    expect(nav('/new/workHome', { isFirstEntryAfterLogin: true, authValue })).toEqual({
      kind: 'redirect',
      to: '/resume',
    });
  });

  it('PERM-007 PERM-003 keeps the workbench on first entry when Ctm.WorkHome is 2 or missing', () => {
    expect(nav('/', { isFirstEntryAfterLogin: true, authValue: auth({ 'Ctm.WorkHome': 2 }) })).toEqual({
      kind: 'redirect',
      to: '/new/workHome',
    });
    expect(nav('/', { isFirstEntryAfterLogin: true, authValue: auth({}) })).toEqual({
      kind: 'redirect',
      to: '/new/workHome',
    });
    expect(nav('/new/workHome', { isFirstEntryAfterLogin: true, authValue: auth({}) })).toEqual({
      kind: 'allow',
    });
  });

  it.each([
    [NEW, '/new/workHome'],
    [OLD, '/workHome'],
  ])('PERM-005 PERM-006 ERR-021 forbids the workbench below Ctm.WorkHome 2 (flag %s, %s)', (flag, path) => {
    for (const level of [0, 1]) {
      expect(nav(path, { isUseNewEhirePlus: flag, authValue: auth({ 'Ctm.WorkHome': level }) })).toEqual({
        kind: 'forbidden',
        to: '/error?msg=无权限',
      });
    }
    expect(nav(path, { isUseNewEhirePlus: flag, authValue: auth({ 'Ctm.WorkHome': 2 }) })).toEqual({
      kind: 'allow',
    });
    expect(nav(path, { isUseNewEhirePlus: flag, authValue: auth({ 'Ctm.WorkHome': 3 }) })).toEqual({
      kind: 'allow',
    });
  });

  it('PERM-003 treats a missing Ctm.WorkHome as 2 and allows the workbench', () => {
    expect(nav('/new/workHome', { authValue: auth({}) })).toEqual({ kind: 'allow' });
    expect(nav('/new/workHome')).toEqual({ kind: 'allow' });
  });

  it.each([
    ['/resume?tab=first', '/new/talent/talentManage?tab=first'],
    ['/resume?tab=first&ivid=99&inboxstatus=00', '/new/talent/talentManage?tab=first&ivid=99&inboxstatus=00'],
    ['/resume?tab=three', '/new/intentResume?tab=three'],
    ['/resume?deliveredstaus=01&tab=three', '/new/intentResume?deliveredstaus=01&tab=three'],
  ])('ROUTE-072 ROUTE-073 ROUTE-074 AMB-006 redirects %s to %s keeping the query', (path, target) => {
    expect(nav(path)).toEqual({ kind: 'redirect', to: target });
  });

  it.each([['/resume?tab=second&ivid=01'], ['/resume'], ['/resume?ivid=99'], ['/resume?tab=constructor']])(
    'GAP-017 keeps %s on /resume',
    (path) => {
      expect(nav(path)).toEqual({ kind: 'allow' });
    },
  );

  it('GAP-017 AMB-003 keeps flag-0 members on the older /resume whatever the tab', () => {
    expect(nav('/resume?tab=first', { isUseNewEhirePlus: OLD })).toEqual({ kind: 'allow' });
    expect(nav('/resume?tab=three', { isUseNewEhirePlus: OLD })).toEqual({ kind: 'allow' });
  });

  it.each([
    [NEW, '/jobList'],
    [OLD, '/jobList?jobstatus=24'],
    [NEW, '/notice'],
    [OLD, '/notice'],
    [NEW, '/resumeDetails?id=5'],
    [OLD, '/historyresume/resumeDetails'],
    [NEW, '/archived/resumeDetails'],
  ])('ROUTE-075 ROUTE-076 ROUTE-077 always allows flag %s on %s', (flag, path) => {
    expect(nav(path, { isUseNewEhirePlus: flag })).toEqual({ kind: 'allow' });
  });

  it('ROUTE-078 rewrites a notice path opened in a new window to /new/systemManagement/notice', () => {
    expect(nav('/notice?type=sms', { openedInNewWindow: true })).toEqual({
      kind: 'redirect',
      to: '/new/systemManagement/notice?type=sms',
    });
    expect(nav('/notice', { openedInNewWindow: false })).toEqual({ kind: 'allow' });
    // Flag 0 cannot use /new: the older notice page stays.
    expect(nav('/notice', { openedInNewWindow: true, isUseNewEhirePlus: OLD })).toEqual({ kind: 'allow' });
  });

  it.each([
    ['/new/systemManagement/export', '/systemManagement/export'],
    ['/new/talentPool?x=1', '/talentPool?x=1'],
    ['/new/workHome', '/workHome'],
    ['/new', '/'],
  ])('ROUTE-070 AMB-002 re-pushes %s without the prefix for flag 0 (%s)', (path, target) => {
    expect(nav(path, { isUseNewEhirePlus: OLD })).toEqual({ kind: 'redirect', to: target });
  });

  it.each([
    ['/new/systemManagement/resumeSettings'],
    ['/new/talentPool'],
    ['/new/systemManagement/tagManagement/12'],
    ['/new/shoppingStore/campusBrandCardBuy'],
  ])('ROUTE-071 AMB-002 allows flag-1 members on %s', (path) => {
    expect(nav(path)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['/new/jobList', '/jobList'],
    ['/new/addJob?jobId=3', '/addJob?jobId=3'],
    ['/new/resume', '/resume'],
    ['/new/notice', '/notice'],
    ['/new/databoard', '/databoard'],
    ['/new/interview', '/interview'],
  ])('ROUTE-071 issue 20 §2 a top-level page under /new resolves to the page: %s → %s', (path, target) => {
    expect(nav(path)).toEqual({ kind: 'redirect', to: target });
    // …and the target is shown, not bounced back under /new.
    const [pathname, search] = target.split('?');
    expect(nav(pathname!, { search })).not.toEqual({ kind: 'redirect', to: path });
  });

  it('ROUTE-071 answers notFound for an undeclared /new path of a flag-1 member', () => {
    expect(nav('/new/nowhere')).toEqual({ kind: 'notFound' });
    expect(nav('/new/systemManagement/nowhere')).toEqual({ kind: 'notFound' });
  });

  it.each([
    ['/systemManagement/resumeSettings', '/new/systemManagement/resumeSettings'],
    ['/systemManagement/export', '/new/systemManagement/export'],
    ['/systemManagement/ctminfo', '/new/systemManagement/ctminfo'],
    ['/systemManagement/basic/basicsets?activeMenu=0', '/new/systemManagement/basic/basicsets?activeMenu=0'],
    ['/talentPool', '/new/talentPool'],
    ['/workHome', '/new/workHome'],
    ['/systemManagement/tagManagement/7', '/new/systemManagement/tagManagement/7'],
  ])('ROUTE-064 AMB-003 redirects the unprefixed new path %s to %s for flag 1', (path, target) => {
    expect(nav(path)).toEqual({ kind: 'redirect', to: target });
  });

  it.each([
    ['/systemManagement/export'],
    ['/systemManagement/ctminfo'],
    ['/systemManagement/test'],
    ['/systemManagement/basic/basicsets?activeMenu=0'],
    ['/workHome'],
  ])('AMB-003 leaves flag-0 members on the older page %s (no loop)', (path) => {
    expect(nav(path, { isUseNewEhirePlus: OLD })).toEqual({ kind: 'allow' });
  });

  it('ROUTE-064 leaves older pages without a /new twin alone for flag 1', () => {
    expect(nav('/systemManagement/orgstructure')).toEqual({ kind: 'allow' });
    expect(nav('/systemManagement/basic/scorelist')).toEqual({ kind: 'allow' });
  });

  it.each([
    ['/nowhere', NEW],
    ['/nowhere', OLD],
    ['/talentPool', OLD],
    ['/shoppingStore', OLD],
    ['/JOBLIST', NEW],
  ])(
    'ROUTE-079 GAP-016 answers notFound for %s (flag %s): first segment not a top-level route',
    (path, flag) => {
      expect(nav(path, { isUseNewEhirePlus: flag })).toEqual({ kind: 'notFound' });
    },
  );

  it.each([
    ['/databoard/reportdetails/3', OLD],
    ['/interview/site/orderofflineinterview', NEW],
    ['/addJob?edit=true&copyAdd=false', NEW],
    ['/archived/resume', OLD],
    ['/error?msg=无权限', NEW],
    ['/systemManagement/basic/unlisted', OLD],
  ])('ROUTE-079 allows %s (flag %s): first segment is a top-level route', (path, flag) => {
    expect(nav(path, { isUseNewEhirePlus: flag })).toEqual({ kind: 'allow' });
  });

  it('AMB-005 redirects /joblist to /jobList keeping the query', () => {
    expect(nav('/joblist?jobstatus=24')).toEqual({ kind: 'redirect', to: '/jobList?jobstatus=24' });
    expect(nav('/joblist?jobstatus=24', { isUseNewEhirePlus: OLD })).toEqual({
      kind: 'redirect',
      to: '/jobList?jobstatus=24',
    });
  });

  it.each([
    ['/new/systemManagement', '/new/systemManagement/produce'],
    ['/new/systemManagement/produce', '/new/systemManagement/produce/produceManage'],
    ['/new/systemManagement/ctminfo?from=menu', '/new/systemManagement/ctminfo/companyinfo?from=menu'],
    ['/new/shoppingStore', '/new/shoppingStore/shoppingHome'],
    ['/new/talent', '/new/talent/talentManage'],
    ['/new', '/new/workHome'],
  ])('ROUTE-003 GAP-015 redirects %s to its default child %s', (path, target) => {
    expect(nav(path)).toEqual({ kind: 'redirect', to: target });
  });

  it('ROUTE-003 reaches /new/systemManagement from the unprefixed path in two hops', () => {
    expect(nav('/systemManagement')).toEqual({ kind: 'redirect', to: '/new/systemManagement' });
    expect(nav('/new/systemManagement')).toEqual({ kind: 'redirect', to: '/new/systemManagement/produce' });
  });

  it('ROUTE-068 reloads when moving from historyResume to talentManage', () => {
    expect(nav('/new/talent/talentManage?tab=first', { fromPathname: '/new/historyResume' })).toEqual({
      kind: 'reload',
      to: '/new/talent/talentManage?tab=first',
    });
    expect(nav('/new/talent/talentManage', { fromPathname: '/historyresume/resumeDetails' })).toEqual({
      kind: 'reload',
      to: '/new/talent/talentManage',
    });
  });

  it('ROUTE-068 navigates normally to talentManage from any other page', () => {
    expect(nav('/new/talent/talentManage', { fromPathname: '/new/intentResume' })).toEqual({ kind: 'allow' });
    expect(nav('/new/talent/talentManage')).toEqual({ kind: 'allow' });
    expect(nav('/new/talentPool', { fromPathname: '/new/historyResume' })).toEqual({ kind: 'allow' });
  });

  it('ROUTE-068 ROUTE-064 redirects an unprefixed talentManage first, then reloads', () => {
    const from = { fromPathname: '/new/historyResume' };
    expect(nav('/talent/talentManage', from)).toEqual({ kind: 'redirect', to: '/new/talent/talentManage' });
    expect(nav('/new/talent/talentManage', from)).toEqual({ kind: 'reload', to: '/new/talent/talentManage' });
  });

  it('GAP-016 normalises a trailing slash before applying the rules', () => {
    expect(nav('/new/talentPool/')).toEqual({ kind: 'allow' });
    expect(nav('/new/talentPool/', { isUseNewEhirePlus: OLD })).toEqual({
      kind: 'redirect',
      to: '/talentPool',
    });
  });
});
