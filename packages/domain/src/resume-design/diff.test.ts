import { describe, expect, it } from 'vitest';
import { diffDesigns } from './diff';
import { defaultDesign } from './presets';

describe('draft vs online diff (provider review)', () => {
  it('reports added, removed and changed modules and fields with the changed attributes', () => {
    const online = defaultDesign();
    const draft = online
      .filter((m) => m.modId !== 'sub60')
      .map((m) =>
        m.modId === 'sub30'
          ? {
              ...m,
              cname: '科研项目',
              ecolumns: m.ecolumns.map((c) =>
                c.colId === 'CPA2'
                  ? { ...c, deleteStatus: 1 as const }
                  : c.colId === 'CPA1'
                    ? { ...c, isMustUsed: 0 as const, status: '00' as const }
                    : c,
              ),
            }
          : m,
      );
    expect(diffDesigns(online, draft)).toEqual([
      { kind: 'module-changed', modId: 'sub30', colId: null, title: '科研项目', attributes: ['cname'] },
      { kind: 'field-changed', modId: 'sub30', colId: 'CPA1', title: '项目名称', attributes: ['isMustUsed'] },
      { kind: 'field-removed', modId: 'sub30', colId: 'CPA2', title: '担任角色', attributes: [] },
      { kind: 'module-removed', modId: 'sub60', colId: null, title: '专业技能', attributes: [] },
    ]);
    expect(diffDesigns(online, online)).toEqual([]);
  });
});
