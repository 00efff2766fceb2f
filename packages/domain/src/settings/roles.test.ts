import { describe, expect, it } from 'vitest';
import { PERMISSION, PERMISSION_KEYS } from '../codes/permissions';
import {
  grantsAnything,
  isAdministratorRole,
  organizationSubtree,
  permissionRows,
  rightsBeyond,
} from './roles';

describe('role rules (issue 17)', () => {
  it('PERM-017 the role editor rows are every permission key, missing levels as 0', () => {
    const rows = permissionRows({ [PERMISSION.talent]: 1 });
    expect(rows.map((row) => row.key)).toEqual([...PERMISSION_KEYS]);
    expect(rows.find((row) => row.key === PERMISSION.talent)).toEqual({
      key: 'Ctm.Talent',
      label: '人才管理',
      level: 1,
    });
    expect(rows.find((row) => row.key === PERMISSION.job)?.level).toBe(0);
  });

  it('a role must grant at least one key above 0', () => {
    expect(grantsAnything({})).toBe(false);
    expect(grantsAnything({ [PERMISSION.job]: 0 })).toBe(false);
    expect(grantsAnything({ [PERMISSION.job]: 1 })).toBe(true);
  });

  it('names the rights beyond the actor’s own, data scope included', () => {
    const actor = {
      levels: { [PERMISSION.talent]: 1, [PERMISSION.job]: 2 },
      dataScope: 'organization' as const,
    };
    expect(
      rightsBeyond(actor, { levels: { [PERMISSION.job]: 2, [PERMISSION.talent]: 1 }, dataScope: 'ownJobs' }),
    ).toEqual([]);
    expect(
      rightsBeyond(actor, { levels: { [PERMISSION.talent]: 2, [PERMISSION.log]: 1 }, dataScope: 'all' }),
    ).toEqual(['人才管理', '日志查询', '数据范围']);
  });

  it('an administrator manages users and roles at level 2', () => {
    expect(isAdministratorRole({ [PERMISSION.user]: 2, [PERMISSION.role]: 2 })).toBe(true);
    expect(isAdministratorRole({ [PERMISSION.user]: 2, [PERMISSION.role]: 1 })).toBe(false);
  });

  it('the subtree of a node holds it and everything below, nothing beside it', () => {
    const nodes = [
      { id: 'hq', parentId: null },
      { id: 'a', parentId: 'hq' },
      { id: 'a1', parentId: 'a' },
      { id: 'b', parentId: 'hq' },
    ];
    expect(organizationSubtree('a', nodes).sort()).toEqual(['a', 'a1']);
    expect(organizationSubtree('hq', nodes).sort()).toEqual(['a', 'a1', 'b', 'hq']);
  });
});
