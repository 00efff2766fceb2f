import { describe, expect, it } from 'vitest';
import { LEGACY_AREA_CODE } from './data/legacy-area-codes';
import { REGION_ROWS } from './data/regions';
import { cityChooserExcludes, regionOptionTree } from './option-trees';
import { cityChoices, labelOptionTree, type TreeOption } from './tree-option';

const DATA_031_KEYS = ['children', 'hidden', 'id', 'label', 'level', 'parent', 'status', 'value'];

function everyNode(tree: readonly TreeOption[]): TreeOption[] {
  return tree.flatMap((n) => [n, ...everyNode(n.children)]);
}

describe('region and label option trees', () => {
  it('DATA-031 region tree nodes have value, label, id, parent, level, status, hidden and children', () => {
    const tree = regionOptionTree('region');
    expect(tree.map((p) => p.value)).toEqual(REGION_ROWS.map(([, province]) => province));
    for (const node of everyNode(tree)) expect(Object.keys(node).sort()).toEqual(DATA_031_KEYS);

    const zhejiang = tree.find((p) => p.value === '浙江')!;
    expect(zhejiang).toMatchObject({ label: '浙江', id: '330000', parent: null, level: 1, status: 1, hidden: false });
    expect(zhejiang.children[0]).toEqual({
      value: '杭州',
      label: '杭州',
      id: '330000-01',
      parent: '330000',
      level: 2,
      status: 1,
      hidden: false,
      children: [],
    });
    // A region chooser offers everything.
    expect(everyNode(tree).filter((n) => n.hidden)).toEqual([]);
    // Ids are unique across the tree.
    const ids = everyNode(tree).map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('DATA-031 label tree nodes have the same fields, one level deep', () => {
    const tree = labelOptionTree([
      { id: 'l-1', name: '优秀' },
      { id: 'l-2', name: '待定' },
    ]);
    expect(tree).toEqual([
      { value: '优秀', label: '优秀', id: 'l-1', parent: null, level: 1, status: 1, hidden: false, children: [] },
      { value: '待定', label: '待定', id: 'l-2', parent: null, level: 1, status: 1, hidden: false, children: [] },
    ]);
    for (const node of tree) expect(Object.keys(node).sort()).toEqual(DATA_031_KEYS);
  });
});

describe('city chooser (VAL-008, GAP-032)', () => {
  it('VAL-008 area codes 330000–360000 are excluded unless listed as municipal (香港 330000, 澳门 340000)', () => {
    expect(cityChooserExcludes('350000')).toBe(true); // 台湾
    expect(cityChooserExcludes('360000')).toBe(true); // 国外
    expect(cityChooserExcludes('345000')).toBe(true); // inside the range, not listed
    expect(cityChooserExcludes('330000')).toBe(false); // 香港, listed
    expect(cityChooserExcludes('340000')).toBe(false); // 澳门, listed
    expect(cityChooserExcludes('329999')).toBe(false);
    expect(cityChooserExcludes('360001')).toBe(false); // 亚洲's countries lie above the range
    expect(cityChooserExcludes('010000')).toBe(false);
    expect(cityChooserExcludes('')).toBe(false);
  });

  it('VAL-008 the rule reads the older area codes, not GB/T 2260: 浙江 安徽 福建 江西 stay, 台湾 is hidden', () => {
    const tree = regionOptionTree('city');
    const byName = new Map(tree.map((p) => [p.value, p]));
    // GB/T 2260 330000–360000: offered with their cities.
    for (const name of ['浙江', '安徽', '福建', '江西']) {
      const province = byName.get(name)!;
      expect(Number(province.id)).toBeGreaterThanOrEqual(330000);
      expect(Number(province.id)).toBeLessThanOrEqual(360000);
      expect(province.hidden).toBe(false);
      expect(province.children.every((c) => !c.hidden)).toBe(true);
    }
    // 台湾 is 350000 in the older scheme: hidden with every city.
    const taiwan = byName.get('台湾')!;
    expect(LEGACY_AREA_CODE['台湾']).toBe('350000');
    expect(taiwan.hidden).toBe(true);
    expect(taiwan.children.every((c) => c.hidden)).toBe(true);
    // Every province of the tree has an older area code.
    expect(tree.filter((p) => !LEGACY_AREA_CODE[p.value]).map((p) => p.value)).toEqual([]);
  });

  it('VAL-008 GAP-032 the municipal regions are offered as the city itself, the others by their cities', () => {
    const choices = cityChoices(regionOptionTree('city'));
    const byProvince = new Map(choices.map((c) => [c.province, c.cities]));
    expect(byProvince.has('台湾')).toBe(false);
    for (const city of ['北京', '上海', '天津', '重庆', '香港', '澳门']) expect(byProvince.get(city)).toEqual([city]);
    expect(byProvince.get('浙江')).toContain('杭州');
    expect(byProvince.get('广东')).toEqual(expect.arrayContaining(['广州', '深圳']));
    // Districts of a municipality are not cities.
    expect(choices.flatMap((c) => c.cities)).not.toContain('浦东新区');
  });
});
