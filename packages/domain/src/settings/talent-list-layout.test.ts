import { describe, expect, it } from 'vitest';
import { arrangeByLayout, completeLayout, DEFAULT_TALENT_LIST_LAYOUT, TALENT_COLUMN_KEYS } from './talent-list-layout';

describe('筛选设置 layout (issue 17)', () => {
  it('completes a stored layout: stored order first, unknown and repeated keys dropped, new keys shown at the end', () => {
    const stored = [
      { key: 'score', visible: false },
      { key: 'salary', visible: true },
      { key: 'score', visible: true },
      { key: 'jobName', visible: true },
    ];
    const complete = completeLayout(stored, TALENT_COLUMN_KEYS);
    expect(complete.slice(0, 3)).toEqual([
      { key: 'score', visible: false },
      { key: 'jobName', visible: true },
      { key: 'step', visible: true },
    ]);
    expect(complete.map((item) => item.key).sort()).toEqual([...TALENT_COLUMN_KEYS].sort());
  });

  it('arranges definitions by the layout, leaves hidden ones out and keeps unknown ones after, in their order', () => {
    const defs = ['a', 'x', 'b', 'c', 'y'].map((key) => ({ key }));
    const arranged = arrangeByLayout(
      defs,
      [
        { key: 'c', visible: true },
        { key: 'b', visible: false },
        { key: 'a', visible: true },
      ],
      (def) => def.key,
    );
    expect(arranged.map((def) => def.key)).toEqual(['c', 'a', 'x', 'y']);
  });

  it('the default layout shows everything in the product order', () => {
    expect(DEFAULT_TALENT_LIST_LAYOUT.columns.every((item) => item.visible)).toBe(true);
    expect(DEFAULT_TALENT_LIST_LAYOUT.columns.map((item) => item.key)).toEqual(TALENT_COLUMN_KEYS);
  });
});
