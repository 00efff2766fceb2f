// Roles of system settings (issue 17, PERM-017): a level 0/1/2 for every permission key of the
// product (PERMISSION_KEYS, the one list every route and page takes its key from) and a data scope.
// The rules here are shared by the server (which enforces them) and the role editor (which shows
// them before saving).

import {
  PERMISSION,
  PERMISSION_KEYS,
  PERMISSION_LABEL,
  PERMISSION_LEVEL,
  type PermissionKey,
} from '../codes/permissions';

/** Which applications a role's users see in lists, counts and exports. */
export const DATA_SCOPE = {
  all: 'all',
  organization: 'organization',
  ownJobs: 'ownJobs',
} as const;
export type DataScope = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];
export const DATA_SCOPES: readonly DataScope[] = Object.values(DATA_SCOPE);

export const DATA_SCOPE_LABEL: Record<DataScope, string> = {
  all: '全部投递',
  organization: '本组织及下级组织的投递',
  ownJobs: '仅本人负责职位的投递',
};

/** Wider scopes rank higher: a user may grant a scope no wider than their own. */
const DATA_SCOPE_RANK: Record<DataScope, number> = { all: 3, organization: 2, ownJobs: 1 };

export function isDataScope(value: string): value is DataScope {
  return (DATA_SCOPES as readonly string[]).includes(value);
}

export type PermissionLevels = Readonly<Partial<Record<PermissionKey, number>>>;

/** The role editor's rows: every permission key with its zh-CN label and the role's level. */
export function permissionRows(
  levels: PermissionLevels,
): Array<{ key: PermissionKey; label: string; level: number }> {
  return PERMISSION_KEYS.map((key) => ({
    key,
    label: PERMISSION_LABEL[key],
    level: levels[key] ?? PERMISSION_LEVEL.none,
  }));
}

/** A role must grant something: at least one key above 0. */
export function grantsAnything(levels: PermissionLevels): boolean {
  return PERMISSION_KEYS.some((key) => (levels[key] ?? 0) > 0);
}

/**
 * The keys (by label) where `granted` is above what the actor holds, plus 数据范围 when the scope
 * is wider: nobody can hand out (to others or to themselves) more than they have.
 */
export function rightsBeyond(
  actor: { levels: PermissionLevels; dataScope: DataScope },
  granted: { levels: PermissionLevels; dataScope: DataScope },
): string[] {
  const beyond: string[] = PERMISSION_KEYS.filter(
    (key) => (granted.levels[key] ?? 0) > (actor.levels[key] ?? 0),
  ).map((key) => PERMISSION_LABEL[key]);
  if (DATA_SCOPE_RANK[granted.dataScope] > DATA_SCOPE_RANK[actor.dataScope]) beyond.push('数据范围');
  return beyond;
}

/** An administrator can manage users and roles; the last enabled one cannot be removed. */
export function isAdministratorRole(levels: PermissionLevels): boolean {
  return (
    (levels[PERMISSION.user] ?? 0) >= PERMISSION_LEVEL.full &&
    (levels[PERMISSION.role] ?? 0) >= PERMISSION_LEVEL.full
  );
}

/** The ids of an organisation and all below it, from the tenant's whole tree. */
export function organizationSubtree(
  rootId: string,
  nodes: readonly { id: string; parentId: string | null }[],
): string[] {
  const children = new Map<string, string[]>();
  for (const node of nodes) {
    if (!node.parentId) continue;
    children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

export const SETTINGS_MESSAGE = {
  roleNameTaken: '角色名称已存在',
  roleWithoutPermission: '请至少为角色设置一项权限',
  roleNotFound: '角色不存在',
  roleInUse: (count: number) => `该角色下还有${count}名用户，不能删除`,
  usernameTaken: '用户名已存在',
  userNotFound: '用户不存在',
  organizationNotFound: '所属组织不存在',
  beyondOwnRights: (labels: readonly string[]) => `不能授予超出自己权限的内容：${labels.join('、')}`,
  ownRole: '不能修改自己的角色',
  ownStatus: '不能停用自己的账号',
  ownOrganization: '不能修改自己的所属组织',
  lastAdministrator: '至少需要保留一名启用的管理员',
  organizationNameTaken: '同级下已有同名组织',
  organizationIntoItself: '不能移动到自身或下级组织下',
  organizationHasChildren: '请先删除或移走下级组织',
  organizationHasJobs: (count: number) => `该组织下还有${count}个职位，不能删除`,
  organizationHasUsers: (count: number) => `该组织下还有${count}名用户，不能删除`,
  organizationHasProjects: (count: number) => `该组织下还有${count}个项目，不能删除`,
  applicationOutOfScope: '该投递不在您的数据范围内，无权查看或操作',
  weakPassword: '密码需为8-32位，且包含大写字母、小写字母、数字、符号中的至少三种',
} as const;
